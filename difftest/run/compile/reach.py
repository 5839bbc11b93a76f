"""Where a pair's modules first differ, from what their compile records
already hold: the answer to "does the flag even reach this case?", in the
order of the compiler's phases."""
from __future__ import annotations

from ...core.figures import BY_NAME, human_bytes
from ...core.results import CompileRecord, CompilerNoise, Reach
from ...core.verdicts import Stage

# Outcomes the compiler itself gave: a module, or its own error or crash.
_COMPILER_SAID = (Stage.OK, Stage.FAILED, Stage.CRASHED)
# Statistics that dispatch creation decides, then those that stream scheduling does.
_DISPATCH = ("dispatch-count", "executable-count")


def _figure(name: str, b: int | None, c: int | None) -> str:
    fig = BY_NAME.get(name)
    fmt = human_bytes if fig is not None and fig.in_bytes else str
    label = fig.label if fig is not None else name
    return f"{label} {fmt(b) if b is not None else '?'} -> {fmt(c) if c is not None else '?'}"


def reach_of(b: CompileRecord | None, c: CompileRecord | None) -> Reach | None:
    """None when a side was not compiled (skipped, decided before)."""
    if b is None or c is None:
        return None
    if b.status is not Stage.OK or c.status is not Stage.OK:
        if not (b.status in _COMPILER_SAID and c.status in _COMPILER_SAID):
            return None  # an unknown flag, a timeout, the machine: nothing known of the modules
        if b.status is not Stage.OK and c.status is not Stage.OK and \
                (b.error_line or "") == (c.error_line or ""):
            return None  # no module on either side to compare
        return Reach(True, "compile outcome", f"baseline {b.status.value}, candidate {c.status.value}")
    if c.screened_at:
        return Reach(False, "same module", f"the same IR after {c.screened_at.replace('-', ' ')}: not compiled past it")
    if b.vmfb_sha256 and b.vmfb_sha256 == c.vmfb_sha256:
        return Reach(False, "same module", "byte-identical modules")
    sb, sc = b.statistics or {}, c.statistics or {}
    for name in _DISPATCH:
        if sb.get(name) != sc.get(name):
            return Reach(True, "dispatch creation", _figure(name, sb.get(name), sc.get(name)))
    for name in sorted(set(sb) | set(sc)):
        if sb.get(name) != sc.get(name):
            return Reach(True, "scheduling", _figure(name, sb.get(name), sc.get(name)))
    if b.executables != c.executables:
        names = sorted(set(b.executables) | set(c.executables), key=lambda n: (b.executables.get(n) is None, n))
        first = next(n for n in names if b.executables.get(n) != c.executables.get(n))
        return Reach(True, "codegen", f"{first} {human_bytes(b.executables.get(first))} -> "
                                      f"{human_bytes(c.executables.get(first))}")
    bs, cs = b.vmfb_sections or {}, c.vmfb_sections or {}
    if bs.get("constants") != cs.get("constants"):
        return Reach(True, "constants", f"constants {human_bytes(bs.get('constants'))} -> "
                                        f"{human_bytes(cs.get('constants'))}")
    return Reach(True, "host module", f"the same dispatches and executables; the VM module differs "
                                      f"({human_bytes(b.vmfb_bytes)} -> {human_bytes(c.vmfb_bytes)})")


# The phases a reach names, in the compiler's order.
PHASES = ("compile outcome", "dispatch creation", "scheduling", "codegen", "constants", "host module")
# Where a pair may differ by iree-compile's own doing: the statistics (dispatches, planned
# memory) repeat on every module seen; machine code and the bytes after it do not always.
PAST_THE_FLAG = ("codegen", "constants", "host module")


def wants_second_compile(reach: Reach | None, determinism: str) -> bool:
    """Compile the baseline again? Always on request; on its own (`auto`) where
    the pair's modules differ only where the compiler may differ from itself."""
    if determinism == "never" or reach is None:
        return False
    return determinism == "always" or (reach.changed and reach.where in PAST_THE_FLAG)


def noise_of(first: CompileRecord, again: CompileRecord) -> CompilerNoise | None:
    """What two compiles of the same baseline say of the compiler; None when the second gave no module."""
    if first.status is not Stage.OK or again.status is not Stage.OK:
        return None
    r = reach_of(first, again)
    if r is None or not r.changed:
        return CompilerNoise(True)
    apart = abs((first.vmfb_bytes or 0) - (again.vmfb_bytes or 0))
    return CompilerNoise(False, r.where, r.detail, apart)


def net_of_noise(reach: Reach | None, noise: CompilerNoise | None) -> Reach | None:
    """The pair's reach, less what the compiler does on its own: a difference no
    earlier than where two baseline compiles differ is not the flag's."""
    if reach is None or noise is None or noise.deterministic or not reach.changed or reach.where not in PHASES \
            or PHASES.index(reach.where) < PHASES.index(noise.where):
        return reach
    return Reach(False, "compiler noise", f"the pair differs at {reach.where} ({reach.detail}), and so do two "
                                          f"compiles of the baseline ({noise.where}: {noise.detail})")
