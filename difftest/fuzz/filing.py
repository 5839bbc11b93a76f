"""Filing a campaign's findings, the flag's first: each looked up in the
findings store (a known one is not reduced again), its smallest program
reduced within `--reduce-budget`, attributed by a third compile without the
pair's flags, checked on a fixed target (a named CPU or `generic`, never
`host`), and written to OUT/findings/NNN-<slug>/: the reduced case (a
regression test once copied into a corpus), `original/`, `executables/`
(from the reduced program, the blamed side's, --swap or not), `repro.sh`
and `issue.md` (fuzz/issue.py). The checks are fuzz/checks.py's, the files
written fuzz/writeup.py's; this module orders the work and keeps the store."""
from __future__ import annotations

import dataclasses
import json
import shutil
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..core import procs
from ..core.verdicts import Stage, Verdict, error_key
from ..corpus.config import CONFIG_NAME, OUT_MARKER
from ..corpus.discovery import load_corpus
from ..corpus.expectations import suggest_match
from ..investigate.reduce import reduce_case
from ..run.plan.settings import RunSettings
from . import dedupe
from .checks import Checks
from .diagnose import Diagnostics
from .findings import Finding, attribution
from .options import FuzzOptions
from .outcomes import Credit, Filed, Third, Whose
from .report import FuzzReport
from .since import Check, Since
from .store import FindingStore, StoreError, pair_key
from .writeup import WriteUp


class Filing:
    """Files a campaign's findings: its own the reductions and the findings
    store; the checks of where each reproduces are Checks' (fuzz/checks.py),
    the files written up WriteUp's (fuzz/writeup.py)."""

    def __init__(self, fopts: FuzzOptions, settings: RunSettings, out: Path, report: FuzzReport,
                 diagnostics: Diagnostics, store: FindingStore | None, say):
        self.fopts, self.settings, self.out, self.report = fopts, settings, out, report
        self.diagnostics, self.store, self.say = diagnostics, store, say
        self._lock = threading.Lock()
        self._jobs_each = settings.jobs
        self.checks = Checks(fopts, settings, out, report, diagnostics, store, say, self._warn)
        self.writeup = WriteUp(fopts, settings, out, report, self.checks.own_release)

    def file(self, findings: list[Finding]) -> None:
        """The flag's findings first: each looked up in the store, reduced
        (a new one), attributed, checked and written."""
        rep, f = self.report, self.fopts
        order = sorted(findings, key=lambda x: (not x.regression, x.id))
        pair = pair_key(rep.flags)
        for x in order:
            known = self.store.known(x.key, pair) if self.store else None
            if known is not None:
                x.new, x.known = False, known
        to_reduce = [x for x in order if f.reduce and not self._known_reproducer(x)]
        reducing = {x.id for x in to_reduce}
        rep.reductions = {"findings": len(order), "to_reduce": len(to_reduce), "budget_each_s": f.reduce_budget,
                          "budget_s": round(f.reduce_budget * len(to_reduce), 1), "reducing_s": 0.0, "seconds": 0.0,
                          "overrun_s": 0.0, "side_by_side": 1}
        if order:
            self.say(f"fuzz: {len(order)} finding(s) ({sum(1 for x in order if not x.new)} known): reducing "
                     f"{len(to_reduce)}, the flag's first, at most {f.reduce_budget:.0f} s each "
                     f"({rep.reductions['budget_s']:.0f} s in all), then attributing and checking each")
        t0 = time.monotonic()
        # Under -j, findings are reduced side by side, the flag's first, and
        # each reduction judges its steps with the jobs left to it.
        workers = max(1, min(self.settings.jobs, len(to_reduce)))
        self._jobs_each = max(1, self.settings.jobs // workers)
        rep.reductions["side_by_side"] = workers
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="filing")
        try:
            futures = [(x, pool.submit(self._guarded, x, x.id in reducing)) for x in order]
            for x, fut in futures:
                fut.result()
                if not procs.stopping():
                    self._remember(x)  # the store's connection is this thread's
            if not procs.stopping() and self.store is not None:
                self.checks.recheck({x.key for x in order})
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
            red = rep.reductions
            red["seconds"] = round(time.monotonic() - t0, 1)
            red["overrun_s"] = round(max(0.0, red["reducing_s"] - red["budget_s"]), 1)

    def _guarded(self, x: Finding, reduce: bool) -> None:
        if procs.stopping():
            return
        try:
            self._process(x, reduce)
        except procs.Interrupted:
            pass  # the campaign is stopping: what is written stands
        except Exception as e:  # one finding's trouble must not lose the others
            x.reduction = x.reduction or f"not written: {type(e).__name__}: {e}"
            x.filed = Filed.NOT_WRITTEN

    def _known_reproducer(self, x: Finding) -> bool:
        return bool(x.known and x.known.get("reproducer") and Path(x.known["reproducer"]).exists())

    def _process(self, x: Finding, reduce: bool) -> None:
        if self._known_reproducer(x):
            self._known(x)
            return
        finding_dir = self.out / "findings" / f"{x.id:03d}-{dedupe.slug(x.sig())}"
        finding_dir.mkdir(parents=True, exist_ok=True)
        x.directory = str(finding_dir)
        original = Path(x.representative)
        name = original.name
        # The program as generated, where discovery never takes it for a case: the
        # directory copied into a corpus is one regression test, the reduced one.
        kept = finding_dir / "original"
        kept.mkdir(exist_ok=True)
        (kept / OUT_MARKER).touch()
        for file in (f"{name}.mlir", CONFIG_NAME, "spec.json"):
            shutil.copyfile(original / file, kept / file)
        case = load_corpus(original).cases[0]
        reproducer = self._reduce(x, case, finding_dir) if reduce else None
        x.filed = Filed.UNREDUCED if reproducer is None else Filed.REDUCED
        if reproducer is None:
            # The original, as a case of its own: still a regression test.
            reproducer = finding_dir / f"{name}.mlir"
            shutil.copyfile(original / f"{name}.mlir", reproducer)
            cfg = (original / CONFIG_NAME).read_text()
            (finding_dir / CONFIG_NAME).write_text(cfg + _xfail_table(name, x, self.settings.target.name,
                                                                 has_table=f'[cases."{name}"]' in cfg))
        x.reproducer = str(reproducer)
        x.reproducer_lines = len(reproducer.read_text().splitlines())
        rcase = next((c for c in load_corpus(finding_dir).cases if c.path == reproducer.resolve()),
                     load_corpus(finding_dir).cases[0])
        self._attribute(x, rcase)
        fixed, result = self.checks.fixed_target(x, rcase)
        self.checks.since(x, rcase, fixed, result)
        self.writeup.executables(x, rcase, finding_dir, fixed, result)
        self.writeup.write_issue(x, rcase, finding_dir, fixed, result)

    def _known(self, x: Finding) -> None:
        """A known finding, as the store keeps it: its reproducer and the files
        beside it, and its release checks with this campaign's (hit again,
        it reproduces on this compiler)."""
        x.reproducer, x.directory = x.known["reproducer"], x.known.get("directory")
        x.reproducer_lines = len(Path(x.reproducer).read_text().splitlines())
        x.whose = Whose(x.known.get("whose") or x.whose)
        x.attribution = f"{x.whose.words}, as the findings store has it"
        x.reduction = f"known since {x.known['first_seen']}: not reduced again"
        x.filed = Filed.KNOWN
        where = Path(x.directory) if x.directory else Path(x.reproducer).parent
        x.issue = str(where / "issue.md") if (where / "issue.md").is_file() else None
        x.repro = str(where / "repro.sh") if (where / "repro.sh").is_file() else None
        since = Since.from_dict(x.known.get("since"))
        if self.checks.own_release is not None and since.target.partition(":")[0] == self.settings.target.kind:
            since.add(self.checks.own_release, Check.REPRODUCES)  # hit again by this compiler, on this backend
        x.since = since.to_dict(x.whose is Whose.FLAG) if since.checked else {}

    def _reduce(self, x: Finding, case, finding_dir: Path) -> Path | None:
        self.say(f"fuzz: reducing finding {x.id:03d} ({x.verdict}, {x.representative_lines} lines, the smallest "
                 f"of {x.hits}), at most {self.fopts.reduce_budget:.0f} s")
        work = dataclasses.replace(self.settings, out_dir=self.out / "reduce" / f"{x.id:03d}",
                                   jobs=self._jobs_each)
        t0 = time.monotonic()
        try:
            # A flag's finding where the other side fails too, otherwise: the flagged side's bug alone.
            alone = self.fopts.flagged if x.credit is Credit.FLAG else None
            red = reduce_case(case, work, time_budget=self.fopts.reduce_budget, output=finding_dir, level="program",
                              say=lambda line: None, alone=alone)
        except procs.Interrupted:
            raise
        except Exception as e:  # a finding is kept unreduced rather than lost
            x.reduction = f"not reduced: {type(e).__name__}: {e}"
            return None
        finally:
            with self._lock:
                self.report.reductions["reducing_s"] = round(self.report.reductions["reducing_s"]
                                                             + time.monotonic() - t0, 1)
        x.reduction = f"{red.outcome}: {red.reason}".rstrip(": ")
        return Path(red.output) if red.output else None

    def _attribute(self, x: Finding, rcase) -> None:
        """The third compile, without the pair's flags, for a failure the flag did not cause."""
        third = None
        if x.credit is not Credit.FLAG and x.signature.get("stage") == "compile":
            rec, _ = self.diagnostics.third_compile(rcase)
            if rec is not None:
                if rec.status is Stage.OK:
                    third = (rec.status.value, Third.OK)
                elif rec.status in (Stage.FAILED, Stage.CRASHED):
                    same = error_key(rec.error_line) == x.signature.get("message")
                    third = (rec.status.value, Third.SAME if same else Third.OTHER)
                else:
                    third = (rec.status.value, Third.UNDECIDED)
        x.third = third[1].value if third else ""
        x.whose, x.attribution = attribution(x.credit, third, self.report.flags, self.fopts.flagged)
        others = [s for s in x.crashed if s != self.fopts.flagged]
        if others and x.verdict == Verdict.BOTH_COMPILE_FAIL_DIFFERENTLY.label:
            x.attribution += (f"; the {others[0]} crashed on every try ({x.crashed[others[0]][:120]}): a crash of the "
                              "side without the flag is no evidence against it")

    def _remember(self, x: Finding) -> None:
        if self.store is None:
            return
        tc = self.settings.toolchain
        try:
            self.store.remember(x.key, pair_key(self.report.flags), x.signature, x.whose, x.first_error, x.hits,
                                list(x.targets), f"{tc.version} @ {(tc.commit or '?')[:12]}", x.reproducer,
                                x.directory, since=x.since)
        except StoreError as e:
            self._warn(f"finding {x.id:03d} is not remembered: {e}")
            return
        if self.store.problem:
            self._warn(f"the findings store keeps no copy of finding {x.id:03d}'s reproducer ({self.store.problem}); "
                       f"it points at {x.reproducer}")

    def _warn(self, line: str) -> None:
        self.report.warnings.append(line)
        self.say(f"fuzz: warning: {line}")


def _xfail_table(name: str, finding: Finding, target: str, has_table: bool) -> str:
    # The sides the xfail is judged by (run/stages.py): exactly those at fault.
    sides = Verdict.from_label(finding.verdict).sides_at_fault
    lines = [finding.first_error] + ([finding.other_error] if finding.other_error else [])
    match = suggest_match(lines) if finding.first_error and "error" in finding.first_error else None
    entry = (f'xfail = {{ reason = "difftest fuzz finding {finding.id:03d}: {finding.verdict}", '
             + (f"match = {json.dumps(match)}, " if match else "")
             + (f"sides = {json.dumps(list(sides))}, " if sides else "")
             + f'targets = ["{target}"] }}\n')
    return ("" if has_table else f'[cases."{name}"]\n') + entry
