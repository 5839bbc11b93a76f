"""Where and how the flag acts (`difftest where`, and explain when nothing diverged), the reviewer's first
question. For each case, both variants are compiled to the end of dispatch
creation (`--compile-to=flow`, seconds even at 8B widths) and read with the
MLIR bindings:
- the census of encodings (census.py);
- the sites of each flag's pattern and which the candidate fused (sites.py);
- the dispatch graph before and after, matched group by group, with each
  changed group's executables side by side and their diff (dispatch_diff.py);
- a picture of both graphs (report/dispatch_graph.py).

It reads the IR at dispatch creation even when the candidate fails later
(in codegen): where the flag acted is what that bug report needs.
"""
from __future__ import annotations

import shlex
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ...core import procs
from ...core.atomic import write_atomic
from ...core.cache import JsonMemo
from ...core.keys import CACHE_DIRS, structure_key
from ...core.mlir import IRParseError
from ...report.dispatch_graph import render_svg, write_html
from ...report.header import target_text
from ..plan.prepare import Prepared
from ..plan.settings import RunSettings
from . import census as census_mod
from . import dispatch_diff, sites as sites_mod
from .answer import answer, needed
from .contexts import table_lines as contexts_table
from .flowgraph import FlowGraph, short_loc
from .flowread import encoding_dispatches, encoding_dispatches_in_text, load
from .picture import picture_of

PHASE = "flow"
# Flags that pick the phases themselves: ours replace them.
_PHASE_FLAGS = ("--compile-to", "--compile-from", "--compile-mode", "--emit-mlir-bytecode", "-o")


@dataclass
class Where:
    """What `difftest where` found for one case; where.json holds a list of them."""

    case: str
    path: str
    flags: dict[str, list[str]] = field(default_factory=dict)
    nodes: dict[str, int] = field(default_factory=dict)  # dispatches after stream: dispatches + encodes outside
    census: dict[str, list[dict]] = field(default_factory=dict)
    census_line: dict[str, str] = field(default_factory=dict)
    sites: dict[str, list[dict]] = field(default_factory=dict)  # flag -> sites and near-misses
    groups: list[dict] = field(default_factory=list)  # the changed ones
    unchanged: int = 0
    files: dict[str, str] = field(default_factory=dict)
    after_stream: dict[str, dict[str, int]] = field(default_factory=dict)  # side -> function -> encoding dispatches
    picture: dict | None = None  # asdict(report.dispatch_graph.Picture)
    reason: str = ""  # why it could not be read (a side's compile to flow failed)
    answers: dict[str, str] = field(default_factory=dict)  # flag -> is it needed here, and why (answer.py)
    no_pattern: list[str] = field(default_factory=list)  # the flags the candidate adds that no pattern knows
    target: str = ""  # the target, with the CPU its modules are compiled for
    # Under --flagset: the baseline's encodings by function, the corpus's own flags and the set's (contexts.py).
    contexts: dict[str, dict] = field(default_factory=dict)

    def acted(self) -> list[dict]:
        return [s for ss in self.sites.values() for s in ss if s["kind"] == "site" and s["fused"]]

    def real(self) -> list[dict]:
        return [s for ss in self.sites.values() for s in ss if s["kind"] == "site"]


def added_flags(flags: dict[str, list[str]]) -> list[str]:
    """The flags the candidate adds to the baseline's: what the pair is about."""
    base = set(flags.get("baseline", []))
    return [f for f in flags.get("candidate", []) if f not in base]


def target_label(settings: RunSettings) -> str:
    """`llvm-cpu, compiled for znver4+avx512+bf16+vnni`, as `difftest run`'s header names it (one rule:
    report.header.target_text)."""
    return target_text({"target": settings.target.name, "cpus": dict(settings.cpus)})


def flow_ir(settings: RunSettings, source: Path, flags: list[str], out: Path, timeout: float,
            phase: str = PHASE, bytecode: bool = True) -> str | None:
    """Compile to the end of dispatch creation (or `phase`); None, or the first error line."""
    out.parent.mkdir(parents=True, exist_ok=True)
    keep = [f for f in flags if not f.startswith(_PHASE_FLAGS)]
    argv = [str(settings.toolchain.iree_compile), str(Path(source).resolve()), *keep, f"--compile-to={phase}",
            *(["--emit-mlir-bytecode"] if bytecode else []), "-o", str(out)]
    done = procs.run(argv, timeout)
    if done.timed_out:
        return f"iree-compile --compile-to={phase} timed out after {timeout:.0f}s"
    if done.returncode != 0 or not out.exists():
        err = done.stderr.decode("utf-8", "replace").strip().splitlines()
        first = next((ln for ln in err if "error" in ln), err[0] if err else f"exit {done.returncode}")
        return f"iree-compile --compile-to={phase} failed: {first[:300]}"
    (out.parent / f"{out.stem}.argv").write_text(shlex.join(argv) + "\n")
    return None


def _graphs(prep: Prepared, settings: RunSettings, out_dir: Path,
            resumed=None) -> tuple[dict, dict[str, FlowGraph], str]:
    """Both sides' graphs at the end of dispatch creation. `resumed(side, path)`, when
    given, compiles there from the run's shared prefix (None where it cannot)."""
    flags, graphs = {}, {}
    for side in ("baseline", "candidate"):
        flags[side] = prep.module.flags_of(prep.module.variant(side))
        path = out_dir / f"{side}.{PHASE}.mlirbc"
        if resumed is None or resumed(side, path) is None:
            err = flow_ir(settings, prep.module.source, flags[side], path, prep.module.compile_timeout)
            if err:
                return flags, graphs, f"{side}: {err}"
        try:
            graphs[side] = load(path)
        except IRParseError as e:  # the bindings' dialects can lag the compiler's own printer
            return flags, graphs, f"{side}: the IR at dispatch creation does not parse here: {str(e)[:300]}"
    return flags, graphs, ""


def _after_stream(prep: Prepared, settings: RunSettings, flags: dict, out_dir: Path) -> dict[str, dict[str, int]]:
    """Each side's encoding dispatches per function after stream conversion;
    a side that does not get there, or whose stream IR the bindings cannot read
    back (3.13 prints a gfx950 data-tiling layout it cannot parse), is left out
    (its census at flow stands)."""
    out = {}
    for side, f in flags.items():
        path = out_dir / f"{side}.stream.mlirbc"
        if flow_ir(settings, prep.module.source, f, path, prep.module.compile_timeout, phase="stream") is None:
            try:
                out[side] = encoding_dispatches(path)
            except IRParseError:  # IR the compiler writes but cannot read back: its printed text is read
                text = path.with_suffix(".mlir")
                if flow_ir(settings, prep.module.source, f, text, prep.module.compile_timeout, phase="stream",
                           bytecode=False) is None:
                    out[side] = encoding_dispatches_in_text(text.read_text(errors="replace"))
    return out


def analyse(case_name: str, path: str, flags: dict, graphs: dict[str, FlowGraph], out_dir: Path) -> Where:
    """The census, the sites and the graph change of one case from its two graphs."""
    w = Where(case_name, path, flags)
    for side, g in graphs.items():
        rows = census_mod.census(g)
        w.nodes[side] = g.dispatch_count
        w.census[side] = [asdict(r) for r in rows]
        w.census_line[side] = census_mod.line(rows)
    base, cand = graphs["baseline"], graphs.get("candidate")
    groups = dispatch_diff.match(base, cand) if cand is not None else []
    if cand is not None:
        dispatch_diff.write_changed(groups, base, cand, out_dir)
    found = sites_mod.find(flags.get("candidate", []), base, cand, groups)
    w.sites = {flag: [asdict(s) | {"line": s.line()} for s in ss] for flag, ss in found.items()}
    w.answers = {flag: answer(ss, base, cand is not None) for flag, ss in w.sites.items()}
    w.no_pattern = [f for f in added_flags(flags) if not sites_mod.patterns_for([f])] if not found else []
    w.groups = [{"kind": g.kind, "baseline": [dispatch_diff.describe(base.node(i), base) for i in g.baseline],
                 "candidate": [dispatch_diff.describe(cand.node(i), cand) for i in g.candidate], "files": g.files}
                for g in groups if g.changed]
    w.unchanged = sum(1 for g in groups if not g.changed)
    if cand is not None:
        pic = picture_of(case_name, base, cand, groups, found)
        svg = out_dir / "dispatch-graph.svg"
        # A file of its own is an XML document: it names its namespace (an HTML page's inline SVG needs none).
        write_atomic(svg, render_svg(pic).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1))
        write_html(pic, out_dir / "dispatch-graph.html")
        w.files["picture"] = str(svg)
        w.picture = asdict(pic)
    return w


def where_case(run, settings: RunSettings, out_dir: Path) -> Where:
    """`run` is a stages.CaseRun (the stages call this module, so it is not imported here)."""
    case = run.planned.case
    prep = run.prepare()
    if prep is None:
        return Where(case.name, str(case.path), reason=f"not read: {run.result.reason}")
    flags, graphs, err = _graphs(prep, settings, out_dir)
    if "baseline" not in graphs:
        return Where(case.name, str(case.path), flags, reason=err, target=target_label(settings))
    w = analyse(case.name, str(case.path), flags, graphs, out_dir)
    w.after_stream = _after_stream(prep, settings, flags, out_dir)
    w.reason = err
    w.target = target_label(settings)
    return w


def structure_lines(prep: Prepared, settings: RunSettings, out_dir: Path) -> list[str]:
    """For `difftest explain` when nothing diverged: the sites and the graph
    change, or nothing when the flag changed nothing at dispatch creation."""
    flags, graphs, err = _graphs(prep, settings, out_dir)
    if "candidate" not in graphs:
        return [f"the IR at dispatch creation could not be read: {err}"]
    w = analyse(prep.case.name, str(prep.case.path), flags, graphs, out_dir)
    if not w.groups and not w.acted():
        return []
    return render(w).splitlines()[1:]


def _near_misses(ss: list[dict]) -> list[str]:
    """Near-misses of one reason, folded: a model has one per weight."""
    by: dict[str, list[dict]] = {}
    for s in ss:
        if s["kind"] == "near-miss":
            by.setdefault(s["what"], []).append(s)
    out = []
    for what, group in by.items():
        where = sorted({s["path"] or Path(s["loc"]).name for s in group})
        shown = ", ".join(where[:6]) + (f", ... ({len(where)} in all)" if len(where) > 6 else "")
        out.append(f"near-miss x{len(group)}: {what} ({shown})")
    return out


def _no_pattern_line(flags: list[str]) -> str:
    named = ", ".join(flags) if flags else "the candidate's flags"
    return (f"no pattern registered for {named} (run/structure/sites.py): the census and the graph change "
            "stand")


def _site_lines(w: Where) -> list[str]:
    if not w.sites:
        return [_no_pattern_line(w.no_pattern)]
    out = []
    for flag, ss in w.sites.items():
        real = [s for s in ss if s["kind"] == "site"]
        fused = sum(1 for s in real if s["fused"])
        out.append(f"{flag}: {len(real)} site{'s' if len(real) != 1 else ''}"
                   + (f", {fused} fused by the candidate" if w.nodes.get("candidate") is not None else ""))
        out += [f"  {s['line']}" for s in real]
        out += [f"  {line}" for line in _near_misses(ss)]
        if w.answers.get(flag):
            out.append(f"  {w.answers[flag]}")
    return out


def _group_lines(w: Where) -> list[str]:
    out = [f"dispatch graph: {len(w.groups)} changed group{'s' if len(w.groups) != 1 else ''}, "
           f"{w.unchanged} unchanged"]
    for g in w.groups:
        out.append(f"  {g['kind']}: {' + '.join(g['baseline']) or '(none)'}")
        out.append(f"    -> {' + '.join(g['candidate']) or '(none)'}")
        if g["files"]:
            out.append(f"    executables: {g['files']['baseline']} | {Path(g['files']['candidate']).name}; "
                       f"diff {Path(g['files']['diff']).name}")
    return out


def render(w: Where) -> str:
    head = f"{w.case} ({w.path})"
    if not w.nodes:
        return f"{head}\n  {w.reason}"
    b, c = w.nodes.get("baseline"), w.nodes.get("candidate")
    lines = [f"dispatches at dispatch creation (encodings outside dispatches included): {b} -> "
             f"{c if c is not None else '?'}"]
    lines += [f"encodings, {side}: {text}" for side, text in w.census_line.items()]
    lines += [f"encoding dispatches after stream conversion, {side}: "
              + ", ".join(f"{n} in {fn}" for fn, n in counts.items()) for side, counts in w.after_stream.items()]
    if w.reason:
        lines.append(w.reason)
    if w.contexts:
        lines += contexts_table(w.contexts)
    lines += _site_lines(w)
    if c is not None:
        lines += _group_lines(w)
    if w.files.get("picture"):
        lines.append(f"picture: {w.files['picture']}")
    return "\n".join([head, *[f"  {ln}" for ln in lines]])


def summary(found: list[Where]) -> str:
    """Across a corpus, per flag: `FLAG: 24 sites in 2 cases of 3, 12 fused by the candidate; the flag is
    needed in 1 case`, or that no pattern is registered for it; the cases not read; the target."""
    read = [w for w in found if w.nodes]
    lines = []
    for flag in dict.fromkeys(f for w in read for f in w.sites):
        real = [(w, s) for w in read for s in w.sites.get(flag, []) if s["kind"] == "site"]
        fused = sum(1 for _, s in real if s["fused"])
        cases = len({w.case for w, _ in real})
        need = sum(1 for w in read if needed(w.answers.get(flag, "")))
        lines.append(f"{flag}: {len(real)} site{'s' if len(real) != 1 else ''} in {cases} case"
                     f"{'s' if cases != 1 else ''} of {len(found)}, {fused} fused by the candidate; the flag is "
                     f"needed in {need} case{'s' if need != 1 else ''}")
    bare = [w for w in read if not w.sites]
    if bare:
        flags = list(dict.fromkeys(f for w in bare for f in (w.no_pattern or ["the candidate's flags"])))
        lines.append(f"no pattern registered for {', '.join(flags)} ({len(bare)} of {len(found)} case"
                     f"{'s' if len(found) != 1 else ''}; the census and the graph change stand)")
    unread = [w for w in found if w.reason]
    if unread or not read:
        lines.append(f"{len(unread) or len(found)} of {len(found)} not read in full (see each case)")
    targets = list(dict.fromkeys(w.target for w in found if w.target))
    lines += [f"target {t}" for t in targets]  # the CPU the answer holds for: codegen aside, data tiling reads it
    return "\n".join(lines)


def site_line(w: Where) -> str | None:
    """The per-case line for `difftest run`'s reports, or None where no pattern matched:
    `4 sites, 2 fused: blk.0.attn_norm -> blk.0.attn_q (model.mlir:13:9), ...`."""
    real = w.real()
    if not real:
        return None
    acted = w.acted()
    shown = [f"{s['path']} ({short_loc(s['loc'])})" if s["path"] else short_loc(s["loc"]) for s in acted[:4]]
    more = f", ... ({len(acted)} in all)" if len(acted) > 4 else ""
    head = f"{len(real)} site{'s' if len(real) != 1 else ''}, {len(acted)} fused"
    return head + (f": {', '.join(shown)}{more}" if shown else "")


@dataclass
class Structure:
    """What a run's record can carry for a case the flag changed at dispatch
    creation (plain data; `difftest run` has no IR to read in its reports)."""

    line: str | None  # site_line(): "4 sites, 2 fused: ..."
    sites: int = 0
    fused: int = 0
    answer: str = ""  # answer.py's line for the pattern's flag
    no_pattern: list[str] = field(default_factory=list)  # the flags the candidate adds that no pattern knows
    flags: list[str] = field(default_factory=list)  # the flags whose patterns were looked for
    nodes: dict[str, int] = field(default_factory=dict)
    census: dict[str, str] = field(default_factory=dict)  # side -> census line
    groups: list[dict] = field(default_factory=list)  # the changed groups, with their files
    picture: dict | None = None  # asdict(Picture): report.dispatch_graph.picture_from_dict draws it


def structure_of(prep: Prepared, settings: RunSettings, out_dir: Path, resumed=None) -> Structure | None:
    """For `difftest run`, on a case whose reach says dispatch creation (or a
    candidate compile failure): two compiles to flow, seconds (less from the
    shared prefix). None when the IR cannot be read (the baseline does not get
    to dispatch creation)."""
    flags, graphs, _ = _graphs(prep, settings, out_dir, resumed)
    if "baseline" not in graphs:
        return None
    w = analyse(prep.case.name, str(prep.case.path), flags, graphs, out_dir)
    return Structure(site_line(w), len(w.real()), len(w.acted()), " / ".join(w.answers.values()),
                     w.no_pattern if not w.sites else [], list(w.sites), w.nodes, w.census_line, w.groups, w.picture)


def _reading_code() -> bytes:
    """The code that reads the IR: a change to it is another answer."""
    here = Path(__file__).parent
    return b"".join(p.read_bytes() for p in sorted(here.glob("*.py")))


def remembered_structure(prep: Prepared, settings: RunSettings, compiler_id: list, out_dir: Path,
                         resumed=None) -> dict | None:
    """structure_of as plain data, remembered in the cache by the compiler, both
    sides' flags, the IR and the reading code: a warm run reads no IR again.
    A remembered answer names no files (they were written by the run that made it)."""
    flags = {side: prep.module.flags_of(prep.module.variant(side)) for side in ("baseline", "candidate")}
    memo = JsonMemo(settings.cache_dir, CACHE_DIRS["structure"])
    key = structure_key(compiler_id, flags, Path(prep.module.source).read_bytes(), _reading_code())
    found = memo.read(key)
    if isinstance(found.get("structure"), dict):
        return found["structure"]
    st = structure_of(prep, settings, out_dir, resumed)
    if st is None:
        return None  # the baseline did not get to dispatch creation (or timed out): asked again next time
    made = asdict(st)
    memo.write(key, {"structure": {**made, "groups": [{k: v for k, v in g.items() if k != "files"}
                                                      for g in made["groups"]]}})
    return made
