"""Issue 36, since which release: a finding's reproducer checked on other
IREE releases, the words its issue.md and the summary say, what the
findings store keeps of it, and a known finding that stopped reproducing
reported as fixed upstream. The slow test installs the releases from 3.8.0
and checks the flag's CPU bug on each."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.fuzz.since import Check, Since, installed_releases, merged_since
from difftest.fuzz.store import FindingStore

R, N, U, X = Check.REPRODUCES, Check.NOT, Check.FLAG_UNKNOWN, Check.UNCHECKED


def _since(**checks) -> Since:
    s = Since("llvm-cpu:generic")
    for v, c in checks.items():
        s.add(v.replace("_", "."), c)
    return s


@pytest.mark.parametrize("checks, flag, words", [
    ({"3_8_0": U, "3_9_0": R, "3_10_0": R, "3_11_0": R, "3_12_0": R, "3_13_0": R}, True,
     "reproduces from 3.9.0 (the flag's first release) to 3.13.0"),
    ({"3_8_0": U, "3_9_0": R, "3_13_0": R}, False,
     "reproduces from 3.9.0 (the first release that knows the pair's flags) to 3.13.0"),
    ({"3_13_0": R}, True, "reproduces on 3.13.0 (the only release checked)"),
    ({"3_11_0": R, "3_13_0": R}, True, "reproduces from 3.11.0 (the oldest release checked) to 3.13.0"),
    ({"3_10_0": N, "3_11_0": R, "3_13_0": R}, True, "reproduces from 3.11.0 (not on 3.10.0) to 3.13.0"),
    ({"3_9_0": R, "3_10_0": N, "3_11_0": R}, True,
     "reproduces from 3.9.0 (the oldest release checked) to 3.11.0, but not on 3.10.0"),
    ({"3_12_0": R, "3_13_0": N, "3_14_0": N}, True,
     "reproduces on 3.12.0 (the oldest release checked); not on 3.13.0 and after: fixed upstream, it seems"),
    # A release that could not be had says nothing either way.
    ({"3_8_0": U, "3_9_0": R, "3_10_0": X, "3_13_0": R}, True,
     "reproduces from 3.9.0 (the flag's first release) to 3.13.0"),
    ({"3_12_0": N, "3_13_0": N}, True, "reproduces on none of the releases checked (3.12.0, 3.13.0)"),
    ({"3_13_0": X}, True, ""),
    # Releases that do not know the target (vulkan:llvmpipe before 3.12.0) say nothing of the bug.
    ({"3_10_0": X, "3_11_0": X, "3_12_0": R, "3_13_0": R}, True,
     "reproduces from 3.12.0 (the oldest release that could check it) to 3.13.0"),
])
def test_the_words_say_the_first_release_and_whether_the_newest_still_reproduces(checks, flag, words):
    s = _since(**checks)
    assert s.words(flag) == words
    back = Since.from_dict(json.loads(json.dumps(s.to_dict(flag))))
    assert back.words(flag) == words and back.target == "llvm-cpu:generic"


def test_fixed_in_and_still_come_from_the_releases_that_answered():
    s = _since(**{"3_11_0": R, "3_12_0": R, "3_13_0": N, "3_14_0": X})
    assert s.first == "3.11.0" and s.fixed_in() == "3.13.0" and s.still is False
    assert _since(**{"3_13_0": R}).fixed_in() is None and _since(**{"3_13_0": R}).still is True
    assert Since().still is None and Since().first is None


def test_two_records_of_checks_merge_the_newer_answer_over_the_older():
    old = {"target": "cuda:sm_80", "checked": {"3.12.0": "reproduces", "3.13.0": "could-not-check"}, "notes": {}}
    new = {"target": "cuda:sm_80", "checked": {"3.13.0": "reproduces"}, "notes": {}}
    both = merged_since(old, new)
    assert both["target"] == "cuda:sm_80" and both["checked"] == {"3.12.0": "reproduces", "3.13.0": "reproduces"}
    other = {"target": "llvm-cpu:generic", "checked": {"3.13.0": "does-not-reproduce"}, "notes": {}}
    assert merged_since(old, other) == old and merged_since({}, other)["target"] == "llvm-cpu:generic"
    assert merged_since(old, {}) == old


def test_only_final_releases_the_cache_holds_ready_are_checked_without_since(tmp_path):
    for name, ready in (("release-3.9.0", True), ("release-3.12.0", True), ("release-3.13.0rc20251120", True),
                        ("release-3.11.0", False), ("git-abc", True)):
        (tmp_path / "toolchains" / name).mkdir(parents=True)
        if ready:
            (tmp_path / "toolchains" / name / "ready").write_text("")
    assert installed_releases(tmp_path) == ["3.9.0", "3.12.0"]
    assert installed_releases(None) == [] and installed_releases(tmp_path / "none") == []


def test_a_store_from_before_the_release_checks_opens_and_keeps_them_from_then_on(tmp_path):
    path = tmp_path / "findings.sqlite"
    con = sqlite3.connect(path)
    con.execute("PRAGMA application_id = 1683244627")
    con.execute("""CREATE TABLE signatures (key TEXT, pair TEXT, signature TEXT, whose TEXT, first_error TEXT,
                   first_seen TEXT, last_seen TEXT, campaigns INTEGER, hits INTEGER, targets TEXT, toolchains TEXT,
                   reproducer TEXT, directory TEXT, PRIMARY KEY (key, pair))""")
    con.execute("CREATE TABLE campaigns (out TEXT PRIMARY KEY, date TEXT, seed INTEGER, target TEXT, shard TEXT, "
                "programs INTEGER, findings INTEGER, new INTEGER)")
    con.execute("INSERT INTO signatures VALUES ('k', 'p', '{}', 'flag', 'e', 'then', 'then', 1, 1, '[]', '[]', "
                "NULL, NULL)")
    con.commit()
    con.close()
    store = FindingStore(path)
    assert store.known("k", "p")["since"] == {}
    store.checked("k", "p", {"target": "llvm-cpu:generic", "checked": {"3.13.0": "reproduces"}})
    store.remember("k", "p", {}, "flag", "e", 1, ["llvm-cpu"], "3.13.0 @ x", None, None,
                   since={"target": "llvm-cpu:generic", "checked": {"3.12.0": "reproduces"}})
    assert store.known("k", "p")["since"]["checked"] == {"3.12.0": "reproduces", "3.13.0": "reproduces"}
    assert [r["key"] for r in store.of_pair("p")] == ["k"] and store.of_pair("other") == []
    store.close()


def _fuzz(out: Path, *args: str) -> tuple[int, dict]:
    rc = main(["fuzz", "--out", str(out), "--repeat", "1", *args])
    return rc, json.loads((out / "fuzz.json").read_text())


def _as_if_found_on(store: Path, key: str, since: dict) -> None:
    con = sqlite3.connect(store)
    with con:
        con.execute("UPDATE signatures SET since = ? WHERE key = ?", (json.dumps(since), key))
    con.close()


# slow: two CUDA campaigns (about 15 s); the checks' words and the store are tested without them
@pytest.mark.slow
def test_a_known_finding_is_checked_on_each_new_release_and_reported_fixed_where_it_no_longer_reproduces(
        tmp_path, capsys):
    # cuda:sm_80 compile-only: the flag's VerifyWorkgroupDistributionPass bug shows in seed 1's first program,
    # and seed 4's first program compiles (no finding: the campaign only checks what the store knows).
    store = tmp_path / "findings.sqlite"
    common = ("--target", "cuda:sm_80", "--compile-only", "--no-reduce", "--store", str(store),
              "--cache-dir", str(tmp_path / "cache"))
    rc, first = _fuzz(tmp_path / "first", "--count", "1", "--seed", "1", *common)
    f = first["findings"][0]
    assert rc == 1 and f["whose"] == "flag", first["verdicts"]
    # The campaign's own compiler is the release it was installed as (3.13.0, not the candidate it calls itself).
    assert f["since"]["checked"] == {"3.13.0": "reproduces"} and f["since"]["target"] == "cuda:sm_80"
    assert "- **Releases**: reproduces on 3.13.0 (the only release checked) (on `cuda:sm_80`)" in \
        Path(f["issue"]).read_text()
    # As a campaign on 3.12.0 would have left it: this compiler has not checked it yet.
    found_on_3_12 = {"target": "cuda:sm_80", "checked": {"3.12.0": "reproduces"}}
    _as_if_found_on(store, f["key"], found_on_3_12)
    capsys.readouterr()
    rc, second = _fuzz(tmp_path / "second", "--count", "1", "--seed", "4", *common)
    assert rc == 0 and second["findings"] == [] and second["fixed_upstream"] == []
    kept = FindingStore(store)
    (pair,), = kept.con.execute("SELECT DISTINCT pair FROM signatures").fetchall()
    row, = kept.of_pair(pair)
    assert row["since"]["checked"] == {"3.12.0": "reproduces", "3.13.0": "reproduces"}, row["since"]
    reproducer = Path(row["reproducer"])
    kept.close()
    # The bug gone from the next release: its reproducer is a program that release compiles.
    _as_if_found_on(store, f["key"], found_on_3_12)
    reproducer.write_text("func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                          "  %r = arith.addf %a, %a : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n")
    capsys.readouterr()
    rc, third = _fuzz(tmp_path / "third", "--count", "1", "--seed", "4", *common)
    out = capsys.readouterr().out
    assert rc == 0 and [x["fixed_in"] for x in third["fixed_upstream"]] == ["3.13.0"], third["fixed_upstream"]
    assert "fixed upstream, it seems (1 known finding no longer reproduce" in out
    assert "reproduces on 3.12.0 (the only release checked)" not in out and \
        "reproduces on 3.12.0 (the oldest release checked); not on 3.13.0 and after: fixed upstream, it seems" in out


@pytest.mark.slow  # slow: installs IREE 3.8.0 to 3.12.0 and the newest (about 40 s each), then executes 12 programs
def test_the_flags_cpu_bug_reproduces_from_the_flags_first_release_on(tmp_path, cache_dir):
    rc, rep = _fuzz(tmp_path / "c", "--count", "12", "--seed", "7", "--since", "3.8.0", "--reduce-budget", "30",
                    "--store", str(tmp_path / "findings.sqlite"), "--cache-dir", str(cache_dir))
    f = next(x for x in rep["findings"] if x["signature"]["failing_pass"] == "VerifyWorkgroupDistributionPass")
    assert rc == 1 and f["whose"] == "flag", rep["findings"]
    checked = f["since"]["checked"]
    # 3.8.0 does not know the flag; from 3.9.0, its first release, every release has the bug.
    assert checked["3.8.0"] == "flag-unknown" and f["since"]["first"] == "3.9.0", checked
    assert all(checked[v] == "reproduces" for v in ("3.9.0", "3.10.0", "3.11.0", "3.12.0", "3.13.0")), checked
    newest = list(checked)[-1]
    words = f"reproduces from 3.9.0 (the flag's first release) to {newest}"
    assert f["since"]["words"].startswith(words) and words in Path(f["issue"]).read_text()


def test_a_release_that_does_not_know_the_pairs_flag_is_flag_unknown_and_one_that_lacks_the_target_unchecked():
    from difftest.core.results import CaseResult
    from difftest.core.verdicts import Verdict
    from difftest.fuzz.since import classify

    flag = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"
    pair = ["--iree-dispatch-creation-data-tiling", "--iree-dispatch-creation-data-tiling", flag]

    def result(verdict, reason):
        return CaseResult("p", "/x/p.mlir", "vulkan:llvmpipe", {}, verdict, reason)

    # The words `difftest run` gives either (run/compile/modules.py, core/verdicts.py), as 3.8.0 and 3.11.0 give them.
    assert classify(result(Verdict.FLAG_UNSUPPORTED, f"candidate: this compiler does not know {flag}"), False,
                    pair) == (Check.FLAG_UNKNOWN, "")
    check, note = classify(result(Verdict.FLAG_UNSUPPORTED, "candidate: this compiler does not know Unknown Vulkan "
                                                            "target 'llvmpipe'"), False, pair)
    assert check is Check.UNCHECKED and "does not know the target" in note
    assert classify(result(Verdict.CANDIDATE_COMPILE_FAIL, "x"), True, pair) == (Check.REPRODUCES, "")
    assert classify(result(Verdict.COMPILED, ""), False, pair) == (Check.NOT, "")
    assert classify(result(Verdict.NO_DEVICE, "no vulkan"), True, pair)[0] is Check.UNCHECKED
