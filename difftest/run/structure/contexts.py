"""The baseline's encodings by function in two compile contexts, side by
side: the corpus's own flags and a named flag set (`difftest where
--flagset NAME`). Two readers of one model's IR can see different things
("all the flow.tensor.encode ops operate on either globals or weights" against
the flag's own sites) because they compiled another export or with other
flags; the same export in both contexts says which of the two it was.

The baseline is the side a reviewer reads: data tiling without the flag,
where the encodings the flag would fuse are still encodings of their own."""
from __future__ import annotations

from . import census as census_mod

SIDE = "baseline"
# Columns: where a flow.tensor.encode outside dispatches operates (census.ON), and the rest.
ACTIVATION, ARGUMENT, GLOBAL = census_mod.ON[0], census_mod.ON[1], census_mod.ON[2]
COLUMNS = ("activations", "arguments", "globals/weights", "other", "in dispatches", "after stream")
LEGEND = ("flow.tensor.encode outside dispatches on activations, arguments, globals/weights, other (a constant, "
          "a flow op's result); set_encoding in dispatches; encoding dispatches after stream conversion")


def _column(row: dict) -> str | None:
    if row["op"] == "set_encoding":
        return "in dispatches"
    return {ACTIVATION: "activations", ARGUMENT: "arguments", GLOBAL: "globals/weights"}.get(row["on"], "other")


def by_function(rows: list[dict], after_stream: dict[str, int] | None) -> dict[str, dict[str, int]]:
    """census rows (asdict(CensusRow)) and encoding dispatches per function -> function -> column -> count."""
    # The functions in the module's order where stream conversion read them (census rows are sorted by name).
    out: dict[str, dict[str, int]] = {fn: {} for fn in (after_stream or {})}
    for r in rows:
        col = _column(r)
        if col is not None:
            cells = out.setdefault(r["where"], {})
            cells[col] = cells.get(col, 0) + r["count"]
    for fn, n in (after_stream or {}).items():
        out.setdefault(fn, {})["after stream"] = n
    return out


def of_where(census: dict[str, list[dict]], after_stream: dict[str, dict[str, int]]) -> dict:
    """The baseline's table from what `where` read in its own context."""
    if SIDE not in census:
        return {"functions": {}, "reason": "the baseline was not read"}
    return {"functions": by_function(census[SIDE], after_stream.get(SIDE)), "reason": ""}


def _order(tables: list[dict]) -> list[str]:
    """Initializers first, then the functions as the first table met them."""
    names = list(dict.fromkeys(fn for t in tables for fn in t.get("functions", {})))
    return sorted(names, key=lambda fn: (not fn.startswith("("), names.index(fn)))


def table_lines(contexts: dict[str, dict]) -> list[str]:
    """`function  activations  ...` with each cell `A | B`, one context after the other, in the
    order of `contexts` (name -> {"functions", "reason"}). Columns no context fills are left out."""
    names = list(contexts)
    tables = [contexts[n] for n in names]
    cols = [c for c in COLUMNS if any(c in cells for t in tables for cells in t["functions"].values())]
    rows = [("function", *cols)]
    for fn in _order(tables):
        rows.append((fn, *(" | ".join(str(t["functions"][fn].get(c, 0)) if fn in t["functions"] else "-"
                                      for t in tables) for c in cols)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    body = ["  " + "  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in rows]
    notes = [f"  {n}: not read: {t['reason']}" for n, t in zip(names, tables) if t.get("reason")]
    return [f"the baseline's encodings by function, {' | '.join(names)}:", *body, *notes, f"  ({LEGEND})"]
