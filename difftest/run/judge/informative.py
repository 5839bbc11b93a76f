"""Whether a pair's agreement says anything about the flag.

Two variants that agree on an output that holds no finite element, or one
value everywhere, agree on nothing the flag could have changed: torchvision's
vit_b_16 zero-initialises its head, so every logit is 0.0 whatever the
matmuls before it compute, and a program that overflows to NaN everywhere
is NaN whatever the flag does. Such an output is uninformative when it is
so on every side that judged it: the baseline, the candidate, at every call
compared, and the golden, when there is one (a constant output that agrees
with a golden that varies was checked against the truth; one whose golden
is constant too was not).

For every dtype alike, a constant needs two elements: a single value (a
loss, a count, an argmax of one row) is what the program computes, not a
sign that its inputs never reached it. An integer or boolean output that is
one value everywhere is treated as a float one is: an argmax over constant
logits is 0 everywhere, the same blindness one step later, and a mask that
is constant over seeded inputs did not depend on them. An output constant
by design (a fill, a mask the test fixes) is declared in difftest.toml
(`constant_outputs`), and is then judged as any other.

Pure: arrays in, words out. rules.py decides what the case's verdict is.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ...core.dtypes import is_float


def _value(x) -> str:
    if isinstance(x, (bool, np.bool_)):
        return "true" if x else "false"
    if isinstance(x, (float, np.floating)):
        return "0.0" if x == 0 else repr(float(x))  # -0.0 and 0.0 alike: a mix of both is one value here
    return str(int(x))


def blank(a: np.ndarray) -> str | None:
    """Why this array alone says nothing of the program that made it
    ("0.0 everywhere", "NaN everywhere", "empty"), or None."""
    a = np.asarray(a)
    if a.size == 0:
        return "empty"
    if is_float(a.dtype):
        v = a.astype(np.float64)
        finite = np.isfinite(v)
        if not finite.any():
            kinds = [w for w, m in (("NaN", np.isnan(v)), ("+inf", np.isposinf(v)), ("-inf", np.isneginf(v)))
                     if m.any()]
            return f"{' and '.join(kinds)} everywhere" + (" (no finite element)" if len(kinds) > 1 else "")
        flat = v.ravel()
        # -0.0 and 0.0 are one value here: no comparison tells them apart either.
        if flat.size > 1 and finite.all() and bool((flat == flat[0]).all()):
            return f"{_value(flat[0])} everywhere"
        return None
    flat = a.ravel()
    if flat.size > 1 and bool((flat == flat[0]).all()):
        return f"{_value(flat[0])} everywhere"
    return None


@dataclass
class Blank:
    """One output that said nothing: what each side held there."""

    index: int
    what: str  # "output 0 (1x1000 float32)"
    held: dict[str, str]  # side -> why it is blank

    def describe(self) -> str:
        said = set(self.held.values())
        sides = [s for s in self.held if s != "golden"]
        where = "on both sides" if sides == ["baseline", "candidate"] else " and ".join(sides)
        if len(said) == 1:
            return f"{self.what} is {said.pop()} {where}" + (" and in the golden" if "golden" in self.held else "")
        return f"{self.what}: " + ", ".join(f"{s} {w}" for s, w in self.held.items())


@dataclass
class Informed:
    """Which outputs of a pair said something, which said nothing, and
    which the case declares constant."""

    informative: list[int] = field(default_factory=list)
    blank: list[Blank] = field(default_factory=list)
    declared: list[Blank] = field(default_factory=list)  # blank, and declared so
    stale: list[int] = field(default_factory=list)  # declared constant, and not blank

    @property
    def judged_on(self) -> list[int]:
        """The outputs the case's verdict stands on: those that say something,
        and those the case declares constant (the author's word)."""
        return sorted(self.informative + [b.index for b in self.declared])


def label(index: int, a: np.ndarray, step: str | None = None) -> str:
    shape = "x".join(map(str, a.shape)) or "scalar"
    return f"output {index}" + (f" ({step}, {shape} {a.dtype.name})" if step else f" ({shape} {a.dtype.name})")


def inform(sides: dict[str, list[list[np.ndarray]]], golden: list[np.ndarray] | None,
           declared: tuple[int, ...] = (), step=None) -> Informed:
    """`sides`: each side's outputs at every call compared (call 1, and a
    later call where one was compared). `step(i)` names the call an output
    comes from in a call sequence."""
    out = Informed()
    first = next(iter(sides.values()))[0]
    for i, a in enumerate(first):
        held = _held(i, sides, golden)
        b = Blank(i, label(i, a, step(i) if step else None), held) if held else None
        if b is None:
            (out.stale if i in declared else out.informative).append(i)
        else:
            (out.declared if i in declared else out.blank).append(b)
    return out


def _held(i: int, sides: dict[str, list[list[np.ndarray]]], golden: list[np.ndarray] | None) -> dict[str, str]:
    """What each side held at output i when every one of them is blank there; {} when one says something."""
    held: dict[str, str] = {}
    for name, calls in sides.items():
        whys = [blank(outs[i]) for outs in calls if i < len(outs)]
        if not whys or any(w is None for w in whys):
            return {}
        held[name] = whys[0]
    if golden is not None and i < len(golden):
        g = blank(golden[i])
        if g is None:
            return {}
        held["golden"] = g
    return held
