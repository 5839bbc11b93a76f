"""What a new user's terminal shows (#32): a case table that fits the
terminal (the wide one on request), and a live progress line that never
shares a line with other output."""
from __future__ import annotations

import fcntl
import io
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios

import pytest

from difftest.cli.parser import build_parser
from difftest.core.console import NON_TERMINAL_WIDTH, console_width
from difftest.core.results import CaseResult, CompileRecord, Reach, RunRecord, VariantResult
from difftest.core.verdicts import Stage, Verdict
from difftest.report import compact, table
from difftest.report.console import HEADERS, render_console
from difftest.run.progress import Progress

from .conftest import REPO, write
from .faults.helpers import ADD_ONE, TIMES_TWO

KIB = 1024


def _case(name: str, dispatches=(31, 30), planned=(820 * KIB, 684 * KIB), peak=(836 * KIB, 696 * KIB),
          vmfb=(81715, 81883), ms=([0.36] * 5, [0.78] * 5)) -> CaseResult:
    r = CaseResult(name, f"/{name}.mlir", "llvm-cpu", {}, Verdict.IDENTICAL, "")
    r.reach = Reach(True, "dispatch creation")
    r.variants = {side: VariantResult(side, [], compile=CompileRecord(
        Stage.OK, [], statistics={"dispatch-count": dispatches[i], "executable-count": 23,
                                  "transient-memory-size": planned[i]}, vmfb_bytes=vmfb[i]),
        run=RunRecord(Stage.OK, latencies_ms=ms[i], peak_bytes=peak[i]))
        for i, side in enumerate(("baseline", "candidate"))}
    return r


CASES_ = [_case("llama/decoder_layer_inline_dynseq_f32"), _case("llama/decoder_layer_bf16"),
          _case("llama/decoder_layer_inline_f16", planned=(88 * KIB, 88 * KIB), peak=(20 * KIB, 24 * KIB),
                vmfb=(144077, 144093))]


def _table_lines(text: str) -> list[str]:
    lines = text.splitlines()
    return lines[:lines.index("")]


def test_short_figures_say_the_change_in_fewer_characters():
    r = CASES_[1]
    assert compact.figure(r, "transient-memory-size") == "820K->684K -17%"
    assert compact.figure(r, "dispatch-count") == "31->30"
    assert compact.figure(r, "vmfb-bytes") == "79.8K->80.0K +0.2%"
    # Too small a change for three figures: the difference itself.
    assert compact.figure(CASES_[2], "vmfb-bytes") == "141K +16B"
    # A measured peak within its noise is marked, and an unchanged figure is one number.
    assert compact.figure(CASES_[2], "peak-bytes") == "20.0K->24.0K +20% ~"
    assert compact.figure(CASES_[2], "transient-memory-size") == "88.0K"
    assert compact.latency_cell(r) == "0.36->0.78 +117%"
    assert compact.errors(r) == "-"


@pytest.mark.parametrize("width", [60, 80, 100, 120, 140, 200])
def test_the_case_table_fits_the_width_it_is_given(width):
    text = render_console(CASES_, width=width)
    rows = _table_lines(text)
    assert all(len(line) <= width for line in rows), "\n".join(ln for ln in rows if len(ln) > width)
    # Every case and each of the figures reviewers read is there, whole.
    for needle in ("llama/decoder_layer_inline_dynseq_f32", "820K->684K -17%", "836K->696K -17%",
                   "79.8K->80.0K +0.2%", "0.36->0.78 +117%", "31->30", "dispatch creation", "identical"):
        assert needle in text, (width, needle)
    for header in ("verdict", "changed", "max abs/rel", "dispatches", "planned memory", "measured peak",
                   "vmfb size", "ms b->c"):
        assert header in text


def test_a_wide_enough_terminal_gets_one_line_per_case_and_folded_rows_keep_their_columns():
    wide = _table_lines(render_console(CASES_, width=300))
    assert len(wide) == 2 + len(CASES_) + 1  # header, rule, one line a case, the legend
    folded = _table_lines(render_console(CASES_, width=NON_TERMINAL_WIDTH))
    starts = [ln for ln in folded if ln.startswith("llama/")]
    assert len(starts) == len(CASES_) and len(folded) > len(wide)
    # A folded row's second line holds its slots where the first line's are.
    head, second = folded[0], folded[1]
    assert second.index("planned memory") == head.index("verdict")
    bf16 = folded.index(next(ln for ln in folded if ln.startswith("llama/decoder_layer_bf16")))
    assert folded[bf16 + 1].index("820K->684K") == head.index("verdict")


def test_the_wide_table_is_every_column_in_full():
    text = render_console(CASES_, width=80, wide=True)
    lines = _table_lines(text)
    assert re.split(r"\s{2,}", lines[0]) == list(HEADERS)
    assert "820.0 KiB -> 684.0 KiB (-136.0 KiB)" in text and len(lines) == 2 + len(CASES_)


def test_layout_never_cuts_a_cell():
    rows = [("case", "a", "b"), ("x" * 30, "y" * 50, "z")]
    for width in (10, 40, 90):
        lines = table.render(rows, width)
        assert any("y" * 50 in ln for ln in lines) and any("x" * 30 in ln for ln in lines)


def test_wide_is_an_option_of_run_execute_and_report():
    parser = build_parser()
    assert parser.parse_args(["run", "c", "--wide"]).wide
    assert parser.parse_args(["execute", "b", "--wide"]).wide
    assert parser.parse_args(["report", "r.json", "--wide"]).wide
    assert not parser.parse_args(["report", "r.json"]).wide


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_width_is_the_terminals_or_a_sensible_one_off_a_terminal(monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    assert console_width(io.StringIO()) == NON_TERMINAL_WIDTH
    monkeypatch.setenv("COLUMNS", "97")
    assert console_width(io.StringIO()) == 97 and console_width(_Tty()) == 97


class Screen:
    """What a terminal shows of what was written to it: carriage returns,
    erase-to-end-of-line and newlines, as a terminal does them."""

    def __init__(self):
        self.lines, self.col = [""], 0

    def write(self, text: str) -> None:
        for part in re.split(r"(\r|\n|\x1b\[K)", text):
            if part == "\r":
                self.col = 0
            elif part == "\n":
                self.lines.append("")
                self.col = 0
            elif part == "\x1b[K":
                self.lines[-1] = self.lines[-1][:self.col]
            elif part:
                line = self.lines[-1]
                self.lines[-1] = line[:self.col] + part + line[self.col + len(part):]
                self.col += len(part)


class _Terminal(io.TextIOBase):
    def __init__(self, screen: Screen):
        self.screen = screen

    def write(self, text: str) -> int:
        self.screen.write(text)
        return len(text)

    def isatty(self) -> bool:
        return True


def test_the_live_line_never_shares_a_line_with_other_output(monkeypatch):
    screen = Screen()
    monkeypatch.setattr(sys, "stdout", _Terminal(screen))
    monkeypatch.setattr(sys, "stderr", _Terminal(screen))
    p = Progress(2, mode="tty")
    p.stage("c/a", "compiling")
    p._draw()  # the line is up, as the ticker would draw it
    print("difftest: 2 cases, target llvm-cpu")
    p._draw()
    print("difftest: warning: something", file=sys.stderr)
    p._draw()
    p.finish(CaseResult("c/a", "/a.mlir", "llvm-cpu", {}, Verdict.IDENTICAL, "", seconds=1.0))
    p.close()
    print("gate: passes")
    shown = [ln for ln in screen.lines if ln]
    assert shown == ["difftest: 2 cases, target llvm-cpu", "difftest: warning: something",
                     "  [identical] c/a (1.0 s)", "gate: passes"], shown
    assert isinstance(sys.stdout, _Terminal) and isinstance(sys.stderr, _Terminal)  # given back


def test_nothing_is_drawn_before_the_first_case_starts():
    tty = _Tty()
    p = Progress(2, stream=tty, mode="tty")
    p._draw()
    assert tty.getvalue() == ""
    p.close()


def _on_a_terminal(argv: list[str], timeout: float = 240) -> str:
    """What `argv` writes on a pseudo-terminal 100 columns wide."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    env = {**os.environ, "COLUMNS": "100", "LINES": "40", "TERM": "xterm"}
    env.pop("CI", None)
    env.pop("GITHUB_ACTIONS", None)
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=follower, stderr=follower, env=env, cwd=REPO)
    os.close(follower)
    out = b""
    while True:
        ready, _, _ = select.select([leader], [], [], timeout)
        if not ready:
            proc.kill()
            break
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    proc.wait(timeout=30)
    os.close(leader)
    return out.decode("utf-8", "replace").replace("\r\n", "\n")


# slow: a run on a pseudo-terminal (about 5 s)
@pytest.mark.slow
def test_on_a_real_terminal_the_header_and_the_table_stand_on_their_own_lines(tmp_path):
    corpus = write(tmp_path / "c", {"a.mlir": ADD_ONE, "b.mlir": TIMES_TWO})
    text = _on_a_terminal([sys.executable, "-m", "difftest", "run", str(corpus), "--repeat", "1",
                           "--out", str(tmp_path / "out"), "--cache-dir", str(tmp_path / "cache")])
    screen = Screen()
    screen.write(text)
    lines = [ln for ln in screen.lines if ln.strip()]
    assert any(ln.startswith("difftest: 2 cases, target llvm-cpu") for ln in lines), text
    assert not any("elapsed" in ln for ln in lines), "a live line was left on the screen:\n" + "\n".join(lines)
    assert any(ln.startswith("  [identical] c/a") for ln in lines), text
    table_lines = lines[lines.index(next(ln for ln in lines if ln.startswith("case "))):]
    table_lines = table_lines[:table_lines.index(next(ln for ln in table_lines if ln.startswith("b->c")))]
    assert table_lines and all(len(ln) <= 100 for ln in table_lines), "\n".join(table_lines)


def test_the_time_left_weighs_each_case_by_its_own_expected_cost_and_says_when_one_overruns():
    from types import SimpleNamespace

    from difftest.run.progress import Progress

    def done(p, case, seconds):
        p.active.pop(case, None)
        p.finish(SimpleNamespace(case=case, seconds=seconds, regressed=False, verdict=None, findings=[]))

    # SDXL's shape: a UNet (IR cost 1000) and four small cases (cost 1 each), two jobs.
    p = Progress(5, jobs=2, mode="quiet")
    p.expect({"unet": 1000.0, **{f"s{i}": 1.0 for i in range(4)}}, in_seconds=False)
    p.active["unet"] = ("compile", 0.0)
    assert p.eta(now=1.0) is None  # nothing finished: no rate to turn IR units into seconds
    for i in range(4):
        done(p, f"s{i}", 2.0)  # 2 s a unit
    left, over = p.eta(now=10.0)
    assert not over and left == 2000.0 - 10.0  # the UNet's own estimate less what it has run, not "0s left"
    left, over = p.eta(now=2500.0)
    assert over and left == 0.0  # past its estimate: said, never a confident "0s left"
    # The other way round: the long case finishes first, the quick ones are left.
    q = Progress(5, jobs=1, mode="quiet")
    q.expect({"unet": 1000.0, **{f"s{i}": 1.0 for i in range(4)}}, in_seconds=False)
    done(q, "unet", 2000.0)
    left, over = q.eta(now=2000.0)
    assert not over and left == 8.0  # 4 quick cases at 2 s, not 4 x the mean (2.2 h)
    # Remembered durations are seconds from the start.
    r = Progress(2, jobs=1, mode="quiet")
    r.expect({"a": 30.0, "b": 10.0}, in_seconds=True)
    assert r.eta(now=0.0) == (40.0, False)
