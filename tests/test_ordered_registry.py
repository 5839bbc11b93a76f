"""One ordered registry (core/registry.py) for bisect's tiers and the
reducer's passes: last, or just before a named entry; a taken name or a
missing `before` refused with the registry as it was."""
from __future__ import annotations

import pytest

from difftest.bisect import tiers
from difftest.core.registry import insert
from difftest.investigate import irreduce


def test_an_entry_goes_last_or_just_before_the_one_named():
    reg: dict[str, int] = {}
    insert(reg, "a", 1, None, "thing")
    insert(reg, "c", 3, None, "thing")
    held = reg
    assert insert(reg, "b", 2, "c", "thing") == 2 and list(reg) == ["a", "b", "c"]
    assert insert(reg, "first", 0, "a", "thing") == 0 and list(reg) == ["first", "a", "b", "c"]
    assert held is reg  # reordered in place: an importer's reference sees the order


def test_a_taken_or_empty_name_or_a_missing_before_is_refused_and_nothing_moves():
    reg = {"a": 1, "b": 2}
    with pytest.raises(ValueError, match="thing 'a': the name is taken"):
        insert(reg, "a", 9, None, "thing")
    with pytest.raises(ValueError, match="thing '': the name is taken or empty"):
        insert(reg, "", 9, None, "thing")
    with pytest.raises(ValueError, match=r"thing 'z': no thing 'x' to go before \(there are: a, b\)"):
        insert(reg, "z", 9, "x", "thing")
    assert reg == {"a": 1, "b": 2} and list(reg) == ["a", "b"]


def test_tiers_and_passes_are_both_this_registry():
    """The same words from both: one helper, not two copies of it."""
    with pytest.raises(ValueError, match="bisect tier 'releases': the name is taken"):
        tiers.register(tiers.TIERS["releases"])
    with pytest.raises(ValueError, match="no bisect tier 'weekly' to go before"):
        tiers.register(type("T", (tiers.Tier,), {"name": "t"})(), before="weekly")
    with pytest.raises(ValueError, match="reduction pass 'cut': the name is taken"):
        irreduce.register(irreduce.PASSES["cut"])
    with pytest.raises(ValueError, match="no reduction pass 'nope' to go before"):
        irreduce.register(type("P", (irreduce.Pass,), {"name": "p"})(), before="nope")
    assert "t" not in tiers.TIERS and "p" not in irreduce.PASSES
