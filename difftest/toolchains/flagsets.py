"""Named flag sets: the compile context a pair is compared in, by name.

A flag set is how a team compiles a model (a benchmark's compile script, a
deployment's flags). `--flagset NAME` compiles every variant of a run in it
(both sides and the arbiter), after each case's own flags, so "does the
flag matter?" is asked where they compile. Sets are built into difftest
(BUILTIN, below) or defined by a corpus (`[flagsets.NAME]` in a
difftest.toml, corpus/config.py). A set's target flags are not passed as
they are: they pick the run's target, whose profile writes its own flags
(backends/), so a set written for another release (`--iree-hip-target`)
compiles in the spelling of the profile, and a `--target` that asks for
another target is refused. They live here, beside the backends, because
a set names target flags, which only toolchains/ may.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import UsageError
from .backends import split_target

BUILT_IN = "built in"


@dataclass(frozen=True)
class FlagSet:
    name: str
    flags: tuple[str, ...]  # as written
    description: str = ""
    origin: str = BUILT_IN  # where it is defined: built in, or the difftest.toml that defines it


@dataclass(frozen=True)
class FlagContext:
    """A flag set as a run compiles in it: the target its target flags pick,
    and the flags every variant gets after the case's own."""

    name: str
    origin: str
    written: tuple[str, ...]  # the set's flags as written
    target: str | None  # as --target spells it; None: the set picks none
    target_flags: tuple[str, ...]  # the flags that pick it, as written
    flags: tuple[str, ...]  # the others, in the target profile's spelling
    renamed: tuple[tuple[str, str], ...] = ()  # (as written, as compiled)

    def to_dict(self) -> dict:
        return {"name": self.name, "origin": self.origin, "written": list(self.written), "target": self.target,
                "target_flags": list(self.target_flags), "flags": list(self.flags), "renamed": [list(r) for r in self.renamed]}


def context_of(fs: FlagSet) -> FlagContext:
    """UsageError when the set's target flags pick no target difftest can name."""
    try:
        split = split_target(fs.flags)
    except ValueError as e:
        raise UsageError(f"flag set {fs.name} ({fs.origin}): {e}") from None
    return FlagContext(fs.name, fs.origin, fs.flags, split.target, split.target_flags, split.rest, split.renamed)


def unknown(name: str, known: dict[str, FlagSet]) -> UsageError:
    listed = ", ".join(f"{n} ({fs.origin})" for n, fs in sorted(known.items()))
    return UsageError(f"--flagset {name}: no such flag set; known: {listed} (a corpus defines its own as "
                      "[flagsets.NAME] in its difftest.toml)")


BUILTIN: dict[str, FlagSet] = {}


def _builtin(name: str, flags: str, description: str) -> None:
    BUILTIN[name] = FlagSet(name, tuple(flags.split()), description)


# nod-ai/iree-model-benchmark llama3/compile-8b-base.sh with DATA_TILING=1, as the seed flag's review quotes
# it in full: what the reviewer who found "all the flow.tensor.encode ops operate on either globals or
# weights ... no stream.tensor.encode ops in prefill and decode" compiled sharktank's Llama 3.1 8B with, for
# MI350 (gfx950). The review's copy spells the ROCm flags --iree-hip-*, as 3.9.0 does; the script's stored
# version (commit e812833) spells them --iree-rocm-*, as 3.13.0 does and difftest's rocm profile writes.
_builtin("iree-model-benchmark-8b",
         "--iree-hal-target-backends=rocm --iree-hip-target=gfx950 --iree-hal-target-device=hip "
         "--iree-opt-level=O3 --iree-dispatch-creation-propagate-collapse-across-expands=true "
         "--iree-codegen-enable-default-tuning-specs=true --iree-hip-enable-tensor-ukernels "
         "--iree-hal-indirect-command-buffers=true --iree-stream-resource-memory-model=discrete "
         "--iree-hip-specialize-dispatches --iree-hal-memoization=true --iree-dispatch-creation-data-tiling",
         "iree-model-benchmark's llama3/compile-8b-base.sh (DATA_TILING=1), the seed flag's reviewers' flags")
