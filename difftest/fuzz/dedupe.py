"""What makes two findings the same finding: their signature.

A signature is the verdict, the first error line normalised (its location,
SSA names, numbers, shapes and types stripped), and the kinds of op the
error names, so that one compiler bug hit by a hundred programs of
different sizes and dtypes is one finding. A numeric difference has no
error line: its signature is the verdict and the dtype of the first output
that differs, since the same miscompile shows at every size.
"""
from __future__ import annotations

import re

from ..core.results import CaseResult

_LOCATION = re.compile(r"^.*?\berror:\s*")
_SHAPED = re.compile(r"\b(?:tensor|memref|vector)<[^<>]*(?:<[^<>]*>[^<>]*)*>")
_SSA = re.compile(r"%[\w.$#-]+")
_SYMBOL = re.compile(r"@[\w.$-]+")
_NUMBER = re.compile(r"(?<![A-Za-z_])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?")
_TYPE = re.compile(r"\b(?:f8E\w+|bf16|f16|f32|f64|i1|i8|i16|i32|i64|index)\b")
_OP = re.compile(r"'([a-z_][\w]*\.[\w.]+)' op")


def normalise(line: str) -> str:
    """An error line with what varies between programs taken out."""
    text = _LOCATION.sub("", line.strip())
    text = _SHAPED.sub("<shaped>", text)
    text = _SSA.sub("%v", text)
    text = _SYMBOL.sub("@f", text)
    text = _TYPE.sub("<type>", text)
    text = _NUMBER.sub("N", text)
    return re.sub(r"\s+", " ", text).strip().rstrip(".")


def ops_named(line: str) -> list[str]:
    return sorted(set(_OP.findall(line or "")))


def first_error(r: CaseResult) -> str:
    lines = [ln for ln in r.failure_lines() if ln]
    return lines[0] if lines else r.reason.splitlines()[0] if r.reason else ""


def signature(r: CaseResult) -> tuple[str, str, str]:
    """(verdict, normalised first error or the differing dtype, op kinds)."""
    if r.verdict.stage:
        line = first_error(r)
        return r.verdict.label, normalise(line), ",".join(ops_named(line))
    differing = next((c for c in r.comparisons if c.against == "baseline" and not c.within_tolerance), None)
    return r.verdict.label, f"output dtype {differing.dtype}" if differing else normalise(first_error(r)), ""


def slug(sig: tuple[str, str, str]) -> str:
    """A directory name a person can read."""
    text = f"{sig[0]}-{sig[2] or sig[1]}"
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()[:60]
