"""What executes a run's modules, as one value the stages take: where each
target's modules run (its placement: the target and the device URI, decided
from --device and the target by `place`, the one rule), the device found
there (probed once), and the runner whose workers execute them, here or on
another machine. The session builds it and owns the workers' lifetime; no
stage is handed the session."""
from __future__ import annotations

from pathlib import Path

from ...toolchains.devices import Device, DeviceURI, Placement, place
from ...toolchains.targets import Target
from ..compile.modules import CompiledModule
from ..plan.prepare import Entry
from .runner import Runner, RunOutput, TraceOutput, execute, trace


class Executor:
    def __init__(self, runner: Runner, asked: DeviceURI | None = None):
        self.runner = runner
        self.asked = asked  # --device, parsed at setup

    def placement(self, target: Target) -> Placement:
        return place(target, self.asked)

    def device(self, target: Target) -> Device:
        """The device `target`'s modules run on, probed once per run."""
        return self.runner.device(self.placement(target).uri)

    def execute(self, module: CompiledModule, entry: Entry, sub: str = "run", **kw) -> RunOutput:
        """A compiled module's entry, executed on its target's device."""
        return execute(module, entry, self.device(module.target), self.runner, sub, **kw)

    def trace(self, module: CompiledModule, entry: Entry, out_dir: Path, **keep) -> TraceOutput:
        return trace(module, entry, self.device(module.target), self.runner, out_dir, **keep)

    def describe(self, placements: dict[str, Placement]) -> dict[str, dict]:
        """Each variant's device as a report records it (probing any not yet asked)."""
        return {name: self.runner.device(p.uri).describe() for name, p in placements.items()}
