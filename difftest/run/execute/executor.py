"""What executes a run's modules, as one value the stages take: where each
variant's modules run (its placement: the target and the device URI, decided
once at setup and held in the settings), the device found there (probed
once), and the runner whose workers execute them, here or on another
machine. The session builds it and owns the workers' lifetime; no stage is
handed the session."""
from __future__ import annotations

from pathlib import Path

from ...toolchains.devices import Device, Placement
from ..compile.modules import CompiledModule
from ..plan.prepare import Entry
from .runner import Runner, RunOutput, TraceOutput, execute, trace


class Executor:
    def __init__(self, runner: Runner, placements: dict[str, Placement]):
        self.runner = runner
        self.placements = placements  # each variant's, as setup decided it

    def device(self, variant: str) -> Device:
        """The device `variant`'s modules run on, probed once per run."""
        return self.runner.device(self.placements[variant].uri)

    def execute(self, module: CompiledModule, entry: Entry, sub: str = "run", **kw) -> RunOutput:
        """A compiled module's entry, executed on its variant's device."""
        return execute(module, entry, self.device(module.variant), self.runner, sub, **kw)

    def trace(self, module: CompiledModule, entry: Entry, out_dir: Path, **keep) -> TraceOutput:
        return trace(module, entry, self.device(module.variant), self.runner, out_dir, **keep)
