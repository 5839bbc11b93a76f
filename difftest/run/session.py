"""What every case of one run shares: the caches, the compile stage and
its module memo, the runtime workers and the devices they opened, and where
finished compiles go (a bundle)."""
from __future__ import annotations

import threading

from .. import __version__
from ..core.cache import Fingerprints, Store, default_cache_dir
from ..core.keys import runtime_key
from .compile.modules import CompileContext, Compiler
from .execute.executor import Executor
from .execute.runner import CallShape, Runner, worker_digest
from .plan.settings import RunSettings
from .progress import NoProgress
from .compile.case import Here
from .stages import StageKit


class Session:
    def __init__(self, settings: RunSettings, progress=None, bundle=None, source=None):
        self.settings = settings
        self.progress = progress or NoProgress()
        # With --compile-only --bundle: where each compiled case is written
        # for `difftest execute`.
        self.bundle = bundle
        cache = settings.cache_dir
        # The memo of compiler fingerprints lives in the default cache
        # whatever --cache-dir says: hashing a 300 MB library is per
        # compiler build, not per cache.
        self.fingerprints = Fingerprints(default_cache_dir() if cache else None)
        self.compile = CompileContext(settings.toolchain, Store(cache, "compile") if cache else None,
                                      Store(cache, "prefix") if cache else None, self.fingerprints)
        self.compiler = Compiler(self.compile, settings.sharing_prefix)
        self.runner = Runner(settings.toolchain, settings.out_dir / "workers",
                             Store(cache, "run") if cache else None, self._runtime_id() if cache else None,
                             CallShape(settings.repeat, settings.warmup, settings.rerun))
        self.runner.adopt(settings.probed)
        # Where each variant runs, as setup decided it; each device probed once (devices()).
        self.executor = Executor(self.runner, dict(settings.placements))
        self.source = source or Here(self.compiler, self.progress)
        # What the stages work with: values, never the session.
        self.stages = StageKit(settings, self.source, self.executor, self.progress, self.compiler, bundle)
        self._lock = threading.Lock()

    def _runtime_id(self) -> str | None:
        try:
            rt = self.settings.toolchain.runtime_id(self.fingerprints)
        except OSError:
            return None
        # The worker's own code decides what a run records, so it keys runs too.
        return rt and runtime_key(__version__, worker_digest(), rt)

    def devices(self) -> dict[str, dict]:
        """Each variant's device as a report records it: every placement
        probed, once, at the start of a run that executes."""
        return {name: self.executor.device(name).describe() for name in self.executor.placements
                if name != "reference" or not self.settings.target.is_cpu}

    def close(self) -> None:
        self.runner.close()
