"""One ordered registry: named entries in the order they were put in, a new
one last or just before a named one. Bisect's tiers (bisect/tiers.py) and the
reducer's passes (investigate/irreduce.py) are both such a registry; the
order is the one a chain of tiers, or a round of passes, follows."""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def insert(registry: dict[str, T], name: str, entry: T, before: str | None, what: str) -> T:
    """`entry` into `registry` under `name`: last, or just before the entry
    named `before`. `what` names the registry in errors (`bisect tier`): a
    name taken or empty, or a `before` not there, is refused and the registry
    left as it was."""
    if not name or name in registry:
        raise ValueError(f"{what} {name!r}: the name is taken or empty")
    if before is not None and before not in registry:
        raise ValueError(f"{what} {name!r}: no {what} {before!r} to go before (there are: {', '.join(registry)})")
    items = list(registry.items())
    at = list(registry).index(before) if before is not None else len(items)
    items.insert(at, (name, entry))
    # The same dict, reordered in place: importers hold it by reference.
    registry.clear()
    registry.update(items)
    return entry
