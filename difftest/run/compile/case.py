"""What a run does at compile, for one case: where its modules come from
(`Source`: compiled here, or a bundle's), each variant's module, then what
the pair's records answer before anything runs:

    the variants (a shared prefix, the screen: modules.py)
    -> the pass each failure happened in, and a failure that does not
       repeat compiled once more (flaky)
    -> both sides out of memory: the machine's, not the flag's
    -> reach (where the pair's modules first differ: reach.py)
    -> the baseline compiled again where the pair differs only where
       iree-compile may differ from itself (noise)
    -> where the flag acts (the structure read)
    and, asked after the pair's verdict: --retry-limits (limits.py).

`CaseCompile` records all of it on the case's result. The structure read is
the structure stage's (run/structure/), which comes after this one and is not
imported here: this module decides when it is worth reading (`wants_structure`)
and calls the reader that run/stages.py hands in. What a report adds to a
verdict here (a pass's name, noise, the structure, a limit's price) is a
finding when it fails, never the case's verdict.
"""
from __future__ import annotations

from typing import Callable, Iterable, Protocol

from ...core import procs
from ...core.results import CaseResult, CompileRecord, Reach, VariantResult
from ...core.verdicts import Stage, same_failure
from ...toolchains.base import ToolchainUnavailable
from ..plan.prepare import Prepared, prepare
from ..plan.settings import Planned, RunSettings
from .limits import retry_limits
from .modules import CompiledModule, CompiledReference, Compiler, compiled
from .outcome import cacheable, machine_short_of_memory
from .reach import net_of_noise, noise_of, reach_of, wants_second_compile


class Source(Protocol):
    """Where a case's prepared record and modules come from."""

    def prepare(self, planned: Planned, settings: RunSettings, result: CaseResult) -> Prepared | None: ...

    def compile(self, prep: Prepared, names: tuple[str, ...]) -> dict[str, VariantResult]: ...

    def references(self, prep: Prepared) -> Iterable[CompiledReference]: ...


class Here:
    """Prepared and compiled on this machine, each module once per run."""

    def __init__(self, compiler: Compiler, progress=None):
        self.compiler = compiler
        self.progress = progress  # None: compiles say nothing

    def prepare(self, planned: Planned, settings: RunSettings, result: CaseResult) -> Prepared | None:
        return prepare(planned, settings, result)

    def compile(self, prep: Prepared, names: tuple[str, ...]) -> dict[str, VariantResult]:
        return self.compiler.variants(prep, names, self.progress)

    def references(self, prep: Prepared) -> Iterable[CompiledReference]:
        return self.compiler.references(prep, self.progress)


# Where a pair's reach makes the structure worth reading: its modules differ where dispatches are made
# (or the candidate then fails).
_STRUCTURE_AT = ("dispatch creation", "compile outcome")


def wants_structure(reach: Reach | None) -> bool:
    return reach is not None and reach.changed and reach.where in _STRUCTURE_AT


class CaseCompile:
    """One case's compile as a run does it, recorded into `result`. Only a
    source that compiles here (`Here`) compiles more than the variants: the
    failing pass, the flaky retry, the second compile and the lifted limits."""

    def __init__(self, source: Source, prep: Prepared, settings: RunSettings, result: CaseResult, progress):
        self.source = source
        self.prep = prep
        self.settings = settings
        self.result = result
        self.progress = progress  # the run's progress line
        self.here: Compiler | None = source.compiler if isinstance(source, Here) else None

    def variants(self, names: tuple[str, ...], structure: Callable[[], dict | None] | None = None
                 ) -> dict[str, CompiledModule | None]:
        """Compile the named variants and record what their records answer;
        each variant's module (None where it has none, or none any more).
        `structure` reads where the flag acts (run/structure/), for a pair
        whose reach asks for it."""
        compiled_now = self.source.compile(self.prep, names)
        if self.settings.cross_device:
            for name, vr in compiled_now.items():
                vr.target = self.prep.module.target_of(name).name
        self.result.variants.update(compiled_now)
        modules = {name: compiled(self.prep.module, vr) for name, vr in compiled_now.items()}
        self.result.module = self.prep.module.key()
        modules.update(self._failing_passes())  # first: a failure that does not repeat is replaced by what compiled
        v = self.result.variants
        if "baseline" in v and "candidate" in v:
            machine_short_of_memory([v["baseline"].compile, v["candidate"].compile])
            self.result.reach = None if self.settings.cross_device else reach_of(v["baseline"].compile,
                                                                                 v["candidate"].compile)
            self._compiler_noise()
            if structure is not None and wants_structure(self.result.reach):
                self.result.where = self.extra("where the flag acts could not be read", structure)
        return modules

    def lift_limits(self) -> None:
        """--retry-limits: a side that failed only on a limit, compiled again with it lifted (limits.py)."""
        failed = any(v.compile is not None and v.compile.status is Stage.FAILED for v in self.result.variants.values())
        if failed and self.settings.retry_limits and self.here is not None:
            self.progress.stage(self.prep.case.name, "compiling with the limits lifted, for the price, of")
            self.result.findings += self.extra("a limit could not be lifted to see its price",
                                               lambda: retry_limits(self.here, self.prep, self.result)) or []

    def extra(self, what: str, fn: Callable[[], object]):
        """fn(), for what a report adds to a verdict: a failure there is a finding, never the case's verdict
        (Ctrl-C and a toolchain that went away still stop the run)."""
        try:
            return fn()
        except (procs.Interrupted, ToolchainUnavailable):
            raise
        except Exception as e:
            self.result.findings.append(f"{what}: {type(e).__name__}: {e}")
            return None

    def _failing_passes(self) -> dict[str, CompiledModule]:
        """Each variant that failed to compile, the pass it failed in (one more
        compile of that variant; --no-failing-pass skips it); the modules of
        those whose failure did not repeat."""
        if self.here is None or not self.settings.name_passes:
            return {}
        # Only a failure the compiler gives again (never "out of memory twice"), the candidate's first:
        # a baseline that fails alike shares its pass.
        failed = [(n, vr.compile) for n, vr in reversed(self.result.variants.items())
                  if vr.compile is not None and vr.compile.status is Stage.FAILED and cacheable(vr.compile)]
        modules = {}
        for name, rec in failed:
            twin = next((r for n, r in failed if n != name and r.failing_pass and same_failure(r, rec)), None)
            if twin is not None:
                rec.failing_pass = twin.failing_pass
            if rec.failing_pass is not None:
                continue
            self.progress.stage(self.prep.case.name, f"naming the pass the {name} failed in, of")
            found, second = self.extra(f"the pass the {name} failed in could not be named",
                                       lambda: self.here.failing_pass(self.prep, name, rec)) or ("", None)
            rec.failing_pass = found
            if second is not None and second.status is Stage.OK and (module := self._flaky(name, rec)) is not None:
                modules[name] = module
        return modules

    def _flaky(self, name: str, first: CompileRecord) -> CompiledModule | None:
        """A failure the compiler did not give again (the compile that names
        its pass compiled): one more compile as the run's decides. The
        success was thrown away, the failure kept, cached and reported as the
        flag's regression. The module of what compiled, if it did."""
        third = self.extra(f"the {name} could not be compiled again", lambda: self.here.retry(self.prep, name))
        if third is None:
            return None
        if third.status is not Stage.OK:
            first.notes.append("it compiled once on one thread with the failure dump: the failure may depend on the "
                               "compiler's threads")
            return None
        third.notes.append(f"failed once ({first.error_line}), then compiled twice (once on one thread with the "
                           "failure dump): a flaky compile")
        self.result.variants[name].compile = third
        self.result.findings.append(f"iree-compile failed the {name} once ({first.error_line}) and compiled it on "
                                    "the next two tries: judged by what compiled; the failure was not remembered")
        return compiled(self.prep.module, self.result.variants[name])

    def _compiler_noise(self) -> None:
        """Where the pair differs only where iree-compile may differ from itself
        (or on --determinism always), the baseline compiled again: a difference
        the compiler makes on its own is never the flag's reach."""
        if self.here is None or not wants_second_compile(self.result.reach, self.settings.determinism):
            return
        self.progress.stage(self.prep.case.name, "compiling the baseline again (does iree-compile repeat?) for")
        second = self.extra("the baseline could not be compiled a second time to see if iree-compile repeats",
                            lambda: self.here.again(self.prep, "baseline"))
        if second is None:
            return
        first, cand = self.result.variants["baseline"].compile, self.result.variants["candidate"].compile
        if first.cached and not cand.cached:
            # A module from the cache may have been compiled from another copy of the source, whose path the
            # module embeds: the fresh baseline is the candidate's like, and the pair is judged by it.
            self.result.reach = reach_of(second, cand)
            return
        if first.cached:
            return  # both from the cache, alike: nothing fresh to tell the compiler's noise by
        noise = noise_of(first, second)
        self.result.compiler_noise = noise
        self.result.reach = net_of_noise(self.result.reach, noise)
        if noise is not None and not noise.deterministic:
            self.result.findings.append(f"iree-compile is not deterministic here: two compiles of the baseline "
                                        f"differ at {noise.where} ({noise.detail}), their modules "
                                        f"{noise.bytes_apart} bytes apart in size")
