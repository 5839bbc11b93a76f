"""The HTML reports' charts (#32): measured memory, vmfb size and latency
beside dispatches and planned memory, and titles that fit their charts,
checked where a reader sees them: laid out by headless Chromium."""
from __future__ import annotations

import re

from difftest.report.html import render_html
from difftest.sweep.driver import PairSweep, Row
from difftest.sweep.render import render_html as render_sweep_html

from .conftest import headless_chromium
from .test_console_fit import CASES_

FLAG = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"

# Appended to a copy of a page (the reports carry no script): how many chart
# titles and texts run past their chart's edge, once Chromium has laid it out.
MEASURE = """<script>
const over = [];
for (const f of document.querySelectorAll('figure.chart')) {
  const cap = f.querySelector('figcaption'), svg = f.querySelector('svg');
  if (cap.scrollWidth > f.clientWidth + 1) over.push('title: ' + cap.textContent);
  const right = svg.getBoundingClientRect().right;
  for (const t of svg.querySelectorAll('text'))
    if (t.getBoundingClientRect().right > right + 1) over.push('text: ' + t.textContent);
}
document.body.setAttribute('data-over', JSON.stringify(over));
document.body.setAttribute('data-charts', String(document.querySelectorAll('figure.chart').length));
</script>"""


def _laid_out(tmp_path, name: str, page: str) -> tuple[list[str], int]:
    path = tmp_path / f"{name}.html"
    path.write_text(page.replace("</body>", MEASURE + "</body>"))
    dom = headless_chromium(path, "--dump-dom", "--window-size=1000,1400").stdout
    over = re.search(r'data-over="([^"]*)"', dom).group(1).replace("&quot;", '"')
    count = int(re.search(r'data-charts="(\d+)"', dom).group(1))
    return [x for x in re.findall(r'"([^"]*)"', over)], count


def _titles(page: str) -> list[str]:
    return re.findall(r'<figcaption class="ct">([^<]*)</figcaption>', page)


def test_the_run_report_charts_measured_memory_vmfb_size_and_latency(tmp_path):
    page = render_html(CASES_, {"jobs": 2})
    titles = _titles(page)
    for wanted in ("dispatches: candidate - baseline", "transient memory (planned): candidate - baseline",
                   "peak memory (measured): candidate - baseline", "vmfb size: candidate - baseline"):
        assert wanted in titles, titles
    latency = next(t for t in titles if t.startswith("latency"))
    # Under -j 2 the chart is drawn, and says why its bars are grey.
    assert "cases ran concurrently" in latency
    # A peak within its noise says so, and is not coloured as a gain or a loss.
    assert "+4.0 KiB (+20%) ~noise" in page
    over, count = _laid_out(tmp_path, "run", page)
    assert count == len(titles) and not over, over


def _row(label: str, dispatches: float, peak: float) -> Row:
    r = Row(label, f"release:{label}", version=label, verdicts={"identical": 6}, judged=6)
    r.figures = {"dispatch-count": [230.0, dispatches, 6], "transient-memory-size": [3.7e6, 3.1e6, 6],
                 "vmfb-bytes": [6.7e5, 7.6e5, 6], "peak-bytes": [3.6e6, peak, 6]}
    return r


def test_the_sweep_pages_trend_titles_fit_and_the_measured_peak_is_drawn(tmp_path):
    key = (("--iree-dispatch-creation-data-tiling",), ("--iree-dispatch-creation-data-tiling", FLAG))
    rows = [_row("3.9.0", 221.0, 3.1e6), _row("3.10.0", 221.0, 3.0e6), _row("3.13.0", 216.0, 3.1e6)]
    pair = PairSweep(key, rows, line=f"+{FLAG}: the flag reduces llama dispatches")
    page = render_sweep_html([pair], "difftest sweep: llama")
    titles = _titles(page)
    assert len(titles) == 4 and any(t.startswith("peak memory (measured)") for t in titles), titles
    # Whole: the flag the title names is never cut short.
    assert all(t.endswith(f"(+{FLAG})") and "…" not in t for t in titles), titles
    over, count = _laid_out(tmp_path, "sweep", page)
    assert count == 4 and not over, over


def test_a_dispatch_box_keeps_its_module_paths_and_function_and_the_counts_say_what_they_count(tmp_path):
    """The 8B picture cut its boxes at 58 characters: the module paths were
    lost and nothing said whether a box was in prefill or decode; and its
    count (68 -> 64) contradicted the table's (66 -> 62) without a word."""
    from difftest.report.dispatch_graph import PGroup, PNode, Picture, box_lines, html_section

    long = PNode("d1", "prefill_bs1$async_dispatch_14_matmul_like_Dx14336x4096_f16xf16xf32 @ 1350:10 <- 1028:12 "
                       "[blk.0.ffn_norm, blk.0.ffn_gate, blk.0.ffn_up]", function="prefill_bs1")
    first, second = box_lines(long)
    assert first.startswith("prefill_bs1: async_dispatch_14_matmul_like") and len(first) <= 64
    assert second == "@ 1350:10 <- 102… [blk.0.ffn_norm, blk.0.ffn_gate, blk.0.ffn_up]" and len(second) <= 64
    many = PNode("d3", "async_dispatch_9_x @ 7:1 [" + ", ".join(f"blk.{i}.ffn_down" for i in range(8)) + "]")
    assert box_lines(many)[1] == "@ 7:1 [blk.0.ffn_down … blk.7.ffn_down]"
    short = PNode("d2", "decode_bs1$async_dispatch_3_elementwise_f16 @ 88:4 [blk.0.attn_norm]", function="decode_bs1")
    assert box_lines(short) == ("decode_bs1: async_dispatch_3_elementwise_f16", "@ 88:4 [blk.0.attn_norm]")
    pic = Picture("llama8b/f16", [PGroup("merged", [long, short], [long])], (68, 64))
    section = html_section(pic)
    assert "counts 68 -&gt; 64 nodes at dispatch creation" in section and "dispatch-count after stream" in section
    page = tmp_path / "g.html"
    page.write_text(f"<!doctype html><html><body>{section}</body></html>")
    dom = headless_chromium(page, "--dump-dom", "--window-size=1200,800").stdout
    assert "[blk.0.ffn_norm, blk.0.ffn_gate, blk.0.ffn_up]" in dom and "decode_bs1: async_dispatch_3" in dom
