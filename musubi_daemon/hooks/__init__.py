"""Musubi in coding agents' sessions: their settings changed, and the steps their hooks run."""
