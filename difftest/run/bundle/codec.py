"""The JSON form of the case's own types, derived from their annotations.

A bundle writes a case's records (its config, signature, call sequence,
checks, expectations) field by field as their dataclasses declare them,
and reads them back by the same annotations: a field added to one of
those types travels without anyone remembering to add it here. What a
type keeps on the compiling machine is declared beside it (schema.py);
a type this codec has no form for is an error naming the field, never a
value silently dropped.
"""
from __future__ import annotations

import dataclasses
import numbers
import types
import typing
from functools import cache
from pathlib import Path
from typing import Any, Mapping

# Per dataclass, the fields not written into its JSON form (name -> why).
Skips = Mapping[type, Mapping[str, str]]


class SchemaError(ValueError):
    """A value that does not fit the type it is read or written as; names where."""


@cache
def hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def to_json(value: Any, skip: Skips, where: str = "it") -> Any:
    """`value` as JSON: dataclasses as tables of their fields (less those
    `skip` names), paths as strings, tuples as lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        left = skip.get(type(value), {})
        return {f.name: to_json(getattr(value, f.name), skip, f"{where}.{f.name}")
                for f in dataclasses.fields(value) if f.name not in left}
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, (tuple, list)):
        return [to_json(v, skip, f"{where}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {k: to_json(v, skip, f"{where}.{k}") for k, v in value.items()}
    raise SchemaError(f"{where}: a {type(value).__name__} has no JSON form in a bundle")


def _name(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")


def _shown(data: Any) -> str:
    text = repr(data)
    return f"{type(data).__name__} {text if len(text) <= 40 else text[:37] + '...'}"


def _union(hint: Any, data: Any, where: str, skip: Skips) -> Any:
    arms = typing.get_args(hint)
    if data is None and type(None) in arms:
        return None
    for arm in arms:
        if arm is type(None):
            continue
        try:
            return from_json(arm, data, where, skip)
        except SchemaError:
            continue
    raise SchemaError(f"{where} is {_shown(data)}, which is not {' or '.join(_name(a) for a in arms)}")


def _sequence(hint: Any, data: Any, where: str, skip: Skips) -> Any:
    origin, args = typing.get_origin(hint) or hint, typing.get_args(hint)
    if not isinstance(data, list):
        raise SchemaError(f"{where} is {_shown(data)}, not a list")
    if origin is tuple and args and args[-1] is not Ellipsis:
        if len(data) != len(args):
            raise SchemaError(f"{where} holds {len(data)} values, not {len(args)}")
        return tuple(from_json(a, d, f"{where}[{i}]", skip) for i, (a, d) in enumerate(zip(args, data)))
    items = [from_json(args[0], d, f"{where}[{i}]", skip) if args else d for i, d in enumerate(data)]
    return tuple(items) if origin is tuple else items


def _table(hint: Any, data: Any, where: str, skip: Skips) -> dict:
    args = typing.get_args(hint)
    if not isinstance(data, dict):
        raise SchemaError(f"{where} is {_shown(data)}, not a table")
    if not args:
        return data
    if args[0] is not str:
        raise SchemaError(f"{where}: a table keyed by {_name(args[0])} has no JSON form in a bundle")
    return {k: from_json(args[1], v, f"{where}.{k}", skip) for k, v in data.items()}


_FITS = {bool: lambda d: isinstance(d, bool), str: lambda d: isinstance(d, str), Path: lambda d: isinstance(d, str),
         int: lambda d: isinstance(d, int) and not isinstance(d, bool),
         # An int past float's range is no float: float() of it would raise.
         float: lambda d: isinstance(d, float) or (isinstance(d, int) and not isinstance(d, bool) and abs(d) < 2**1024),
         type(None): lambda d: d is None}


def _plain(hint: Any, data: Any, where: str) -> Any:
    """bool, int, float, str, Path and None, each as JSON holds it."""
    if hint not in _FITS:
        raise SchemaError(f"{where}: a {_name(hint)} has no JSON form in a bundle")
    if not _FITS[hint](data):
        raise SchemaError(f"{where} is {_shown(data)}, not {_name(hint)}")
    return float(data) if hint is float else Path(data) if hint is Path else data


def from_json(hint: Any, data: Any, where: str, skip: Skips) -> Any:
    """`data` read as `hint` says: the inverse of `to_json`."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return data
    if origin in (types.UnionType, typing.Union):
        return _union(hint, data, where, skip)
    if dataclasses.is_dataclass(hint):
        return hint(**fields_from_json(hint, data, where, skip))
    if (origin or hint) in (tuple, list):
        return _sequence(hint, data, where, skip)
    if (origin or hint) is dict:
        return _table(hint, data, where, skip)
    return _plain(hint, data, where)


def fields_from_json(cls: type, data: Any, where: str, skip: Skips) -> dict[str, Any]:
    """The fields of `cls` the JSON form holds; those it leaves out take
    their defaults. A field this difftest does not know is refused: read
    without it, the case would run otherwise than it was written."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where} is {_shown(data)}, not a table")
    left = skip.get(cls, {})
    known = {f.name: f for f in dataclasses.fields(cls) if f.init and f.name not in left}
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise SchemaError(f"{where}: `{unknown[0]}` is no field of {cls.__name__} this difftest knows (written by "
                          "another difftest?)")
    out = {}
    for name, f in known.items():
        if name in data:
            out[name] = from_json(hints(cls)[name], data[name], f"{where}.{name}", skip)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise SchemaError(f"{where} has no `{name}`")
    return out
