"""`difftest where`: for each selected case, where and how the flag acts at
dispatch creation (run/structure/where.py does the work), then across the
corpus: the flag acts at N sites in M cases."""
from __future__ import annotations

import shlex
import sys
from dataclasses import asdict
from pathlib import Path

from ..core import procs
from ..core.atomic import write_atomic
from ..core.cache import OutDirLock
from ..core.results import dumps
from ..run.options import RunOptions
from ..run.plan.prepare import case_dir_name
from ..run.session import Session
from ..run.setup import load_cases
from ..run.stages import CaseRun
from ..run.structure.where import render, summary, target_label, where_case
from ..toolchains.targets import parse_target
from .commands import command_settings


def where_command(opts: RunOptions, json_path: Path | None = None) -> int:
    parse_target(opts.target)
    cases = load_cases(opts)
    toolchain, settings = command_settings(opts, "where")
    print(f"difftest where: {len(cases)} case{'s' if len(cases) != 1 else ''}, target {target_label(settings)}, "
          f"iree-compile {toolchain.version}", file=sys.stderr, flush=True)
    found = []
    with OutDirLock(settings.out_dir), procs.signals_stop_children():
        session = Session(settings)
        try:
            for case in cases:
                w = where_case(CaseRun.of(case, session.stages, settings), settings,
                               settings.out_dir / case_dir_name(case))
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
