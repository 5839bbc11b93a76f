"""difftest where, with the real compiler: the seed flag's site in the 8B
pattern named by its location, the producer and its encoding dispatch shown
becoming one candidate dispatch with both executables at dispatch creation;
no site in the 405B pattern, and the near-miss that says why; no site where
every encoding operates on a global; and the picture of the two graphs,
folded for a model of a hundred dispatches, laid out in headless Chromium."""
from __future__ import annotations

import json
import re
from dataclasses import asdict
from pathlib import Path

from difftest.cli import main
from difftest.run.structure.flowgraph import locations
from difftest.report.dispatch_graph import PGroup, PNode, Picture, fold, html_section, picture_from_dict, write_html

from .conftest import CASES, REPO, headless_chromium, write

SEED = "--iree-dispatch-creation-experimental-multi-use-encoding-fusion"

PATTERNS = REPO / "corpora" / "patterns"
WHERE_CASES = CASES / "where"
DATA_TILING = "--iree-dispatch-creation-data-tiling"

# exp(x) has one user, the matmul; the weight is a constant: the compiler hoists its encoding into an
# initializer. Every encoding outside dispatches operates on a global: nothing for the flag.
WEIGHTS_ONLY = """
func.func @main(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %w = arith.constant dense<0.5> : tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0,d1)->(d0,d1)>, affine_map<(d0,d1)->(d0,d1)>],
      iterator_types = ["parallel","parallel"]} ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %cst = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %mm = linalg.matmul ins(%exp, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>)
      -> tensor<64x64xf32>
  return %mm : tensor<64x64xf32>
}
"""


def where(tmp_path, cache_dir, capsys, *args) -> tuple[int, dict, str]:
    out = tmp_path / "where"
    rc = main(["where", *map(str, args), "--out", str(out), "--cache-dir", str(cache_dir)])
    text = capsys.readouterr().out
    found = json.loads((out / "where.json").read_text())
    return rc, {Path(w["path"]).stem: w for w in found}, text


def test_the_8b_pattern_is_one_fused_site_and_the_405b_pattern_a_named_near_miss(tmp_path, cache_dir, capsys):
    rc, found, text = where(tmp_path, cache_dir, capsys, PATTERNS, "-k", "diamond_8b", "-k", "requant_405b")
    assert rc == 0, text
    d = found["diamond_8b"]
    assert d["nodes"] == {"baseline": 5, "candidate": 4}
    [site] = [s for s in d["sites"]["--iree-dispatch-creation-experimental-multi-use-encoding-fusion"]
              if s["kind"] == "site"]
    # Named by the matmul's line (the set_encoding's location) and the producer's (exp, line 5).
    assert site["loc"].endswith("diamond_8b.mlir:13:9") and "diamond_8b.mlir:5:10" in site["what"]
    assert site["fused"] is True
    [group] = d["groups"]
    assert group["kind"] == "merged" and len(group["baseline"]) == 2 and len(group["candidate"]) == 1
    assert any("flow.tensor.encode @ diamond_8b.mlir:13:9" in b for b in group["baseline"])
    # Both executables at dispatch creation, and their diff: the set_encoding moved into the producer.
    base, cand = (Path(group["files"][k]).read_text() for k in ("baseline", "candidate"))
    assert "flow.tensor.encode" in base and "iree_encoding.set_encoding" not in base
    assert "iree_encoding.set_encoding" in cand
    assert "+" in Path(group["files"]["diff"]).read_text()
    # After stream conversion, as the reviewer looked: the activation's encoding dispatch is gone.
    assert d["after_stream"] == {"baseline": {"main": 2}, "candidate": {"main": 1}}
    assert "on an activation" in d["census_line"]["baseline"]
    assert "after a multi-use producer" in d["census_line"]["candidate"]

    r = found["requant_405b"]
    assert r["nodes"] == {"baseline": 4, "candidate": 4} and not r["groups"]
    misses = r["sites"]["--iree-dispatch-creation-experimental-multi-use-encoding-fusion"]
    assert not [s for s in misses if s["kind"] == "site"]
    between = [s for s in misses if "sits between the producer and the set_encoding" in s["what"]]
    # The requantization (line 14) is named, at the set_encoding of the matmul (line 26).
    assert between and "requant_405b.mlir:14:14" in between[0]["what"] and between[0]["loc"].endswith(":26:9")
    assert "after a single-use producer" in r["census_line"]["baseline"]
    assert between[0]["what"].startswith("requantization "), between[0]["what"]
    # The reviewers' question, answered per case and across the corpus.
    assert d["answers"][SEED] == ("the flag is needed here: 1 of 1 site fused (elementwise @ diamond_8b.mlir:5:10 -> "
                                  "%arg1)")
    assert r["answers"][SEED].startswith("the flag is not needed here: 0 sites; the encoded operands of the public "
                                         "functions come from a single-use requantization (1)"), r["answers"]
    assert f"{SEED}: 1 site in 1 case of 2, 1 fused by the candidate; the flag is needed in 1 case" in text
    assert Path(d["files"]["picture"]).read_text().startswith("<svg")


def test_encodings_only_on_globals_give_no_site(tmp_path, cache_dir, capsys):
    case = tmp_path / "weights_only.mlir"
    case.write_text(WEIGHTS_ONLY)
    rc, found, text = where(tmp_path, cache_dir, capsys, case)
    assert rc == 0, text
    w = found["weights_only"]
    rows = w["census"]["baseline"]
    assert not [r for r in rows if r["op"] == "flow.tensor.encode" and r["on"] == "activation"], rows
    assert any(r["on"] in ("global or parameter", "constant") and r["where"] == "(initializer)" for r in rows), rows
    assert not [s for ss in w["sites"].values() for s in ss if s["kind"] == "site"]
    assert f"{SEED}: 0 sites in 0 cases of 1, 0 fused by the candidate; the flag is needed in 0 cases" in text
    assert "in initialisers" in w["answers"][SEED]


def test_locations_are_read_innermost_first():
    printed = 'loc(callsite("/a/m.mlir":13:9 at "/a/m.mlir":3:1))'
    assert locations(printed) == ["/a/m.mlir:13:9", "/a/m.mlir:3:1"]
    assert locations('loc("x"("f.mlir":1:2))') == ["f.mlir:1:2"]
    assert locations("loc(unknown)") == []


def _model(n: int, changed_at: int) -> Picture:
    groups = []
    for i in range(n):
        node = PNode(f"d{i}", f"main_dispatch_{i}_elementwise_64_f32 @ m.mlir:{i + 1}:1")
        if i == changed_at:
            enc = PNode(f"e{i}", f"flow.tensor.encode @ m.mlir:{i + 1}:9", kind="encode")
            groups.append(PGroup("merged", [node, enc], [node], "site"))
        else:
            groups.append(PGroup("unchanged", [node], [node]))
    return Picture("model", groups, (n + 1, n), ["site at m.mlir:51:9"])


def test_a_hundred_dispatches_fold_to_a_few_rows():
    rows = fold(_model(100, 50).groups)
    # The changed group, one neighbour each side, and the two folded runs.
    assert [g.kind for g in rows] == ["folded", "unchanged", "merged", "unchanged", "folded"]
    assert rows[0].note.startswith("49 unchanged dispatches")


MEASURE = """<script>
const svg = document.querySelector('svg.dispatch-graph');
const box = svg.getBoundingClientRect();
let over = 0;
for (const t of svg.querySelectorAll('text')) if (t.getBoundingClientRect().right > box.right + 1) over++;
document.body.setAttribute('data-over', String(over));
document.body.setAttribute('data-changed', String(svg.querySelectorAll('rect.changed').length));
document.body.setAttribute('data-height', String(Math.round(box.height)));
</script>"""


def test_the_picture_renders_in_a_browser_with_nothing_but_its_file(tmp_path):
    page = tmp_path / "graph.html"
    pic = _model(100, 50)
    # A run's record keeps the picture as plain data; the report draws it from there.
    assert html_section(picture_from_dict(asdict(pic))) == html_section(pic)
    write_html(pic, page)
    text = page.read_text()
    assert "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")  # nothing fetched
    page.write_text(text.replace("</body>", MEASURE + "</body>"))
    dom = headless_chromium(page, "--dump-dom", "--window-size=1000,1400").stdout
    attrs = dict(re.findall(r'data-(over|changed|height)="(\d+)"', dom))
    assert attrs == {"over": "0", "changed": "1", "height": attrs["height"]}, dom[-2000:]
    assert int(attrs["height"]) < 300  # folded: a hundred dispatches in a few rows


def test_explain_says_where_the_flag_acts_when_nothing_diverged(tmp_path, cache_dir, capsys):
    out = tmp_path / "explain"
    rc = main(["explain", str(PATTERNS / "diamond_8b.mlir"), "--out", str(out), "--cache-dir", str(cache_dir),
               "--repeat", "1"])
    text = capsys.readouterr().out
    assert rc == 0, text
    assert "no divergence" in text and "where the flag acts" in text, text
    assert "site at diamond_8b.mlir:13:9" in text and "merged:" in text
    ex = json.loads((out / "explain.json").read_text())
    assert any("fused by the candidate" in line for line in ex["structure"])


def test_the_sites_are_read_where_the_candidate_fails_later(tmp_path, cache_dir, capsys):
    """qkv_three_users: the candidate fails in codegen (an expected failure of the corpus), and its IR at
    dispatch creation still shows what the flag did: both encodings fused into the producer."""
    rc, found, text = where(tmp_path, cache_dir, capsys, PATTERNS, "-k", "qkv_three_users_elementwise")
    assert rc == 0, text
    w = found["qkv_three_users_elementwise"]
    assert w["nodes"] == {"baseline": 9, "candidate": 7}
    sites = [s for s in w["sites"]["--iree-dispatch-creation-experimental-multi-use-encoding-fusion"]
             if s["kind"] == "site"]
    assert len(sites) == 2 and all(s["fused"] for s in sites)


def test_a_run_reports_where_the_flag_acts_and_draws_both_graphs(tmp_path, difftest):
    """`difftest run`: the case record carries the sites and the picture, the console
    names each site, the totals count them, and the HTML report draws both dispatch
    graphs in a browser with nothing but its file. A second run reads no IR."""
    html = tmp_path / "report.html"
    own = ("--cache-dir", str(tmp_path / "cache"))  # its own: the memo is what the second run is about
    rc, report, text = difftest(str(PATTERNS), "-k", "diamond_8b", "--html", str(html), extra=own)
    assert rc == 0, text
    case = report["cases"][0]
    line = "1 site, 1 fused: elementwise @ diamond_8b.mlir:5:10 -> %arg1 (diamond_8b.mlir:13:9)"
    assert case["where"]["line"] == line
    assert (case["where"]["fused"], case["where"]["nodes"]) == (1, {"baseline": 5, "candidate": 4})
    assert f"patterns/diamond_8b: {line} (the flag is needed here)" in text
    assert f"where: {SEED}: 1 site, 1 fused, the flag acting in 1 case" in text
    page = html.read_text()
    assert "Where the flag acts: patterns/diamond_8b" in page and "<svg" in page
    html.write_text(page.replace("</body>", MEASURE + "</body>"))
    dom = headless_chromium(html, "--dump-dom", "--window-size=1200,3000").stdout
    attrs = dict(re.findall(r'data-(over|changed|height)="(\d+)"', dom))
    assert attrs.get("changed") == "1" and attrs.get("over") == "0", dom[-2000:]
    # Remembered: the next run of the same pair and IR answers from the cache.
    rc, again, _ = difftest(str(PATTERNS), "-k", "diamond_8b", extra=own)
    assert again["cases"][0]["where"]["line"] == case["where"]["line"]
    assert list((tmp_path / "out0").glob("**/where/baseline.flow.mlirbc"))
    assert not list((tmp_path / "out1").glob("**/where/*.flow.mlirbc"))


def test_a_side_that_does_not_reach_dispatch_creation_is_named_and_fails_the_command(tmp_path, cache_dir, capsys):
    out = tmp_path / "where"
    rc = main(["where", str(PATTERNS), "-k", "diamond_8b", "--candidate-flag=--iree-not-a-flag", "--out", str(out),
               "--cache-dir", str(cache_dir)])
    text = capsys.readouterr().out
    assert rc == 1, text
    # The baseline is still read; the candidate's line names the side and iree-compile's own words.
    assert "5 -> ?" in text and "candidate: iree-compile --compile-to=flow failed" in text
    assert "Unknown command line argument '--iree-not-a-flag'" in text
    assert "1 of 1 not read in full" in text


def test_an_encoding_of_a_concatenation_or_an_argument_is_a_near_miss_not_a_crash():
    """SDXL's UNet: its up blocks concatenate the skip connections (a flow.tensor.update, no dispatch)
    and encode the result for a 1x1 shortcut convolution; the cross-attention encodes an argument.
    Neither has a producer dispatch for the flag to fuse into (this raised IndexError)."""
    from difftest.run.structure.census import census, operates_on
    from difftest.run.structure.flowgraph import FlowGraph, Node, Op
    from difftest.run.structure.sites import find

    def encode(nid, source, loc):
        return Node(nid, "encode", "main", "flow.tensor.encode", (Op("iree_encoding.set_encoding", loc),),
                    operands=[source], sources=[source], loc=loc)

    graph = FlowGraph([encode("e0", "op:flow.tensor.update", "unet.mlir:1643:12"),
                       encode("e1", "arg:2", "unet.mlir:771:12")], {})
    assert operates_on(graph.nodes[0]) == "flow op's result" and operates_on(graph.nodes[1]) == "argument"
    sites = find([SEED], graph, graph, [])[SEED]
    assert [s.kind for s in sites] == ["near-miss", "near-miss"]
    assert sites[0].what.startswith("an encoding on a flow.tensor.update result: no producer dispatch")
    assert {r.on for r in census(graph)} == {"flow op's result", "argument"}


def _sites(w: dict) -> list[dict]:
    return [s for s in w["sites"][SEED] if s["kind"] == "site"]


def test_each_site_is_named_and_each_unfused_one_says_why(tmp_path, cache_dir, capsys):
    """The three shapes the issues met on users' models, as small IR through the real compiler:
    Qwen2's and ViT's unfused sites (a reshape of two users between the producer and its encodings),
    Qwen2's naming (a lookup of a tied table; a weight the compiler transposed into a global of its own),
    and sharktank's asm fp4 kernels (an extern kernel's result encoded for a matmul)."""
    rc, found, text = where(tmp_path, cache_dir, capsys, WHERE_CASES, "--target", "llvm-cpu:haswell")
    assert rc == 0, text

    r = found["reshape_two_users"]
    sites = _sites(r)
    assert len(sites) == 2 and not any(s["fused"] for s in sites), sites
    # The op between, where it is, and its users: both LHS encodings (lines 18 and 22).
    assert all(s["why"].startswith("a flow.tensor.reshape @ reshape_two_users.mlir:8:8 with 2 users "
                                   "(set_encoding @ 18:10, set_encoding @ 22:10)") for s in sites), sites
    assert "NOT fused by the candidate: a flow.tensor.reshape" in text
    assert r["answers"][SEED].startswith("the flag is not needed here: 2 sites, none fused by the candidate (a "
                                         "flow.tensor.reshape"), r["answers"]

    e = found["embedding_lookup"]
    [site] = _sites(e)
    # Named by what the lookup is, and the matmul by its parameter behind the hoisted transpose.
    assert site["path"] == "embedding lookup of lm.lm_head -> lm.model.layers.0.self_attn.o_proj", site
    assert site["fused"] is True and site["source"] == "lookup"
    assert e["answers"][SEED] == ("the flag is needed here: 1 of 1 site fused (embedding lookup of lm.lm_head -> "
                                  "lm.model.layers.0.self_attn.o_proj)")

    x = found["extern_producer"]
    assert not _sites(x)
    [miss] = [s for s in x["sites"][SEED] if s["source"] == "extern kernel"]
    assert miss["what"].startswith("the encoded operand comes from an extern kernel (kern @ extern_producer.mlir:")
    assert "an extern kernel (1)" in x["answers"][SEED] and "1 extern kernel (hal.dispatch.extern)" in \
        x["answers"][SEED]
    # Never nameless: every site and near-miss has a path.
    assert all(s["path"] for w in found.values() for s in w["sites"][SEED]), text
    assert f"{SEED}: 3 sites in 2 cases of 3, 1 fused by the candidate; the flag is needed in 1 case" in text


def test_where_names_the_cpu_it_compiled_for(tmp_path, cache_dir, capsys):
    for cpu, label in (("haswell", "haswell+avx2"), ("znver4", "znver4+avx512+bf16+vnni")):
        rc, found, text = where(tmp_path / cpu, cache_dir, capsys, PATTERNS, "-k", "diamond_8b",
                                "--target", f"llvm-cpu:{cpu}")
        assert rc == 0, text
        assert f"target llvm-cpu:{cpu}, compiled for {label}" in text
        assert found["diamond_8b"]["target"] == f"llvm-cpu:{cpu}, compiled for {label}"


def test_a_flag_without_a_pattern_is_said_so_by_where_run_and_junit(tmp_path, cache_dir, capsys, difftest):
    """A data-tiling pair: no pattern is registered for the flag the pair is about, and neither
    command calls that "0 sites"; the JUnit report names the CPU as the run's header does."""
    corpus = write(tmp_path / "dt", {
        "diamond.mlir": (PATTERNS / "diamond_8b.mlir").read_text(),
        "difftest.toml": f'[variants.baseline]\nflags = []\n[variants.candidate]\nflags = ["{DATA_TILING}"]\n'})
    rc, found, text = where(tmp_path, cache_dir, capsys, corpus, "--target", "llvm-cpu:haswell")
    assert rc == 0, text
    assert found["diamond"]["no_pattern"] == [DATA_TILING] and not found["diamond"]["sites"]
    assert f"no pattern registered for {DATA_TILING} (1 of 1 case; the census" in text and "0 sites" not in text

    junit = tmp_path / "junit.xml"
    rc, report, text = difftest(str(corpus), "--target", "llvm-cpu:haswell", "--junit", str(junit))
    assert rc == 0, text
    assert report["cases"][0]["where"]["no_pattern"] == [DATA_TILING]
    assert f"where: no pattern registered for {DATA_TILING} (of 1 case whose IR differs" in text
    assert "acts at" not in text
    xml = junit.read_text()
    assert 'name="target" value="llvm-cpu:haswell, compiled for haswell+avx2"' in xml
    assert 'name="compiled-for" value="haswell+avx2"' in xml
