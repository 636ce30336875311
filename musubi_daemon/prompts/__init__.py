"""What Musubi asks a chat model, one module per prompt with the JSON schema of its answer and
the function that reads the answer back (``read_*``; the distil prompt's ``parse_note`` gives
a StructuredNote). The taxonomy and the profile merge are read into the knowledge layer's own
objects, by ``knowledge/taxonomy.py`` and ``knowledge/profile.py``. Read together, and changed
together: a changed prompt or schema bumps its version where the answer is cached."""
