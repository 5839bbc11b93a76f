"""Every cache and memo key, built in one place.

A key is the sha256 of its kind, the kind's schema version and its parts.
A change to what decides an entry's content bumps that kind's version here,
so no stale entry can be read as a fresh one. Domain objects say what
decides them (`Case.verdict_parts`, `RunSettings.verdict_parts`); this
module only turns parts into keys.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

# kind -> schema version
SCHEMAS = {
    "compile": 4,  # a compiled module: compiler, flags, phase resumed from, IR bytes (4: out-of-memory words)
    "prefix": 2,  # the shared prefix: as compile, plus the source's path (its locations)
    "run": 5,  # a module's outputs and measured memory (5: its height): runtime, module, inputs, device identity, call shape, the function called after
    "case-dir": 1,  # a case's artifact directory: the case file's absolute path and its function
    "module": 1,  # a module's name in a report: its source's path and each variant's flags
    "rewrite": 1,  # a rewritten source (the arbiter's f64 IR): the source's bytes
    # bisect's memo: a revision's verdict over a corpus and a criterion (4: a pair that compared nothing
    # informative, all zeros say, is no longer a pass)
    "verdict": 4,
    "build": 1,  # a per-commit build: the build command
    "repo": 1,  # a mirror and a workspace: the repository's path
    "reduce-step": 1,  # a reduction step's program
    # a case's entry, argument types, sums and parameters (5: each parameter's role): IR bytes, requested entry,
    # the bindings' version
    "signature": 5,
    "check-tests": 1,  # a file's test functions: its bytes and suffix, the bindings' version
    "target": 1,  # whether a compiler knows a target: the compiler and the target's flags
    # a generated parameter archive: its declarations (scope, key, type, role (2)), the seed, the generator
    "parameters": 2,
    "finding": 2,  # a fuzz finding's signature: stage, failing pass, normalised message with its ops as 'OP'
    "lift": 4,  # a test function with its checks lifted: file bytes and path, function, bindings' version
    "device": 1,  # a local driver's device, as a probe answered: runtime, URI, this boot of the machine
    "finding-pair": 1,  # a flag pair's part of a finding's directory name in the findings store
    "fingerprint": 1,  # a file's sha256, remembered: its resolved path, size and mtime
    "duration": 1,  # a case's cold duration, for scheduling: its file's path
    "bisect-verdict": 1,  # a revision's memoised bisect verdict: the revision and the corpus fingerprint (verdict_key)
    "inputs": 1,  # a case's seeded inputs: case key, signature, input specs, seed, numpy and ml_dtypes, the drawing code
    "structure": 1,  # where the flag acts: the compiler, both sides' flags, the IR bytes, the reading code
    # a pair's judgement: each side's output hashes and what else the judge reads of its run, the entry as the
    # judge reads it (config, signature, golden, checks, bounds, sequence; arrays by their bits), the policy,
    # the judging code, numpy and ml_dtypes
    "judgement": 1,
}

# The kinds whose entries the cache keeps one per key, two levels down
# (DIR/ab/abcd...), by the directory each lies in: what `difftest cache`
# counts and evicts. Every memo (core/cache.py JsonMemo) is one of them. A
# kind stored that way and missing here is never evicted.
CACHE_DIRS = {"compile": "compile", "prefix": "prefix", "run": "run", "signature": "signature",
              "check-tests": "check-tests", "lift": "lifted", "device": "devices", "fingerprint": "fingerprints",
              "duration": "durations", "bisect-verdict": "bisect", "target": "targets",
              "parameters": "parameters", "inputs": "inputs", "structure": "structure", "judgement": "judgements"}
# Kept one directory each, with a last-used stamp: release toolchains and per-commit builds.
HOME_DIRS = ("toolchains", "builds")


def digest(*parts: Any) -> str:
    """sha256 of JSON-able parts and bytes, each framed by its length."""
    h = hashlib.sha256()
    for p in parts:
        if isinstance(p, bytes):
            h.update(b"b%d:" % len(p))
            h.update(p)
        else:
            s = json.dumps(p, sort_keys=True, default=str).encode()
            h.update(b"j%d:" % len(s))
            h.update(s)
    return h.hexdigest()


def key(kind: str, *parts: Any) -> str:
    return digest(kind, SCHEMAS[kind], *parts)


def short_key(kind: str, *parts: Any, length: int = 16) -> str:
    """For names people read (directories, locks): a prefix is enough."""
    return key(kind, *parts)[:length]


def compile_key(compiler_id: list, flags: list[str], phase: str, source: bytes) -> str:
    return key("compile", compiler_id, flags, phase, source)


def prefix_key(compiler_id: list, flags: list[str], phase: str, source: bytes, source_path: str) -> str:
    # The path too: the prefix carries the source's locations into every
    # later diagnostic, which must name this file.
    return key("prefix", compiler_id, flags, phase, source, source_path)


def run_key(runtime_id: str, vmfb_sha256: str, inputs_sha256: str, device: dict, function: str, repeat: int,
            warmup: int, scalars: list[int], casts: list, after: str | None = None, peak_memory: bool = False,
            parameters: list | None = None, runtime_flags: list[str] | None = None,
            sequence: dict | None = None) -> str:
    # The device's identity, not its driver: lavapipe's outputs are not a real GPU's. A run
    # without parameters, runtime flags or a sequence keeps the key it had before they existed.
    more = [parameters or [], runtime_flags or [], sequence] if (parameters or runtime_flags or sequence) else []
    return key("run", runtime_id, vmfb_sha256, inputs_sha256, device, function, repeat, warmup, scalars, casts,
               after, peak_memory, *more)


def runtime_key(tool_version: str, worker_sha256: str, runtime_files: str) -> str:
    """The runtime part of a run's key: the runtime's own files, and the
    worker's code, which decides what a run records."""
    return f"{tool_version}:{worker_sha256[:16]}:{runtime_files}"


def shard_split_key(durations: dict[str, float] | None) -> str:
    """What shards were balanced by: every shard of one run must split alike."""
    if durations is None:
        return "ir-cost"
    return "durations:" + digest(sorted(durations.items()))[:16]


def case_dir_key(path: str, function: str | None) -> str:
    return short_key("case-dir", path, function, length=10)


def verdict_fingerprint(case_parts: list, settings_parts: dict, criterion: str, tool_version: str) -> str:
    """Everything that decides a revision's verdict besides the compiler:
    the cases (IR, configs, input and golden bytes), the settings that
    decide verdicts, the criterion, and difftest's own version (a newer
    difftest may judge the same run differently)."""
    return key("verdict", case_parts, settings_parts, criterion, tool_version)[:20]


def history_run_key(source: str) -> str:
    """A run in the history that has no run id: the report it was imported
    from. Plain sha256 (not `key`): files written with it must keep
    recognising a report imported before."""
    return "report:" + hashlib.sha256(source.encode()).hexdigest()[:16]


def verdict_key(revision: str, fingerprint: str) -> str:
    return f"{revision}|{fingerprint}"


def bisect_verdict_key(verdict: str) -> str:
    """The file a verdict_key's verdict is remembered in."""
    return key("bisect-verdict", verdict)


def inputs_key(recipe: list) -> str:
    return key("inputs", recipe)


def fingerprint_key(identity: str) -> str:
    return key("fingerprint", identity)


def duration_key(case_path: str) -> str:
    return key("duration", case_path)


def build_command_key(command: str) -> str:
    return short_key("build", command, length=8)


def repo_key(repo_path: str) -> str:
    return short_key("repo", repo_path)


def reduce_step_key(text: str, origins: tuple) -> str:
    return key("reduce-step", text, list(origins))


def signature_key(source: bytes, entry: str | None, bindings_version: str) -> str:
    return key("signature", source, entry, bindings_version)


def check_tests_key(source: bytes, suffix: str, bindings_version: str) -> str:
    return key("check-tests", source, suffix, bindings_version)


def lift_key(source: bytes, source_path: str, function: str, bindings_version: str) -> str:
    # The path too: the lifted IR keeps the file's locations for diagnostics.
    return key("lift", source, source_path, function, bindings_version)


def module_key(source_path: str, flags: dict) -> str:
    return short_key("module", source_path, flags, length=12)


def rewrite_key(source: bytes) -> str:
    return short_key("rewrite", source, length=16)


def memo_key(kind: str, *parts: Any) -> tuple:
    """An in-memory memo's key within one run (a compile shared by entries):
    hashable parts, no schema, since nothing outlives the process."""
    return (kind, *(tuple(p) if isinstance(p, list) else p for p in parts))


def finding_key(stage: str, failing_pass: str, message: str) -> str:
    """A fuzz finding's signature: what varies already taken out of its parts."""
    return short_key("finding", stage, failing_pass, message)


def parameters_key(decls: list, seed: int, version: int) -> str:
    return short_key("parameters", decls, seed, version, length=24)


def structure_key(compiler_id: list, flags: dict, source: bytes, code: bytes) -> str:
    return key("structure", compiler_id, flags, source, code)


def judgement_key(sides: list, entry: list, policy: list, code: str, versions: list) -> str:
    return key("judgement", sides, entry, policy, code, versions)


def target_key(compiler_id: list, flags: list[str]) -> str:
    return key("target", compiler_id, flags)


def device_key(runtime_id: str, uri: str, boot: str) -> str:
    return key("device", runtime_id, uri, boot)


def finding_pair_key(pair: str) -> str:
    """A flag pair (fuzz/store.py's pair_key) in a directory name: the store keeps one per signature and pair."""
    return short_key("finding-pair", pair, length=8)
