"""Bisect's tiers are handlers in a registry (bisect/tiers.py TIERS) that
the driver chains: a new tier is one class and one `register` call. Here
two tiers of this module's own, over a made-up history of 17 revisions:
"weeklies" (every fourth) first, then "dailies" within the week they
bracket, with its own verdict memo. Each revision's toolchain is the
installed compiler, or from the first bad one on a wrapper of it that
demotes matmuls under the seed flag (as tests/test_bisect.py's builds do):
the regression is real, produced by the compiler."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from difftest.bisect import tiers
from difftest.bisect.driver import LevelResult, Outcome, VerdictMemo
from difftest.cli import main
from difftest.toolchains.base import compiler_only, installed
from difftest.toolchains.kinds import Revision

from .conftest import CASES
from .test_bisect import DEMOTE

FIRST_BAD = 10
WRAPPER = """#!/bin/sh
for a in "$@"; do
  if [ "$a" = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion" ]; then
    exec "{real}" "$@" {flags}
  fi
done
exec "{real}" "$@"
"""


def _revision(prefix: str, i: int, wrapper: Path) -> Revision:
    def make():
        return compiler_only(f"{prefix}:{i}", wrapper) if i >= FIRST_BAD else installed()

    return Revision(f"{prefix[0]}{i}", f"{prefix}:{i}", make, builds=False)


class Weeklies(tiers.Tier):
    name, option = "weeklies", "--good weekly:N --bad weekly:M"

    def __init__(self, wrapper: Path):
        self.wrapper = wrapper

    def selected(self, b) -> bool:
        return b.good.startswith("weekly:")

    def first(self, ctx: tiers.Context):
        lo, hi = int(ctx.b.good.split(":")[1]), int(ctx.b.bad.split(":")[1])
        revs = [_revision("weekly", i, self.wrapper) for i in range(lo, hi + 1, 4)]
        ctx.say(f"bisecting {len(revs)} weeklies")
        return revs, Outcome.GOOD


class Dailies(tiers.Tier):
    name = "dailies"

    def __init__(self, wrapper: Path, memo: VerdictMemo):
        self.wrapper, self.own = wrapper, memo

    def selected(self, b) -> bool:
        return b.good.startswith("weekly:")

    def memo(self, ctx: tiers.Context) -> VerdictMemo:
        return self.own

    def within(self, ctx: tiers.Context, lr: LevelResult, old: Outcome):
        lo, hi = (int(lr.revisions[i].key.split(":")[1]) for i in lr.range)
        revs = [_revision("daily", i, self.wrapper) for i in range(lo, hi + 1)]
        tiers.carry(revs, lr, old)
        return revs


@pytest.fixture
def registered(tmp_path):
    before = dict(tiers.TIERS)
    wrapper = tmp_path / "wrapper"
    wrapper.mkdir()
    (wrapper / "iree-compile").write_text(WRAPPER.format(real=installed().iree_compile, flags=DEMOTE))
    (wrapper / "iree-compile").chmod(0o755)
    memo = VerdictMemo(tmp_path / "dailies-memo")
    tiers.register(Weeklies(wrapper))
    tiers.register(Dailies(wrapper, memo))
    yield memo
    tiers.TIERS.clear()
    tiers.TIERS.update(before)


# slow: two tiers' bisects (about 10 s); the registry's own tiers chain in test_bisect.py in the default tier
@pytest.mark.slow
def test_two_registered_tiers_are_chained_each_with_its_own_memo(registered, tmp_path, capsys):
    cache, report = tmp_path / "cache", tmp_path / "bisect.json"
    rc = main(["bisect", "--good", "weekly:0", "--bad", "weekly:16", str(CASES / "seed_diamond.mlir"),
               "--no-shared-prefix", "--cache-dir", str(cache), "--out", str(tmp_path / "o"), "--json", str(report),
               "--repeat", "1", "--no-determinism-check"])
    text = capsys.readouterr().out
    assert rc == 0, text
    levels = {lvl["level"]: lvl for lvl in json.loads(report.read_text())["levels"]}
    assert list(levels) == ["weeklies", "dailies"], text
    assert levels["weeklies"]["last_old"] == "w8" and levels["weeklies"]["first_new"] == "w12"
    # The dailies searched the bracketed week only, its ends carried over from the weeklies.
    daily = levels["dailies"]
    assert daily["revisions"] == ["d8", "d9", "d10", "d11", "d12"] and set(daily["carried"]) == {"d8", "d12"}
    assert daily["last_old"] == "d9" and daily["first_new"] == f"d{FIRST_BAD}"
    assert "bisecting 5 weeklies" in text and f"RESULT: d{FIRST_BAD} ===> bad" in text
    # Each tier's verdicts went to its memo: the dailies' to their own, the weeklies' to the bisect's.
    assert len(list((tmp_path / "dailies-memo" / "bisect").glob("??/*.json"))) >= 2
    weekly = [json.loads(f.read_text())["key"] for f in (cache / "bisect").glob("??/*.json")]
    assert weekly and all(k.startswith("weekly:") for k in weekly)


def test_with_no_tier_asked_for_the_error_names_every_tier_that_can_start(registered, capsys):
    assert main(["bisect", "--good", "3.10.0", "--bad", "3.11.0", str(CASES / "seed_diamond.mlir")]) == 2
    err = capsys.readouterr().err
    assert "--releases, --repo PATH --build CMD, --good weekly:N --bad weekly:M" in err
