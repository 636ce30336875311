"""Cited answers from the library: expand the question, find and rerank, answer from the
distilled notes of the best conversations, or say plainly that nothing was found."""
