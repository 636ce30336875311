"""Thoughts: messages agents leave one another on named channels, with no coordinator."""
