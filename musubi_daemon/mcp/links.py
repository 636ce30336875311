"""A tool's result with a ``resource_link`` to each conversation it names: a client can open
one, or attach it to the context, through ``resources/read`` without another tool call. The
JSON stays the first content block and the structured result, as for every other tool."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import quote

import pydantic_core
from mcp_types import CallToolResult, ResourceLink, TextContent

from ..config import RESULT_LINKS

MARKDOWN = "text/markdown"


def conversation_uri(conversation_id: str) -> str:
    """The resource of one conversation (``resources.CONVERSATION``); the id's characters that
    a URI cannot hold as they are, percent-encoded."""
    return "musubi://conversation/" + quote(conversation_id, safe=":/@!$&'()*+,;=-._~")


def linked(result: Mapping[str, Any], rows: Iterable[Mapping[str, Any]]) -> CallToolResult:
    """``result`` as the tool's answer, and one link per conversation among ``rows`` (each a
    mapping with ``conversation_id`` and ``title``), in their order, at most
    ``RESULT_LINKS``."""
    links: list[ResourceLink] = []
    seen: set[str] = set()
    for row in rows:
        cid = row.get("conversation_id")
        if not isinstance(cid, str) or not cid or cid in seen:
            continue
        seen.add(cid)
        when = str(row.get("date") or row.get("created") or "")[:10]
        links.append(ResourceLink(
            uri=conversation_uri(cid), name=cid, title=str(row.get("title") or cid),
            mime_type=MARKDOWN,
            description=" · ".join(x for x in (when, str(row.get("source") or "")) if x)
            or None))
        if len(links) == RESULT_LINKS:
            break
    text = pydantic_core.to_json(dict(result), fallback=str, indent=2).decode()
    return CallToolResult(content=[TextContent(type="text", text=text), *links],
                          structured_content=dict(result))
