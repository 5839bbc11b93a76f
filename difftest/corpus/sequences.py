"""Call sequences with state: a case whose module is run as its users run
it, a plan of calls in one context, state carried from call to call.

The one kind today is sharktank's paged LLM (`export_paged_llm_v1`): the
module exports `prefill_bs{B}(tokens, seq_lens, seq_block_ids, cache)` and
`decode_bs{B}(tokens, seq_lens, start_positions, seq_block_ids, cache)`,
the KV cache a `!torch.tensor` written in place, and its exported config
JSON says the batch sizes, the cache's page size and `block_seq_stride`.
difftest understands that without a hand-written plan: a seeded prompt is
prefilled, then `decode` steps each feed the next token, chosen greedily
from the last logits, positions advanced and block ids covering them. The
baseline chooses the tokens; every other run of the case is fed the same
ones (teacher forcing), so two variants are compared call for call on the
same inputs, and a candidate whose choice would differ shows it as a
top-1 disagreement at that step, never as every later step's noise.

Each call's logits are outputs of the case, and so is the final cache: the
judge sees `1 + decode` logits outputs (declared logits: KL and top-1 per
step) and the cache, and a divergence names the step where it began.

difftest.toml: `sequence = { kind = "paged-llm", prompt = 32, decode = 3,
config = "x.config.json" }` (all optional; `prompt` is a length, seeded, or
the token ids themselves; a module exporting prefill and
decode beside its `<stem>.config.json` is one by default; `sequence = false`
runs its entry alone instead).
"""
from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..child import wire
from .inputs import InputError
from .signature import Signature, SignatureError, TensorSpec, read_signature

_PREFILL = re.compile(r"^prefill_bs(\d+)$")
DEFAULT_PROMPT = 32
DEFAULT_DECODE = 3


def _i64(rows) -> np.ndarray:
    return np.asarray(rows, dtype=np.int64)


@dataclass(frozen=True)
class PagedLLM:
    """A prefill, then decode steps, on one paged KV cache."""

    prefill: str
    decode: str | None
    batch: int
    stride: int  # block_seq_stride: tokens per page
    page_elements: int  # one page of the cache, every layer's K and V
    cache_dtype: str  # the cache argument's element type (MLIR spelling)
    vocab: int
    prompt: tuple[int, ...]
    steps: int

    @property
    def pages(self) -> int:
        """Pages the plan touches, and page 0, which sharktank's servers keep unused."""
        last = len(self.prompt) + self.steps - 1
        return max(last // self.stride + 1, self._prompt_blocks) + 1

    @property
    def _prompt_blocks(self) -> int:
        return -(-len(self.prompt) // self.stride)

    def to_request(self) -> wire.SequencePlan:
        """What the runtime worker runs (child/calls.py's PagedLLMLoop)."""
        return wire.SequencePlan(prefill=self.prefill, decode=self.decode, batch=self.batch, stride=self.stride,
                             cache_shape=[self.pages, self.page_elements], cache_dtype=self.cache_dtype,
                             prompt=list(self.prompt), steps=self.steps)

    def signature(self, base: Signature) -> Signature:
        """The outputs the judge sees: each call's logits, then the final cache."""
        logits = TensorSpec((self.batch, len(self.prompt), self.vocab), base.results[0].element_type)
        step = TensorSpec((self.batch, 1, self.vocab), base.results[0].element_type)
        cache = TensorSpec((self.pages, self.page_elements), self.cache_dtype)
        tokens = TensorSpec((self.batch, len(self.prompt)), "si64")
        return Signature(entry=self.prefill, op=base.op, args=(tokens,),
                         results=(logits, *([step] * self.steps), cache), parameters=base.parameters)

    def step_name(self, output: int) -> str:
        """Which call an output index comes from."""
        if output == 0:
            return "prefill"
        return f"decode step {output}" if output <= self.steps else "the final KV cache"

    @property
    def logits(self) -> tuple[int, ...]:
        return tuple(range(self.steps + 1))

    def calls(self) -> list[tuple[str, list]]:
        """Each call of the plan, (function, arguments), for a tool that makes
        one call a process (iree-run-module, the audit, bench/): arguments as
        the runtime worker makes them (child/calls.py's PagedLLMLoop), the prompt
        padded to whole pages, its length, block ids from 1 (page 0 unused),
        and the KV cache as its TensorSpec, all zeros. A process cannot carry
        the cache or the token it chose to the next call: each decode step is
        fed the prompt's last token on a zeroed cache, so only the first call
        is the worker's exactly; the others do the same work (their shapes)."""
        cache = TensorSpec((self.pages, self.page_elements), self.cache_dtype)
        ids = list(range(1, self.pages))
        prompt = list(self.prompt)
        blocks = self._prompt_blocks
        padded = prompt + [0] * (blocks * self.stride - len(prompt))
        out = [(self.prefill, [_i64([padded]), _i64([len(prompt)]), _i64([ids[:blocks]]), cache])]
        for step in range(self.steps):
            pos = len(prompt) + step
            out.append((self.decode, [_i64([[prompt[-1]]]), _i64([pos + 1]), _i64([pos]),
                                      _i64([ids[:pos // self.stride + 1]]), cache]))
        return out

    def describe(self) -> str:
        what = f"prefill of {len(self.prompt)} tokens" + (f", then {self.steps} decode steps" if self.steps else
                                                          "" if self.decode else " alone (no decode function)")
        return (f"{what} ({self.prefill}{', ' + self.decode if self.decode else ''}; a {self.pages}-page KV cache of "
                f"{self.page_elements} {self.cache_dtype} a page, {self.stride} tokens a page; tokens chosen "
                "greedily by the baseline, every other run fed the same)")


@dataclass(frozen=True)
class ExportConfig:
    """sharktank's exported config JSON, and the file it came from (its errors name it)."""

    path: Path
    kv: dict  # its `paged_kv_cache` table


def sharktank_config(ir_path: Path, named: Path | None) -> ExportConfig | None:
    """The exported config JSON: named, else `<stem>.config.json` beside the IR."""
    path = named or ir_path.with_name(ir_path.stem + ".config.json")
    if named is not None and not path.is_file():
        raise InputError(f"sequence config {path}: no such file (named by `config` in {ir_path.name}'s "
                         "`sequence`)")
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise InputError(f"sequence config {path}: {e}") from None
    if not isinstance(data, dict) or not isinstance(data.get("paged_kv_cache"), dict):
        raise InputError(f"sequence config {path}: not sharktank's exported config (no `paged_kv_cache` table)")
    return ExportConfig(path, data["paged_kv_cache"])


def _count(config: ExportConfig, key: str, what: str) -> int:
    """A whole number > 0 from the config's `paged_kv_cache` table, or a
    config error naming the file, the key and the value."""
    kv, path = config.kv, config.path
    if key not in kv:
        raise InputError(f"sequence config {path}: `paged_kv_cache.{key}` is missing ({what})")
    value = kv[key]
    if isinstance(value, list) and len(value) == 1:  # per device: one device is what is run
        value = value[0]
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise InputError(f"sequence config {path}: `paged_kv_cache.{key}` = {json.dumps(kv[key])}: "
                         f"{what} must be a whole number > 0")
    return value


def _page_elements(config: ExportConfig, ir_path: Path, prefill: str, cache: TensorSpec) -> int:
    """One page of the cache: the IR's static page dimension, else the config's."""
    if cache.shape[1] is not None:
        return int(cache.shape[1])
    return _count(config, "paged_kv_block_size_elements_per_device",
                  f"{ir_path.name}'s @{prefill} takes a cache of a dynamic page size ({cache}), so the page's "
                  "element count")


def _functions(ir_path: Path) -> list[str]:
    from ..core.mlir import context, parse_file
    from .signature import _functions as functions

    ir, ctx = context()
    module = parse_file(ir_path, ctx)
    with ctx:
        return [name for name, _, vis, _ in functions(ir, module) if vis == "public"]


def paged_llm(ir_path: Path, spec: dict | bool | None, seed: int, case_key: str) -> PagedLLM | None:
    """The plan of a case, or None when it is not a sequence."""
    if spec is False:
        return None
    spec = spec if isinstance(spec, dict) else {}
    config = sharktank_config(ir_path, spec.get("config"))
    if config is None:
        if spec:
            raise InputError(f"a paged-llm sequence needs sharktank's exported config: no "
                             f"{ir_path.stem}.config.json beside {ir_path.name}, and no `config` in `sequence`")
        return None
    public = _functions(ir_path)
    prefills = sorted((int(m.group(1)), n) for n in public if (m := _PREFILL.match(n)))
    if not prefills:
        raise InputError(f"{ir_path.name}: sharktank's config is beside it but it exports no prefill_bs<N> "
                         f"(public functions: {', '.join(public) or 'none'})")
    batch, prefill = prefills[0]
    if batch != 1:
        raise InputError(f"{ir_path.name}: the smallest prefill is @{prefill}; only batch size 1 is run")
    decode = f"decode_bs{batch}" if f"decode_bs{batch}" in public else None
    if decode is None and int(spec.get("decode") or 0) > 0:
        raise InputError(f"{ir_path.name}: `sequence` asks for {spec['decode']} decode steps, but the module "
                         f"exports no @decode_bs{batch} (public functions: {', '.join(public)})")
    try:
        sig = read_signature(ir_path, prefill)
    except SignatureError as e:
        raise InputError(f"{ir_path.name}: @{prefill}: {e}") from None
    if len(sig.args) != 4 or len(sig.args[3].shape) != 2 or not sig.results:
        raise InputError(f"{ir_path.name}: @{prefill} takes {len(sig.args)} arguments, not sharktank's "
                         "(tokens, seq_lens, seq_block_ids, cache)")
    stride = _count(config, "block_seq_stride", "tokens per page")
    page = _page_elements(config, ir_path, prefill, sig.args[3])
    steps = int(spec.get("decode", DEFAULT_DECODE)) if decode else 0
    vocab = sig.results[0].shape[-1]
    if not vocab:
        raise InputError(f"{ir_path.name}: @{prefill}'s logits have no static vocabulary")
    given = spec.get("prompt", DEFAULT_PROMPT)
    if isinstance(given, list):
        prompt = tuple(int(t) for t in given)
        if max(prompt) >= vocab:
            raise InputError(f"{ir_path.name}: prompt token {max(prompt)} is past the vocabulary ({vocab})")
    else:
        rng = np.random.default_rng([seed, zlib.crc32(case_key.encode()), 7])
        prompt = tuple(int(t) for t in rng.integers(1, vocab, size=int(given)))
    return PagedLLM(prefill, decode, batch, stride, page, sig.args[3].element_type, int(vocab), prompt, steps)
