"""Conversations like one in the library, or like some text: the "more like this" of a
note page and of the MCP tool, read from the vectors the index already holds.
"""

from __future__ import annotations

import numpy as np

from .pipeline import Searched
from .query import Filters
from .results import Hit


def similar_to(index: Searched, conversation_id: str | None = None, text: str | None = None,
               limit: int = 10, include_hidden: bool = False) -> list[Hit]:
    """Conversations like one in the library (by the mean of its passages' vectors) or like
    some text, each once and never the one asked about; like search, demoted, archived and
    superseded notes only when ``include_hidden``. ValueError when the conversation is not
    indexed or nothing was given."""
    if conversation_id:
        hashes = index.keyword.conversation_hashes(conversation_id)
        vecs = list(index.cache.get(hashes).values())
        if not vecs:
            raise ValueError(f"{conversation_id} is not in the index")
        qv = np.mean(np.stack(vecs), axis=0)
        qv = qv / (np.linalg.norm(qv) or 1.0)
    elif text and text.strip():
        qv = index.query_vector(text)
    else:
        raise ValueError("give a musubi_id or some text")
    found = index.nearest(qv, max(limit * 10, 50), Filters(include_hidden=include_hidden))
    rows = index.keyword.chunk_rows([cid for cid, _ in found])
    hits: list[Hit] = []
    seen: set[str] = set()
    for r, (cid, sim) in enumerate(found, 1):
        row = rows.get(cid)
        if row is None:
            continue
        key = str(row["conversation_id"] or row["note_path"])
        if key == conversation_id or key in seen:
            continue
        seen.add(key)
        hits.append(Hit.of_row(row, sim, None, r))
        if len(hits) >= limit:
            break
    return hits
