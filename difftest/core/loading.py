"""Reading records back: a --json report, or the results.jsonl journal of
a (possibly interrupted, possibly resumed) run, as typed records, with one
clean error for anything that cannot be read. The journal is written by
core/journal.py; both hold the JSON form of core/results.py."""
from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import OneLineError, UsageError
from .journal import JOURNAL_END
from .codec import fits, named
from .results import SCHEMA_VERSION, CaseResult, case_from_dict


class ReportError(OneLineError):
    """A report or journal that cannot be read; the message is one line."""


@dataclass
class Loaded:
    cases: list[CaseResult]
    meta: dict[str, Any]
    warnings: list[str] = field(default_factory=list)


def _read_text(path: Path, what: str) -> str:
    try:
        return path.read_text()
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise ReportError(f"{path}: not a difftest {what} (not text)") from None


def read_report(path: Path, schema: str, where: str = "") -> dict:
    """A JSON report of one of difftest's schemas (a fuzz campaign's, a
    bisect's), read whole; UsageError, naming `where` and the path, for
    anything that is not one."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, ValueError) as e:
        raise UsageError(f"{where}{path}: cannot read the report ({e})") from None
    if not isinstance(data, dict) or data.get("schema") != schema:
        raise UsageError(f"{where}{path}: not a {schema.replace('-', ' ')} report")
    return data


def load_results(path) -> Loaded:
    """A --json report, or the results.jsonl journal of a (possibly
    interrupted, possibly resumed) run. Raises ReportError, one line."""
    path = Path(path)
    text = _read_text(path, "report")
    if path.suffix == ".jsonl":
        return read_journal(path, text)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ReportError(f"{path}: not valid JSON ({e.msg} at line {e.lineno})") from None
    if not isinstance(data, dict) or data.get("schema") != "difftest-run":
        got = data.get("schema") if isinstance(data, dict) else type(data).__name__
        raise ReportError(f"{path}: not a difftest run report (schema {got!r})")
    _check_version(path, data.get("schema_version", 0))
    if not isinstance(data.get("cases"), list):
        raise ReportError(f"{path}: `cases` is {type(data.get('cases')).__name__}, not a list")
    cases = []
    for n, c in enumerate(data["cases"], 1):
        try:
            cases.append(case_from_dict(c))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            name = c.get("case") if isinstance(c, dict) else None
            raise ReportError(f"{path}: malformed case record {n}{f' ({name})' if isinstance(name, str) else ''}: "
                              f"{e}") from None
    meta, warnings = clean_meta(data.get("meta") or {}, path)
    return Loaded(cases, meta, warnings)


# What a report's metadata holds, and of which type: renderers read these.
_META: dict[str, Any] = {
    "difftest_version": str, "run_id": str, "date": str, "target": str, "target_flags": list[str],
    "driver": str, "toolchain": dict[str, Any], "host": dict[str, Any], "variants": dict[str, list[str]],
    "variant_sets": list[dict[str, list[str]]], "extra_flags": list[str], "compile_only": bool, "jobs": int,
    "variant_args": dict[str, Any], "options": dict[str, Any], "argv": list[str], "cwd": str,
    "artifacts": str, "shard": dict[str, Any], "executed_from": str, "compiled_run_id": str | None,
    "merged_from": list[str], "devices": dict[str, Any], "baseline_target": str,
    "interrupted": dict[str, Any], "compiled_on": dict[str, Any], "selection": dict[str, Any],
    "pair": dict[str, Any], "compiled_in_full": str, "cpus": dict[str, str],
    "variant_set_corpora": list[dict[str, Any]],
}
_NAMED = {"toolchain": ("spec", "version", "commit", "runtime", "iree_compile", "python"), "host": ("cpu",)}


def clean_meta(meta: Any, where: Path) -> tuple[dict, list[str]]:
    """The metadata with every field of the wrong type left out, and a
    warning for each: a report edited by hand still renders."""
    if not isinstance(meta, dict):
        return {}, [f"{where}: `meta` is {type(meta).__name__}, not a table; left out"]
    out, warnings = {}, []
    for key, value in meta.items():
        ann = _META.get(key)
        if ann is not None and not fits(value, ann):
            warnings.append(f"{where}: meta.{key} is {type(value).__name__}, not {named(ann)}; left out")
            continue
        if key in _NAMED and isinstance(value, dict):
            value = {k: v for k, v in value.items() if k not in _NAMED[key] or v is None or isinstance(v, str)}
        if key == "shard" and not fits(value.get("all_cases", []), list[str]):
            warnings.append(f"{where}: meta.shard.all_cases is not a list of names; left out")
            continue
        out[key] = value
    return out, warnings


def _check_version(path: Path, version: Any) -> None:
    if not isinstance(version, int) or isinstance(version, bool):
        raise ReportError(f"{path}: schema_version {version!r} is not a number")
    if version > SCHEMA_VERSION:
        raise ReportError(f"{path}: schema_version {version} is newer than this difftest's {SCHEMA_VERSION}; "
                          "read it with that difftest")


def read_journal(path: Path, text: str | None = None) -> Loaded:
    """Records of a journal. The last record of a case wins (a resumed run
    re-does interrupted cases). A torn or garbled line is skipped with a
    warning, never fatal. How the last run in it ended goes to
    meta["interrupted"] (see _how_it_ended)."""
    path = Path(path)
    if text is None:
        text = _read_text(path, "journal")
    cases: dict[str, CaseResult] = {}
    meta: dict[str, Any] = {}
    plan: list[str] | None = None
    end: dict | None = None
    warnings = []
    lines = text.split("\n")
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            if isinstance(obj, dict) and obj.get("journal") == "difftest-run":
                _check_version(path, obj.get("schema_version", 0))
                if meta and not obj.get("resumes"):
                    # A new run into the same --out, not a resume: what came before is another run's, and
                    # reading it as this one's resumed the first run and never judged this one's cut-off cases.
                    warnings.append(f"{path}: holds an earlier run ({meta.get('run_id', '?')}) before this one "
                                    f"({obj.get('run_id', '?')}): only the latest is read")
                    meta, cases = {}, {}
                if not meta:
                    meta, dropped = clean_meta(obj.get("meta") or {}, path)
                    warnings += dropped
                    if isinstance(obj.get("run_id"), str):
                        meta["run_id"] = obj["run_id"]
                # Each run into the journal (a resume) plans anew, and ends anew.
                plan, end = (obj["planned"] if fits(obj.get("planned"), list[str]) else None), None
                continue
            if isinstance(obj, dict) and obj.get("journal_end") == JOURNAL_END:
                end = obj
                continue
            r = case_from_dict(obj)
        except ReportError:
            raise
        except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as e:
            last = n == len(lines) or all(not x.strip() for x in lines[n:])
            where = "the last line (cut short, probably by a hard kill or a full disk)" if last else f"line {n}"
            warnings.append(f"{path}: skipped {where}: {type(e).__name__}")
            continue
        cases.pop(r.case, None)  # keep the order in which cases finished
        cases[r.case] = r
    if not cases and not meta and text.strip():
        raise ReportError(f"{path}: not a difftest journal (no readable record)")
    if not cases and not meta:  # a report of it printed an empty skeleton
        raise ReportError(f"{path}: empty: no run was recorded in it (stopped before its first line was written?)")
    cut = _how_it_ended(path, plan, end, cases, meta)
    if cut is not None:
        meta["interrupted"] = cut
    return Loaded(list(cases.values()), meta, warnings)


def _how_it_ended(path: Path, plan: list[str] | None, end: dict | None, cases: dict, meta: dict) -> dict | None:
    """The last run's `interrupted` metadata, from its end record; for a run
    that planned its cases but wrote no end (killed, or still running), what
    is known of it: no signal, and the planned cases without a record. An
    older difftest's journal, with neither, says nothing."""
    if end is not None:
        cut = end.get("interrupted")
        return cut if isinstance(cut, dict) else None
    if plan is None:
        return None
    again = (f"difftest execute {shlex.quote(meta['executed_from'])} again" if isinstance(meta.get("executed_from"), str)
             else f"difftest run --resume {shlex.quote(str(path.parent))}")
    return {"signal": None, "not_started": sum(name not in cases for name in plan), "resume": again,
            "unfinished": f"{path} has no end record: its run was killed, or is still running"}
