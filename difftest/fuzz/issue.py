"""What a finding directory hands an IREE developer: `repro.sh`, which
exits 0 when the bug reproduces and 1 when it does not (as cvise's
interestingness tests do), and 125 when it cannot test (no compiler to
run: git bisect run's skip, never "does not reproduce"); and `issue.md`,
ready to paste into an issue.
Both compile for a fixed target (a named CPU or `generic`, never `host`),
so they say the same on any machine.
"""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

# Where the printed IR or difftest's own words start in a message: the fixed
# part before them is what a reproducer looks for.
_VARYING = re.compile(r"""[%<{"(]|\b\d""")
_LOCATION = re.compile(r"^.*?\berror:\s*")


def fixed_words(error_line: str, limit: int = 160) -> str:
    """The part of an error message that does not depend on the program:
    its words up to the first printed value, type or op, cut at a word."""
    msg = _LOCATION.sub("", (error_line or "").strip(), count=1)
    m = _VARYING.search(msg)
    head = msg[:m.start()] if m else msg
    head = head.rstrip(" :,;.")
    if len(head) < 12:  # too little to tell one error from another: the message as it is
        head = msg.rstrip(" .")
    if len(head) > limit:
        cut = head.rfind(" ", 0, limit)
        head = head[:cut if cut > limit // 2 else limit]
    return head


@dataclass
class Side:
    name: str  # baseline | candidate
    flags: list[str]
    # What the side must show for the bug to reproduce: "fails-with" (this
    # message), "not-with" (anything but it), "crashes", "compiles".
    expect: str
    words: str = ""


@dataclass
class Repro:
    finding: str  # "finding 003: ..."
    source: str  # the reproducer's file name, beside repro.sh
    sides: list[Side]
    # {"function", "inputs": [npy names], "outputs", "driver", "blamed", "mode": "fails" | "numerics", "rtol", "atol"}
    run: dict | None = None
    notes: list[str] = field(default_factory=list)


def _compile_lines(side: Side, source: str) -> list[str]:
    cmd = f'"$IREE_COMPILE" {shlex.quote(source)} {" ".join(shlex.quote(f) for f in side.flags)} ' \
          f"-o {side.name}.vmfb >{side.name}.log 2>&1"
    lines = [cmd, f"{side.name}_rc=$?"]
    if side.expect == "fails-with":
        lines += [f"[ ${side.name}_rc -ne 0 ] && grep -qF -- {shlex.quote(side.words)} {side.name}.log "
                  f"|| {{ echo 'does not reproduce: the {side.name} does not fail with the error'; exit 1; }}"]
    elif side.expect == "not-with":
        lines += [f"grep -qF -- {shlex.quote(side.words)} {side.name}.log "
                  f"&& {{ echo 'does not reproduce: the {side.name} fails with the same error'; exit 1; }}"]
    elif side.expect == "crashes":
        lines += [f"[ ${side.name}_rc -gt 1 ] "
                  f"|| {{ echo 'does not reproduce: iree-compile did not crash on the {side.name}'; exit 1; }}"]
    else:
        lines += [f"[ ${side.name}_rc -eq 0 ] "
                  f"|| {{ echo 'does not reproduce: the {side.name} fails to compile'; exit 1; }}"]
    return lines


def _run_lines(r: Repro) -> list[str]:
    run = r.run
    lines = []
    for side in r.sides:
        args = " ".join(f"--input=@{shlex.quote(a)}" for a in run["inputs"])
        outs = " ".join(f"--output=@{side.name}.out{i}.npy" for i in range(run.get("outputs", 1)))
        lines += [f'"$IREE_RUN_MODULE" --module={side.name}.vmfb --device={run["driver"]} '
                  f'--function={shlex.quote(run["function"])} {args} {outs} >{side.name}.run.log 2>&1',
                  f"{side.name}_run=$?"]
    blamed = run["blamed"]
    others = [s.name for s in r.sides if s.name != blamed]
    if run["mode"] == "fails":
        lines.append(f"[ ${blamed}_run -ne 0 ] || {{ echo 'does not reproduce: the {blamed} runs'; exit 1; }}")
        lines += [f"[ ${o}_run -eq 0 ] || {{ echo 'does not reproduce: the {o} fails to run too'; exit 1; }}"
                  for o in others]
        return lines
    lines += [f"[ ${s.name}_run -eq 0 ] || {{ echo 'does not reproduce: the {s.name} fails to run'; exit 1; }}"
              for s in r.sides]
    compare = ("import sys, numpy as np\n"
               f"n = {run.get('outputs', 1)}\n"
               "for i in range(n):\n"
               "    b = np.load(f'baseline.out{i}.npy').astype(np.float64)\n"
               "    c = np.load(f'candidate.out{i}.npy').astype(np.float64)\n"
               f"    if b.shape != c.shape or not np.allclose(c, b, rtol={run['rtol']!r}, atol={run['atol']!r}, "
               "equal_nan=True):\n"
               "        print(f'output {i} differs: max |c - b| = {np.nanmax(np.abs(c - b)) if b.shape == c.shape "
               "else \"shapes differ\"}')\n"
               "        sys.exit(0)\n"
               "print('the outputs agree within tolerance')\n"
               "sys.exit(1)\n")
    lines.append(f'"$PYTHON" - <<\'EOF\' || {{ echo "does not reproduce"; exit 1; }}\n{compare}EOF')
    return lines


# git bisect run's "cannot test": what a reproducer exits with when a tool it needs is not there.
CANNOT_TEST = 125
_NEED = ("need() { case \"$1\" in */*) [ -f \"$1\" ] && [ -x \"$1\" ] ;; *) command -v \"$1\" >/dev/null 2>&1 ;; "
         f"esac || {{ echo \"cannot test: $2 not found ($1): put it on PATH or set $3\"; exit {CANNOT_TEST}; }}; }}")


def repro_script(r: Repro, header: list[str]) -> str:
    lines = ["#!/bin/sh", f"# {r.finding}", *[f"# {h}" for h in header],
             "# Exit status: 0 when the bug reproduces, 1 when it does not (a cvise interestingness test),",
             f"# {CANNOT_TEST} when it cannot test: a tool it needs is not found (git bisect run's skip).",
             "# iree-compile (and iree-run-module) from PATH, or $IREE_COMPILE / $IREE_RUN_MODULE.",
             *[f"# {n}" for n in r.notes],
             f'cd "$(dirname "$0")" || exit {CANNOT_TEST}',
             _NEED,
             'IREE_COMPILE="${IREE_COMPILE:-iree-compile}"',
             'need "$IREE_COMPILE" iree-compile IREE_COMPILE']
    if r.run:
        lines += ['IREE_RUN_MODULE="${IREE_RUN_MODULE:-iree-run-module}"', 'PYTHON="${PYTHON:-python3}"',
                  'need "$IREE_RUN_MODULE" iree-run-module IREE_RUN_MODULE']
        if r.run["mode"] == "numerics":
            lines += ['need "$PYTHON" python3 PYTHON',
                      f'"$PYTHON" -c "import numpy" >/dev/null 2>&1 || {{ echo "cannot test: $PYTHON cannot import '
                      f'numpy"; exit {CANNOT_TEST}; }}']
    for side in r.sides:
        lines += _compile_lines(side, r.source)
    if r.run:
        lines += _run_lines(r)
    lines += ["echo reproduces", "exit 0"]
    return "\n".join(lines) + "\n"


def without_header(text: str) -> str:
    """The program without the comment lines a reducer put on top (they name
    paths on the machine that found it)."""
    lines = text.splitlines(keepends=True)
    n = next((i for i, ln in enumerate(lines) if not ln.startswith("//")), len(lines))
    return "".join(lines[n:])


def header_lines(text: str) -> int:
    """How many comment lines a reducer put on top of a program."""
    return len(text.splitlines()) - len(without_header(text).splitlines())


def located_in_shown(error: str, source: str, header: int) -> str:
    """An error line whose `source:LINE:COL:` counts the lines of the IR as
    issue.md shows it (without the comment header the file has)."""
    return re.sub(rf"\b{re.escape(source)}:(\d+):", lambda m: f"{source}:{max(int(m.group(1)) - header, 1)}:",
                  error)


def expected(whose: str, stage: str, verdict: str, crashed: bool, flags: list[str], rtol=None, atol=None) -> str:
    """The behaviour the issue expects, in a line."""
    if stage == "numerics":
        tol = f" (rtol {rtol:g}, atol {atol:g})" if rtol is not None and atol is not None else ""
        return f"the outputs match the module compiled without `{' '.join(flags)}`, within tolerance{tol}" \
            if flags else f"the outputs match the baseline's within tolerance{tol}"
    act = "compiles without crashing" if crashed else ("runs" if stage == "run" else "compiles")
    if whose in ("flag", "common") and flags:
        return f"{act}, as it does without `{' '.join(flags)}`"
    return act


def scrub_paths(text: str, roots: list[str]) -> str:
    """A finding's files name no directory of the machine that found them:
    a path under one of `roots` becomes its file name."""
    for root in sorted({r.rstrip("/") for r in roots if r}, key=len, reverse=True):
        text = re.sub(re.escape(root) + r"/(?:[^\s'\"`():]*/)?([^\s'\"`/():]+)", r"\1", text)
    return text


def command(source: str, flags: list[str], out: str = "/dev/null") -> str:
    return f"iree-compile {shlex.quote(source)} {' '.join(shlex.quote(f) for f in flags)} -o {out}"


def _code(text: str, lang: str = "") -> list[str]:
    fence = "````" if "```" in text else "```"
    return [f"{fence}{lang}", text.rstrip("\n"), fence]


def issue_markdown(f, *, title: str, toolchain: dict, target: str, fixed_target: str, flags: dict[str, list[str]],
                   pair: dict[str, list[str]], other_side: str, blamed: str, source_name: str, source_text: str,
                   commands: list[str], first_error: str,
                   seen_on: dict[str, int], reproduces_on: dict[str, bool], campaign: str,
                   executable: dict | None, expect: str = "", since: str = "", crash: dict | None = None,
                   failing: str = "", other_error: str = "") -> str:
    """issue.md for a Finding `f` (fuzz/findings.py). Every fact it states
    is of the program it ships (`source_text`): `other_side` and
    `other_error` (the unblamed side's own error, where it fails otherwise)
    are the reproducer's, never the original program's `f.other_error`."""
    version = toolchain.get("version") or "?"
    commit = toolchain.get("commit") or "?"
    sig = f.signature
    lines = [f"# {title}", "",
             *([f"- **Expected**: {expect}"] if expect else []),
             f"- **Compiler**: IREE compiler {version} @ {commit}"
             + (f" (the {toolchain['release']} release)" if toolchain.get("release") not in (None, version) else ""),
             f"- **Target**: `{fixed_target}`" + (f" (found on `{target}`)" if fixed_target != target else ""),
             "- **Failing compile**: " + (failing or f"the {blamed}, with `{' '.join(flags.get(blamed, [])) or 'no flags'}`"),
             f"- **The pair**: baseline `{' '.join(pair.get('baseline', [])) or 'no flags'}`, candidate "
             f"`{' '.join(pair.get('candidate', [])) or 'no flags'}`; {other_side}",
             f"- **Whose bug**: {f.attribution or f.whose}",
             "- **Failing pass**: " + (f"`{sig.get('failing_pass')}`" + (f" (`{f.pass_arg}`)" if f.pass_arg else "")
                                       if sig.get("failing_pass") else "not named by the compiler"),
             f"- **Seen**: {f.hits} program(s), on " + ", ".join(f"`{t}` ({n})" for t, n in sorted(seen_on.items())),
             ]
    if reproduces_on:
        yes = [f"`{t}`" for t, ok in sorted(reproduces_on.items()) if ok]
        no = [f"`{t}`" for t, ok in sorted(reproduces_on.items()) if not ok]
        lines.append("- **Reproduces on**: " + (", ".join(yes) or "none checked")
                     + (f"; **not** on {', '.join(no)}" if no else ""))
    if since:
        lines.append(f"- **Releases**: {since} (on `{fixed_target}`)")
    lines += ["", "## First error", "", *_code(first_error), ""]
    if other_error:
        lines += ["The other side fails too, otherwise:", "", *_code(other_error), ""]
    if crash:
        where = f" in `{crash['pass']}`" if crash.get("pass") else ""
        lines += ["## Crash", "", f"iree-compile dies by a signal ({crash['how']}){where}"
                  + ("; the top of its stack trace:" if crash.get("stack") else "; it printed no stack trace."), ""]
        if crash.get("stack"):
            lines += [*_code("\n".join(crash["stack"])), ""]
    lines += [f"## Reproducer ({len(source_text.splitlines())} lines"
              + (f"; {f.reduction}" if f.reduction else "; not reduced") + ")", "", f"`{source_name}`:", "",
              *_code(source_text, "mlir"), "", "## Reproduce", "", *_code("\n".join(commands), "sh"), "",
              "`repro.sh` beside this file runs these and exits 0 when the bug reproduces, 1 when it does not, "
              f"{CANNOT_TEST} when it cannot test (no iree-compile found).", ""]
    if executable:
        lines += ["The executable that fails alone, with the same error:", "",
                  *_code(" ".join(shlex.quote(a) for a in executable["command"]), "sh"), ""]
    lines += [f"Found by `difftest fuzz` ({campaign})."]
    return "\n".join(lines) + "\n"
