"""What Musubi asks a chat model, one module per prompt with the JSON schema of its answer:
read together, and changed together (a changed prompt or schema bumps its version where the
answer is cached)."""
