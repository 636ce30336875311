"""The note templates Musubi ships, installed as ``musubi_daemon.vault_templates`` (see
``setup.py``): a wheel and an editable install read them the same way."""
