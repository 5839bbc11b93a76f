"""The run's header, as every report starts it: what was run, with which
compiler and flags, on which target, CPUs and devices, and what an --lf run
ran of the corpus."""
from __future__ import annotations

from ..core.figures import plural
from ..toolchains.devices import device_label


def device_lines(meta: dict | None) -> list[str]:
    """Where each variant ran: the device's URI and the name its driver gives it."""
    devices = (meta or {}).get("devices") or {}
    if not isinstance(devices, dict):
        return []
    out = []
    for name, d in devices.items():
        if not isinstance(d, dict):
            continue
        text = f"{name} runs on {device_label(d.get('uri') or d.get('driver') or '?', d.get('name'))}"
        if d.get("problem"):
            text += f": not available here ({str(d['problem']).splitlines()[0][:160]})"
        out.append(text)
    return out


def _others(sel: dict) -> int:
    ran, of = sel.get("ran"), sel.get("of")
    return of - ran if isinstance(ran, int) and isinstance(of, int) else 0


def selection_line(meta: dict | None) -> str | None:
    """What an --lf run ran, and what it stands on: the other cases stand
    as the run it chose from judged them, by that run's compiler."""
    sel = (meta or {}).get("selection")
    if not isinstance(sel, dict):
        return None
    of = sel.get("of") if isinstance(sel.get("of"), int) else 0
    text = f"--last-failed: {sel.get('ran')} of {plural(of, 'case')}, those {sel.get('from')} did not pass"
    if _others(sel):
        text += f"; the other {_others(sel)} stand as it judged them"
        then = sel.get("from_toolchain") if isinstance(sel.get("from_toolchain"), dict) else {}
        now = (meta or {}).get("toolchain") or {}
        if (then.get("version"), then.get("commit")) != (now.get("version"), now.get("commit")):
            text += (f", by iree-compile {then.get('version')} @ {(then.get('commit') or '?')[:12]}, not this run's "
                     "compiler")
    return text


def selection_note(meta: dict | None) -> str:
    """The gate's words for an --lf run: its cases are not all of them."""
    sel = (meta or {}).get("selection")
    if not isinstance(sel, dict) or not _others(sel):
        return ""
    return (f"; for the {sel.get('ran')} of {sel.get('of')} cases --last-failed ran (the other {_others(sel)} stand "
            f"as {sel.get('from')} judged them)")


def target_text(meta: dict, key: str = "target") -> str:
    """A target as a run names it, with the CPU its modules were compiled for
    where that is a CPU (`llvm-cpu, compiled for znver4+avx512+bf16+vnni`)."""
    name = str(meta.get(key) or "?")
    cpu = (meta.get("cpus") or {}).get(name) if isinstance(meta.get("cpus"), dict) else None
    return f"{name}, compiled for {cpu}" if cpu and cpu != name.partition(":")[2] else name


def meta_lines(meta: dict | None) -> list[str]:
    """Who ran what, where: enough to reproduce or distrust a report."""
    if not meta:
        return []
    tc = meta.get("toolchain") or {}
    host = meta.get("host") or {}
    out = [f"difftest {meta.get('difftest_version', '?')}, run {meta.get('run_id', '?')}, {meta.get('date', '')}",
           f"toolchain {tc.get('spec', '?')}: iree-compile {tc.get('version', '?')} @ {(tc.get('commit') or '?')[:12]}"
           + (f", runtime {tc['runtime']}" if tc.get("runtime") not in (None, "own") else ""),
           f"target {target_text(meta)} ({meta.get('driver', '?')}) on {host.get('cpu', '?')}"
           + (f"; baseline target {target_text(meta, 'baseline_target')}" if meta.get("baseline_target") else "")]
    out += device_lines(meta)
    out += variant_lines(meta)
    if selection_line(meta):
        out.append(selection_line(meta))
    return out


def flag_lines(variants: dict, indent: str = "") -> list[str]:
    """One line a variant: `baseline: FLAGS`."""
    return [f"{indent}{name}: {' '.join(flags) or '(no extra flags)'}" for name, flags in variants.items()]


def pair_lines(sets: list, corpora) -> list[str]:
    """A run whose corpora configure pairs of their own: each pair, and the
    corpora and cases that compiled it (meta["variant_set_corpora"], in the
    sets' order; a report from before it names the pairs by number alone).
    Never one pair's flags shown as the run's: that was the first pair met."""
    who = corpora if isinstance(corpora, list) and len(corpora) == len(sets) else [{}] * len(sets)
    out = [f"{len(sets)} pairs: the corpora configure their own"]
    for n, (flags, w) in enumerate(zip(sets, who), 1):
        names = [str(c) for c in w.get("corpora", [])] if isinstance(w, dict) else []
        shown = ", ".join(names[:3]) + (f", +{len(names) - 3} more" if len(names) > 3 else "")
        cases = w.get("cases") if isinstance(w, dict) and isinstance(w.get("cases"), int) else None
        said = "; ".join(x for x in (shown, plural(cases, "case") if cases is not None else "") if x)
        out.append(f"pair {n}" + (f" ({said})" if said else "") + ":")
        out += flag_lines(flags if isinstance(flags, dict) else {}, "  ")
    return out


def flagset_lines(meta: dict) -> list[str]:
    """The named flag set every variant was compiled in (meta["flagset"]), what its target flags
    picked, and what it took of the pair's difference."""
    fs = meta.get("flagset") if isinstance(meta.get("flagset"), dict) else None
    if not fs:
        return []
    out = [f"flag set {fs.get('name')} ({fs.get('origin')}), every variant, after the case's own flags: "
           f"{' '.join(fs.get('flags') or ()) or '(no other flags)'}"]
    if fs.get("target"):
        out.append(f"  its target flags ({' '.join(fs.get('target_flags') or ())}) pick --target {fs['target']}")
    if fs.get("renamed"):
        out.append("  spelled as the target's profile writes it: " + ", ".join(
            f"{a} as {b}" for a, b in fs["renamed"] if isinstance(a, str) and isinstance(b, str)))
    if fs.get("holds_candidate_flags"):
        out.append(f"  it holds the candidate's own {' '.join(fs['holds_candidate_flags'])}: the baseline gets "
                   "it too (a pair that differs by it alone compiles one module twice)")
    return out


def variant_lines(meta: dict) -> list[str]:
    """Each variant's flags; for a cross-device pair that compares the same
    flags, one line saying so and what it compares (meta["pair"])."""
    pair = meta.get("pair") if isinstance(meta.get("pair"), dict) else {}
    said = {"baseline", "candidate"} if pair.get("same_flags") and pair.get("text") else set()
    out = [str(pair["text"])] if pair.get("text") else []
    sets = meta.get("variant_sets")
    if isinstance(sets, list) and len(sets) > 1:
        out += pair_lines(sets, meta.get("variant_set_corpora"))
    else:
        out += flag_lines({k: v for k, v in (meta.get("variants") or {}).items() if k not in said})
    out += flagset_lines(meta)
    if meta.get("compiled_in_full"):
        out.append(str(meta["compiled_in_full"]))
    return out
