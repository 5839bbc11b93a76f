"""`difftest run --last-failed`: the cases that did not pass in the last
run of the same corpora, as pytest's --lf."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ...core.loading import read_journal
from ..settings import OUT_ROOT
from .runs import JOURNAL, journal_time, runs


def _same_corpora(recorded, corpora: tuple[Path, ...]) -> bool:
    if not isinstance(recorded, list):
        return False
    try:
        return sorted(str(Path(c).resolve()) for c in recorded) == sorted(str(c.resolve()) for c in corpora)
    except (OSError, TypeError):
        return False


# What a run asked, besides its corpora: a --lf takes the failures of a run
# that asked the same (a Vulkan run's failures say nothing of a CPU run's).
QUESTION = ("target", "baseline_target", "device", "baseline_flags", "candidate_flags", "compile_flags",
            "suite_config")


def question(options: dict) -> dict:
    return {k: options.get(k) for k in QUESTION}


def last_run_of(corpora: tuple[Path, ...], root: Path, also: tuple[Path, ...] = (),
                asked: dict | None = None) -> Path | None:
    """The newest run (finished or not) of exactly these corpora, under
    root or in one of `also` (a run given its own --out); with `asked`, of
    those the newest that asked the same (target, pair, flags)."""
    found = [r for r in (*runs(root), *map(Path, also)) if (r / JOURNAL).exists()]
    for run in sorted(found, key=journal_time, reverse=True):
        try:
            meta = read_journal(run / JOURNAL).meta
        except Exception:  # an unreadable journal is simply not the last run
            continue
        options = meta.get("options") if isinstance(meta.get("options"), dict) else {}
        if _same_corpora(options.get("corpus"), corpora) and (asked is None or question(options) == asked):
            return run
    return None


@dataclass(frozen=True)
class LastFailed:
    run: Path | None  # None: no earlier run of these corpora
    names: frozenset[str]  # the cases that did not pass there


def last_failed(corpora: tuple[Path, ...], root: Path = OUT_ROOT, also: tuple[Path, ...] = (),
                asked: dict | None = None) -> LastFailed:
    """The cases of the last run of these corpora that did not pass, as
    pytest's --lf: a regression, a broken case, an error or an interrupted
    case; a skip is not a failure, nor an xfail that held."""
    run = last_run_of(corpora, root, also, asked)
    if run is None:
        return LastFailed(None, frozenset())
    loaded = read_journal(run / JOURNAL)
    names = frozenset(r.case for r in loaded.cases if r.verdict.is_failure)
    return LastFailed(run, names)
