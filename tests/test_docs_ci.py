"""docs/ci.md's GitHub Actions workflow is a workflow that works: GitHub's
own schema accepts it, zizmor finds nothing in it, its jobs and artifacts
fit together, and every difftest command in it is one difftest takes.
actionlint checks it too where it is installed."""
from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from difftest.cli import main
from difftest.cli.parser import build_parser

from .conftest import REPO

yaml = pytest.importorskip("yaml")
DOC = REPO / "docs" / "ci.md"


def _workflow_text() -> str:
    blocks = re.findall(r"```yaml\n(.*?)```", DOC.read_text(), re.S)
    assert len(blocks) == 1, "docs/ci.md holds exactly one workflow"
    return blocks[0]


def _workflow() -> dict:
    wf = yaml.safe_load(_workflow_text())
    # YAML 1.1 reads the key `on` as True.
    wf["on"] = wf.pop(True, wf.get("on"))
    return wf


def _expand(text: str, env: dict, matrix: dict) -> str:
    # A step's env may itself hold expressions (SHARD: ${{ matrix.shard }}).
    env = {k: _expand(str(v), {}, matrix) if "${{" in str(v) else v for k, v in env.items()}
    text = re.sub(r"\$\{\{\s*matrix\.(\w+)\s*\}\}", lambda m: str(matrix[m.group(1)]), text)
    text = re.sub(r"\$\{\{\s*env\.(\w+)\s*\}\}", lambda m: str(env[m.group(1)]), text)
    text = re.sub(r"\$\{\{\s*github\.run_number\s*\}\}", "1", text)
    text = re.sub(r"\$\{\{[^}]*\}\}", "X", text)
    return re.sub(r"\$(\w+)", lambda m: str(env.get(m.group(1), "X")), text)


def _difftest_commands(wf: dict):
    """(job, argv) for every difftest command line in a `run:` step."""
    env = wf.get("env", {})
    for name, job in wf["jobs"].items():
        matrix = {k: v[0] for k, v in job.get("strategy", {}).get("matrix", {}).items()}
        for step in job["steps"]:
            for line in step.get("run", "").replace("\\\n", " ").splitlines():
                words = shlex.split(_expand(line, {**env, **step.get("env", {})}, matrix))
                if words and words[0] == "difftest":
                    yield name, words[1:]


def test_every_difftest_command_in_the_workflow_parses():
    commands = list(_difftest_commands(_workflow()))
    assert {args[0] for _, args in commands} >= {"run", "merge", "execute"}
    parser = build_parser()
    for job, args in commands:
        try:
            parser.parse_args(args)
        except SystemExit:
            pytest.fail(f"job {job}: `difftest {' '.join(args)}` is not a command difftest takes")


def test_jobs_artifacts_matrix_and_cache_fit_together():
    wf = _workflow()
    jobs = wf["jobs"]
    assert wf["on"] and "pull_request" in wf["on"]
    for name, job in jobs.items():
        needs = job.get("needs", [])
        for need in [needs] if isinstance(needs, str) else needs:
            assert need in jobs, f"{name} needs {need}, which is not a job"
    # The matrices cover shards 1..SHARDS and 1..FUZZ_SHARDS, and each shard command uses both.
    for job, count in (("shard", "SHARDS"), ("fuzz", "FUZZ_SHARDS")):
        shards = int(wf["env"][count])
        assert jobs[job]["strategy"]["matrix"]["shard"] == list(range(1, shards + 1)), job
        assert jobs[job]["strategy"]["fail-fast"] is False, job
        assert any(f"--shard $SHARD/${count}" in s.get("run", "") for s in jobs[job]["steps"]), job
    # Fuzzing is nightly work: it never holds up a pull request.
    assert "schedule" in wf["on"] and jobs["fuzz"]["if"] == "github.event_name != 'pull_request'"
    merge = jobs["fuzz-merge"]
    assert merge["needs"] == "fuzz" and "github.event_name != 'pull_request'" in merge["if"]
    assert any("difftest fuzz --merge" in s.get("run", "") for s in merge["steps"])
    # What is downloaded was uploaded.
    uploaded = [s["with"]["name"] for j in jobs.values() for s in j["steps"]
                if s.get("uses", "").startswith("actions/upload-artifact")]
    for job in jobs.values():
        for s in job["steps"]:
            if s.get("uses", "").startswith("actions/download-artifact"):
                want = s["with"].get("name") or s["with"]["pattern"]
                pattern = re.escape(want).replace(r"\*", ".*")
                assert any(re.fullmatch(pattern, re.sub(r"\$\{\{[^}]*\}\}", "1", u)) for u in uploaded), want
    # The cache is keyed by the compiler's fingerprint, which a step computes.
    cache = next(s for s in jobs["shard"]["steps"] if s.get("uses", "").startswith("actions/cache"))
    assert "steps.compiler.outputs.fingerprint" in cache["with"]["key"]
    assert any(s.get("id") == "compiler" and "iree-compile --version" in s["run"] for s in jobs["shard"]["steps"])
    assert cache["with"]["path"] == "${{ env.DIFFTEST_CACHE }}"
    # The merge gates even when a shard failed, and the summary is written whatever the gate says.
    assert jobs["merge"]["if"] == "always()"
    summary = next(s for s in jobs["merge"]["steps"] if "GITHUB_STEP_SUMMARY" in s.get("run", ""))
    assert summary["if"] == "always()"
    # The GPU job runs on the CPU job's bundle, with that release's runtime.
    gpu = jobs["gpu"]
    assert gpu["needs"] == "gpu-bundle" and "needs.gpu-bundle.outputs.iree" in str(gpu["steps"])
    # The Vulkan job installs lavapipe before it runs on it.
    runs = [s.get("run", "") for s in jobs["vulkan"]["steps"]]
    install = next(i for i, r in enumerate(runs) if "mesa-vulkan-drivers libvulkan1" in r)
    gate = next(i for i, r in enumerate(runs) if "--target vulkan:llvmpipe" in r)
    assert install < gate


def test_the_shard_matrix_covers_every_case_once(capsys, monkeypatch):
    monkeypatch.chdir(REPO)
    wf = _workflow()
    corpora = wf["env"]["CORPORA"].split()
    shards = int(wf["env"]["SHARDS"])
    listed = []
    for i in range(1, shards + 1):
        assert main(["run", *corpora, "--list", "--shard", f"{i}/{shards}"]) == 0
        listed.append(capsys.readouterr().out.split())
    assert main(["run", *corpora, "--list"]) == 0
    everything = capsys.readouterr().out.split()
    assert sorted(sum(listed, [])) == sorted(everything)
    assert all(listed)


def _workflow_file(tmp_path) -> Path:
    wf = tmp_path / ".github" / "workflows" / "difftest.yml"
    wf.parent.mkdir(parents=True)
    wf.write_text(_workflow_text())
    return wf


def _tool(name: str) -> str:
    """A linter of the test extra: beside this Python, else on PATH."""
    beside = Path(sys.executable).parent / name
    exe = str(beside) if beside.exists() else shutil.which(name)
    if exe is None:
        pytest.skip(f"{name} is not installed: pip install -c .ci/constraints.txt -e '.[test]'")
    return exe


def test_githubs_workflow_schema_accepts_the_workflow(tmp_path):
    wf = _workflow_file(tmp_path)
    # The schema is vendored in check-jsonschema: nothing is fetched.
    res = subprocess.run([_tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows", str(wf)],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert res.returncode == 0, res.stdout + res.stderr


def test_zizmor_finds_nothing_in_the_workflow(tmp_path):
    wf = _workflow_file(tmp_path)
    # Pedantic: every audit zizmor has short of the auditor's, whose one
    # finding here is the GPU job's self-hosted runner, which it needs.
    res = subprocess.run([_tool("zizmor"), "--offline", "--persona=pedantic", "--no-progress", str(wf)],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "No findings" in res.stdout + res.stderr


def test_actionlint_accepts_the_workflow(tmp_path):
    exe = shutil.which("actionlint")
    if exe is None:
        pytest.skip("actionlint is not installed here (https://github.com/rhysd/actionlint)")
    wf = _workflow_file(tmp_path)
    res = subprocess.run([exe, "-no-color", str(wf)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert res.returncode == 0, res.stdout + res.stderr
