"""Distillation: every conversation into a StructuredNote, by a local model or heuristics."""
