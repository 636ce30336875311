"""Musubi: every AI tool's chat history as git-tracked Obsidian notes."""

__version__ = "0.1.0"
