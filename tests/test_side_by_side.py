"""`musubi bench side-by-side` without a usable basic-memory venv: a clear message, exit 2."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from cli_helpers import musubi

# A LoCoMo-shaped file of one session and one question: the run must stop before reading it.
_TINY = [{"sample_id": "conv-x",
          "conversation": {"speaker_a": "Ana", "speaker_b": "Bo",
                           "session_1_date_time": "1:56 pm on 8 May, 2023",
                           "session_1": [{"speaker": "Ana", "dia_id": "D1:1",
                                          "text": "I planted tomatoes."}]},
          "qa": [{"question": "What did Ana plant?", "answer": "tomatoes",
                  "evidence": ["D1:1"], "category": 1}]}]


def test_side_by_side_without_basic_memory_says_so_and_exits_2(home: Path,
                                                                tmp_path: Path) -> None:
    data = tmp_path / "locomo10.json"
    data.write_text(json.dumps(_TINY), encoding="utf-8")
    # No venv at all, then a venv whose Python has no basic-memory (this very Python).
    missing = tmp_path / "no-venv"
    bare = tmp_path / "bare-venv"
    (bare / "bin").mkdir(parents=True)
    os.symlink(sys.executable, bare / "bin" / "python")
    for venv in (missing, bare):
        proc = musubi("bench", "side-by-side", str(data), "--basic-memory-venv", str(venv),
                      check=False)
        assert proc.returncode == 2, proc.stderr
        assert "basic-memory is not importable" in proc.stderr
        assert "pip install basic-memory" in proc.stderr
        assert "Traceback" not in proc.stderr
        assert proc.stdout == ""
    assert not list(home.rglob("*basic-memory*"))
