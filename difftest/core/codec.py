"""The JSON form of difftest's dataclasses, derived from their annotations.

Two families of types travel by it, each with its `Form`:
- the run records (core/results.py: a case's result, its compiles and
  runs), as a report, the journal and the caches hold them. They are read
  across versions of difftest (`--resume`, `difftest history`, `report
  merge`), so a field this one does not know is passed over, and one it
  lacks takes its default;
- a case's own types (its config, signature, call sequence, checks,
  expectations), as a bundle carries them; what of them stays on the
  compiling machine is declared in run/bundle/schema.py, and a field this
  difftest does not know is refused: read without it, the case would run
  otherwise than it was written.

A field added to one of those types travels without anyone remembering to
add it here; a type this codec has no form for is an error naming the
field, never a value silently dropped.
"""
from __future__ import annotations

import dataclasses
import enum
import numbers
import types
import typing
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Mapping

# JSON has no NaN or Infinity: a record writes a non-finite figure as null and keeps its
# value by name under this key (core/results.py `plain`), which reading puts back.
NONFINITE = "nonfinite_figures"


@dataclass(frozen=True)
class Form:
    """How one family of types is written and read."""

    # Per dataclass, the fields not written into its JSON form (name -> why).
    skip: Mapping[type, Mapping[str, str]] = field(default_factory=dict)
    # A field this difftest does not know: refused, or passed over.
    strict: bool = True


_LENIENT = Form(strict=False)


class SchemaError(ValueError):
    """A value that does not fit the type it is read or written as; names where."""


@cache
def hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def named(hint: Any) -> str:
    """A type as its annotation spells it: `str`, `list[str]`, `str | None`."""
    return hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")


def to_json(value: Any, form: Form, where: str = "it") -> Any:
    """`value` as JSON: dataclasses as tables of their fields (less those
    the form skips), enums as their words, paths as strings, tuples as lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        left = form.skip.get(type(value), {})
        return {f.name: to_json(getattr(value, f.name), form, f"{where}.{f.name}")
                for f in dataclasses.fields(value) if f.name not in left}
    if isinstance(value, enum.Enum):
        return value.label if hasattr(type(value), "from_label") else value.value
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, (tuple, list)):
        return [to_json(v, form, f"{where}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {k: to_json(v, form, f"{where}.{k}") for k, v in value.items()}
    raise SchemaError(f"{where}: a {type(value).__name__} has no JSON form")


def _shown(data: Any) -> str:
    text = repr(data)
    return f"{type(data).__name__} {text if len(text) <= 40 else text[:37] + '...'}"


def _union(hint: Any, data: Any, where: str, form: Form) -> Any:
    arms = typing.get_args(hint)
    if data is None and type(None) in arms:
        return None
    for arm in arms:
        if arm is type(None):
            continue
        try:
            return from_json(arm, data, where, form)
        except SchemaError:
            continue
    raise SchemaError(f"{where} is {_shown(data)}, which is not {' or '.join(named(a) for a in arms)}")


def _sequence(hint: Any, data: Any, where: str, form: Form) -> Any:
    origin, args = typing.get_origin(hint) or hint, typing.get_args(hint)
    if not isinstance(data, list):
        raise SchemaError(f"{where} is {_shown(data)}, not a list")
    if origin is tuple and args and args[-1] is not Ellipsis:
        if len(data) != len(args):
            raise SchemaError(f"{where} holds {len(data)} values, not {len(args)}")
        return tuple(from_json(a, d, f"{where}[{i}]", form) for i, (a, d) in enumerate(zip(args, data)))
    items = [from_json(args[0], d, f"{where}[{i}]", form) if args else d for i, d in enumerate(data)]
    return tuple(items) if origin is tuple else items


def _table(hint: Any, data: Any, where: str, form: Form) -> dict:
    args = typing.get_args(hint)
    if not isinstance(data, dict):
        raise SchemaError(f"{where} is {_shown(data)}, not a table")
    if not args:
        return data
    if args[0] is not str:
        raise SchemaError(f"{where}: a table keyed by {named(args[0])} has no JSON form")
    return {k: from_json(args[1], v, f"{where}.{k}", form) for k, v in data.items()}


def _word(hint: type[enum.Enum], data: Any, where: str) -> enum.Enum:
    """An enum from its word: a label where the enum reads by label (a Verdict), else its value."""
    try:
        return hint.from_label(data) if hasattr(hint, "from_label") else hint(data)
    except ValueError:
        raise SchemaError(f"{where} is {_shown(data)}, not a {hint.__name__}") from None


_FITS = {bool: lambda d: isinstance(d, bool), str: lambda d: isinstance(d, str), Path: lambda d: isinstance(d, str),
         int: lambda d: isinstance(d, int) and not isinstance(d, bool),
         # An int past float's range is no float: float() of it would raise.
         float: lambda d: isinstance(d, float) or (isinstance(d, int) and not isinstance(d, bool) and abs(d) < 2**1024),
         type(None): lambda d: d is None}


def _plain(hint: Any, data: Any, where: str) -> Any:
    """bool, int, float, str, Path and None, each as JSON holds it."""
    if hint not in _FITS:
        raise SchemaError(f"{where}: a {named(hint)} has no JSON form")
    if not _FITS[hint](data):
        raise SchemaError(f"{where} is {_shown(data)}, not {named(hint)}")
    return float(data) if hint is float else Path(data) if hint is Path else data


def from_json(hint: Any, data: Any, where: str, form: Form) -> Any:
    """`data` read as `hint` says: the inverse of `to_json`."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return data
    if origin in (types.UnionType, typing.Union):
        return _union(hint, data, where, form)
    if dataclasses.is_dataclass(hint):
        return hint(**fields_from_json(hint, data, where, form))
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _word(hint, data, where)
    if (origin or hint) in (tuple, list):
        return _sequence(hint, data, where, form)
    if (origin or hint) is dict:
        return _table(hint, data, where, form)
    return _plain(hint, data, where)


def fits(data: Any, hint: Any) -> bool:
    """Does a JSON value read as `hint`? (Another version's fields inside it passed over.)"""
    try:
        from_json(hint, data, "it", _LENIENT)
    except SchemaError:
        return False
    return True


def _finite_again(data: dict, where: str) -> dict:
    """The table with the non-finite figures it kept by name put back."""
    odd = data[NONFINITE]
    if not isinstance(odd, dict):
        raise SchemaError(f"{where}.{NONFINITE} is {_shown(odd)}, not a table")
    back = {k: v for k, v in data.items() if k != NONFINITE}
    for name, text in odd.items():
        try:
            back[name] = float(text)
        except (TypeError, ValueError):
            raise SchemaError(f"{where}.{NONFINITE}.{name} is {_shown(text)}, not nan, inf or -inf") from None
    return back


def fields_from_json(cls: type, data: Any, where: str, form: Form) -> dict[str, Any]:
    """The fields of `cls` the JSON form holds; those it leaves out take
    their defaults, and one without a default is an error naming it."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where} is {_shown(data)}, not a table")
    if NONFINITE in data:
        data = _finite_again(data, where)
    left = form.skip.get(cls, {})
    known = {f.name: f for f in dataclasses.fields(cls) if f.init and f.name not in left}
    unknown = sorted(set(data) - set(known))
    if unknown and form.strict:
        raise SchemaError(f"{where}: `{unknown[0]}` is no field of {cls.__name__} this difftest knows (written by "
                          "another difftest?)")
    out = {}
    for name, f in known.items():
        if name in data:
            out[name] = from_json(hints(cls)[name], data[name], f"{where}.{name}", form)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise SchemaError(f"{where} has no `{name}`")
    return out
