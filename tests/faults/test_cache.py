"""A damaged or unwritable cache costs time, never a wrong verdict."""
from __future__ import annotations

import errno
import json
import subprocess
from pathlib import Path

import pytest

from ..conftest import CASES, write
from .helpers import ADD_ONE, fake_compiler


def _entries(cache: Path, kind: str = "compile") -> list[Path]:
    return sorted(p for p in (cache / kind).glob("*/*") if (p / "entry.json").exists())


# slow: SIGINT (about 3 s); the OOM killer's SIGKILL is in the default tier
@pytest.mark.parametrize("how", [pytest.param("-2", marks=pytest.mark.slow), "-9"])
def test_a_compiler_killed_by_a_signal_is_never_cached(tmp_path, difftest, how):
    """A kill (-2) or the OOM killer (-9) once must not become a permanent
    verdict: either is tried again at once, and only a repeat is the
    compiler's (or, for SIGKILL on both sides, the machine's)."""
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    marker = tmp_path / "die-once"
    marker.touch()
    # The case's compile dies, not the probe of the target's CPU at setup.
    spec = fake_compiler(tmp_path / "tc", f'case " $* " in *"{corpus}"*) if [ -f {marker} ]; then rm {marker}; '
                                          f'kill {how} $$; fi;; esac\nexec "$REAL" "$@"')
    cache = tmp_path / "cache"
    rc, first, _ = difftest(str(corpus), "--toolchain", spec, "--runtime", "installed", "--no-shared-prefix",
                            extra=("--cache-dir", str(cache)))
    case = first["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    once = "ran out of memory once" if how == "-9" else "crashed once"
    assert any(once in n for n in case["variants"]["baseline"]["compile"]["notes"])
    rc, second, _ = difftest(str(corpus), "--toolchain", spec, "--runtime", "installed", "--no-shared-prefix",
                             extra=("--cache-dir", str(cache)))
    case = second["cases"][0]
    assert rc == 0 and case["verdict"] == "identical"


def test_a_crash_that_repeats_is_the_compilers_and_is_cached(tmp_path, difftest):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    count = tmp_path / "compiles"
    # Counts the cases' compiles (the CPU probe at setup, which a crashing compiler cannot answer, is asked again).
    spec = fake_compiler(tmp_path / "tc", f'case " $* " in */corp/*) echo x >> {count};; esac; '
                                          'echo "Stack dump:" >&2; kill -SEGV $$')
    cache = tmp_path / "cache"
    rc, first, _ = difftest(str(corpus), "--toolchain", spec, "--runtime", "installed", "--no-shared-prefix",
                            extra=("--cache-dir", str(cache)))
    case = first["cases"][0]
    assert case["verdict"] == "both-compile-fail" and "crashed" in case["reason"]
    assert case["variants"]["baseline"]["compile"]["attempts"] == 2
    compiles = len(count.read_text().split())
    rc, second, _ = difftest(str(corpus), "--toolchain", spec, "--runtime", "installed", "--no-shared-prefix",
                             extra=("--cache-dir", str(cache)))
    assert second["cases"][0]["variants"]["baseline"]["compile"]["cached"]
    assert len(count.read_text().split()) == compiles  # the repeated crash came from the cache


# slow: a deleted module (about 3 s); a truncated one and a garbled entry are in the default tier
@pytest.mark.parametrize("damage", ["truncate-vmfb", "garble-entry",
                                    pytest.param("delete-vmfb", marks=pytest.mark.slow)])
def test_a_corrupt_entry_is_dropped_with_a_note_and_compiled_again(tmp_path, difftest, damage):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    cache = tmp_path / "cache"
    rc, first, _ = difftest(str(corpus), extra=("--cache-dir", str(cache)))
    assert rc == 0
    entries = _entries(cache)
    # One module: the flag does not reach this case, so the candidate's is the baseline's (reach first).
    assert len(entries) == 1 and first["cases"][0]["variants"]["candidate"]["compile"]["screened_at"]
    for e in entries:
        if damage == "truncate-vmfb":
            data = (e / "module.vmfb").read_bytes()
            (e / "module.vmfb").write_bytes(data[: len(data) // 3])
        elif damage == "garble-entry":
            (e / "entry.json").write_text('{"record": {"status": "ok"')
        else:
            (e / "module.vmfb").unlink()
    rc, second, _ = difftest(str(corpus), "--rerun", extra=("--cache-dir", str(cache)))
    case = second["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    assert not case["variants"]["baseline"]["compile"]["cached"]
    assert "compile cache: dropped a corrupt entry" in difftest.err
    # The entries were replaced by good ones.
    rc, third, _ = difftest(str(corpus), extra=("--cache-dir", str(cache)))
    assert third["cases"][0]["variants"]["baseline"]["compile"]["cached"]


def test_a_rebuilt_dir_compiler_with_the_same_version_is_another_compiler(tmp_path, difftest):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    spec = fake_compiler(tmp_path / "tc", 'exec "$REAL" "$@"')
    cache = tmp_path / "cache"
    args = (str(corpus), "--toolchain", spec, "--runtime", "installed")
    _, first, _ = difftest(*args, extra=("--cache-dir", str(cache)))
    _, again, _ = difftest(*args, extra=("--cache-dir", str(cache)))
    assert again["cases"][0]["variants"]["baseline"]["compile"]["cached"]
    exe = tmp_path / "tc" / "bin" / "iree-compile"
    exe.write_text(exe.read_text() + "# rebuilt with a new flag\n")
    _, rebuilt, _ = difftest(*args, extra=("--cache-dir", str(cache)))
    case = rebuilt["cases"][0]
    assert case["toolchain"]["version"] == first["cases"][0]["toolchain"]["version"]
    assert not case["variants"]["baseline"]["compile"]["cached"]


def _mount_tmpfs(path: Path, opts: str) -> bool:
    path.mkdir(parents=True, exist_ok=True)
    p = subprocess.run(["mount", "-t", "tmpfs", "-o", opts, "tmpfs", str(path)], capture_output=True)
    return p.returncode == 0


@pytest.fixture
def tmpfs(tmp_path):
    mounted = []

    def make(name: str, opts: str) -> Path:
        path = tmp_path / name
        if not _mount_tmpfs(path, opts):
            pytest.skip("cannot mount a tmpfs here (needs root)")
        mounted.append(path)
        return path

    yield make
    for p in mounted:
        subprocess.run(["umount", "-l", str(p)], capture_output=True)


@pytest.mark.parametrize("kind", ["read-only", "full"])
def test_an_unwritable_cache_degrades_to_no_cache_with_a_warning(tmp_path, difftest, tmpfs, kind):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE, "b.mlir": ADD_ONE.replace("1.0", "2.0")})
    cache = tmpfs("cache", "ro,size=1m" if kind == "read-only" else "size=8k")
    if kind == "full":
        (cache / "filler").write_bytes(b"x" * 4096)
    rc, report, _ = difftest(str(corpus), "-j", "2", extra=("--cache-dir", str(cache)))
    assert rc == 0, difftest.err
    assert [c["verdict"] for c in report["cases"]] == ["identical", "identical"]
    assert "cannot be written" in difftest.err and "continuing without it" in difftest.err
    said = [line for line in difftest.err.splitlines() if "cannot be written" in line]
    kinds = [line.split(" cache cannot be written")[0].split()[-1] for line in said]
    assert "inputs" in kinds and len(kinds) == len(set(kinds)), said  # once a run each, not once a case


def test_run_outputs_are_reused_only_when_their_hashes_verify(tmp_path, difftest):
    corpus = write(tmp_path / "corp", {"a.mlir": ADD_ONE})
    cache = tmp_path / "cache"
    _, first, _ = difftest(str(corpus), extra=("--cache-dir", str(cache)))
    _, warm, _ = difftest(str(corpus), extra=("--cache-dir", str(cache)))
    run = warm["cases"][0]["variants"]["baseline"]["run"]
    assert run["cached"] and run["call_hashes"] == first["cases"][0]["variants"]["baseline"]["run"]["call_hashes"]
    for e in _entries(cache, "run"):
        (e / "outputs.npz").write_bytes(b"garbage")
    _, again, _ = difftest(str(corpus), extra=("--cache-dir", str(cache)))
    case = again["cases"][0]
    assert case["verdict"] == "identical" and not case["variants"]["baseline"]["run"]["cached"]
    assert "run cache: dropped a corrupt entry" in difftest.err
    # --rerun executes although the run is cached.
    _, forced, _ = difftest(str(corpus), "--rerun", extra=("--cache-dir", str(cache)))
    assert not forced["cases"][0]["variants"]["baseline"]["run"]["cached"]
    assert json.loads(json.dumps(forced))  # still plain JSON


# A module whose one parameter is 1 MiB: more than the small tmpfs below holds.
BIG_PARAM = """util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<256x1024xf32>
func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %w = util.global.load @w : tensor<256x1024xf32>
  %e = tensor.extract_slice %w[0, 0] [1, 1024] [1, 1] : tensor<256x1024xf32> to tensor<1024xf32>
  %r = arith.addf %x, %e : tensor<1024xf32>
  return %r : tensor<1024xf32>
}
"""


def test_a_disk_too_full_for_a_generated_archive_is_the_machines_naming_the_path(tmp_path, difftest, tmpfs):
    """Not the case's error ('internal error: RuntimeError'): could-not-judge,
    exit 2, the archive's path named, and no partial file left behind."""
    corpus = write(tmp_path / "corp", {"m.mlir": BIG_PARAM})
    cache = tmpfs("cache", "size=512k")
    rc, report, _ = difftest(str(corpus), extra=("--cache-dir", str(cache)))
    case = report["cases"][0]
    assert rc == 2 and case["verdict"] == "could-not-judge", case["reason"]
    assert "no space left on the device" in case["reason"] and str(cache / "parameters") in case["reason"]
    assert "archive.irpa" in case["reason"] and "needed" in case["reason"]
    assert not [p for p in (cache / "parameters").rglob("*") if p.is_file() and p.stat().st_size > 0]


def test_an_archive_write_the_disk_cuts_short_is_enospc_naming_the_path_and_leaves_nothing(tmp_path, tmpfs):
    """The runtime says only 'write failed, possibly out of disk space': the
    disk is asked, and the partial is gone."""
    from difftest.corpus import parameters
    from difftest.corpus.signature import ParamDecl, TensorSpec

    where = tmpfs("full", "size=256k")
    decls = [ParamDecl("model", "w", TensorSpec((256, 1024), "f32"), "w")]
    entry = where / "ab" / "abcd"
    # Past the check of free room (as when another writer fills the disk meanwhile): the write itself fails.
    with pytest.raises(OSError) as e:
        parameters._write(decls, 0, where / "partial.irpa")
    assert e.value.errno == errno.ENOSPC and e.value.filename == str(where / "partial.irpa")
    (where / "partial.irpa").unlink()  # _make, below, removes its own
    with pytest.raises(OSError) as e:
        parameters._make(decls, 0, entry)
    assert e.value.errno == errno.ENOSPC and str(entry / "archive.irpa") in e.value.filename
    assert [p for p in where.rglob("*") if p.is_file()] == []


def test_a_compile_failure_that_does_not_repeat_is_judged_by_what_compiled_and_never_cached(tmp_path, difftest):
    """The candidate failed once, its failing-pass compile then compiled: the case was a regression, the
    success thrown away and the failure cached for the next run to replay."""
    corpus = write(tmp_path / "corp", {"a.mlir": (CASES / "seed_diamond.mlir").read_text()})
    marker = tmp_path / "fail-once"
    marker.touch()
    spec = fake_compiler(tmp_path / "tc", f'case " $* " in *multi-use-encoding-fusion*) if [ -f {marker} ]; then '
                                          f'rm {marker}; echo "{corpus}/a.mlir:3:8: error: \'linalg.generic\' op '
                                          'flaky" >&2; exit 1; fi;; esac\nexec "$REAL" "$@"')
    cache = tmp_path / "cache"
    args = ("--toolchain", spec, "--runtime", "installed", "--no-shared-prefix")
    rc, first, _ = difftest(str(corpus), *args, extra=("--cache-dir", str(cache)))
    case = first["cases"][0]
    assert rc == 0 and case["verdict"] == "identical", case["reason"]
    assert any("failed the candidate once" in f and "compiled it on the next two tries" in f for f in case["findings"])
    assert any("a flaky compile" in n for n in case["variants"]["candidate"]["compile"]["notes"])
    rc, second, _ = difftest(str(corpus), *args, extra=("--cache-dir", str(cache)))
    assert rc == 0 and second["cases"][0]["verdict"] == "identical"
