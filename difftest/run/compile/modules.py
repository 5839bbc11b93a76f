"""The compile stage: modules. One iree-compile call per variant of a
module gives its artifact, statistics and a classified failure.

A module is compiled once per run whatever number of entries it serves:
compiles are single-flight by what decides them (`ModuleMemo`), so the
entries of one module, judged in parallel, wait for the one compile.

Also the shared prefix: when the variants differ only in flags that act
from dispatch creation onwards, everything before that is compiled once
(`--compile-to=global-optimization`) and each variant resumes from it
(`--compile-from=global-optimization`). The modules are byte-identical to
full compiles; a test holds that.

And the arbiter's modules: the reference plans, most precise first, each
compiled only when the one before it could not serve.
"""
from __future__ import annotations

import shutil
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterator

from ...core import environment, procs
from ...core.cache import Fingerprints, Store, sha256_file
from ...core.crashes import DUMP_FLAGS, failing_pass
from ...core.keys import compile_key, memo_key, prefix_key, rewrite_key
from ...core.results import CompileRecord, VariantResult, compile_record_from_dict, plain
from ...core.verdicts import SIDES, Stage, same_failure
from ...corpus.variants import (DEFAULT_BASELINE, DEFAULT_CANDIDATE, ReferencePlan, Variant, reference_plans,
                                reference_variant)
from ...toolchains import cpus
from ...toolchains.backends import codegen_flag, unknown_target_flag
from ...toolchains.base import Toolchain
from ...toolchains.targets import Target
from ..plan.prepare import Module, Prepared
from .outcome import (OUT_OF_MEMORY_TWICE, cacheable, classify, crash_line, excerpt, first_error_line,
                      rejected_flag)
from .outputs import read_statistics, statistics_flags, vmfb_sections
from .promote import promote_f32_to_f64

# The phase a shared prefix stops at, and the flags that act only after it: the phases'
# own, and each backend's code generator's (the backend registry says which those are).
PREFIX_PHASE = "global-optimization"
_LATE_FLAG_PREFIXES = (
    "--iree-dispatch-creation-", "--iree-flow-", "--iree-stream-", "--iree-scheduling-", "--iree-vm-",
    "--iree-hal-dump-", "--mlir-print-",
)


# Reach first: the phases a pair can be compared at, in order, and the flag families that act
# last in each. A pair whose differing flags have all acted by one of them is compiled to it
# from the shared prefix first; where the two IRs there are equal, the candidate's module is the
# baseline's. (Resuming after those phases is not byte-identical to a straight compile, so the
# phase IR is compared, never compiled on from.)
SCREEN_PHASES = ("dispatch-creation", "flow", "stream")
_ACTS_IN = (("--iree-dispatch-creation-", "dispatch-creation"), ("--iree-flow-", "flow"),
            ("--iree-stream-", "stream"), ("--iree-scheduling-", "stream"))

def is_late_flag(flag: str) -> bool:
    return flag.startswith(_LATE_FLAG_PREFIXES) or codegen_flag(flag)


def can_share_prefix(base_flags: list[str], other_flags: list[str]) -> bool:
    """True when every flag that differs acts only after the prefix phase,
    so both compiles are identical up to it."""
    if any(f.startswith(("--compile-to", "--compile-from", "--compile-mode")) for f in (*base_flags, *other_flags)):
        return False
    differing = set(base_flags) ^ set(other_flags)
    return all(is_late_flag(f) for f in differing)


def screen_phase(base_flags: list[str], other_flags: list[str]) -> tuple[str | None, str]:
    """The phase after which every flag the two differ in has acted, or
    None and why the pair must be compiled in full."""
    differing = sorted(set(base_flags) ^ set(other_flags))
    phases = []
    for flag in differing:
        phase = next((ph for prefix, ph in _ACTS_IN if flag.startswith(prefix)), None)
        if phase is None:
            return None, f"{flag} acts after {SCREEN_PHASES[-1]}, where the pair's IR could be compared"
        phases.append(phase)
    if not phases:
        return None, "the variants' flags are the same"
    return max(phases, key=SCREEN_PHASES.index), ""


@dataclass
class CompileContext:
    """What every compile of a run shares."""

    toolchain: Toolchain
    cache: Store | None = None
    prefix_cache: Store | None = None
    fingerprints: Fingerprints | None = None
    _released_id: list | None = field(default=None, init=False, repr=False, compare=False)

    def compiler_id(self) -> list:
        """What names the compiler in every key. A released compiler's files
        (installed, release:) do not change under a run, so its id is read
        once; a dir: or git: build's is read at every compile, since a
        rebuild between two compiles is another compiler."""
        if self._released_id is not None:
            return list(self._released_id)
        fp = self.toolchain.compiler_fingerprint(self.fingerprints) if self.fingerprints else None
        ident = [self.toolchain.version, self.toolchain.commit, fp]
        if self.toolchain.shares_prefix and fp is not None:
            self._released_id = ident
        return list(ident)

    def key_id(self, flags: list[str]) -> list:
        """The compiler's id, and for a module built for `host` this machine's
        CPU: a cache shared between an Intel and an AMD runner must not hand
        one the other's module (it may not even run there)."""
        ident = self.compiler_id()
        return [*ident, cpus.host_fingerprint()] if cpus.host_dependent(flags) else ident


@dataclass(frozen=True)
class Prefix:
    """A compiled prefix: IR after PREFIX_PHASE, shared by the variants."""

    path: Path
    phase: str
    key: str


def compile_prefix(ctx: CompileContext, source: Path, flags: list[str], out_dir: Path,
                   timeout: float) -> Prefix | None:
    """Compile up to PREFIX_PHASE with the baseline's flags. None when that
    fails: the variants are then compiled in full, and their failures are
    classified as usual."""
    source = Path(source).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / "prefix.mlirbc"
    key = prefix_key(ctx.key_id(flags), flags, PREFIX_PHASE, source.read_bytes(), str(source))
    store = ctx.prefix_cache
    if store is not None and (hit := store.get(key)):
        shutil.copyfile(hit[0] / out.name, out)
        return Prefix(out, PREFIX_PHASE, key)
    argv = [str(ctx.toolchain.iree_compile), str(source), *flags, f"--compile-to={PREFIX_PHASE}",
            "--emit-mlir-bytecode", "-o", str(out)]
    done = procs.run(argv, timeout)
    if done.timed_out or done.returncode != 0 or not out.exists():
        return None
    if store is not None:
        store.put(key, {out.name: out}, {"phase": PREFIX_PHASE})
    return Prefix(out, PREFIX_PHASE, key)


def compile_phase(ctx: CompileContext, prefix: Prefix, flags: list[str], phase: str, out: Path,
                  timeout: float) -> bytes | None:
    """A variant's IR after `phase`, compiled on from the shared prefix, as
    bytecode: what two variants are compared by. None when it cannot be had
    (the compile fails there: the variants are then compiled in full)."""
    # The prefix's own key names its source and flags; where this run wrote it does not matter.
    key = prefix_key(ctx.key_id(flags), flags, f"{prefix.phase}..{phase}", prefix.key.encode(), "")
    store = ctx.prefix_cache
    if store is not None and (hit := store.get(key)):
        try:
            return (hit[0] / "phase.mlirbc").read_bytes()
        except OSError:
            pass
    out.parent.mkdir(parents=True, exist_ok=True)
    argv = [str(ctx.toolchain.iree_compile), str(prefix.path), *flags, f"--compile-from={prefix.phase}",
            f"--compile-to={phase}", "--emit-mlir-bytecode", "-o", str(out)]
    done = procs.run(argv, timeout)
    if done.timed_out or done.returncode != 0 or not out.exists():
        return None
    if store is not None:
        store.put(key, {"phase.mlirbc": out}, {"phase": phase})
    return out.read_bytes()


def cached_module(ctx: CompileContext, source: Path, flags: list[str], prefix: Prefix | None) -> bool:
    """Is this variant's module in the compile cache already?"""
    if ctx.cache is None or ctx.cache.dir is None:
        return False
    key = compile_key(ctx.key_id(flags), flags, prefix.phase if prefix else "", Path(source).resolve().read_bytes())
    return ctx.cache.has(key)


def same_module(base: CompileRecord, out_dir: Path, phase: str) -> CompileRecord:
    """A variant whose IR after `phase` is the baseline's, with flags that
    act no later: its module is the baseline's, not compiled again. The
    baseline's files are copied beside it, as its own compile would have
    left them."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rec = replace(base, notes=list(base.notes), statistics=dict(base.statistics), screened_at=phase)
    where = Path(base.vmfb_path or base.log_path or "").parent if (base.vmfb_path or base.log_path) else None
    for name in ("module.vmfb", "statistics.json", "compile.log"):
        if where is not None and (where / name).exists():
            shutil.copyfile(where / name, out_dir / name)
    rec.vmfb_path = str(out_dir / "module.vmfb") if base.vmfb_path else None
    rec.log_path = str(out_dir / "compile.log") if base.log_path else None
    rec.notes.append(f"not compiled past {phase.replace('-', ' ')}: its IR there is the baseline's, and the "
                     "flags that differ act no later, so its module is the baseline's")
    return rec


def compile_variant(ctx: CompileContext, source: Path, flags: list[str], out_dir: Path, timeout: float,
                    prefix: Prefix | None = None, fresh: bool = False) -> CompileRecord:
    """Compile one variant of one case into out_dir (module.vmfb,
    statistics.json, compile.log). `fresh`: past the cache, whose entry
    this compile's outcome replaces."""
    source = Path(source).resolve()  # absolute: a file named -x.mlir is never read as a flag
    out_dir.mkdir(parents=True, exist_ok=True)
    vmfb = out_dir / "module.vmfb"
    stats_path = out_dir / "statistics.json"
    log_path = out_dir / "compile.log"
    for p in (vmfb, stats_path):
        p.unlink(missing_ok=True)
    if prefix is not None:
        argv = [str(ctx.toolchain.iree_compile), str(prefix.path), *flags, f"--compile-from={prefix.phase}"]
    else:
        argv = [str(ctx.toolchain.iree_compile), str(source), *flags]
    argv += ["-o", str(vmfb), *statistics_flags(stats_path)]

    key = None
    if ctx.cache is not None and ctx.cache.dir is not None:
        key = compile_key(ctx.key_id(flags), flags, prefix.phase if prefix else "", source.read_bytes())
        if fresh:
            ctx.cache.forget(key)
        elif hit := ctx.cache.get(key):
            rec = _from_cache(hit, argv, out_dir, source)
            if rec is not None:
                return rec

    rec = _compile(argv, timeout, vmfb, stats_path, log_path, prefix)
    if rec.status is Stage.CRASHED:
        # A crash is the compiler's only if it happens again: once is the
        # machine's luck, or a flaky compiler, and is said so.
        again = _compile(argv, timeout, vmfb, stats_path, log_path, prefix)
        if again.status is Stage.CRASHED and again.error_line == rec.error_line:
            again.attempts = 2
            again.notes.append("crashed twice the same way")
        else:
            again.notes.append(f"iree-compile crashed once ({rec.error_line}), then gave this on a second try")
        rec = again
    if rec.status is Stage.ENVIRONMENT and environment.is_memory(rec.error_line):
        # Out of memory once may be the machine's; twice, while nothing else changed, is the
        # compile's own appetite (the flag's, when only its side does it): a failure, never cached.
        again = _compile(argv, timeout, vmfb, stats_path, log_path, prefix)
        if again.status is Stage.ENVIRONMENT and environment.is_memory(again.error_line):
            again.status, again.returncode = Stage.FAILED, None
            again.error_line = f"{OUT_OF_MEMORY_TWICE}: {again.error_line}"
        else:
            again.notes.append(f"iree-compile ran out of memory once ({rec.error_line}), then gave this")
        rec = again
    if rec.status in (Stage.FAILED, Stage.CRASHED) and (limit := environment.address_space_limit()) is not None:
        rec.notes.append(f"not remembered: difftest runs under an address-space limit ({limit >> 20} MiB, ulimit -v), "
                         "which may be all this compile failed for")
    if key is not None and cacheable(rec):
        files = {p.name: p for p in (vmfb, stats_path, log_path) if p.exists()}
        expect = {vmfb.name: rec.vmfb_sha256} if rec.status is Stage.OK else None
        ctx.cache.put(key, files, {**plain(rec), "source": str(source)}, expect=expect)
    return rec


def _compile(argv: list[str], timeout: float, vmfb: Path, stats_path: Path, log_path: Path,
             prefix: Prefix | None) -> CompileRecord:
    try:
        done = procs.run(argv, timeout)
    except OSError as e:
        # No iree-compile to start, or no process to start it in: the machine's, not the case's.
        return CompileRecord(Stage.ENVIRONMENT, argv, error_line=f"cannot start iree-compile: "
                                                                 f"{environment.of_error(e) or e}")
    log = done.stderr.decode("utf-8", "replace") + done.stdout.decode("utf-8", "replace")
    _write_log(log_path, log)
    rec = CompileRecord(Stage.TIMEOUT, argv, seconds=done.seconds, error_line=f"iree-compile did not finish in "
                        f"{timeout:g} s", error_excerpt=excerpt(log) or None, log_path=str(log_path)) \
        if done.timed_out else record_from_log(argv, done.returncode, log, done.seconds, vmfb, stats_path, log_path)
    if done.timed_out:
        read_statistics(rec, stats_path)  # a compile stopped in codegen had written them
    rec.prefix = prefix.phase if prefix else None
    return rec


def _write_log(path: Path, log: str) -> None:
    try:
        path.write_text(log)
    except OSError:
        pass  # the record keeps the first error line and the excerpt


def record_from_log(argv: list[str], returncode: int, log: str, seconds: float, vmfb: Path, stats_path: Path,
                    log_path: Path) -> CompileRecord:
    status, bad_flag = classify(returncode, log)
    cause = (environment.of_signal(returncode) or environment.of_text(log)) if status is not Stage.OK else None
    if cause is not None:
        # "error opening input file: No space left on device" is the disk's, not the compiler's.
        rec = CompileRecord(Stage.ENVIRONMENT, argv, seconds=seconds, returncode=returncode, log_path=str(log_path),
                            error_line=cause, error_excerpt=excerpt(log) or None)
        return read_statistics(rec, stats_path) or rec  # an OOM kill in codegen leaves the stream phase's figures
    if status in (Stage.FAILED, Stage.CRASHED) and (chip := unknown_target_flag(argv, log)):
        # A chip this compiler does not know (an older release, a typo past the up-front check):
        # the command line's, never a verdict on the IR or the flag.
        status, bad_flag = Stage.FLAG_UNSUPPORTED, chip
    rejected = rejected_flag(argv, log) if status is Stage.FAILED else None
    if rejected:
        status, bad_flag = Stage.FLAG_UNSUPPORTED, rejected[0]
    rec = CompileRecord(status, argv, seconds=seconds, returncode=returncode, log_path=str(log_path),
                        unsupported_flag=bad_flag)
    if status is Stage.OK:
        if not vmfb.exists() or vmfb.stat().st_size == 0:
            rec.status = Stage.FAILED
            rec.error_line = f"iree-compile exited 0 but wrote {'an empty' if vmfb.exists() else 'no'} module"
            return rec
        rec.vmfb_path = str(vmfb)
        rec.vmfb_bytes = vmfb.stat().st_size
        rec.vmfb_sha256 = sha256_file(vmfb)
        rec.vmfb_sections, rec.executables = vmfb_sections(vmfb)
        read_statistics(rec, stats_path)
    else:
        # IREE writes its statistics in the stream phase: a compile that fails later (in codegen)
        # still says how many dispatches and how much memory its module would have had.
        read_statistics(rec, stats_path)
        rec.error_line = (rejected[1] if rejected else first_error_line(log)) or f"iree-compile exited with {returncode}"
        if status is Stage.CRASHED:
            rec.error_line = crash_line(returncode, log, rec.error_line)
        rec.error_excerpt = excerpt(log)
    return rec


def _from_cache(hit: tuple[Path, dict], argv: list[str], out_dir: Path,
                source: Path | None = None) -> CompileRecord | None:
    entry, record = hit
    try:
        rec = compile_record_from_dict(record)
        if rec.status is Stage.FAILED and rejected_flag(argv, rec.error_line or ""):
            return None  # an older difftest kept a rejected flag value as the case's failure: ask again
        # The same bytes under another name: the diagnostics name this file.
        old_src = record.get("source")
        if old_src and source is not None and old_src != str(source):
            rec.error_line = rec.error_line and rec.error_line.replace(old_src, str(source))
            rec.error_excerpt = rec.error_excerpt and rec.error_excerpt.replace(old_src, str(source))
        for name in ("module.vmfb", "statistics.json", "compile.log"):
            if (entry / name).exists():
                shutil.copyfile(entry / name, out_dir / name)
    except (OSError, KeyError, TypeError, ValueError):
        return None
    rec.argv, rec.cached = argv, True
    if not rec.statistics:
        read_statistics(rec, out_dir / "statistics.json")  # a failure cached before its figures were kept
    rec.vmfb_path = str(out_dir / "module.vmfb") if rec.status is Stage.OK else None
    rec.log_path = str(out_dir / "compile.log")
    return rec


# ---- the stage: a module's variants, once per run ----------------------------------------------


def _source_id(source: Path) -> tuple:
    """A source as the memo tells it apart: its path, and its size and mtime,
    so a file rewritten in place (a reducer's step) is another module."""
    path = Path(source).resolve()
    try:
        st = path.stat()
        return str(path), st.st_size, st.st_mtime_ns
    except OSError:
        return str(path), None, None


class _Flight:
    """One compile under way: its waiters wake when it ends, and share its error if it fails."""

    def __init__(self):
        self.done = threading.Event()
        self.error: BaseException | None = None


class ModuleMemo:
    """Single-flight compiles: the first caller of a key compiles, the
    others wait for it and share its record (or its exception: one failure
    is not tried again by each waiter in turn). A module serving several
    entries is compiled once, whichever entry gets there first. Keys come
    from core/keys.py memo_key."""

    def __init__(self):
        self._lock = threading.Lock()
        self._done: dict[tuple, object] = {}
        self._busy: dict[tuple, _Flight] = {}

    def peek(self, key: tuple):
        """What a finished compile of this key gave, or None."""
        with self._lock:
            return self._done.get(key)

    def get(self, key: tuple, make: Callable[[], object], valid: Callable[[object], bool] = lambda v: True):
        """`valid` says whether a finished value still holds (its artifacts
        may have been removed since, by a reducer cleaning its steps)."""
        while True:
            with self._lock:
                if key in self._done:
                    if valid(self._done[key]):
                        return self._done[key]
                    del self._done[key]
                flight = self._busy.get(key)
                mine = flight is None
                if mine:
                    flight = self._busy[key] = _Flight()
            if not mine:
                flight.done.wait()
                if flight.error is not None:
                    raise flight.error
                continue
            try:
                value = make()
                with self._lock:
                    # An interrupted compile is not remembered: a resumed run does it again.
                    if not (isinstance(value, CompileRecord) and value.status is Stage.INTERRUPTED):
                        self._done[key] = value
                return value
            except BaseException as e:
                flight.error = e
                raise
            finally:
                with self._lock:
                    del self._busy[key]
                flight.done.set()


def _artifacts_exist(rec: CompileRecord) -> bool:
    return rec.status is not Stage.OK or bool(rec.vmfb_path and Path(rec.vmfb_path).exists())


@dataclass
class Compiler:
    """The compile stage of one run: what every compile shares, and the
    memo that makes a module's compile happen once."""

    ctx: CompileContext
    sharing_prefix: bool = False
    memo: ModuleMemo = field(default_factory=ModuleMemo)
    # Reach first: compare the pair's IR where its flags stop acting before compiling on.
    screening: bool = True

    def _prefix(self, source: Path, flags: list[str], out_dir: Path, timeout: float, make: bool) -> Prefix | None:
        key = memo_key("prefix", _source_id(source), flags)
        if not make:
            found = self.memo.peek(key)
            return found if found is not None and found.path.exists() else None
        return self.memo.get(key, lambda: compile_prefix(self.ctx, source, flags, out_dir, timeout),
                             valid=lambda p: p is None or p.path.exists())

    def _one(self, source: Path, flags: list[str], out_dir: Path, timeout: float,
             prefix: Prefix | None) -> CompileRecord:
        key = memo_key("module", _source_id(source), flags, str(out_dir))
        rec = self.memo.get(key, lambda: compile_variant(self.ctx, source, flags, out_dir, timeout, prefix),
                            valid=_artifacts_exist)
        return replace(rec, notes=list(rec.notes), statistics=dict(rec.statistics))

    def variants(self, prep: Prepared, names: tuple[str, ...], progress=None) -> dict[str, VariantResult]:
        """Compile each named variant of the case's module. Variants whose
        flags differ from the baseline's only in flags that act after the
        prefix phase resume from the baseline's prefix, compiled once."""
        module = prep.module
        if progress is not None:
            progress.stage(prep.case.name, "compiling")
        variants = [module.variant(n) for n in names]
        flags = {v.name: module.flags_of(v) for v in variants}
        base = module.flags_of(module.variant("baseline"))
        sharing = [v for v in variants if can_share_prefix(base, flags[v.name])] if self.sharing_prefix else []
        # A prefix pays off from two variants on; a lone variant (a reducer
        # compiles the failing side first) only reuses one already made.
        prefix = self._prefix(module.source, base, module.dir / "prefix", module.compile_timeout,
                              make=len(sharing) >= 2) if sharing else None
        same = self._screen(module, base, flags, sharing, prefix)
        out = {}
        for v in sorted(variants, key=lambda v: v.name != "baseline"):  # the baseline first: a screened one copies it
            procs.check()
            vr = VariantResult(v.name, flags[v.name])
            if v.name in same and "baseline" in out and cacheable(out["baseline"].compile):
                vr.compile = same_module(out["baseline"].compile, module.dir / v.name, same[v.name])
            else:
                if progress is not None:
                    progress.stage(prep.case.name, f"compiling the {v.name} of", module.dir / v.name / "statistics.json")
                vr.compile = self._one(module.source, vr.flags, module.dir / v.name, module.compile_timeout,
                                       prefix if v in sharing else None)
            if vr.compile.status is Stage.FLAG_UNSUPPORTED and vr.compile.unsupported_flag:
                vr.compile.flag_from = flag_origin(prep, v, vr.compile.unsupported_flag)
            out[v.name] = vr
        return {n: out[n] for n in names}

    def again(self, prep: Prepared, name: str = "baseline") -> CompileRecord:
        """A variant compiled a second time, past every cache and memo, from the
        same prefix when it shares one: what the compiler gives on its own."""
        module = prep.module
        flags = module.flags_of(module.variant(name))
        base = module.flags_of(module.variant("baseline"))
        prefix = self._prefix(module.source, base, module.dir / "prefix", module.compile_timeout, make=False) \
            if self.sharing_prefix and can_share_prefix(base, flags) else None
        return compile_variant(replace(self.ctx, cache=None), module.source, flags, module.dir / f"{name}-again",
                               module.compile_timeout, prefix)

    def failing_pass(self, prep: Prepared, name: str, first: CompileRecord) -> tuple[str, CompileRecord]:
        """The pass a failed variant failed in: the variant compiled again in
        full with the compiler's failure dump, on one thread (threads interleave
        their dumps), which stops at the first failure; cached like any compile.
        "" when the second compile names none or does not fail as `first` did;
        and that second compile's record (one that compiled says the failure
        did not repeat)."""
        module = prep.module
        flags = [*module.flags_of(module.variant(name)), *DUMP_FLAGS]
        rec = self._one(module.source, flags, module.dir / f"{name}-failing-pass", module.compile_timeout, None)
        if not same_failure(rec, first):
            return "", rec
        found, arg = failing_pass(rec.log_text())
        return (f"{found} ({arg})" if found and arg else found), rec

    def retry(self, prep: Prepared, name: str) -> CompileRecord:
        """A variant whose failure did not repeat, compiled once more as the run
        compiled it, in full, its outcome replacing the cached one."""
        module = prep.module
        return compile_variant(self.ctx, module.source, module.flags_of(module.variant(name)),
                               module.dir / f"{name}-retry", module.compile_timeout, None, fresh=True)

    def phase_ir(self, prep: Prepared, name: str, phase: str, out: Path) -> Path | None:
        """A variant's IR after `phase`, compiled on from the run's shared prefix
        (and cached as the screen's is); None without a prefix to resume from."""
        module = prep.module
        flags = module.flags_of(module.variant(name))
        base = module.flags_of(module.variant("baseline"))
        if not self.sharing_prefix or not can_share_prefix(base, flags):
            return None
        prefix = self._prefix(module.source, base, module.dir / "prefix", module.compile_timeout, make=False)
        data = compile_phase(self.ctx, prefix, flags, phase, out, module.compile_timeout) if prefix else None
        if data is None:
            return None
        if not out.exists():
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
        return out

    def _screen(self, module: Module, base: list[str], flags: dict[str, list[str]], sharing: list,
                prefix: Prefix | None) -> dict[str, str]:
        """Reach first: the variants whose IR after the phase their differing
        flags act by is the baseline's (name -> that phase)."""
        shared = {v.name for v in sharing}
        if not self.screening or prefix is None or "baseline" not in shared:
            return {}
        same = {}
        for name in sorted(shared - {"baseline"}):
            phase, _ = screen_phase(base, flags[name])
            if phase is None or cached_module(self.ctx, module.source, flags[name], prefix):
                continue  # a module compiled before costs less than comparing
            ours, theirs = (self.memo.get(memo_key("phase", prefix.key, f, phase), lambda f=f, n=n: compile_phase(
                self.ctx, prefix, f, phase, module.dir / "screen" / f"{n}.{phase}.mlirbc", module.compile_timeout))
                for n, f in (("baseline", base), (name, flags[name])))
            if ours is not None and ours == theirs:
                same[name] = phase
        return same

    def references(self, prep: Prepared, progress=None) -> Iterator["CompiledReference"]:
        """The reference plans for a case, most precise first, each compiled
        only when the one before it could not serve."""
        module, entry = prep.module, prep.entry
        target = module.target_of("reference")
        base_flags = next((v.flags for v in module.variants if v.name == "reference"),
                          reference_variant(prep.case.variant_flags).flags)
        arg_types = [a.element_type for a in entry.sig.args]
        res_types = [r.element_type for r in entry.sig.results]
        f64 = None
        if "f32" in set(arg_types) | set(res_types):
            f64 = self.memo.get(memo_key("f64", _source_id(module.source)), lambda: f64_source(prep),
                                valid=lambda p: p is None or p.exists())
        if progress is not None:
            progress.stage(prep.case.name, "compiling the arbiter for")
        for i, plan in enumerate(reference_plans(tuple(base_flags), arg_types, res_types, f64)):
            procs.check()
            flags = [*module.suite, *target.compile_flags, *module.shared, *plan.flags]
            vr = VariantResult("reference", flags)
            vr.compile = self._one(plan.source or module.source, flags, module.dir / f"reference-{i}",
                                   module.compile_timeout, None)
            yield CompiledReference(plan, vr, target.name, compiled(module, vr))


def flag_origin(prep: Prepared, variant: Variant, flag: str) -> str | None:
    """Where a flag the compiler refused came from, so the user knows what
    to fix: the difftest.toml that sets it, the command line, the target or
    the suite; None when it cannot be told."""
    module, case = prep.module, prep.case
    target = module.target_of(variant.name)
    own = case.variant_flags.get(variant.name)
    if flag in module.suite:
        return "the suite's own flags"
    if flag in target.compile_flags:
        return f"target {target.name}'s flags"
    if flag in case.config.flags or (own is not None and tuple(variant.flags) == tuple(own) and flag in own):
        return _config_setting(case.configs, flag) or "the case's config (a suite's flagfile, say)"
    if flag in module.shared:
        return "--compile-flag on the command line"
    defaults = {"baseline": DEFAULT_BASELINE, "candidate": DEFAULT_CANDIDATE}
    if flag in variant.flags and variant.name in SIDES:
        if own is None and tuple(variant.flags) == defaults[variant.name]:
            return "the default pair"
        return f"--{variant.name}-flag on the command line"
    return None


def _config_setting(configs: tuple[Path, ...], flag: str) -> str | None:
    """The nearest of a case's difftest.toml files that holds `flag`."""
    for path in reversed(configs):
        try:
            if flag in path.read_text():
                return str(path)
        except (OSError, UnicodeDecodeError):
            continue
    return None


@dataclass(frozen=True)
class CompiledModule:
    """What the compile stage gives the execute stage: one variant's module
    as it was built, for the target it was built for."""

    variant: str
    vmfb: Path
    digest: str | None
    target: Target
    flags: tuple[str, ...]


# The compile stage's answer for a case: each variant that compiled, by name.
Compiled = dict[str, CompiledModule]


def compiled(module: Module, vr: VariantResult) -> CompiledModule | None:
    """What the compile stage gives for a variant: its module, or None where
    it did not compile (its record says why)."""
    rec = vr.compile
    if rec is None or rec.status is not Stage.OK or not rec.vmfb_path:
        return None
    return CompiledModule(vr.name, Path(rec.vmfb_path), rec.vmfb_sha256, module.target_of(vr.name), tuple(vr.flags))


@dataclass
class CompiledReference:
    """One reference plan, its compile record, the target it was compiled
    for, and its module where it compiled."""

    plan: ReferencePlan
    variant: VariantResult
    target: str | None = None
    module: CompiledModule | None = None

    @property
    def ok(self) -> bool:
        return self.variant.compile.status is Stage.OK and self.module is not None


def f64_source(prep: Prepared) -> Path | None:
    """The module's IR with every f32 made f64, written once per source: the
    file is named by the source's content, so an edited case (the same --out,
    a --resume) is never judged against the rewrite of what it was."""
    source = prep.module.source
    path = prep.module.dir / "reference-f64" / f"source.{rewrite_key(Path(source).read_bytes())}.f64.mlir"
    if path.exists():
        return path
    text, _ = promote_f32_to_f64(source)
    if text is None:
        return None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path
