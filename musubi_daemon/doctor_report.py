"""What ``musubi doctor`` found, as the CLI, ``--json`` and the Engine read it: each finding
with its place, its severity and whether it was mended. Apart from the checks (``doctor.py``)
so that a caller reads a report without loading them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

PROBLEM, WARNING, INFO = "problem", "warning", "info"


@dataclass
class Finding:
    """One thing the doctor saw: where, what, and whether it was mended."""

    check: str
    what: str
    path: str | None = None
    severity: str = PROBLEM
    repair: str | None = None  # what --repair does about it; None: it cannot
    repaired: bool = False

    @property
    def repairable(self) -> bool:
        return self.repair is not None


@dataclass
class DoctorReport:
    findings: list[Finding] = field(default_factory=list)
    checked: dict[str, int] = field(default_factory=dict)
    repair: bool = False
    seconds: float = 0.0

    @property
    def problems(self) -> list[Finding]:
        """Problems still there: what makes ``musubi doctor`` exit 1."""
        return [f for f in self.findings if f.severity == PROBLEM and not f.repaired]

    @property
    def healthy(self) -> bool:
        return not self.problems

    def counts(self) -> dict[str, int]:
        """Findings per check, problems and warnings only."""
        out: dict[str, int] = {}
        for f in self.findings:
            if f.severity != INFO:
                out[f.check] = out.get(f.check, 0) + 1
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"healthy": self.healthy, "repair": self.repair,
                "problems": len(self.problems),
                "repaired": sum(1 for f in self.findings if f.repaired),
                "unrepairable": sum(1 for f in self.problems if not f.repairable),
                "counts": self.counts(), "checked": self.checked,
                "seconds": round(self.seconds, 3),
                "findings": [asdict(f) | {"repairable": f.repairable} for f in self.findings]}
