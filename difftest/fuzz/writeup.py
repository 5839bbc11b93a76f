"""A filed finding written up (fuzz/filing.py files it): `executables/`
(the reduced program's executable that fails alone, the blamed side's),
`repro.sh` and `issue.md` (fuzz/issue.py words them), with only the flags
the bug needs and no local path."""
from __future__ import annotations

import dataclasses
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core import procs
from ..core.crashes import DUMP_FLAGS
from ..core.crashes import crash_pass, stack_top
from ..core.results import CaseResult
from ..core.verdicts import Stage, Verdict, error_key
from ..corpus.config import OUT_MARKER
from ..corpus.inputs import load_arrays
from ..investigate import executables as exes
from ..run.plan.settings import RunSettings
from ..run.session import Session
from ..run.stages import CaseRun
from ..toolchains.targets import Target
from . import dedupe, issue
from .checks import pair_flags
from .findings import Finding, flag_names
from .options import FuzzOptions
from .outcomes import Credit, Third, Whose
from .report import FuzzReport


class WriteUp:
    """The files of one campaign's findings, for pasting and sharing."""

    def __init__(self, fopts: FuzzOptions, settings: RunSettings, out: Path, report: FuzzReport,
                 own_release: str | None):
        self.fopts, self.settings, self.out, self.report = fopts, settings, out, report
        self.own_release = own_release

    def _side_flags(self, result: CaseResult | None) -> dict[str, list[str]]:
        if result is None:
            return {}
        # The diagnosis's own flags are not the bug's: a reproducer is compiled as the pair compiles it
        # (one the campaign itself was given stays).
        return {n: without_dump_flags(v.flags, self.settings.extra_flags) for n, v in result.variants.items()
                if n in ("baseline", "candidate")}

    def executables(self, x: Finding, rcase, finding_dir: Path, fixed: Target, result: CaseResult | None) -> None:
        """The executable of the reduced program that fails alone with the
        blamed side's error, under executables/ (the flagged side's, --swap or not)."""
        if result is None or result.verdict.stage != "compile":
            return
        side = dedupe.blamed_side(result.verdict, self.fopts.flagged)
        rec = result.variants[side].compile
        if rec.status is not Stage.FAILED:
            return
        flags = self._side_flags(result)[side]
        work = self.out / "diagnose" / f"exe-{x.id:03d}"
        timeout = self.settings.compile_timeout or rcase.config.compile_timeout
        try:
            hit, why = exes.failing_executable(self.settings.toolchain.iree_compile, rcase.path, flags,
                                               rec.error_line, work, timeout)
        except procs.Interrupted:
            raise
        except Exception as e:
            hit, why = None, f"{type(e).__name__}: {e}"
        if hit is None:
            x.executable = {"none": why}
            return
        directory = finding_dir / "executables"
        directory.mkdir(parents=True, exist_ok=True)
        (directory / OUT_MARKER).touch()  # never discovered as cases
        path = directory / f"{rcase.path.stem}.{hit.executable.name}.mlir"
        path.write_text(hit.executable.path.read_text())
        argv = ["iree-compile", hit.argv[1], f"executables/{path.name}", *hit.argv[3:]]
        x.executable = {"name": hit.executable.name, "file": str(path), "command": argv,
                        "error_line": hit.error_line}

    def write_issue(self, x: Finding, rcase, finding_dir: Path, fixed: Target, result: CaseResult | None) -> None:
        flags = self._side_flags(result)
        if not flags:
            return
        stage = x.signature.get("stage")
        blamed = dedupe.blamed_side(Verdict.from_label(x.verdict), self.fopts.flagged) or self.fopts.flagged
        source = rcase.path.name
        error = dedupe.error_line(result, self.fopts.flagged) if result is not None and result.verdict.is_fault \
            else x.first_error
        words = issue.fixed_words(error.replace(str(rcase.path), source))
        shown = issue.without_header(rcase.path.read_text())
        error = _as_shown(error, rcase)
        other = "baseline" if blamed == "candidate" else "candidate"
        run, needed = None, None
        if stage == "compile":
            needed = self._needed(x, flags, result, words)
        if needed is not None:
            sides = needed.sides
        elif stage == "compile":
            both = x.credit is Credit.BOTH
            other_expects = ("crashes" if _crashed(result, other) else "fails-with") if both else "not-with"
            sides = [issue.Side(blamed, flags[blamed], "crashes" if _crashed(result, blamed) else "fails-with", words),
                     issue.Side(other, flags[other], other_expects, words)]
        else:
            sides = [issue.Side(n, flags[n], "compiles") for n in ("baseline", "candidate")]
            run = self._run_spec(x, rcase, finding_dir, result, blamed)
        sides.sort(key=lambda s: s.name)
        header = [f"found by difftest fuzz --seed {self.fopts.seed} on {self.settings.target.name}; "
                  f"compiled here for {fixed.name}",
                  f"iree-compile {self.settings.toolchain.version} @ {(self.settings.toolchain.commit or '?')[:12]}"]
        title = self._title(x, fixed)
        repro = issue.Repro(f"finding {x.id:03d}: {title}", source, sides, run, [needed.note] if needed else [])
        script = finding_dir / "repro.sh"
        script.write_text(issue.repro_script(repro, header))
        script.chmod(0o755)
        other_side, other_error = other_side_of(result, blamed, other, stage)
        if needed is not None:
            commands = [line for side, words_ in zip(needed.sides, needed.says)
                        for line in (f"# {words_}", issue.command(source, side.flags))]
        elif stage == "compile":
            commands = [f"# the {blamed}: fails", issue.command(source, flags[blamed]),
                        f"# the {other}: {other_side}", issue.command(source, flags[other])]
        else:
            commands = [issue.command(source, flags[n], f"{n}.vmfb") for n in ("baseline", "candidate")]
        text = issue.issue_markdown(
            x, title=title, toolchain={**self.settings.toolchain.describe(), "release": self.own_release},
            target=self.settings.target.name,
            fixed_target=fixed.name, flags=flags, pair=self.report.flags, other_side=f"the {other} {other_side}",
            blamed=blamed, source_name=source, other_error=_as_shown(other_error, rcase) if other_error else "",
            source_text=shown, commands=commands, first_error=error, seen_on=x.targets,
            reproduces_on=x.reproduces_on, campaign=f"seed {self.fopts.seed}, program {Path(x.representative).name}",
            executable=x.executable if x.executable and "command" in x.executable else None,
            expect=self._expected(x, result, blamed, run), since=(x.since or {}).get("words", ""),
            crash=_crash(result, blamed), failing=needed.failing if needed else "")
        (finding_dir / "issue.md").write_text(text)
        x.issue, x.repro = str(finding_dir / "issue.md"), str(script)
        self._scrub(finding_dir)

    def _needed(self, x: Finding, flags: dict[str, list[str]], result: CaseResult | None,
                words: str) -> "Needed | None":
        """The compiles of a failure that needs fewer of the pair's flags than
        the sides have, as the third compile told: the backend's that fails
        the same way without any of them (one compile, without them), or the
        common flags' that compiles without them (the side without the flag,
        and the program compiled with none of the pair's flags). None where
        the bug needs the sides as they are (the flag's)."""
        if x.signature.get("stage") != "compile" or result is None:
            return None
        pair = set(pair_flags(self.report.flags))
        unflagged = "baseline" if self.fopts.flagged == "candidate" else "candidate"
        if unflagged not in flags:
            return None
        bare = [f for f in flags[unflagged] if f not in pair]
        crashes = any(_crashed(result, s) for s in flags)
        fails = issue.Side("without_pair", bare, "crashes" if crashes else "fails-with", words)
        left_out = " ".join(sorted(pair))
        if x.whose is Whose.BACKEND and x.third == Third.SAME.value:
            return Needed([fails], ["without the pair's flags: fails"],
                          f"without the pair's flags, with `{' '.join(bare) or 'no flags'}` (the pair's flags, "
                          f"`{left_out}`, are left out: it fails the same way without them)",
                          f"the pair's flags ({left_out}) are left out: it fails the same way without them")
        if x.whose is Whose.COMMON and x.third == Third.OK.value:
            common = " ".join(self._common())
            only = " ".join(self._flag_only())
            with_common = issue.Side("with_common", flags[unflagged], fails.expect, words)
            compiles = issue.Side("without_pair", bare, "not-with", words)
            return Needed([with_common, compiles], [f"with {common}: fails", f"without {common}: compiles"],
                          f"the {unflagged}, with `{' '.join(flags[unflagged])}`; without `{common}` it compiles"
                          + (f" (`{only}` is left out: the bug does not need it)" if only else ""),
                          f"{only or 'the flag'} is left out: the bug needs only {common}")
        return None

    def _expected(self, x: Finding, result: CaseResult | None, blamed: str, run: dict | None) -> str:
        only, common = self._flag_only(), self._common()
        needs = {Whose.FLAG: only, Whose.COMMON: common}.get(x.whose, [])
        stage = x.signature.get("stage", "")
        return issue.expected(str(x.whose), stage, x.verdict, _crashed(result, blamed) if result else False, needs,
                              (run or {}).get("rtol"), (run or {}).get("atol"))

    def _scrub(self, finding_dir: Path) -> None:
        """No local path in the finding's directory: its files are for pasting and sharing."""
        roots = [str(self.out.resolve()), str(self.out), str(finding_dir.resolve().parent), str(Path.home()),
                 tempfile.gettempdir()]
        for path in finding_dir.rglob("*"):
            if path.is_file() and path.suffix in (".mlir", ".md", ".sh"):  # not a config: its paths are read
                text = path.read_text()
                clean = issue.scrub_paths(text, roots)
                if clean != text:
                    path.write_text(clean)

    def _title(self, x: Finding, fixed: Target) -> str:
        sig = x.sig()
        what = f"'{sig.op}' " if sig.op else ""
        words = issue.fixed_words(x.first_error, 120).replace(f"'{sig.op}' op ", "").replace(f"'{sig.op}' ", "")
        where = f" in {sig.failing_pass}" if sig.failing_pass else ""
        whose = {Whose.FLAG: " with " + " ".join(self._flag_only()),
                 Whose.COMMON: " with " + " ".join(self._common())}.get(x.whose, "")
        return f"[{fixed.name}] {what}{words}{where}{whose}".strip()

    def _flag_only(self) -> list[str]:
        return flag_names(self.report.flags, self.fopts.flagged)[0]

    def _common(self) -> list[str]:
        return flag_names(self.report.flags, self.fopts.flagged)[1]

    def _run_spec(self, x: Finding, rcase, finding_dir: Path, result: CaseResult | None, blamed: str) -> dict | None:
        session = Session(dataclasses.replace(self.settings, out_dir=self.out / "diagnose" / "repro"))
        try:
            run = CaseRun.of(rcase, session.stages)
            prep = run.prepare()
        finally:
            session.close()
        if prep is None:
            return None
        inputs = []
        for i, a in enumerate(load_arrays(prep.entry.inputs_path)):
            name = f"repro.arg{i}.npy"
            np.save(finding_dir / name, a)
            inputs.append(name)
        differing = next((c for c in (result.comparisons if result else []) if not c.within_tolerance), None)
        numerics = x.signature.get("stage") == "numerics"
        return {"function": prep.entry.sig.entry,
                "inputs": inputs, "driver": self.settings.target.driver, "blamed": blamed,
                "mode": "numerics" if numerics else "fails", "outputs": len(prep.entry.sig.results),
                "rtol": differing.rtol if differing else 1e-5, "atol": differing.atol if differing else 1e-5}


def other_side_of(result: CaseResult | None, blamed: str, other: str, stage: str | None) -> tuple[str, str]:
    """What the side the finding does not blame does with the program
    shipped (the reproducer, compiled for the fixed target), in words, and
    its own first error where it fails otherwise. Never the original
    program's: a reduction that kept the flagged side's bug alone can leave
    the other side compiling, though it failed on the program generated."""
    v = result.variants.get(other) if result is not None else None
    rec = v.compile if v is not None else None
    if rec is None:
        return "was not compiled", ""
    if rec.status is Stage.OK:
        return ("compiles" if stage == "compile" else "compiles and runs"), ""
    if rec.status is Stage.CRASHED:
        return f"crashes ({rec.error_line or 'iree-compile crashed'})", ""
    if rec.status is not Stage.FAILED:
        return f"was not judged ({rec.status.value})", ""
    mine = result.variants.get(blamed)
    mine_line = mine.compile.error_line if mine is not None and mine.compile is not None else None
    if result.verdict is Verdict.BOTH_COMPILE_FAIL or error_key(rec.error_line) == error_key(mine_line):
        return "fails the same way", ""
    return "fails otherwise", rec.error_line or ""

def _as_shown(error: str, rcase) -> str:
    """An error line as issue.md shows it: the reproducer by its file name,
    its line numbers those of the IR without the reducer's comment header."""
    text = rcase.path.read_text()
    return issue.located_in_shown(error.replace(str(rcase.path), rcase.path.name), rcase.path.name,
                                  issue.header_lines(text))

def _crashed(result: CaseResult | None, side: str) -> bool:
    v = result.variants.get(side) if result is not None else None
    return v is not None and v.compile is not None and v.compile.status is Stage.CRASHED

@dataclass
class Needed:
    """The compiles a bug needs, where that is fewer flags than the pair's
    sides: repro.sh's sides, what each one shows in issue.md's commands, the
    failing compile in words, and a note of what was left out."""

    sides: list[issue.Side]
    says: list[str]
    failing: str
    note: str

def _crash(result: CaseResult | None, side: str) -> dict | None:
    """A crash of the blamed side's compile as issue.md tells it: its
    signal, the pass it crashed in and the top of its stack trace."""
    if not _crashed(result, side):
        return None
    rec = result.variants[side].compile
    log = rec.log_text()
    return {"how": procs.how_it_ended(rec.returncode), "pass": crash_pass(log), "stack": stack_top(log)}

def without_dump_flags(flags: list[str], own: tuple[str, ...]) -> list[str]:
    """`flags` less the diagnosis's DUMP_FLAGS, each as often as the diagnosis added it."""
    out = list(flags)
    for flag in DUMP_FLAGS:
        extra = out.count(flag) - list(own).count(flag)
        for _ in range(max(0, extra)):
            del out[len(out) - 1 - out[::-1].index(flag)]
    return out
