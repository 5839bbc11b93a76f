"""Every runnable command of the README and docs/ does what its page says.

Each command in a fenced block (a `difftest` command, and the shell steps
beside it: a script a page runs, an install) is run as a new user runs it:
from a fresh copy of this repository (its tracked and untracked files, as
a git repository of its own: relative paths resolve as in a clone, and
nothing of this checkout is written), with a cache of its own, empty at
first, per page, a page's `/tmp/...` paths under a directory of its own,
and a timeout per command. The commands of a page run in page order in one
directory, so one that uses what an earlier one made (a bundle written,
then executed; `reduced/` written, then `reduced-2/`) finds it; a command
that needs what the run before it in its block made takes that run's tier
on. Then:

- its exit status is the page's: the gate line shown under it (`gate:
  passes (exit 0)`), a usage error shown (`difftest: error:`, exit 2), the
  page's words (`EXITS` in docs_commands.py), else 0;
- every output line shown under it (`$ ` marks the command) is one it
  prints now, compared as the README's check compares (a table's cells,
  timings, measurements, hashes, dates, host CPU names, run directories
  and the checkout's path masked; `...` alone leaves lines out, within a
  line it stands for any text).

Runs in the slow tier (`-m slow`); a command that needs what this machine
lacks is skipped with the reason, and one too long for the slow tier runs
only when asked: `-m very_slow` or `DIFFTEST_DOCS_VERY_SLOW=1`. A session
that selects some commands of a page (`-k`) runs, before each, the earlier
commands of its block and the selected ones of its page, in page order. The plan of
every command is in docs_commands.py (`RULES`, `NEEDS`); the cheap test
below holds these lists to it.

Very slow tier:
- README.md: python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/difftest run corpora/llama
- README.md: difftest sweep corpora/llama --releases 3.8.0..3.13.0
- README.md: difftest fuzz --count 40 --seed 7 --since 3.8.0
- README.md: difftest run corpora --target cuda:sm_80 --compile-only --bundle bundle/
- audit.md: difftest run corpora/llama8b -k "fp8_torch_1blk and not prefill" -j 1 --audit
- bisect.md: difftest bisect --releases --good 3.9.0 --bad 3.13.0 corpora/llama -k decoder_layer_f16 ...
- ci.md: difftest run corpora --shard 2/4 --json shard2.json
- ci.md: difftest merge shard1.json shard2.json shard3.json shard4.json -o all.json --html all.html
- ci.md: difftest run corpora --shard 2/4 --durations all.json --json shard2.json
- fuzz.md: difftest fuzz --count 40 --seed 7 --since 3.8.0
- gpu.md: difftest run corpora --target vulkan:llvmpipe
- gpu.md: difftest run corpora --target vulkan
- gpu.md: difftest run corpora --target vulkan:llvmpipe --compile-only --bundle bundle-vk/
- gpu.md: difftest execute bundle-vk/ --device vulkan
- gpu.md: pip wheel --no-deps -w wheels .
- gpu.md: pip install --no-deps wheels/difftest-*.whl
- gpu.md: pip install iree-base-runtime==3.13.0 numpy ml_dtypes
- gpu.md: bench/gpu_prepare.sh .gpu
- sweep-history.md: difftest sweep corpora/llama --releases 3.9.0..3.13.0 --history h.db
- sweep-history.md: difftest history h.db -k dynseq_f32
- where.md: difftest where corpora/llama8b -k fp8_torch_1blk_prefill --out difftest-out/where-llama8b
- where.md: difftest where corpora/llama8b/f16_torch_1blk.mlir --flagset iree-model-benchmark-8b --out ...
- where.md: python docs/examples/export_vit_qwen2.py vit /tmp/where-models/vit
- where.md: python docs/examples/export_vit_qwen2.py qwen /tmp/where-models/qwen
- where.md: difftest where /tmp/where-models/vit/vit.mlir /tmp/where-models/qwen/qwen.mlir --target ...

Skipped:
- README.md: python3 -m venv .venv && .venv/bin/pip install --no-compile -c .ci/constraints.txt -e '.[test]' ...
- README.md: difftest execute bundle/ --device cuda
- bisect.md: difftest bisect --releases --good 3.10.0 --bad 3.11.0 --repo ~/iree --build '...' --max-builds ...
- development.md: python3 -m venv .venv && .venv/bin/pip install --no-compile -c .ci/constraints.txt -e '.[test]' ...
- gpu.md: difftest execute bundle/ --device cuda
- gpu.md: apt-get install mesa-vulkan-drivers libvulkan1
- gpu.md: difftest run corpora/patterns --target cuda:sm_80 --device ssh://gpu-box/cuda
- gpu.md: difftest run corpora/patterns --device ...
- gpu.md: bash .gpu/gpu_check.sh .gpu cuda
- suites.md: difftest run iree-test-suites/onnx_ops/onnx/node/generated --suite-config ...
- suites.md: difftest run ~/iree/tests/e2e/linalg ~/iree/tests/e2e/tensor_ops ~/iree/tests/e2e/tosa_ops

Every other command runs in the slow tier.
"""
from __future__ import annotations

import fcntl
import gzip
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from .docs_commands import DOCS, REPO, SKIP, VERY_SLOW, Plan, Shown, expected_exit, missing_lines, runnable, \
    shell_lines

PAGES = {doc: runnable(doc) for doc in DOCS}
ITEMS = [(doc, i) for doc, found in PAGES.items() for i in range(len(found))]


def _short(shown: Shown) -> str:
    text = " ".join(re.sub(r"\s+#\s.*$", "", shown.text).split())
    return text if len(text) <= 100 else text[:text.rfind(" ", 0, 96)] + " ..."


def _listed(section: str) -> list[str]:
    text = __doc__.split(section + ":\n", 1)[1]
    return [ln[2:] for ln in text.split("\n\n", 1)[0].splitlines()]


def test_the_docstring_lists_every_command_that_is_not_in_the_slow_tier():
    very_slow = [f"{d.name}: {_short(s)}" for d, found in PAGES.items() for s, p in found if p.tier == VERY_SLOW]
    skipped = [f"{d.name}: {_short(s)}" for d, found in PAGES.items() for s, p in found if p.tier == SKIP]
    assert _listed("Very slow tier") == very_slow, "\n".join(very_slow)
    assert _listed("Skipped") == skipped, "\n".join(skipped)


def test_every_page_with_a_command_has_commands_in_the_slow_tier():
    slow = {d.name for d, found in PAGES.items() for _, p in found if p.tier not in (SKIP, VERY_SLOW)}
    assert slow >= {"README.md", "config.md", "explain-reduce.md", "fuzz.md", "gpu.md", "ci.md", "run.md",
                    "where.md"}


def test_a_block_s_later_command_takes_the_tier_of_what_it_uses():
    ci = dict((s.text.split("#")[0].strip(), p) for s, p in PAGES[REPO / "docs" / "ci.md"])
    assert ci["difftest merge shard1.json shard2.json shard3.json shard4.json -o all.json --html all.html"].tier \
        == VERY_SLOW
    # An install the machine's setup makes is not one a later command waits for.
    gpu = [(s, p) for s, p in PAGES[REPO / "docs" / "gpu.md"] if "vulkan" in s.text and "apt-get" not in s.text]
    assert gpu and all(p.tier != SKIP for _, p in gpu)


# ---- the runs (slow) --------------------------------------------------------------------


def _very_slow_asked(config) -> bool:
    return bool(os.environ.get("DIFFTEST_DOCS_VERY_SLOW")) or "very_slow" in (config.option.markexpr or "")


_PROBES: dict[str, str | None] = {}


def _export_python() -> str | None:
    """The export environment's Python: DIFFTEST_EXPORT_PYTHON, else the .export-venv .ci/run builds."""
    given = os.environ.get("DIFFTEST_EXPORT_PYTHON") or str(REPO / ".export-venv" / "bin" / "python")
    if not Path(given).exists():
        return None
    done = subprocess.run([given, "-c", "import torch, iree.turbine, transformers"], capture_output=True,
                          timeout=300)
    return given if done.returncode == 0 else None


def _lacking(probe: str | None) -> str | None:
    """Why this machine cannot run a command that needs `probe`, or None."""
    if probe is None:
        return None
    if probe not in _PROBES:
        if probe == "network":
            try:
                urllib.request.urlopen("https://pypi.org/simple/iree-base-compiler/", timeout=15).close()
                _PROBES[probe] = None
            except OSError as e:
                _PROBES[probe] = f"needs the network: PyPI cannot be reached ({e})"
        else:
            _PROBES[probe] = None if _export_python() else (
                "needs an export environment (torch, iree-turbine, torchvision, transformers): "
                "DIFFTEST_EXPORT_PYTHON, or .export-venv")
    return _PROBES[probe]


def fresh_copy(dest: Path) -> None:
    """This checkout's files as a clone holds them (untracked ones too, ignored ones not), in a git
    repository of its own."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO, capture_output=True,
                            check=True, timeout=60).stdout.decode().split("\0")
    for rel in filter(None, listed):
        src = REPO / rel
        if src.is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    git = ["git", "-c", "user.name=docs", "-c", "user.email=docs@example.com"]
    for step in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "a fresh clone"]):
        subprocess.run([*git, *step], cwd=dest, check=True, capture_output=True, timeout=120)


class Page:
    """A page's commands run in page order in one directory, once per
    session: results are kept under it, and an xdist worker that needs a
    command another has run reads its result (the lock keeps the order)."""

    def __init__(self, root: Path, doc: Path):
        self.doc, self.dir = doc, root / doc.stem
        self.repo, self.results = self.dir / "repo", self.dir / "results"

    def result(self, index: int, very_slow: bool, selected: set[int]) -> dict:
        """Command `index`'s result, after the page's earlier commands that it may use: those of its block,
        and those of the page this session selected (`selected`), in page order."""
        self.dir.mkdir(parents=True, exist_ok=True)
        with open(self.dir / ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not self.repo.exists():
                fresh_copy(self.repo)
                self.results.mkdir()
                self._shims()
            block = PAGES[self.doc][index][0].block
            for j, (shown, plan) in enumerate(PAGES[self.doc][:index + 1]):
                done = self.results / f"{j}.json"
                if not done.exists() and (j == index or j in selected or shown.block == block):
                    done.write_text(json.dumps(self._run(shown, plan, very_slow)))
            return json.loads((self.results / f"{index}.json").read_text())

    def _shims(self) -> None:
        """`difftest` and `pytest` as a clone's venv has them, from this interpreter and the copy's code."""
        bin_ = self.dir / "bin"
        bin_.mkdir()
        for name, module in (("difftest", "difftest"), ("pytest", "pytest")):
            (bin_ / name).write_text(f'#!/bin/sh\nexec "{sys.executable}" -m {module} "$@"\n')
            (bin_ / name).chmod(0o755)

    def _env(self, plan: Plan) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "CI", "DIFFTEST_KEEP_RUNS")}
        path = [str(self.dir / "bin")]
        if plan.venv:
            if not (self.dir / "venv").exists():
                subprocess.run([sys.executable, "-m", "venv", str(self.dir / "venv")], check=True, timeout=300)
            path.insert(0, str(self.dir / "venv" / "bin"))
        if plan.probe == "export":
            path.append(str(Path(_export_python()).parent))
        # As the docs' commands run: in difftest's venv, active (the revert-check build finds iree-compile there).
        path += [str(Path(sys.executable).parent), env.get("PATH", "")]
        env.update(PATH=os.pathsep.join(path), PYTHONPATH=str(self.repo), DIFFTEST_CACHE=str(self.dir / "cache"),
                   PYTHON=sys.executable)  # bench/gpu_prepare.sh's interpreter (a clone's .venv by default)
        return env

    def _run(self, shown: Shown, plan: Plan, very_slow: bool) -> dict:
        if plan.tier == SKIP:
            return {"skipped": plan.reason}
        if plan.tier == VERY_SLOW and not very_slow:
            return {"skipped": f"very slow tier: {plan.reason}"}
        if lacking := _lacking(plan.probe):
            return {"skipped": lacking}
        (self.dir / "tmp").mkdir(exist_ok=True)
        before = set(self.repo.glob("difftest-out/*/results.jsonl"))
        out, rc, start = [], 0, time.monotonic()
        for line in shell_lines(shown):
            line = re.sub(r"(?<![\w.~])/tmp/", f"{self.dir}/tmp/", line)
            proc = subprocess.Popen(["bash", "-c", line], cwd=self.repo, env=self._env(plan), text=True,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
            try:
                text, _ = proc.communicate(timeout=plan.timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                text, _ = proc.communicate()
                return {"output": text, "timed_out": plan.timeout, "seconds": time.monotonic() - start}
            out.append(text)
            rc = rc or proc.returncode
        runs = sorted(set(self.repo.glob("difftest-out/*/results.jsonl")) - before, key=lambda p: p.stat().st_mtime)
        return {"output": "".join(out), "rc": rc, "seconds": round(time.monotonic() - start, 1),
                "runs": [str(p) for p in runs]}


@pytest.fixture(scope="session")
def docs_root(tmp_path_factory) -> Path:
    """One directory for the session's pages, shared by xdist's workers."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = tmp_path_factory.getbasetemp().parent / "docs-commands"
        shared.mkdir(exist_ok=True)
        return shared
    return tmp_path_factory.mktemp("docs-commands")


def _param(doc: Path, i: int):
    shown, plan = PAGES[doc][i]
    marks = [pytest.mark.slow] + ([pytest.mark.very_slow] if plan.tier == VERY_SLOW else [])
    return pytest.param(doc, i, marks=marks, id=f"{doc.name}:{shown.line} {_short(shown)[:70]}")


def _refresh_readme_record(shown: Shown, result: dict) -> None:
    """DIFFTEST_README_REFRESH=1: the README answer's run records, for test_readme.py's cheap check."""
    from .test_readme import RUNS, _record

    for n, answer in RUNS:
        if answer.line == shown.line and result.get("runs"):
            _record(n).parent.mkdir(exist_ok=True)
            _record(n).write_bytes(gzip.compress(Path(result["runs"][-1]).read_bytes(), mtime=0))


@pytest.mark.parametrize("doc,index", [_param(d, i) for d, i in ITEMS])
def test_the_command_does_what_its_page_says(doc, index, docs_root, request):
    shown, plan = PAGES[doc][index]
    if plan.tier == SKIP:
        pytest.skip(plan.reason)
    very_slow = _very_slow_asked(request.config)
    if plan.tier == VERY_SLOW and not very_slow:
        pytest.skip(f"very slow tier ({plan.reason}): run it with -m very_slow or DIFFTEST_DOCS_VERY_SLOW=1")
    page = Page(docs_root, doc)
    selected = {item.callspec.params["index"] for item in request.session.items
                if getattr(item, "callspec", None) and item.callspec.params.get("doc") == doc}
    result = page.result(index, very_slow, selected)
    if "skipped" in result:
        pytest.skip(result["skipped"])
    text = result["output"]
    assert "timed_out" not in result, f"{shown}: no answer in {result['timed_out']} s:\n{text[-4000:]}"
    if doc.name == "README.md" and os.environ.get("DIFFTEST_README_REFRESH"):
        _refresh_readme_record(shown, result)
    code, words = expected_exit(shown)
    assert result["rc"] == code, f"{shown}: exit {result['rc']}, the page says {code} ({words}):\n{text[-6000:]}"
    missing = missing_lines(shown.output, text.splitlines(), (page.repo, page.dir))
    assert not missing, (f"{shown}: the page shows lines the command no longer prints (refresh them from its "
                         "output):\n" + "\n".join(missing) + "\n--- it prints:\n" + text[-12000:])
