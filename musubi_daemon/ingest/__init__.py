"""Ingest: every source's conversations written into the vault as notes."""
