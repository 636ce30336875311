"""The one shape of progress every long job reports: (what it is on, how many so far)."""

from __future__ import annotations

from collections.abc import Callable

Progress = Callable[[str, int], None]
