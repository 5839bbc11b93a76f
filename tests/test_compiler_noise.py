"""iree-compile is not deterministic on every module (the SDXL UNet: six vmfb
sizes from seven compiles of one command). A pair whose modules differ only
where the compiler differs from itself is not the flag's reach.

The compiler here is made nondeterministic by hand: a wrapper that gives each
compile another stack allocation limit, which changes the executables' bytes
and nothing the statistics count, as the real compiler's noise does."""
from difftest.core.results import CompileRecord, Reach
from difftest.core.verdicts import Stage
from difftest.run.compile.reach import PAST_THE_FLAG, net_of_noise, noise_of, wants_second_compile

from .conftest import REPO, by_case, write
from .faults.helpers import fake_compiler

DIAMOND = (REPO / "corpora/patterns/diamond_8b.mlir").read_text()
# The candidate adds a flag at its default value: the same module, byte for byte, from a compiler that repeats.
PAIR = ('[variants.baseline]\nflags = ["--iree-dispatch-creation-data-tiling"]\n'
        '[variants.candidate]\nflags = ["--iree-dispatch-creation-data-tiling", "--iree-llvmcpu-debug-symbols=true"]\n')
WOBBLY = ('n=$(cat "$0.count" 2>/dev/null || echo 0); echo $((n + 1)) > "$0.count"\n'
          'exec "$REAL" "$@" --iree-llvmcpu-stack-allocation-limit=$((1 << (16 + n % 8)))')


def test_a_pair_that_differs_only_as_the_compiler_differs_from_itself_is_not_the_flags_reach(difftest, tmp_path):
    corpus = write(tmp_path / "c", {"d.mlir": DIAMOND, "difftest.toml": PAIR})
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell")
    case = by_case(data)["c/d"]
    assert rc == 0 and case["reach"]["changed"] is False and case["compiler_noise"] is None, text
    spec = fake_compiler(tmp_path / "wobbly", WOBBLY)
    rc, data, text = difftest(str(corpus), "--target", "llvm-cpu:haswell", "--toolchain", spec,
                              "--runtime", "installed")
    case = by_case(data)["c/d"]
    assert rc == 0, text
    noise = case["compiler_noise"]
    assert noise["deterministic"] is False and noise["where"] in PAST_THE_FLAG, noise
    assert case["reach"] == {"changed": False, "where": "compiler noise", "detail": case["reach"]["detail"]}
    assert "reach: the flag changed 0 of 1 module" in text and "only as iree-compile differs from itself" in text
    assert "iree-compile is not deterministic for 1 case: two compiles of a baseline differ, their sizes by up to" \
        in text
    assert any(f.startswith("iree-compile is not deterministic here: two compiles of the baseline differ at ")
               for f in case["findings"])


def _rec(sha: str, size: int, dispatches: int = 4, executables: dict | None = None) -> CompileRecord:
    return CompileRecord(argv=[], status=Stage.OK, seconds=1.0, vmfb_sha256=sha, vmfb_bytes=size,
                         statistics={"dispatch-count": dispatches}, executables=executables or {"e": size - 100})


def test_what_the_compiler_does_on_its_own_is_subtracted_only_up_to_where_it_does_it():
    base, again = _rec("a", 1000), _rec("b", 1040, executables={"e": 940})
    noise = noise_of(base, again)
    assert not noise.deterministic and noise.where == "codegen" and noise.bytes_apart == 40
    assert noise_of(base, _rec("a", 1000)).deterministic
    # A difference at dispatch creation is the flag's: the compiler repeats its statistics.
    flagged = Reach(True, "dispatch creation", "dispatches 5 -> 4")
    assert net_of_noise(flagged, noise) is flagged
    assert net_of_noise(Reach(True, "codegen", "e"), noise).where == "compiler noise"
    assert net_of_noise(Reach(True, "host module", "x"), noise).changed is False
    assert not wants_second_compile(flagged, "auto") and wants_second_compile(flagged, "always")
    assert wants_second_compile(Reach(True, "constants", ""), "auto")
    assert not wants_second_compile(Reach(True, "codegen", ""), "never")
