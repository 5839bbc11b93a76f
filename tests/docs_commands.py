"""The commands the README and docs/ show, read from their fenced blocks,
what each needs and which tier runs it, and how a shown output line is
compared with what a command prints. tests/test_readme.py (the README's own
checks) and tests/test_docs_commands.py (every command run) share it."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).parent.parent
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
# Blocks of another language hold no command lines; `text` and `diff` blocks hold output.
NOT_COMMANDS = {"yaml", "toml", "mlir", "json", "text", "diff"}
# What a plain machine lacks, the commands that need it, and the words that say so.
NEEDS = (
    (re.compile(r"--device[= ](cuda|hip)\b"), "a GPU"),
    (re.compile(r"--releases\b|--nightlies\b|--toolchain[= ]release:|iree-test-suites/|https?://|ssh://[^/]*@"
                r"|\bfuzz\b.*--since\b"), "the network"),
    (re.compile(r"~/iree\b|--repo (?!/tmp/test-repo)"), "an IREE checkout"),
)
MARKS = ("a GPU", "an IREE checkout", "the network", "an export environment")
_MARK = re.compile(r"#\s*needs:\s*(.+)$")
_COMMENT = re.compile(r"\s+#\s.*$")
# The programs a line of an unprompted block starts with, for it to be a command.
PROGRAMS = ("difftest", "pytest", "python", "python3", "pip", "apt-get", "sh", "bash", "bench/gpu_prepare.sh")


@dataclass
class Shown:
    """A command in a fenced block, and the output shown under it."""

    doc: Path
    line: int
    text: str
    synopsis: bool = False
    needs: str | None = None
    output: list[str] = field(default_factory=list)
    block: int = 0  # the block's number in its page: a block's commands use what the ones before made

    def __str__(self) -> str:
        return f"{self.doc.relative_to(REPO)}:{self.line}: {self.text}"

    @property
    def program(self) -> str:
        return self.text.split()[0]

    @property
    def is_difftest(self) -> bool:
        return self.text.startswith(("difftest ", "pytest --difftest"))


def fenced_blocks(text: str):
    """(info string, first line number, lines dedented to the fence), for
    fences at any indentation (a block inside a list item)."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)```\s*([\w+-]*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        indent, info, start, body = len(m.group(1)), m.group(2), i + 2, []
        i += 1
        while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        yield info, start, body
        i += 1


def _is_command(s: str, synopsis: bool = False) -> bool:
    if synopsis:
        return s.startswith(("difftest ", "pytest --difftest"))
    return s.split(" ", 1)[0] in PROGRAMS and " " in s


def commands(doc: Path) -> list[Shown]:
    found = []
    for n, (info, start, body) in enumerate(fenced_blocks(doc.read_text())):
        if info in NOT_COMMANDS:
            continue
        prompted = any(ln.strip().startswith("$ ") for ln in body)
        i, mark = 0, None
        while i < len(body):
            s = body[i].strip()
            if m := _MARK.match(s):
                mark = m.group(1)
            text = s[2:] if prompted and s.startswith("$ ") else (None if prompted else s)
            if text is None or not _is_command(text, info == "synopsis"):
                i += 1
                continue
            first = i
            if info == "synopsis":  # its continuation lines are indented, with no backslash; comments are prose
                text = _COMMENT.sub("", text)
                while i + 1 < len(body) and body[i + 1].startswith(" ") and not _is_command(body[i + 1].strip(), True):
                    i += 1
                    text += " " + _COMMENT.sub("", body[i].strip())
            while text.endswith("\\") and i + 1 < len(body):
                i += 1
                text = text[:-1] + " " + body[i].strip()
            own = _MARK.search(text)
            shown = Shown(doc, start + first, text, synopsis=info == "synopsis",
                          needs=own.group(1) if own else mark, block=n)
            i += 1
            if prompted:
                while i < len(body) and not body[i].strip().startswith("$ "):
                    shown.output.append(body[i])
                    i += 1
            mark = None
            found.append(shown)
    return found


def argv(shown: Shown) -> list[str]:
    return shlex.split(shown.text, comments=True)


# ---- which tier runs a command ------------------------------------------------------

SLOW, VERY_SLOW, SKIP = "slow", "very slow", "skip"
_ORDER = {SLOW: 0, VERY_SLOW: 1, SKIP: 2}


@dataclass(frozen=True)
class Plan:
    """How a command is run: its tier, why (for a very slow or skipped
    one), what the machine must have (probed: `network`, `export`), whether
    the commands after it in its block take its tier on (they use what it
    made), and its timeout."""

    tier: str = SLOW
    reason: str = ""
    probe: str | None = None
    inherit: bool = True
    timeout: int = 1800
    venv: bool = False  # a bare `pip` installs: into a venv of the page's own, never the one running the tests

    def after(self, earlier: Plan) -> Plan:
        """This plan, behind an earlier command of its block that it depends on."""
        if not earlier.inherit or _ORDER[earlier.tier] <= _ORDER[self.tier]:
            return self
        return Plan(earlier.tier, f"after `{earlier.reason}`" if earlier.tier == SKIP else earlier.reason,
                    earlier.probe or self.probe, True, max(self.timeout, earlier.timeout), self.venv)


HOURS = 4 * 3600
REAL_MODELS = "real models (corpora/llama8b, corpora/sdxl_unet: an hour and more on 2 cores)"
# First match wins. Each: a pattern of the command's text, and its plan.
RULES: list[tuple[re.Pattern, Plan]] = [
    (re.compile(r"-m pytest$"), Plan(SKIP, "the test suite itself (.ci/run runs it)", inherit=False)),
    (re.compile(r"^apt-get "), Plan(SKIP, "installs system packages as root: the machine's setup, which .ci/run "
                                          "makes", inherit=False)),
    (re.compile(r"gpu_check\.sh .* cuda\b"), Plan(SKIP, "needs a GPU")),
    (re.compile(r"export_vit_qwen2\.py|/tmp/where-models/"),
     Plan(VERY_SLOW, "exports torchvision's ViT and Qwen2 (an export environment: DIFFTEST_EXPORT_PYTHON)",
          probe="export", timeout=HOURS)),
    (re.compile(r"^pip "), Plan(VERY_SLOW, "installs packages from PyPI (the network)", probe="network",
                                timeout=HOURS, venv=True)),
    (re.compile(r"\bpip install\b|^bench/gpu_prepare\.sh"),
     Plan(VERY_SLOW, "installs packages from PyPI (the network)", probe="network", timeout=HOURS)),
    (re.compile(r"(?<![\w./-])corpora/?(?=\s|$)|corpora/(llama8b|sdxl_unet)\b"),
     Plan(VERY_SLOW, REAL_MODELS, timeout=HOURS)),
]
# Where the page's words say another exit status than 0 (a gate line or an
# error shown under the command says it without an entry here).
EXITS: list[tuple[re.Pattern, int, str]] = [
    (re.compile(r"^difftest fuzz .*--seed 7"), 1, "fuzz.md: exit status 1 when the flag broke something"),
]
# A command the page says each of N jobs runs, each with its own I: run as each job.
_SHARD = re.compile(r"--shard 2/4 --json shard2\.json\s+# each of 4 jobs, its own I$")


def plan_of(shown: Shown) -> Plan:
    """The command's own plan, before its block's earlier commands are taken into account."""
    needs = shown.needs or next((what for pattern, what in NEEDS if pattern.search(shown.text)), None)
    if needs and needs.startswith("the network ("):  # a clone, a host of the reader's own
        return Plan(SKIP, f"needs {needs}, which the page leaves to the reader")
    if needs and needs.startswith(("a GPU", "an IREE checkout")):
        return Plan(SKIP, f"needs {needs}")
    if needs and needs.startswith("the network"):
        return Plan(VERY_SLOW, f"needs {needs}: PyPI's releases", probe="network", timeout=HOURS)
    return next((plan for pattern, plan in RULES if pattern.search(shown.text)), Plan())


def runnable(doc: Path) -> list[tuple[Shown, Plan]]:
    """Every command of a page that a shell runs (synopses are not), each
    with its plan: a block's later commands take on the tier of an earlier
    one they use the results of."""
    out: list[tuple[Shown, Plan]] = []
    for shown in commands(doc):
        if shown.synopsis or shown.text.startswith("--"):
            continue
        plan = plan_of(shown)
        for earlier, earlier_plan in out:
            if earlier.block == shown.block:
                plan = plan.after(earlier_plan)
        out.append((shown, plan))
    return out


def expected_exit(shown: Shown) -> tuple[int, str]:
    """The exit status the page gives the command, and the words that say it."""
    for line in shown.output:
        if m := re.search(r"^gate: .*\(exit (\d+)\)", line.strip()):
            return int(m.group(1)), line.strip()
        if line.strip().startswith("difftest: error:"):
            return 2, "a usage error shown"
    for pattern, code, words in EXITS:
        if pattern.search(shown.text):
            return code, words
    return 0, "no failure shown"


def shell_lines(shown: Shown) -> list[str]:
    """What the shell runs for the command: ci.md's shard line is each job's."""
    if _SHARD.search(shown.text):
        return [re.sub(r"2(/4 --json shard)2", rf"{i}\g<1>{i}", shown.text) for i in range(1, 5)]
    return [shown.text]


# ---- comparing a shown line with what a command prints -----------------------------

# Table columns that vary from machine to machine or run to run, masked:
# measurements, and the vmfb's size, which follows the host CPU's features
# (the llvm-cpu target is the host's: AVX-512 code is larger).
MEASURED = ("ms b->c", "peak memory (measured)", "measured peak", "vmfb size")
# Summary lines of those: only their first clause, numbers masked, is compared.
MEASURED_LINES = ("latency: ", "peak memory (measured): ", "vmfb size: ", "resident memory (measured): ",
                  "peak memory per call (measured): ")


class _Masks:
    """Which cells of a table's lines are masked. A folded table's rows
    take a few lines each, in the header's tiers: the k-th line of a row
    (a row starts at a line that is not indented) is masked where the
    header's k-th line names a measured column."""

    def __init__(self):
        self.header: list[list[str]] = []
        self.reading_header = False
        self.k = 0

    def line(self, raw: str, cells: list[str]) -> list[str]:
        starts = cells[:1] == ["case"] or any(c in MEASURED for c in cells)
        if starts and not self.reading_header:
            self.header, self.reading_header = [cells], True
            return cells
        if cells == ["---"]:
            self.reading_header = False
            return cells
        if self.reading_header:
            self.header.append(cells)
            return cells
        self.k = 0 if not raw.startswith(" ") else self.k + 1
        names = self.header[self.k] if self.k < len(self.header) else []
        return ["M" if i < len(names) and names[i] in MEASURED else c for i, c in enumerate(cells)]


# A path into a checkout (the one the page was written in, this one, a fresh copy): from its corpora, tests or docs.
_CHECKOUT_PATH = re.compile(r"(?<![\w.-])/(?:[\w.+-]+/)+?(?=(?:corpora|tests|docs|reduced[\w-]*)/)")


def normalized(lines: list[str], roots: tuple[Path, ...] = ()) -> list[str]:
    """Lines as compared: a table's cells (its column widths follow its
    contents), with what differs from run to run or machine to machine
    masked: timings, measured memory and vmfb sizes (their columns, their
    summary lines past the first clause, durations and rates), commit hashes
    and dates, the host CPU's name, run directories and case directories'
    keys, the checkout's path (`roots`: where the command ran, as a page's
    own `/tmp`)."""
    out, masks = [], _Masks()
    for line in lines:
        s = line.strip().replace(f"{REPO}/", "")
        for root in roots:
            s = s.replace(f"{root}/tmp/", "/tmp/").replace(f"{root}/", "")
        if not s:
            masks = _Masks()
            out.append("")
            continue
        cells = re.split(r"\s{2,}", s)
        if set(s) <= {"-", " "}:
            cells = ["---"]
        s = "  ".join(masks.line(line, cells))
        if s.startswith(MEASURED_LINES):
            s = re.sub(r"\d+(\.\d+)?", "N", re.split(r"[;,]", s)[0])
        # Durations and rates: a case's seconds, a campaign's pace, a step's time.
        s = re.sub(r"\b\d+(\.\d+)?(?= ?(s|ms|min|CPU-minutes)\b)|\b(\d+m)+\d+s\b", "T", s)
        s = re.sub(r"\d+(\.\d+)?(?=/min\b| per CPU-hour\b| the flag's\))", "N", s)
        s = re.sub(r"vmfb-bytes \d+ -> \d+", "vmfb-bytes N -> N", s)
        s = re.sub(r"\b[0-9a-f]{12}\b", "SHA", s)
        s = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", "TIME", s)
        s = re.sub(r"runs on (\S+) \(.*\)$", r"runs on \1 (HOST)", s)
        s = re.sub(r"runs on (\S+): .*$", r"runs on \1: HOST", s)
        # The CPU `llvm-cpu` resolved to is the machine's: the README names the one it ran on.
        s = re.sub(r"compiled for \S+?([,)]|$)", r"compiled for CPU\1", s)
        s = _CHECKOUT_PATH.sub("", s)
        s = re.sub(r"\S*/site-packages/", "SITE/", s)
        s = re.sub(r"\b(difftest-out/(?:[\w-]+-)?)\d{8}-\d{6}-[0-9a-f]{6}\b", r"\1RUN", s)
        # A case's directory is named by its key, which holds the case file's path.
        s = re.sub(r"(?<=\w)-[0-9a-f]{10}\b", "-KEY", s)
        out.append(s)
    return out


def missing_lines(shown: list[str], printed: list[str], roots: tuple[Path, ...] = ()) -> list[str]:
    """The shown lines that nothing printed matches, as compared: `...` on
    a line of its own leaves lines out, and within a line stands for any text."""
    have = normalized(printed, roots)
    have_set = set(have)
    missing = []
    for raw, want in zip(shown, normalized(shown, roots)):
        if not want or want == "...":
            continue
        if "..." in want:
            pattern = re.compile(".*".join(re.escape(part) for part in want.split("...")))
            if any(pattern.fullmatch(h) for h in have):
                continue
        elif want in have_set:
            continue
        missing.append(raw)
    return missing
