"""The pure halves of explain and reduce: the alignment of traced tensors
(checked against brute force on random fused chains, as cargo-bisect-rustc
checks its search) and the delta-debugging loop (with a predicate on the
IR itself, so no compile is needed)."""
from __future__ import annotations

import hashlib
import math
import random
import time

import numpy as np
import pytest

from difftest.investigate import align, irreduce
from difftest.investigate.reduce import minimize

from .conftest import REPO


def _tensor(a: np.ndarray) -> align.Tensor:
    return align.Tensor(a.dtype.name, tuple(a.shape), hashlib.sha256(a.dtype.name.encode() + a.tobytes()).hexdigest(),
                        None)


def _chain(rng: random.Random, nrng: np.random.Generator, n_ops: int):
    """x0 -> op0 -> x1 -> ... -> x_n; sizes repeat, so alignment cannot go by size alone."""
    sizes = [rng.choice([16, 32, 64]) for _ in range(n_ops + 1)]
    return [nrng.standard_normal(s).astype(np.float32) for s in sizes]


def _groups(rng: random.Random, n_ops: int) -> list[tuple[int, int]]:
    """A partition of ops 0..n-1 into consecutive dispatches (start, end): the
    dispatch reads x_start and writes x_end."""
    cuts = sorted(rng.sample(range(1, n_ops), rng.randint(0, n_ops - 1))) if n_ops > 1 else []
    bounds = [0, *cuts, n_ops]
    return list(zip(bounds, bounds[1:]))


def _dispatches(groups, xs, store) -> list[align.Dispatch]:
    out = []
    for i, (s, e) in enumerate(groups):
        tin, tout = _tensor(xs[s]), _tensor(xs[e])
        store[tin.hash], store[tout.hash] = xs[s], xs[e]
        out.append(align.Dispatch(i, f"main_dispatch_{i}", f"main_dispatch_{i}_generic_{s}_{e}", [tin], [tout]))
    return out


@pytest.mark.parametrize("seed", range(60))
def test_first_divergence_is_the_fused_dispatch_that_holds_the_bad_op(seed):
    rng, nrng = random.Random(seed), np.random.default_rng(seed)
    n = rng.randint(2, 8)
    xs = _chain(rng, nrng, n)
    base_groups = [(i, i + 1) for i in range(n)]  # the baseline: one dispatch per op
    # The candidate fuses: its boundaries are some of the baseline's.
    cand_groups = _groups(rng, n)
    bad = rng.randrange(-1, n)  # -1: nothing wrong
    cxs = [x.copy() for x in xs]
    for j in range(bad + 1, n + 1) if bad >= 0 else ():
        cxs[j] = cxs[j] + np.float32(0.5) + np.abs(cxs[j])  # far outside any tolerance
    store: dict[str, np.ndarray] = {}
    base = _dispatches(base_groups, xs, store)
    cand = _dispatches(cand_groups, cxs, store)
    pool = align.Pool([_tensor(xs[0])], base)
    div = align.first_divergence(cand, align.Matcher(pool, lambda t: store.get(t.hash)))
    if bad < 0:
        assert div.kind == "none", (cand_groups, div.reason)
        return
    expected = next(i for i, (s, e) in enumerate(cand_groups) if s <= bad < e)
    assert div.kind == "dispatch", (cand_groups, bad, div.reason)
    assert div.dispatch.index == expected, (cand_groups, bad, div.reason)
    assert div.checked == expected


def test_a_new_boundary_absorbed_downstream_is_not_a_divergence():
    nrng = np.random.default_rng(0)
    x0, x1, x2 = (nrng.standard_normal(32).astype(np.float32) for _ in range(3))
    store = {}
    base = _dispatches([(0, 2)], [x0, x1, x2], store)  # the baseline fuses both ops
    cand = _dispatches([(0, 1), (1, 2)], [x0, x1, x2], store)  # the candidate splits them
    pool = align.Pool([_tensor(x0)], base)
    div = align.first_divergence(cand, align.Matcher(pool, lambda t: store.get(t.hash)))
    assert div.kind == "none" and div.new_intermediates == 1


def test_a_demoted_tensor_matches_after_rounding_and_an_unkept_one_is_unknown():
    import ml_dtypes

    x = np.random.default_rng(1).standard_normal((8, 8)).astype(np.float32)
    xb = x.astype(ml_dtypes.bfloat16)
    store = {}
    b, c = _tensor(x), _tensor(xb)
    store[b.hash], store[c.hash] = x.reshape(64), xb
    pool = align.Pool([], [align.Dispatch(0, "e", "e_sym", [], [b])])
    m = align.Matcher(pool, lambda t: store.get(t.hash))(c)
    assert m.status == "converted" and "bfloat16" in m.note
    assert align.Matcher(pool, lambda t: None)(c).status == "unknown"


def test_trace_keys_pair_into_dispatches():
    events = [
        {"key": "main_dispatch_0::main_dispatch_0_elementwise_4096_f32 inputs", "tensors": [
            {"dtype": "float32", "shape": [4096], "hash": "a", "file": None}]},
        {"key": "main_dispatch_0::main_dispatch_0_elementwise_4096_f32 outputs", "tensors": [
            {"dtype": "float32", "shape": [4096], "hash": "b", "file": None}]},
        {"key": "main_dispatch_1::main_dispatch_1_matmul_64x64x64_f32 inputs with {0, 1} decoded to row major layout",
         "tensors": [{"dtype": "float32", "shape": [64, 64], "hash": "b", "file": None},
                     {"dtype": "float32", "shape": [64, 64], "hash": "c", "file": "t2_1.npy"}]},
        {"key": "main_dispatch_1::main_dispatch_1_matmul_64x64x64_f32 outputs", "tensors": [
            {"dtype": "float32", "shape": [64, 64], "hash": "d", "file": None}]},
    ]
    ds = align.dispatches(events)
    assert [(d.executable, d.symbol) for d in ds] == [
        ("main_dispatch_0", "main_dispatch_0_elementwise_4096_f32"),
        ("main_dispatch_1", "main_dispatch_1_matmul_64x64x64_f32")]
    assert [t.hash for t in ds[1].inputs] == ["b", "c"] and ds[1].inputs[1].file == "t2_1.npy"
    assert ds[1].outputs[0].size == 4096


QKV = REPO / "corpora" / "patterns" / "qkv_three_users.mlir"


def _keeps_the_pattern(p: irreduce.Program) -> bool:
    """A stand-in predicate: the normalisation (rsqrt) still feeds two matmuls."""
    text = p.plain_text()
    return "math.rsqrt" in text and text.count("linalg.matmul") >= 2


# slow: a minimize to the end (about 5 s); its time budget and its interrupt are in the default tier
@pytest.mark.slow
def test_minimize_reaches_a_1_minimal_program():
    program = irreduce.load(QKV, "main")
    assert program.ops == 13 and _keeps_the_pattern(program)
    # No deadline: what it reaches must not depend on how busy the machine is.
    reduced, minimal, steps, stopped = minimize(program, "main", _keeps_the_pattern, math.inf)
    assert minimal and steps > 0 and stopped is None
    assert _keeps_the_pattern(reduced) and reduced.ops < program.ops
    # 1-minimal: no single edit of any kind keeps the predicate.
    for kind in ("drop-result", "cut", "bypass"):
        for edit in irreduce.PASSES[kind].candidates(reduced, "main"):
            smaller = irreduce.apply(reduced, "main", [edit])
            assert smaller is None or not _keeps_the_pattern(smaller), edit.describe()
    # Every argument is the original's or a cut, and the cuts are seeded.
    assert set(reduced.origins) <= {0, 1, 2, 3, 4, None}


def test_minimize_out_of_time_returns_what_it_has():
    program = irreduce.load(QKV, "main")
    reduced, minimal, steps, stopped = minimize(program, "main", _keeps_the_pattern, time.monotonic() - 1)
    assert not minimal and steps == 0 and reduced == program and stopped == "time budget"


def test_minimize_interrupted_keeps_the_last_program_that_held():
    from difftest.core import procs

    calls, held = [0], []

    def holds(p):
        calls[0] += 1
        if calls[0] > 10:  # mid-way through the cuts
            raise procs.Interrupted(2)
        ok = _keeps_the_pattern(p)
        if ok:
            held.append(p)
        return ok

    program = irreduce.load(QKV, "main")
    reduced, minimal, steps, stopped = minimize(program, "main", holds, math.inf)
    assert stopped == "interrupted" and not minimal
    assert held and reduced == held[-1] and reduced.ops < program.ops
