"""What a reader reads in passing: a live line that keeps its brackets, and
a count that agrees with its verb."""
from __future__ import annotations

import io
import re
from pathlib import Path

from difftest.bisect.driver import LevelResult, Outcome, Probe
from difftest.bisect.options import BisectOptions
from difftest.bisect.render import _next_steps
from difftest.run.options import RunOptions
from difftest.run.progress import Progress, fit
from difftest.toolchains.kinds import Revision

JOBS = ["compiling llama/decoder_layer_f32 (12 s)", "running llama/model_2layer_f16 (3 s)"]
HEAD = "[3/7] · 12s elapsed · 20s left"


def test_the_live_line_never_cuts_a_job_in_half():
    wide = fit(HEAD, JOBS, 200)
    assert wide == f"{HEAD} · {JOBS[0]}, {JOBS[1]}"
    # Too narrow for both: the oldest job whole, the other counted.
    narrow = fit(HEAD, JOBS, len(wide) - 1)
    assert narrow == f"{HEAD} · {JOBS[0]}, +1 more" and len(narrow) <= len(wide) - 1
    # Too narrow for any job: how many are at work, still within the width.
    tight = fit(HEAD, JOBS, len(HEAD) + 20)
    assert tight == f"{HEAD} · 2 jobs at work" and len(tight) <= len(HEAD) + 20
    assert fit(HEAD, [], 10) == HEAD[:10] and fit(HEAD, JOBS, None) == wide
    for width in range(len(HEAD), len(wide) + 1):
        line = fit(HEAD, JOBS, width)
        assert len(line) <= width and line.count("(") == line.count(")"), (width, line)


def test_a_progress_line_drawn_narrow_keeps_its_closing_bracket():
    p = Progress(3, jobs=2, stream=io.StringIO(), mode="quiet")
    p.stage("llama/decoder_layer_f32", "compiling")
    p.stage("llama/model_2layer_f16", "running")
    line = p.status(80)
    assert len(line) <= 80 and re.search(r"compiling llama/decoder_layer_f32 \(\d+s\), \+1 more$", line), line


def _explain_and_reduce(cases: dict[str, str]) -> str:
    """The heading bisect prints above the next commands, for these cases
    differing at the culprit."""
    revs = [Revision(v, f"release:{v}", lambda: None) for v in ("3.9.0", "3.10.0")]
    level = LevelResult("releases", revs, None, Outcome.BAD, probes=[Probe("3.10.0", Outcome.BAD, "", cases)],
                        range=(0, 1))
    args = BisectOptions(RunOptions(corpus=(Path("corpus"),)), "3.9.0", "3.10.0", releases=True)
    return _next_steps(level, args, {name: f"/corpus/{name}.mlir" for name in cases})[0]


def test_bisect_says_one_case_differs_and_two_cases_differ():
    assert _explain_and_reduce({"c/a": "numerics-differ"}) == \
        "Explain and reduce (at 3.10.0, where 1 case differs):"
    assert _explain_and_reduce({"c/a": "numerics-differ", "c/b": "candidate-compile-fail"}) == \
        "Explain and reduce (at 3.10.0, where 2 cases differ):"
