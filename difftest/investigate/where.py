"""`difftest where`: for each selected case, where and how the flag acts at
dispatch creation (run/structure/where.py does the work), then across the
corpus: the flag acts at N sites in M cases."""
from __future__ import annotations

import dataclasses
import shlex
import sys
from dataclasses import asdict
from pathlib import Path

from ..core import procs
from ..core.atomic import write_atomic
from ..core.cache import OutDirLock
from ..core.mlir import IRParseError
from ..core.results import dumps
from ..report.header import flagset_lines
from ..run.options import RunOptions
from ..run.plan.prepare import Prepared, case_dir_name
from ..run.plan.settings import RunSettings, plan
from ..run.session import Session
from ..run.setup import asked_target, load_cases
from ..run.stages import CASE_ERRORS, CaseRun, StageKit
from ..run.structure import contexts
from ..run.structure.census import census
from ..run.structure.flowread import encoding_dispatches, encoding_dispatches_in_text, load
from ..run.structure.where import PHASE, Where, flow_ir, render, summary, target_label, where_case
from ..toolchains.targets import parse_target
from .commands import command_settings


def where_command(opts: RunOptions, json_path: Path | None = None) -> int:
    parse_target(asked_target(opts))
    cases = load_cases(opts)
    toolchain, settings = command_settings(opts, "where")
    print(f"difftest where: {len(cases)} case{'s' if len(cases) != 1 else ''}, target {target_label(settings)}, "
          + (f"flag set {settings.flagset.name}, " if settings.flagset else "")
          + f"iree-compile {toolchain.version}", file=sys.stderr, flush=True)
    if settings.flagset:
        for line in flagset_lines({"flagset": settings.flagset.to_dict()}):
            print(f"  {line}", file=sys.stderr, flush=True)
    found = []
    with OutDirLock(settings.out_dir), procs.signals_stop_children():
        session = Session(settings)
        try:
            for case in cases:
                out = settings.out_dir / case_dir_name(case)
                try:
                    w = where_case(CaseRun.of(case, session.stages, settings), settings, out)
                except (*CASE_ERRORS, IRParseError) as e:  # that case's, named; the others are still read
                    w = Where(case.name, str(case.path), reason=f"not read: {case.path}: {e}")
                if settings.flagset and w.census.get("baseline") is not None:
                    w.contexts = in_contexts(case, session.stages, settings, w, out / "own-flags")
                print(render(w), flush=True)
                found.append(w)
        finally:
            session.close()
    print(summary(found))
    text = dumps([asdict(w) for w in found])
    for path in (settings.out_dir / "where.json", json_path):
        if path:
            write_atomic(path, text)
    print(f"artifacts: {shlex.quote(str(settings.out_dir))}")
    return 0 if all(w.nodes and not w.reason for w in found) else 1


def in_contexts(case, stages: StageKit, settings: RunSettings, w: Where, out: Path) -> dict[str, dict]:
    """Under --flagset: the baseline's encodings by function with the corpus's own flags (the same
    case, target and pair, the set left out: compiled to flow and stream once more) beside the set's
    (what `where` read). Which of the two made a difference is then the flags', not the export's."""
    own = dataclasses.replace(settings, flagset=None)
    run = CaseRun(plan([case], own)[0], dataclasses.replace(stages, settings=own))
    prep = run.prepare()
    theirs = {"flags": w.flags.get("baseline", []), **contexts.of_where(w.census, w.after_stream)}
    mine = _read(prep, own, out) if prep is not None else {"functions": {}, "reason": run.result.reason}
    return {"own flags": mine, f"flag set {settings.flagset.name}": theirs}


def _read(prep: Prepared, settings: RunSettings, out_dir: Path) -> dict:
    """The baseline's encodings by function in `prep`'s context, compiled to flow and to stream here."""
    flags = prep.module.flags_of(prep.module.variant(contexts.SIDE))
    timeout = prep.module.compile_timeout
    path = out_dir / f"{contexts.SIDE}.{PHASE}.mlirbc"
    err = flow_ir(settings, prep.module.source, flags, path, timeout)
    if err:
        return {"flags": flags, "functions": {}, "reason": err}
    rows = [asdict(r) for r in census(load(path))]
    stream = out_dir / f"{contexts.SIDE}.stream.mlir"  # text: the compiler writes some IR it cannot parse back
    after = None
    if flow_ir(settings, prep.module.source, flags, stream, timeout, phase="stream", bytecode=False) is None:
        try:
            after = encoding_dispatches(stream)
        except IRParseError:
            after = encoding_dispatches_in_text(stream.read_text(errors="replace"))
    return {"flags": flags, "functions": contexts.by_function(rows, after), "reason": ""}

