"""The one JSON memo (core/cache.py JsonMemo) and the facts kept in it: a
signature, a file's test functions, a lifted test, the device, and the
memos `difftest cache` counts with them (fingerprints, durations, bisect
verdicts)."""
from __future__ import annotations

import json
import threading

import pytest

from difftest.core import keys
from difftest.core.cache import JsonMemo
from difftest.corpus import checks
from difftest.corpus.signature import SignatureError, bindings_version, cached_signature

from .conftest import write

ADD = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"
CHECK = "func.func @t() {\n  %c = arith.constant dense<1.0> : tensor<4xf32>\n" \
        "  check.expect_almost_eq(%c, %c) : tensor<4xf32>\n  return\n}\n"


class Refused(Exception):
    pass


def _counted(value):
    calls = []

    def compute():
        calls.append(1)
        return value

    return compute, calls


def _recall(memo, key, compute, refusal=None):
    return memo.recall(key, compute, encode=lambda v: {"value": v}, decode=lambda d: d["value"], refusal=refusal)


def test_a_fact_is_computed_once_and_read_back(tmp_path):
    memo = JsonMemo(tmp_path, "facts")
    compute, calls = _counted([1, 2])
    assert _recall(memo, "ab12", compute) == [1, 2]
    assert _recall(memo, "ab12", compute) == [1, 2]
    assert len(calls) == 1
    assert memo.path("ab12") == tmp_path / "facts" / "ab" / "ab12.json"
    assert json.loads(memo.path("ab12").read_text()) == {"value": [1, 2]}


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"other": 1}', ""])
def test_a_damaged_memo_is_recomputed_and_replaced(tmp_path, text):
    memo = JsonMemo(tmp_path, "facts")
    memo.path("cd34").parent.mkdir(parents=True)
    memo.path("cd34").write_text(text)
    compute, calls = _counted("fresh")
    assert _recall(memo, "cd34", compute) == "fresh" and len(calls) == 1
    assert json.loads(memo.path("cd34").read_text()) == {"value": "fresh"}


def test_a_memo_that_cannot_be_written_is_recomputed_never_an_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    for root in (blocker, None):
        memo = JsonMemo(root, "facts")
        compute, calls = _counted(3)
        assert _recall(memo, "ef56", compute) == 3
        assert _recall(memo, "ef56", compute) == 3
        assert len(calls) == 2


def test_a_refusal_is_remembered_and_other_errors_are_not(tmp_path):
    memo = JsonMemo(tmp_path, "facts")

    def refuse():
        raise Refused("no entry function")

    with pytest.raises(Refused, match="no entry function"):
        _recall(memo, "aa01", refuse, refusal=Refused)
    compute, calls = _counted("never")
    with pytest.raises(Refused, match="no entry function"):
        _recall(memo, "aa01", compute, refusal=Refused)
    assert not calls

    def crash():
        raise RuntimeError("bindings crashed")

    with pytest.raises(RuntimeError):
        _recall(memo, "bb02", crash, refusal=Refused)
    compute, calls = _counted("later")
    assert _recall(memo, "bb02", compute, refusal=Refused) == "later" and len(calls) == 1


def test_threads_sharing_a_memo_each_get_the_fact(tmp_path):
    """Many threads recalling the same few keys at once: each gets its
    key's value, and every memo left behind is whole."""
    memo = JsonMemo(tmp_path, "facts")
    start = threading.Barrier(8)
    got, errors = [], []

    def work(n):
        start.wait()
        try:
            for i in range(40):
                key = f"k{(n + i) % 4}"
                got.append((key, _recall(memo, key, lambda key=key: {"for": key, "payload": "x" * 5000})))
        except Exception as e:  # reported below, with the thread's own error
            errors.append(e)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(got) == 320 and all(value["for"] == key for key, value in got)
    for k in ("k0", "k1", "k2", "k3"):
        assert json.loads(memo.path(k).read_text())["value"]["for"] == k


# ---- the three facts keep their places in the cache --------------------------------------


def test_a_signature_is_kept_where_it_was_and_its_refusal_too(tmp_path):
    ir = write(tmp_path, {"add.mlir": ADD}) / "add.mlir"
    cache = tmp_path / "cache"
    sig = cached_signature(ir, None, cache)
    k = keys.signature_key(ir.read_bytes(), None, bindings_version())
    memo = cache / "signature" / k[:2] / f"{k}.json"
    assert json.loads(memo.read_text())["signature"]["entry"] == sig.entry == "main"
    # What the memo says is what the next run reads, without the bindings.
    memo.write_text(json.dumps({"error": "remembered refusal"}))
    with pytest.raises(SignatureError, match="remembered refusal"):
        cached_signature(ir, None, cache)


def test_test_functions_and_a_lift_are_kept_where_they_were(tmp_path):
    ir = write(tmp_path, {"t.mlir": CHECK}) / "t.mlir"
    cache = tmp_path / "cache"
    assert checks.cached_test_functions(ir, cache) == ["t"]
    k = keys.check_tests_key(ir.read_bytes(), ".mlir", bindings_version())
    memo = cache / "check-tests" / k[:2] / f"{k}.json"
    assert json.loads(memo.read_text()) == {"functions": ["t"]}
    memo.write_text(json.dumps({"functions": ["t", "u"]}))
    assert checks.cached_test_functions(ir, cache) == ["t", "u"]

    lifted, module = checks.cached_lift(ir, "t", cache, tmp_path)
    k = keys.lift_key(ir.read_bytes(), str(ir.resolve()), "t", bindings_version())
    memo = cache / "lifted" / k[:2] / f"{k}.json"
    assert module == memo.with_suffix(".mlir") and module.read_text() == lifted.text
    assert json.loads(memo.read_text())["checks"][0]["op"] == "check.expect_almost_eq"
    memo.write_text(json.dumps({"error": "remembered refusal"}))
    with pytest.raises(checks.CheckTestError, match="remembered refusal"):
        checks.cached_lift(ir, "t", cache, tmp_path)


def test_a_warm_run_on_the_host_starts_no_worker_and_a_new_boot_probes_again(tmp_path, monkeypatch):
    # The local device is the host CPU: remembered per runtime and boot, so a run whose
    # every case is cached starts no worker process at all.
    from difftest.cli import main
    from difftest.run.execute import runner as execute

    corpus = write(tmp_path / "c", {"add.mlir": ADD})
    cache = tmp_path / "cache"

    def run(name: str) -> list[str]:
        out = tmp_path / name
        assert main(["run", str(corpus), "-q", "--cache-dir", str(cache), "--out", str(out), "--json",
                     str(out / "report.json")]) == 0
        report = json.loads((out / "report.json").read_text())
        assert report["meta"]["devices"]["baseline"]["uri"] == "local-task"
        return sorted(p.name for p in (out / "workers").glob("worker-*.log"))

    assert run("cold")  # a worker probed the device and ran the case
    assert run("warm") == []
    assert list((cache / "devices").rglob("*.json"))
    monkeypatch.setattr(execute, "_boot_id", lambda: "another-boot")
    assert run("rebooted")  # the machine may be another CPU now: asked again


# ---- every memo is one of the cache's kinds -------------------------------------------------------


def test_every_memo_is_counted_and_evicted_by_difftest_cache(tmp_path, monkeypatch, capsys):
    """A run's memos (signatures, compiler fingerprints, cold durations, judgements) and
    a bisect's verdicts are entries `difftest cache` lists by kind and evicts."""
    from difftest.bisect.driver import VerdictMemo
    from difftest.cli import main

    cache = tmp_path / "cache"
    monkeypatch.setenv("DIFFTEST_CACHE", str(cache))  # the fingerprints' cache is the default one
    corpus = write(tmp_path / "c", {"add.mlir": ADD})
    assert main(["run", str(corpus), "-q", "--repeat", "1", "--cache-dir", str(cache), "--out",
                 str(tmp_path / "o")]) == 0
    VerdictMemo(cache).put("release:3.10.0|abc", {"verdict": "good", "summary": "", "cases": {}})
    capsys.readouterr()
    assert main(["cache", "info", "--cache-dir", str(cache)]) == 0
    listed = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()[1:]}
    for kind in ("signature", "fingerprints", "durations", "bisect", "judgements"):
        assert kind in listed and "entr" in listed[kind], (kind, listed)
    assert main(["cache", "prune", "--max-size", "0", "--cache-dir", str(cache)]) == 0
    said = capsys.readouterr().out
    assert all(kind in said for kind in ("signature", "fingerprints", "durations", "bisect", "judgements")), said
    assert not list(cache.glob("*/??/*.json"))


def test_an_older_difftests_bisect_memo_is_still_read_and_copied_forward(tmp_path):
    from difftest.bisect.driver import VerdictMemo

    old = tmp_path / "bisect" / "memo.json"
    old.parent.mkdir()
    verdict = {"verdict": "bad", "summary": "c/a: numerics-differ", "cases": {"c/a": "numerics-differ"}}
    old.write_text(json.dumps({"git:abc|fp": verdict}, indent=1))
    before = old.read_text()
    memo = VerdictMemo(tmp_path)
    assert memo.get("git:abc|fp")["verdict"] == "bad"
    assert memo.get("git:def|fp") is None
    # Copied into the memo of its own, and the old file left as it was (an older difftest may still use it).
    copied = json.loads(memo.memo.path(keys.bisect_verdict_key("git:abc|fp")).read_text())
    assert copied["summary"] == verdict["summary"] and copied["key"] == "git:abc|fp"
    assert old.read_text() == before
    old.unlink()
    assert VerdictMemo(tmp_path).get("git:abc|fp")["verdict"] == "bad"


def test_two_bisects_sharing_a_cache_keep_each_others_verdicts(tmp_path):
    from difftest.bisect.driver import VerdictMemo

    a, b = VerdictMemo(tmp_path), VerdictMemo(tmp_path)
    a.put("release:3.10.0|fp", {"verdict": "good", "summary": ""})
    b.put("release:3.11.0|fp", {"verdict": "bad", "summary": ""})
    fresh = VerdictMemo(tmp_path)
    assert fresh.get("release:3.10.0|fp")["verdict"] == "good" and fresh.get("release:3.11.0|fp")["verdict"] == "bad"


def test_a_released_compilers_id_is_read_once_a_builds_at_every_compile(tmp_path):
    """The compiler's id is in every compile key. A released compiler's files do not change under a
    run, so a run reads them once; a dir: or git: build is read again at each compile, since a rebuild
    between two compiles is another compiler (tests/faults/test_cache.py rebuilds one)."""
    from dataclasses import replace

    from difftest.core.cache import Fingerprints
    from difftest.run.compile.modules import CompileContext
    from difftest.toolchains.base import installed
    from difftest.toolchains.kinds import KINDS, with_kind

    class Counted(Fingerprints):
        calls = 0

        def of(self, path):
            Counted.calls += 1
            return super().of(path)

    released = with_kind(KINDS["installed"], installed())
    build = with_kind(KINDS["dir"], replace(released, spec="dir:build"))
    assert released.shares_prefix and not build.shares_prefix
    for toolchain, reads in ((released, 1), (build, 4)):
        Counted.calls = 0
        ctx = CompileContext(toolchain, None, None, Counted(tmp_path))
        ids = [ctx.compiler_id() for _ in range(3)]
        assert ids[0] == ids[1] == ids[2] and ids[0][2]
        ids[0].append("a caller's own copy")  # never the context's
        assert ctx.compiler_id() == ids[1]
        per_read = len(toolchain.compiler_files())
        assert Counted.calls == per_read * reads, (toolchain.spec, Counted.calls)  # 4 asks
