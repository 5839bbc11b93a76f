"""Several generated programs in one module, past the compiler's per-module
floor.

Most of a small program's compile is the module's fixed cost (the pipeline,
LLVM's setup, linking), not its ops: one module of eight programs compiles
in about the time of three alone. So a round's programs go into one module,
one function each (`@pNNNNN`), as entries of the module-and-entry cut
(run/plan/prepare.py): the module is compiled once per variant, and each entry
is executed and judged on its own, with the inputs it would have alone.

A module that fails to compile says nothing of the programs that did not
fail, so it is split, and a finding is still one program:
- the programs its errors point into (an error's location is a line of the
  module, and each program owns a range of lines) are judged alone, as the
  cases they are;
- the others go into a module of their own, once more;
- errors that point nowhere (a linker's, a crash) split the module in
  halves, until each failure is one program's.
The side with the flag is compiled first: it is the one that fails most
often, and a module it fails needs no compile of the other side.

What the flag reached is a program's own, not the module's bytes, which
any program in it changes: each variant's module is compiled to the end of
dispatch creation (`--compile-to=flow`, a tenth of a full compile), and
each program's function and its own executables are compared there, where
a flag of global optimisation or dispatch creation (the seed flag, data
tiling, a demotion) acts. A pair that differs in later flags (codegen's) is
judged by the module: every program of a module the flag changed is in its
reach.

Screening (on for a directed campaign): that comparison comes first, and a
program the flag did not reach there is not compiled past it nor executed.
Its module is the same on both sides, so nothing it does can be the flag's;
it is counted as screened out. The programs the flag reached go on, as a
module of their own, with the reach already known. A module a side cannot
compile to the flow phase is compiled in full, and split, as without
screening. What screening gives up: bugs of the pair's common flags in
programs the flag did not reach (`--no-screen` looks for those too).
"""
from __future__ import annotations

import dataclasses
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..core import procs
from ..core.results import CaseResult, CompileRecord
from ..core.verdicts import Stage
from ..corpus.discovery import Case
from ..run.plan.prepare import case_dir_name, module_dir_name
from ..run.plan.settings import Planned
from ..run.stages import CaseRun, StageKit

# Compile outcomes that are some program's: the module is split to find whose.
SPLIT_ON = (Stage.FAILED, Stage.CRASHED, Stage.TIMEOUT)
# Flags that act before the end of dispatch creation: what `--compile-to=flow` shows.
_EARLY = ("--iree-dispatch-creation-", "--iree-global-opt-", "--iree-opt-", "--iree-flow-", "--iree-input-",
          "--iree-preprocessing-")
FLOW_TIMEOUT = 300.0
_LOCATED = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): error:")
# The linker's `>>> .../m00000_linked.o:(p00009_dispatch_2_softmax_...)`: the dispatch that needs a missing symbol.
_REFERENCED = re.compile(r"^>>>.*\((?P<function>[\w$.-]+?)_dispatch_\d+")


@dataclass
class Member:
    """One program of a module."""

    index: int  # the campaign's program index
    name: str  # pNNNNN: its directory, and its function in the module
    dir: Path  # its own directory: the program alone, as a case
    text: str  # its function, as the module holds it
    first: int = 0  # its lines in the module, 1-based, inclusive
    last: int = 0


@dataclass
class Pack:
    name: str
    path: Path
    members: list[Member]
    planned: list[Planned] = field(default_factory=list)  # one entry per member, in order
    # What the flag reached in each member, when a screen of a module they were in found it.
    reach: dict[str, tuple[bool, int]] | None = None
    flow_failed: bool = False  # the screen had no reach at the flow phase: not looked for again after judging


@dataclass
class PackOutcome:
    """What a module's job gave: a result per member, or how to split it."""

    results: dict[str, CaseResult] = field(default_factory=dict)  # member name -> its entry's result
    # member name -> (the flag changed its function, the change in its dispatches); None: judge by the module
    reach: dict[str, tuple[bool, int]] | None = None
    alone: list[Member] = field(default_factory=list)  # members to judge as cases of their own
    groups: list[list[Member]] = field(default_factory=list)  # members to pack again
    failed: str = ""  # why it was split: the side and its first error
    screened: list[Member] = field(default_factory=list)  # members the flag did not reach, not compiled on


def module_name(first: int) -> str:
    """A round's module, named after its first program (m00016: p00016 to p00023)."""
    return f"m{first:05d}"


def module_text(members: list[Member]) -> str:
    """The members' functions, one after another; each member's line range set."""
    lines: list[str] = []
    for m in members:
        body = m.text.rstrip("\n").split("\n")
        m.first, m.last = len(lines) + 1, len(lines) + len(body)
        lines += body
    return "\n".join(lines) + "\n"


def write(name: str, directory: Path, members: list[Member]) -> Pack:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.mlir"
    path.write_text(module_text(members))
    return Pack(name, path, list(members))


def culprits(log: str, pack: Pack) -> list[str]:
    """The members the errors point into, in module order: by an error's
    location (a line of the module), or by the dispatch a linker error says
    needs what is missing (IREE names a dispatch after its function). The
    IR a failure prints is no evidence: a linked executable names every
    program's dispatches."""
    names = {x.name for x in pack.members}
    hit = set()
    for line in log.splitlines():
        line = line.strip()
        m = _LOCATED.match(line)
        if m and Path(m.group("path")).name == pack.path.name:
            n = int(m.group("line"))
            hit |= {x.name for x in pack.members if x.first <= n <= x.last}
        ref = _REFERENCED.match(line)
        if ref and ref.group("function") in names:
            hit.add(ref.group("function"))
    return [x.name for x in pack.members if x.name in hit]


def split(pack: Pack, names: list[str]) -> tuple[list[Member], list[list[Member]]]:
    """(members to judge alone, groups to pack again). The members the errors
    name go alone, the rest together; without one the module is halved, and
    a half of one program is a suspect, judged alone."""
    if len(pack.members) == 1:
        return list(pack.members), []
    named = [m for m in pack.members if m.name in names]
    if named:
        rest = [m for m in pack.members if m.name not in names]
        return named, [rest] if rest else []
    half = (len(pack.members) + 1) // 2
    halves = [pack.members[:half], pack.members[half:]]
    return [h[0] for h in halves if len(h) == 1], [h for h in halves if len(h) > 1]


def entry_case(alone: Case, pack: Pack, member: Member) -> Case:
    """A member as an entry of the module: the program's own case (its key
    seeds the same inputs, its config gives its shapes), calling its function
    in the module. The name shares the module's part before `::`, so every
    entry reads one compile (run/plan/prepare.py's module directory)."""
    return dataclasses.replace(alone, name=f"{pack.name}::{member.name}", path=pack.path.resolve(),
                               config=dataclasses.replace(alone.config, entry=member.name))


def seen_at_flow(base: list[str], cand: list[str]) -> bool:
    """Do the variants differ only in flags that act by the end of dispatch creation?"""
    differing = set(base) ^ set(cand)
    return bool(differing) and all(f.startswith(_EARLY) for f in differing)


_TOP = re.compile(r"^  (?:util\.func|flow\.executable)\b[^@]*@([\w$.-]+)")
_DISPATCHED = re.compile(r"flow\.dispatch @([\w$.-]+)::")


def blocks(text: str) -> dict[str, str]:
    """The module's top-level functions and executables by name, as printed
    (two spaces in, closed by `  }`)."""
    out: dict[str, str] = {}
    name, lines = None, []
    for line in text.splitlines():
        m = _TOP.match(line)
        if m and name is None:
            name, lines = m.group(1), [line]
            if line.rstrip().endswith("}"):
                out[name], name = line, None
            continue
        if name is not None:
            lines.append(line)
            if line.rstrip() == "  }":
                out[name], name = "\n".join(lines), None
    return out


def own_part(found: dict[str, str], function: str) -> tuple[str, int]:
    """A program's function and its executables at the flow phase: those named
    after it and those it dispatches to (flow deduplicates executables, so
    two programs can share one named after the first), and its dispatches
    (a dispatch, or an encoding, which becomes one)."""
    body = found.get(function, "")
    names = {k for k in found if k.startswith(f"{function}_dispatch_")} | \
        {k for k in _DISPATCHED.findall(body) if k in found}
    return "\n".join([body, *(found[k] for k in sorted(names))]), \
        body.count("flow.dispatch @") + body.count("flow.tensor.encode ")


def flow_reach(iree_compile: str, source: Path, flags: dict[str, list[str]], functions: list[str], work: Path,
               timeout: float = FLOW_TIMEOUT) -> dict[str, tuple[bool, int]] | None:
    """Per function: (the variants differ there, the change in its dispatches); None when a
    variant does not compile to the flow phase."""
    texts = {}
    for side in ("baseline", "candidate"):
        out = work / f"{side}.flow.mlir"
        out.parent.mkdir(parents=True, exist_ok=True)
        done = procs.run([str(iree_compile), str(source), *flags[side], "--compile-to=flow",
                          "--mlir-print-local-scope", "-o", str(out)], timeout)
        if done.timed_out or done.returncode != 0 or not out.exists():
            return None
        texts[side] = blocks(out.read_text(errors="replace"))
    reach = {}
    for fn in functions:
        (b, nb), (c, nc) = own_part(texts["baseline"], fn), own_part(texts["candidate"], fn)
        # A function the printout does not show where it is looked for is never called unreached.
        missing = fn not in texts["baseline"] or fn not in texts["candidate"]
        reach[fn] = (b != c or missing, nc - nb)
    return reach


def _first_compiles(run: CaseRun, sides: tuple[str, str]) -> tuple[str, CompileRecord] | None:
    """Each side of the module, the flagged first, through the first entry's
    stages; the side and record of the first that failed, or None."""
    try:
        if not _prepared(run):
            return None
        for side in sides:
            run.compile((side,))
            rec = run.result.variants[side].compile
            if rec.status in SPLIT_ON:
                return side, rec
    except procs.Interrupted:
        raise
    except Exception:  # a broken entry is its own case error, recorded when it runs
        return None
    return None


def _both_compiled(run: CaseRun) -> bool:
    v = run.result.variants
    return all(n in v and v[n].compile is not None and v[n].compile.status is Stage.OK
               for n in ("baseline", "candidate"))


def _prepared(run: CaseRun) -> bool:
    """The first entry prepared (once): False when it was decided before
    compiling; raises for a broken entry, its own case error."""
    return run.prep is not None or run.prepare() is not None


def _pair_flags(run: CaseRun) -> dict[str, list[str]] | None:
    module = run.prep.module if run.prep is not None else None
    return {n: module.flags_of(module.variant(n)) for n in ("baseline", "candidate")} if module else None


def _module_reach(pack: Pack, run: CaseRun) -> dict[str, tuple[bool, int]] | None:
    """flow_reach of the module the first entry prepared, when its pair is told
    apart by the flow phase; None otherwise, or when a side does not get there."""
    flags = _pair_flags(run)
    if flags is None or not seen_at_flow(flags["baseline"], flags["candidate"]):
        return None
    module = run.prep.module
    return flow_reach(run.settings.toolchain.iree_compile, module.source, flags, [m.name for m in pack.members],
                      module.dir / "flow", module.compile_timeout)


def screen(pack: Pack, run: CaseRun) -> PackOutcome | None:
    """Reach first, per program: an PackOutcome that drops the members the flag
    did not reach and packs the others again, with their reach known; None
    when every member goes on as it is (all reached: `pack.reach` is set),
    or when the pair cannot be screened (flags that act later, a side that
    does not compile to the flow phase, a broken entry)."""
    try:
        if not _prepared(run):
            return None
    except procs.Interrupted:
        raise
    except Exception:  # a broken entry is its own case error, recorded when it runs
        return None
    reach = _module_reach(pack, run)
    if reach is None:
        pack.flow_failed = True
        return None
    pack.reach = reach
    kept = [m for m in pack.members if reach[m.name][0]]
    if len(kept) == len(pack.members):
        return None
    return PackOutcome(reach=reach, groups=[kept] if kept else [],
                   screened=[m for m in pack.members if not reach[m.name][0]])


def run(pack: Pack, kit: StageKit, flagged: str, run_case: Callable[[Planned, StageKit], CaseResult],
        screening: bool = False) -> PackOutcome:
    """The module's job: compiled once per variant, then every entry judged,
    and what the flag reached in each; or, when some program fails it, the
    split; or, screening, the members the flag did not reach dropped."""
    other = "baseline" if flagged == "candidate" else "candidate"
    first = CaseRun(pack.planned[0], kit)
    if screening and pack.reach is None:
        screened = screen(pack, first)
        if screened is not None:
            shutil.rmtree(entry_dir(kit.settings.out_dir, pack.planned[0]), ignore_errors=True)
            return screened
    failed = _first_compiles(first, (flagged, other))
    if failed is not None:
        side, rec = failed
        shutil.rmtree(entry_dir(kit.settings.out_dir, pack.planned[0]), ignore_errors=True)
        alone, groups = split(pack, culprits(rec.log_text(), pack))
        return PackOutcome(reach=pack.reach, alone=alone, groups=groups,
                       failed=f"{side}: {rec.error_line or rec.status.value}")
    out = PackOutcome(reach=pack.reach)
    for m, p in zip(pack.members, pack.planned):
        if procs.stopping():
            return out
        out.results[m.name] = run_case(p, kit)
    if out.reach is None and not pack.flow_failed and first.prep is not None and _both_compiled(first):
        out.reach = _module_reach(pack, first)
    return out


def remove(pack: Pack, out_dir: Path) -> None:
    """The module's artifacts and its file, once every entry is recorded."""
    if pack.planned:
        shutil.rmtree(out_dir / module_dir_name(pack.planned[0].case), ignore_errors=True)
    pack.path.unlink(missing_ok=True)


def entry_dir(out_dir: Path, planned: Planned) -> Path:
    return out_dir / case_dir_name(planned.case)
