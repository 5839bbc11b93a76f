"""A run's metadata: who ran what, where, with which options. Every report
carries it, and `--resume` and the follow-up commands read it back."""
from __future__ import annotations

import os
import platform
import secrets
import subprocess
import time
from pathlib import Path

from .. import __version__
from ..core.verdicts import SIDES
from .compile.modules import can_share_prefix, screen_phase
from .options import RunOptions
from .plan.settings import Planned, RunSettings


def new_run_id() -> str:
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def host_description() -> dict:
    """The resolved host CPU: llvm-cpu codegen for `host` depends on it."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    out = {"cpu": cpu, "machine": platform.machine(), "cores": os.cpu_count()}
    try:
        import iree._runtime_libs as libs  # type: ignore

        exe = Path(libs.__file__).parent / "iree-cpuinfo"
        if exe.exists():
            p = subprocess.run([str(exe)], capture_output=True, text=True, timeout=20, stdin=subprocess.DEVNULL)
            out["features"] = sorted(ln.split()[0] for ln in p.stdout.splitlines()
                                     if ln.strip() and ln.split()[-1] == "1")
    except Exception:  # the CPU's features are a nicety; a report without them is still a report
        pass
    return out


def installed_runtime() -> str | None:
    """The version of the iree-base-runtime installed here, if any."""
    try:
        from importlib.metadata import version

        return version("iree-base-runtime")
    except Exception:  # not installed, or installed without metadata (a build tree)
        return None


def runtime_version() -> str:
    v = installed_runtime()
    return f"iree-base-runtime {v}" if v else "iree-base-runtime (version unknown)"


def _set_key(p: Planned) -> str:
    """The pair a case compares, as reports group cases (CaseResult.pair_key):
    a reference of other flags is the same pair, or the header counts "3 pairs"
    where the totals number two."""
    return repr([(v.name, v.flags) for v in p.variants if v.name in SIDES])


def _set_order(p: Planned) -> tuple:
    """The pairs' order, by their flags (baseline, then candidate): the one
    every report numbers them by (report.figures.pair_groups)."""
    flags = {v.name: tuple(v.flags) for v in p.variants}
    return flags.get("baseline", ()), flags.get("candidate", ()), _set_key(p)


def _distinct(planned: list[Planned]) -> list[Planned]:
    """One case of each flag set, the sets in their order."""
    first: dict[str, Planned] = {}
    for p in planned:
        first.setdefault(_set_key(p), p)
    return sorted(first.values(), key=_set_order)


def variant_sets(planned: list[Planned]) -> list[dict[str, list[str]]]:
    """The distinct pairs the cases compiled, in the pairs' order, each with
    its reference's flags where every case of the pair has the same."""
    refs: dict[str, set] = {}
    for p in planned:
        refs.setdefault(_set_key(p), set()).update(tuple(v.flags) for v in p.variants if v.name not in SIDES)
    return [{v.name: list(v.flags) for v in p.variants if v.name in SIDES or len(refs[_set_key(p)]) == 1}
            for p in _distinct(planned)]


def variant_set_corpora(planned: list[Planned]) -> list[dict]:
    """Who compiled each of variant_sets' sets, in its order: the corpora
    (a case's name less its key: `llama8b`, `data_tiling_cpu`) and how many
    cases. A header that shows one pair of several names each one's own."""
    out: dict[str, dict] = {_set_key(p): {"corpora": [], "cases": 0} for p in _distinct(planned)}
    for p in planned:
        c = p.case
        corpus = c.name[:-len(c.key)].rstrip("/") if c.key and c.name.endswith(c.key) else c.name.rpartition("/")[0]
        entry = out[_set_key(p)]
        entry["cases"] += 1
        if corpus and corpus not in entry["corpora"]:
            entry["corpora"].append(corpus)
    return list(out.values())


def _both_flags(sets: list[dict[str, list[str]]]) -> str:
    if len(sets) > 1:
        return "each case's own baseline flags"
    return " ".join(sets[0]["baseline"]) if sets and sets[0]["baseline"] else "(no extra flags)"


def pair_meta(settings: RunSettings, planned: list[Planned], sets: list[dict[str, list[str]]]) -> dict:
    """What a cross-device pair compares, as one line every header shows:
    the same flags on two targets, unless told otherwise, and which of the
    candidate's own flags that left out."""
    b, c = settings.baseline_target.name, settings.target.name
    left_out = list(dict.fromkeys(f for p in planned for f in p.left_out))
    same = all(p.variant("baseline").flags == p.variant("candidate").flags for p in planned)
    if not same:
        text = f"the pair compares {b} against {c} with different flags: a difference may be the targets' or the flags'"
    else:
        text = f"baseline and candidate both: {_both_flags(sets)}; the pair compares {b} against {c}"
        if left_out:
            text += (f" (the candidate's own {' '.join(left_out)} is left out: a cross-device pair compares the "
                     "same flags; --candidate-flag gives the candidate others)")
    return {"baseline_target": b, "candidate_target": c, "same_flags": same, "left_out": left_out, "text": text}


def compiled_in_full(settings: RunSettings, sets: list[dict[str, list[str]]]) -> str | None:
    """Why the run's pair is compiled in full, without first comparing its
    IR where the differing flags stop acting (reach first); None when it is
    compared there, or there is no pair."""
    pair = sets[0] if sets else {}
    if "candidate" not in pair or "baseline" not in pair:
        return None
    base, cand = list(pair["baseline"]), list(pair["candidate"])
    if settings.cross_device:
        why = "a cross-device pair"
    elif not settings.sharing_prefix:
        why = "no shared prefix (--no-shared-prefix, or a dir: or git: toolchain)"
    elif not can_share_prefix(base, cand):
        why = "a flag that differs acts before dispatch creation"
    else:
        phase, why = screen_phase(base, cand)
        if phase is not None or why.endswith("are the same"):
            return None
    return f"the pair's modules are compiled in full: {why}"


def run_meta(settings: RunSettings, planned: list[Planned], opts: RunOptions | None, argv: list[str] | None,
             run_id: str) -> dict:
    sets = variant_sets(planned)
    return {
        "difftest_version": __version__, "run_id": run_id, "date": now(),
        "target": settings.target.name, "target_flags": list(settings.target.compile_flags),
        **({"baseline_target": settings.baseline_target.name, "pair": pair_meta(settings, planned, sets)}
           if settings.cross_device else {}),
        "driver": settings.target.driver, "toolchain": settings.toolchain.describe(),
        "host": host_description(), "variants": sets[0] if sets else {},
        # The CPU each CPU target's modules were compiled for: `llvm-cpu` is another CPU on another machine.
        **({"cpus": dict(settings.cpus)} if settings.cpus else {}),
        **({"variant_sets": sets, "variant_set_corpora": variant_set_corpora(planned)} if len(sets) > 1 else {}),
        **({"compiled_in_full": why} if (why := compiled_in_full(settings, sets)) else {}),
        "extra_flags": list(settings.extra_flags), "compile_only": settings.compile_only, "jobs": settings.jobs,
        # The variants as asked for on the command line (corpora may configure their own per case).
        "variant_args": {"baseline": _listed(settings.baseline_flags), "candidate": _listed(settings.candidate_flags),
                         "reference": settings.with_reference},
        "options": opts.to_dict() if opts is not None else None,
        "argv": argv or [], "cwd": os.getcwd(), "artifacts": str(settings.out_dir),
    }


def _listed(flags):
    return list(flags) if flags is not None else None
