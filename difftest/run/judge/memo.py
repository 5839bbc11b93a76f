"""A judgement remembered. The judge is pure (rules.py: evidence in, a
verdict out), so a pair judged once is not judged again on the same
evidence: a warm run takes the whole judgement (verdict, reason, comparisons,
arbitration, checks, findings) from the cache, reading none of the outputs,
and so, for bf16 or fp8 outputs, importing no ml_dtypes.

Everything that decides a judgement is in its key (core/keys.py
`judgement_key`), so a memo can never hide a change:
- each side's outputs, by the hashes the worker took of every call's
  outputs (dtype, shape and bits), and whatever else the judge reads of a
  run record (rules.RECORD_FIELDS);
- the entry as the judge reads it (rules.ENTRY_FIELDS): the case's config
  (the tolerances, the golden's own, logits, constant_outputs, ...), the
  signature the outputs are read by, the checks, the sums' bounds, the call
  sequence; and the golden's arrays, by their bits;
- the policy (determinism, arbitration, --reference);
- the judging code (JUDGING_CODE's bytes), numpy's and ml_dtypes' versions.
The outputs are known by their content, so it does not matter whether they
came from the run cache or a run just made.

Only a judgement that asked for nothing more is remembered: one that needed
the baseline run again (a fresh run, never the cache's) or an arbiter
(compiled and run, its records part of the case's) is judged every time.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np

from ...core import dtypes, keys
from ...core.cache import JsonMemo
from ...core.codec import SchemaError, from_json
from ...core.results import RECORDS, RunRecord, plain
from ..plan.prepare import Entry
from .rules import ENTRY_FIELDS, RECORD_FIELDS, Judgement, Policy

_HERE = Path(__file__).resolve().parent
_PKG = _HERE.parent.parent
# The modules whose code decides a judgement: the judge's own, and those it reads its evidence through
# (the arrays' dtypes and how saved outputs are read, the entry, the sums' bounds, the checks, the records).
JUDGING_CODE = (*sorted(p.relative_to(_PKG).as_posix() for p in _HERE.glob("*.py")),
                "core/dtypes.py", "core/results.py", "core/verdicts.py", "core/figures.py",
                "corpus/inputs.py", "corpus/accumulation.py", "corpus/checks.py", "run/plan/prepare.py")


@lru_cache(maxsize=1)
def judging_code() -> str | None:
    """None where the code cannot be read (nothing is remembered then)."""
    try:
        return keys.digest(*((_PKG / name).read_bytes() for name in JUDGING_CODE))
    except OSError:
        return None


class _Unkeyable(Exception):
    """A value the key cannot hold exactly: its judgement is not remembered."""


def _form(value):
    """A value as the key holds it, exactly: an array by its dtype, shape
    and bits (a repr summarises it and rounds), a dataclass by its fields,
    a sequence by its items, anything else by its repr."""
    if isinstance(value, np.ndarray):
        a = np.ascontiguousarray(value)
        return ["array", a.dtype.name, list(a.shape), keys.digest(a.tobytes())]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__, {f.name: _form(getattr(value, f.name)) for f in dataclasses.fields(value)}]
    if isinstance(value, dict):
        return ["dict", [[repr(k), _form(v)] for k, v in value.items()]]
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        return [_form(v) for v in value]
    text = repr(value)
    if " at 0x" in text:  # an object's identity, not its value
        raise _Unkeyable(text)
    return text


def _side(run: RunRecord) -> list | None:
    """What the judge reads of one side's run; None where its outputs' hashes are not known."""
    if not run.call_hashes:
        return None
    return [_form(getattr(run, name)) for name in RECORD_FIELDS]


def judgement_key(entry: Entry, policy: Policy, base: RunRecord, cand: RunRecord) -> str | None:
    """The memo's key for this pair's judgement; None when its outputs are not known by their hashes."""
    sides, code = [_side(base), _side(cand)], judging_code()
    if None in sides or code is None:
        return None
    try:
        read = [_form(getattr(entry, name)) for name in ENTRY_FIELDS]
    except _Unkeyable:
        return None
    return keys.judgement_key(sides, read, _form(policy), code, [np.__version__, dtypes.ml_dtypes_version()])


class JudgementMemo:
    """One pair's judgement in the cache's memo; nothing without a cache or the outputs' hashes."""

    def __init__(self, cache_dir: Path | None, entry: Entry, policy: Policy, base: RunRecord, cand: RunRecord):
        self.key = judgement_key(entry, policy, base, cand) if cache_dir is not None else None
        self.memo = JsonMemo(cache_dir, keys.CACHE_DIRS["judgement"]) if self.key else None

    def recall(self) -> Judgement | None:
        """The judgement remembered; None when there is none (or none readable: it is judged again)."""
        if self.memo is None:
            return None
        found = self.memo.read(self.key).get("judgement")
        if found is None:
            return None
        try:
            j = from_json(Judgement, found, "judgement", RECORDS)
        except (SchemaError, KeyError, TypeError, ValueError):
            return None
        return j if j.verdict is not None and j.needs is None else None

    def keep(self, j: Judgement) -> None:
        if self.memo is not None and j.verdict is not None and j.needs is None:
            self.memo.write(self.key, {"judgement": plain(j)})
