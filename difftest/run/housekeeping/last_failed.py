"""`difftest run --last-failed`: the cases that did not pass in the last
run of the same corpora, as pytest's --lf."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ...core.loading import read_journal
from ..plan.settings import OUT_ROOT
from .retention import rotated_run_of
from .runs import JOURNAL, QUESTION, journal_time, question, runs

__all__ = ["QUESTION", "LastFailed", "last_failed", "last_run_of", "question", "selection", "settled"]


def _same_corpora(recorded, corpora: tuple[Path, ...]) -> bool:
    if not isinstance(recorded, list):
        return False
    try:
        return sorted(str(Path(c).resolve()) for c in recorded) == sorted(str(c.resolve()) for c in corpora)
    except (OSError, TypeError):
        return False


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
    names: frozenset[str]  # the cases to run again
    why: dict[str, int] = field(default_factory=dict)  # "failed", "interrupted", ..., "never run there" -> count
    rotated: str | None = None  # with no run: the last run of these corpora that rotation removed, said so


def _options(meta: dict) -> dict:
    return meta.get("options") if isinstance(meta.get("options"), dict) else {}


def settled(run: Path, seen: frozenset[Path] = frozenset()) -> set[str]:
    """The cases `run` gave an answer that stands: judged fine, an xfail
    that held, a skip. A run whose journal is gone settles nothing: its
    cases run again."""
    try:
        loaded = read_journal(run / JOURNAL)
    except Exception:  # unreadable: nothing of it can be trusted to stand
        return set()
    return _standing(loaded, run, seen)


def _standing(loaded, run: Path, seen: frozenset[Path]) -> set[str]:
    """An --lf run answered only the cases it chose; the rest stand as the
    run it chose from answered them, and so on back."""
    out = {r.case for r in loaded.cases if not r.verdict.to_run_again}
    options = _options(loaded.meta)
    earlier = options.get("last_failed_from")
    here = run.resolve()
    if isinstance(earlier, str) and here not in seen:
        left_out = set(options.get("only_cases") or ()) | {r.case for r in loaded.cases}
        out |= settled(Path(earlier), seen | {here}) - left_out
    return out


def _why(names: frozenset[str], recorded: dict) -> dict[str, int]:
    why: dict[str, int] = {}
    for name in names:
        v = recorded.get(name)
        key = "never run there" if v is None else v.label if v.unfinished else "failed"
        why[key] = why.get(key, 0) + 1
    return why


def last_failed(corpora: tuple[Path, ...], names: set[str], root: Path = OUT_ROOT, also: tuple[Path, ...] = (),
                asked: dict | None = None) -> LastFailed:
    """Which of `names` (these corpora's cases) to run again, as pytest's
    --lf but for a gate: every case the last run of these corpora gave no
    answer that stands. A regression, a broken case, an error, an
    interrupted case, one the machine could not judge, and one that run
    never started (or never had) all run again; a skip is not a failure,
    nor an xfail that held. So an --lf run that passes leaves no case of
    the corpora unjudged between it and the runs it stands on."""
    run = last_run_of(corpora, root, also, asked)
    if run is None:
        return LastFailed(None, frozenset(), rotated=rotated_run_of(corpora, root, asked))
    loaded = read_journal(run / JOURNAL)
    again = frozenset(names) - _standing(loaded, run, frozenset())
    return LastFailed(run, again, _why(again, {r.case: r.verdict for r in loaded.cases}))


def selection(run: Path, ran: int, of: int) -> dict:
    """What a report records of an --lf run: which run it stands on, and
    how many of the corpora's cases it ran itself."""
    try:
        meta = read_journal(run / JOURNAL).meta
    except Exception:  # gone since: the record still names it
        meta = {}
    tc = meta.get("toolchain") if isinstance(meta.get("toolchain"), dict) else {}
    return {"by": "last-failed", "from": str(run), "from_run_id": meta.get("run_id"),
            "from_toolchain": {"version": tc.get("version"), "commit": tc.get("commit")}, "ran": ran, "of": of}
