"""The index: a cache of the vault for search, rebuilt from notes alone."""
