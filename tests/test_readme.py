"""The README and docs/ show commands that work as shown.

Cheap, on every run: every `difftest` command in a fenced block parses
with difftest's own command line; every option a synopsis names exists; a
command that needs what a plain machine lacks (a GPU, an IREE checkout, the
network) says so; the quick start is what CI runs; every relative link
resolves; the tables and totals the first two answers show are what the
code renders now from the records of those runs (tests/readme/), so a
change to what the reports say fails here, not months later; the
revert-check example's repository is made by the script the README names,
with the README's commits. Slow (`-m slow`): tests/test_docs_commands.py
runs every command of every page, the README's four answers among them,
and compares every line shown under each with what the command prints now,
timings, measurements and machine names aside; `DIFFTEST_README_REFRESH=1`
writes the answers' run records to tests/readme/ for the cheap check here.

The comparison once ran only in the slow tier, which nothing runs on a
change: the README's first answer drifted (reach "6 of 7" for "6 of 6",
the xfail's `changed` "no" for "-") and nothing said so.
"""
from __future__ import annotations

import argparse
import gzip
import re
import shlex
import subprocess
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.cli.parser import build_parser
from difftest.run.options import add_run_options

from .docs_commands import DOCS, MARKS, NEEDS, REPO, Shown, commands, fenced_blocks, normalized

ALL = [c for doc in DOCS for c in commands(doc) if c.is_difftest]


def _options(parser: argparse.ArgumentParser) -> set[str]:
    """Every option string of a parser and of the subparsers under it."""
    out = set()
    for a in parser._actions:
        out.update(a.option_strings)
        if isinstance(a, argparse._SubParsersAction):
            for sub in a.choices.values():
                out |= _options(sub)
    return out


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    return next(a.choices for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))


def _pytest_args(words: list[str]) -> list[str]:
    """What --difftest-args holds, parsed as the plugin parses it."""
    return shlex.split(next((words[i + 1] for i, w in enumerate(words) if w == "--difftest-args"), ""))


def test_the_docs_show_commands_at_all():
    assert len([c for c in ALL if not c.synopsis]) > 30 and len([c for c in ALL if c.synopsis]) > 15
    assert {c.doc.name for c in ALL} >= {"README.md", "run.md", "ci.md", "gpu.md", "bisect.md", "fuzz.md"}


def test_every_difftest_command_shown_parses():
    parser = build_parser()
    plugin = argparse.ArgumentParser(prog="--difftest-args", add_help=False)
    add_run_options(plugin, corpus="optional")
    bad = []
    for c in ALL:
        if c.synopsis:
            continue
        words = shlex.split(c.text, comments=True)
        try:
            if words[0] == "pytest":
                plugin.parse_args(_pytest_args(words))
            else:
                parser.parse_args(words[1:])
        except SystemExit:
            bad.append(str(c))
    assert not bad, "commands difftest does not take:\n" + "\n".join(bad)


def test_every_option_a_synopsis_names_exists():
    subs = _subcommands()
    bad = []
    for c in ALL:
        if not c.synopsis:
            continue
        text = c.text
        sub = text.split()[1]
        known = _options(subs[sub])
        named = set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\w-])", text))
        bad += [f"{c}: {o}" for o in sorted(named - known)]
    assert not bad, "options a synopsis names that its command does not have:\n" + "\n".join(bad)


def test_a_command_that_needs_what_this_machine_lacks_says_so():
    unmarked, unknown = [], []
    for c in ALL:
        if c.synopsis:
            continue
        needs = [what for pattern, what in NEEDS if pattern.search(c.text)]
        if needs and c.needs is None:
            unmarked.append(f"{c}  (needs {', '.join(needs)}: mark it `# needs: {needs[0]}`)")
        if c.needs is not None and not c.needs.startswith(MARKS):
            unknown.append(f"{c}: `needs: {c.needs}` (say one of: {', '.join(MARKS)})")
    assert not unmarked and not unknown, "\n".join(unmarked + unknown)


def _quick_start() -> list[str]:
    text = (REPO / "README.md").read_text()
    section = text[text.index("## Quick start"):text.index("\n## ", text.index("## Quick start") + 1)]
    return [body[0] for info, _, body in fenced_blocks(section)]


def test_the_quick_start_is_what_ci_runs():
    install_and_run, tests = _quick_start()
    ci = (REPO / ".ci" / "run").read_text().strip().splitlines()[-1]
    assert tests == ci, "the README's test command is .ci/run's, exactly"
    # The first installs the package alone and runs the main job with the installed CLI.
    steps = [s.strip() for s in install_and_run.split("&&")]
    assert steps[:2] == ["python3 -m venv .venv", ".venv/bin/pip install -e ."]
    assert steps[2] == ".venv/bin/difftest run corpora/llama"
    build_parser().parse_args(shlex.split(steps[2])[1:])


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(doc: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", doc.read_text(), flags=re.S)
    return {_slug(m) for m in re.findall(r"^#+\s+(.+)$", text, re.M)}


def test_every_relative_link_resolves():
    bad = []
    for doc in DOCS:
        text = re.sub(r"```.*?```", "", doc.read_text(), flags=re.S)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            dest = (doc.parent / path).resolve() if path else doc
            if not dest.exists():
                bad.append(f"{doc.relative_to(REPO)}: {target}: no such file")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
                bad.append(f"{doc.relative_to(REPO)}: {target}: no such heading")
    assert not bad, "\n".join(bad)


def test_the_readme_stays_short():
    lines = (REPO / "README.md").read_text().count("\n")
    assert lines <= 300, f"the README has {lines} lines; the reference goes to docs/"


# ---- the README's four answers ------------------------------------------------------


def _four_answers() -> list[Shown]:
    text = (REPO / "README.md").read_text()
    start = text.index("## The four questions")
    end = text.index("\n## ", start + 1)
    first, last = text[:start].count("\n") + 1, text[:end].count("\n") + 1
    return [c for c in commands(REPO / "README.md") if first <= c.line <= last and c.output and c.is_difftest]


FOUR = _four_answers()


def test_the_readme_has_four_answers_to_run():
    assert [shlex.split(c.text, comments=True)[1] for c in FOUR] == ["run", "run", "sweep", "revert-check"]


# ---- the revert-check example's repository ---------------------------------------


def _repo_step() -> tuple[list[str], list[str]]:
    """The README's command that makes the revert-check repository, and the
    line it shows that command printing."""
    text = (REPO / "README.md").read_text()
    for _, _, body in fenced_blocks(text):
        for i, line in enumerate(body):
            if line.strip().startswith("$ sh docs/examples/revert-check-repo.sh"):
                return shlex.split(line.strip()[2:]), [body[i + 1].strip()]
    raise AssertionError("the README does not say how to make the revert-check repository")


def make_test_repo(where: Path) -> str:
    """The README's command, into `where` instead of /tmp/test-repo: what it prints."""
    argv, _ = _repo_step()
    argv = [str(where) if a == "/tmp/test-repo" else a for a in argv]
    done = subprocess.run(argv, cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_revert_check_example_names_the_commits_the_script_makes(tmp_path):
    printed = make_test_repo(tmp_path / "test-repo")
    _, shown = _repo_step()
    assert printed == shown[0].replace("/tmp/test-repo", str(tmp_path / "test-repo"))
    # The commit the README reverts is the script's, on every machine: its hashes are fixed.
    revert = next(c for c in FOUR if shlex.split(c.text)[1] == "revert-check")
    commit = shlex.split(revert.text)[2]
    log = subprocess.run(["git", "log", "--format=%H %s"], cwd=tmp_path / "test-repo", capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert len(log) == 8 and log[1].startswith(commit) and log[1].endswith(" Start demoting matmul inputs under "
                                                                            "the seed flag")
    head = log[0][:12]
    assert any(f"at {head}" in ln for ln in revert.output), "the README's revert-check output names another HEAD"
    # A directory that holds something is refused, never written into.
    again = subprocess.run(["sh", str(REPO / "docs/examples/revert-check-repo.sh"), str(tmp_path / "test-repo")],
                           capture_output=True, text=True, timeout=60)
    assert again.returncode == 2 and "is not empty" in again.stderr


# ---- the first two answers, rendered from their runs' records (cheap) ----------------

RECORDS = REPO / "tests" / "readme"


def _record(n: int) -> Path:
    return RECORDS / f"answer-{n}.jsonl.gz"


def _rendered(journal: Path, capsys) -> list[str]:
    """What `difftest report` prints of a run's records, as the README's run printed it."""
    assert main(["report", str(journal)]) == 0
    return capsys.readouterr().out.splitlines()


def _from_the_table(lines: list[str]) -> list[str]:
    """The shown lines that the records decide: from the case table on."""
    start = next(i for i, ln in enumerate(lines) if ln.startswith("case "))
    return [ln for ln in lines[start:] if ln.strip() != "..." and not ln.startswith("artifacts: ")]


RUNS = [(n, c) for n, c in enumerate(FOUR, 1) if shlex.split(c.text, comments=True)[1] == "run"]


@pytest.mark.parametrize("n,shown", RUNS, ids=[f"answer {n}" for n, _ in RUNS])
def test_the_readme_shows_what_its_runs_records_render_as_now(n, shown, tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("COLUMNS", raising=False)
    journal = tmp_path / "results.jsonl"
    journal.write_bytes(gzip.decompress(_record(n).read_bytes()))
    printed = set(normalized(_rendered(journal, capsys)))
    lines = _from_the_table(shown.output)
    missing = [ln for ln, m in zip(lines, normalized(lines)) if m and m not in printed]
    assert not missing, ("the README shows lines that its run's records no longer render as (refresh the README "
                         "from `pytest tests/test_docs_commands.py -m slow -k README`, or the records with "
                         "DIFFTEST_README_REFRESH=1):\n" + "\n".join(missing))
