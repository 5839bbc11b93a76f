"""Regenerate corpora/punet_int8: sharktank's int8 punet (the quantized SDXL UNet) as sharktank exports it.

    /work/export-venv/bin/python corpora/punet_int8/regen.py                 # every export below
    /work/export-venv/bin/python corpora/punet_int8/regen.py -k small/punet_small  # one
    /work/export-venv/bin/python corpora/punet_int8/regen.py --check-import  # the theta against the importer

Runs in the export environment (sharktank 3.8.0, iree-turbine 3.9.0 with its own iree-base-compiler 3.9.0,
torch 2.13.0+cpu; requirements-export.txt), never in difftest's own. Per export, in child processes one at a
time: the int8 theta is generated (punet_theta.py: random float weights from a fixed seed, quantized by
sharktank's `import_brevitas_dataset.apply_per_layer_quant` as Brevitas's quant_params.json asks) and saved as
an .irpa in a temporary directory; then sharktank's own exporter, `sharktank.models.punet.tools.run_punet`
(`--export`, `--dtype=float16`, `--device=cpu`, as sharktank's punet integration test calls it), loads the
archive and exports the classifier-free-guidance punet. Every weight is an external parameter
(`#flow.parameter.named<"model"::"...">`), so the MLIR holds no values and compiles without them; difftest
generates them from the declarations. The archive is deleted.

One change to run_punet's call: its inputs are SDXL's 1024x1024 image (a 128x128 latent) with the text
encoders' widths; `latent_inputs` gives the same six inputs, the same names, dtypes and order (from run_punet's
own `get_random_inputs`), at another latent size and, for the cut-down model, its widths. The batch is
run_punet's: one image, doubled by classifier-free guidance to 2 inside the model, 64 text tokens.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from sharktank_steps import run_measured  # noqa: E402

from punet_theta import SDXL, SMALL, build_theta, hparams  # noqa: E402

SEED = 12345
STEP_TIMEOUT_S = 3600
CONFIGS = {"sdxl": SDXL, "small": SMALL}


@dataclass(frozen=True)
class Export:
    name: str  # the .mlir's path under the corpus, without the suffix
    config: str  # CONFIGS' key
    latent: int  # the latent's height and width (pixels / 8)


EXPORTS = (
    Export("small/punet_small", "small", 8),
    Export("punet_32x32", "sdxl", 32),
    Export("gpu/punet_128x128", "sdxl", 128),
)


# ---- in a child process ----------------------------------------------------------------------------

def make_theta(config: str, irpa: Path) -> None:
    from sharktank.types import Dataset

    Dataset(hparams(CONFIGS[config]), build_theta(CONFIGS[config], SEED)).save(str(irpa), io_report_callback=None)


def latent_inputs(config: dict, latent: int):
    """run_punet's inputs at `latent` and `config`'s widths: its own get_random_inputs, resized."""
    import torch
    from sharktank.models.punet.tools import sample_data

    def get_random_inputs(dtype, device, bs: int = 1):
        stock = sample_data.get_random_inputs(dtype=dtype, device=device, bs=bs)
        text = config["projection_class_embeddings_input_dim"] - 6 * config["addition_time_embed_dim"]
        resized = {
            "sample": (bs, config["in_channels"], latent, latent),
            "encoder_hidden_states": (*stock["encoder_hidden_states"].shape[:2], config["cross_attention_dim"]),
            "text_embeds": (stock["text_embeds"].shape[0], text),
        }
        return {k: (torch.rand(resized[k], dtype=v.dtype) if k in resized else v) for k, v in stock.items()}

    return get_random_inputs


def export(config: str, latent: int, mlir: Path, irpa: Path) -> None:
    from sharktank.models.punet.tools import run_punet

    run_punet.get_random_inputs = latent_inputs(CONFIGS[config], latent)
    run_punet.main([f"--irpa-file={irpa}", "--dtype=float16", "--device=cpu", f"--export={mlir}"])


def check_import(out: Path) -> None:
    """The theta punet_theta builds against `import_brevitas_dataset.main` run on files: the cut-down
    model's float weights as params.safetensors (fused QKV and KV weights concatenated, as Brevitas writes
    them), the entries of quant_params.json and config.json; every tensor of both archives equal (names,
    shapes, dtypes and bytes)."""
    import safetensors.torch
    import torch
    from sharktank.models.punet.tools import import_brevitas_dataset as importer
    from sharktank.types import Dataset

    floats, entries = {}, {}
    real = importer.apply_per_layer_quant

    def record(root_theta, layer_name, qp, updated):
        entries[layer_name] = qp
        floats.update({k: v.as_torch() for k, v in root_theta.flatten().items()})
        return real(root_theta, layer_name, qp, updated)

    importer.apply_per_layer_quant = record
    try:
        theta = build_theta(SMALL, SEED)
    finally:
        importer.apply_per_layer_quant = real
    mine = out / "mine.irpa"
    Dataset(hparams(SMALL), theta).save(str(mine), io_report_callback=None)
    for k, v in theta.flatten().items():  # the unquantized float tensors, as they are in params.safetensors
        if k not in floats and hasattr(v, "as_torch") and v.as_torch().is_floating_point():
            floats[k] = v.as_torch()
    safetensors.torch.save_file({k: v.contiguous() for k, v in floats.items()}, str(out / "params.safetensors"))
    (out / "quant_params.json").write_text(json.dumps(entries))
    (out / "config.json").write_text(json.dumps(hparams(SMALL)["hparams"] | {"_class_name": "UNet2DConditionModel"}))
    theirs = out / "importer.irpa"
    importer.main([f"--config-json={out / 'config.json'}", f"--output-irpa-file={theirs}"])
    a, b = (Dataset.load(str(p)).root_theta.flatten() for p in (mine, theirs))
    if set(a) != set(b):
        raise SystemExit(f"names differ: only here {sorted(set(a) - set(b))[:5]}, only the importer's "
                         f"{sorted(set(b) - set(a))[:5]}")
    for k in a:
        x, y = a[k], b[k]
        xs, ys = x.subtensors, y.subtensors
        if set(xs) != set(ys) or any(xs[n].dtype != ys[n].dtype or not torch.equal(xs[n], ys[n]) for n in xs):
            raise SystemExit(f"{k}: {type(x).__name__} differs from the importer's {type(y).__name__}")
    kinds = sorted({type(v).__name__ for v in a.values()})
    print(f"check-import: {len(a)} tensors ({', '.join(kinds)}), the same as import_brevitas_dataset.main writes")


# ---- the driver ------------------------------------------------------------------------------------


def regen(e: Export, out: Path) -> list[str]:
    lines = []
    with tempfile.TemporaryDirectory(prefix="punet-int8-") as tmp:
        irpa, mlir = Path(tmp) / "theta.irpa", Path(tmp) / "out.mlir"
        secs, gb = run_measured([sys.executable, __file__, "--make-theta", e.config, "--irpa", str(irpa)],
                                STEP_TIMEOUT_S)
        lines.append(f"{e.name}: theta {irpa.stat().st_size / 1e9:.2f} GB in {secs:.0f} s, peak {gb:.1f} GB")
        print(lines[-1], flush=True)
        secs, gb = run_measured([sys.executable, __file__, "--export", e.config, "--latent", str(e.latent),
                                 "--irpa", str(irpa), "--mlir", str(mlir)], STEP_TIMEOUT_S)
        target = out / f"{e.name}.mlir"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(mlir, target)
        digest = hashlib.sha256(target.read_bytes()).hexdigest()[:16]
        lines.append(f"{e.name}.mlir: {target.stat().st_size / 1e6:.2f} MB (sha256 {digest}...) in {secs:.0f} s, "
                     f"peak {gb:.1f} GB")
        print(lines[-1], flush=True)
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("-k", "--only", action="append", default=[], help="export only these (repeatable)")
    ap.add_argument("--check-import", action="store_true", help=check_import.__doc__.split(":")[0])
    ap.add_argument("--make-theta", choices=sorted(CONFIGS), help=argparse.SUPPRESS)
    ap.add_argument("--export", choices=sorted(CONFIGS), help=argparse.SUPPRESS)
    ap.add_argument("--latent", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--irpa", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--mlir", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.make_theta:
        make_theta(args.make_theta, args.irpa)
        return 0
    if args.export:
        export(args.export, args.latent, args.mlir, args.irpa)
        return 0
    if args.check_import:
        with tempfile.TemporaryDirectory(prefix="punet-import-") as tmp:
            check_import(Path(tmp))
        return 0
    if unknown := set(args.only) - {e.name for e in EXPORTS}:
        ap.error(f"unknown export(s) {sorted(unknown)}; known: {[e.name for e in EXPORTS]}")
    summary = []
    for e in EXPORTS:
        if not args.only or e.name in args.only:
            summary += regen(e, args.out)
    print("\n".join(["", *summary]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
