"""Which run directories stay under difftest-out/, and a record of those
that went, so that a command asked for one can say it was rotated.

A run is kept while a user may still come back to it: `--last-failed`
wants the newest run of its corpora and question, `--resume` an
interrupted run, `update-expectations` and `difftest report` a run just
judged. So a run that judged something is kept

- while it is among the newest `$DIFFTEST_KEEP_RUNS` runs that judged
  something;
- whatever its age, while it is the newest run of its corpora and target;
- for a day after it last recorded a case, while it is the newest run of
  its corpora and question (target, pair, flags), as --lf matches them;
- while a kept --last-failed run stands on it.

A run that judged nothing (a typo, an explain, a reduce, a bisect's
directory, a run stopped before its first answer) does not count among
those: the newest `$DIFFTEST_KEEP_RUNS` of them are kept apart. Nothing a
running difftest holds is removed, nor a fuzz campaign (runs.py).
"""
from __future__ import annotations

import json
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from ...core.atomic import write_atomic
from ...core.cache import in_use
from ...core.loading import read_journal
from .runs import JOURNAL, KEEP_RUNS_ENV, RUN_ID, journal_time, keep_runs, question, runs

DAY_S = 24 * 3600
ROTATED = ".rotated.jsonl"  # beside the runs (hidden from ls): one line per run removed
ROTATED_KEPT = 500  # the log's newest lines kept; older removals are long forgotten
_WHERE = ("target", "baseline_target", "device")


@dataclass(frozen=True)
class RunFolder:
    path: Path
    judged: int  # cases given an answer (not interrupted, not the machine's failure)
    corpus: tuple[str, ...] | None  # resolved, sorted; None: not a run's journal
    where: str  # target, baseline target and device, as recorded
    asked: str  # the question --lf matches
    last: float  # when it last recorded a case
    stands_on: Path | None  # the run a --last-failed run chose its cases from


def _corpus(options: dict) -> tuple[str, ...] | None:
    recorded = options.get("corpus")
    if not isinstance(recorded, list):
        return None
    try:
        return tuple(sorted(str(Path(c).resolve()) for c in recorded))
    except (OSError, TypeError):
        return None


def read_record(run: Path) -> RunFolder:
    """What retention needs of a run, from its journal; a directory without
    a readable one judged nothing."""
    try:
        loaded = read_journal(run / JOURNAL)
    except Exception:  # no journal, or none that can be read: nothing in it can be used again
        return RunFolder(run, 0, None, "", "", journal_time(run), None)
    options = loaded.meta.get("options") if isinstance(loaded.meta.get("options"), dict) else {}
    earlier = options.get("last_failed_from")
    return RunFolder(run, sum(not r.verdict.unfinished for r in loaded.cases), _corpus(options),
                     json.dumps({k: options.get(k) for k in _WHERE}, sort_keys=True, default=str),
                     _asked(options), journal_time(run),
                     Path(earlier) if isinstance(earlier, str) else None)


def kept(records: list[RunFolder], keep: int, now: float) -> set[Path]:
    """The runs the policy above keeps, of `records` oldest first. Pure."""
    judged = [r for r in records if r.judged]
    out = {r.path for r in judged[-keep:]} | {r.path for r in [r for r in records if not r.judged][-keep:]}
    newest_where, newest_asked = {}, {}
    for r in judged:  # oldest first: the newest of each key is the last one seen
        newest_where[(r.corpus, r.where)] = r
        newest_asked[(r.corpus, r.asked)] = r
    out |= {r.path for r in newest_where.values()}
    out |= {r.path for r in newest_asked.values() if now - r.last < DAY_S}
    return out | _stood_on(records, out)


def _stood_on(records: list[RunFolder], out: set[Path]) -> set[Path]:
    """The runs that kept --last-failed runs stand on, and theirs in turn:
    without them, the cases the --lf run left out would run again."""
    by_path = {r.path.resolve(): r for r in records}
    todo, more = [by_path[p.resolve()] for p in out if p.resolve() in by_path], set()
    while todo:
        r = todo.pop()
        earlier = by_path.get(r.stands_on.resolve()) if r.stands_on is not None else None
        if earlier is not None and earlier.path not in out | more:
            more.add(earlier.path)
            todo.append(earlier)
    return more


def prune_runs(root: Path, keep: int, current: Path | None = None, strict: bool = False) -> list[Path]:
    """Remove the runs the policy does not keep (`strict`: all but the
    newest `keep`, as `difftest cache prune --keep-runs` asks); the
    current run and any a difftest holds stay. Each removal is logged
    beside the runs. Returns the runs removed, oldest first."""
    records = [read_record(r) for r in runs(root)]
    stay = {r.path for r in records[-keep:]} if strict else kept(records, keep, time.time())
    here = Path(current).resolve() if current is not None else None
    removed = []
    for r in records:
        if r.path in stay or r.path.resolve() == here or in_use(r.path):
            continue
        shutil.rmtree(r.path, ignore_errors=True)
        removed.append(r)
    _log(Path(root), removed, f"difftest cache prune --keep-runs {keep}" if strict else "rotation")
    return [r.path for r in removed]


def _stamp(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(t))


def _log(root: Path, removed: list[RunFolder], by: str) -> None:
    """Appended, so a later command asked for one of them can say where it
    went; trimmed to its newest lines now and then."""
    if not removed:
        return
    lines = [json.dumps({"run": r.path.name, "removed": _stamp(time.time()), "by": by, "judged": r.judged,
                         "corpus": list(r.corpus or ()), "asked": r.asked,
                         "last": _stamp(r.last) if r.last else None}) + "\n"
             for r in removed]
    log = root / ROTATED
    try:
        with open(log, "a") as f:
            f.writelines(lines)
        old = log.read_text().splitlines(keepends=True)
        if len(old) > 2 * ROTATED_KEPT:
            write_atomic(log, "".join(old[-ROTATED_KEPT:]))
    except OSError:  # the log is a courtesy: the runs are gone whether or not it says so
        pass


def _entries(root: Path) -> list[dict]:
    try:
        text = (root / ROTATED).read_text()
    except OSError:
        return []
    out = []
    for line in text.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:  # a line cut short by a full disk: the others still stand
            continue
        if isinstance(entry, dict) and isinstance(entry.get("run"), str):
            out.append(entry)
    return out


def _said(run: Path, entry: dict) -> str:
    how = ("`difftest cache prune` removed it" if entry.get("by", "").startswith("difftest cache prune")
           else f"newer runs pushed it out (runs are kept a day, the newest of each corpus and target always, "
                f"and the newest ${KEEP_RUNS_ENV} ({keep_runs() or 'all'}) besides; set ${KEEP_RUNS_ENV} to keep "
                "more)")
    return (f"{run} was removed on {entry.get('removed')} ({entry.get('judged', 0)} cases judged, last written "
            f"{entry.get('last')}): {how}")


def rotated_note(path: Path) -> str | None:
    """Why `path` (a run directory, or a file in one) is not there, when
    the rotation of runs removed it; None otherwise."""
    path = Path(path)
    if path.exists():
        return None
    run = next((p for p in (path, *path.parents) if RUN_ID.match(p.name)), None)
    if run is None:
        return None
    entry = next((e for e in reversed(_entries(run.parent)) if e["run"] == run.name), None)
    return _said(run, entry) if entry else None


def rotated_notes(argv: list[str]) -> list[str]:
    """For a command that failed: each path it was given that rotation
    removed, said so."""
    words = [w.partition("=")[2] if w.startswith("--") else w for w in argv]
    notes = [rotated_note(Path(w)) for w in words if w and not w.startswith("-")]
    return list(dict.fromkeys(n for n in notes if n))


def _asked(options: dict) -> str:
    return json.dumps(question(options), sort_keys=True, default=str)


def rotated_run_of(corpora: tuple[Path, ...], root: Path, asked: dict | None = None) -> str | None:
    """The newest run of exactly these corpora (with `asked`, that asked
    the same) that rotation removed, said so; None when none was."""
    try:
        mine = tuple(sorted(str(Path(c).resolve()) for c in corpora))
    except OSError:
        return None
    same = json.dumps(asked, sort_keys=True, default=str) if asked is not None else None
    entry = next((e for e in reversed(_entries(Path(root)))
                  if tuple(e.get("corpus") or ()) == mine and same in (None, e.get("asked"))), None)
    return _said(Path(root) / entry["run"], entry) if entry else None
