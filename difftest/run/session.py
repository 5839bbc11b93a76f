"""What every case of one run shares: the caches, the compile context, the
runtime workers, and where finished compiles go (a bundle)."""
from __future__ import annotations

from typing import Iterable

from .. import __version__
from ..core.cache import Fingerprints, Store, default_cache_dir, sha256_file
from .compiler import CompileContext
from .compiling import CompiledReference, compile_references
from .prepare import Prepared
from .progress import NoProgress
from .runtime import WORKER, Runner
from .settings import RunSettings


class Session:
    def __init__(self, settings: RunSettings, progress=None, bundle=None):
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
        self.runner = Runner(settings.toolchain, settings.out_dir / "workers",
                             Store(cache, "run") if cache else None, self._runtime_id() if cache else None)

    def _runtime_id(self) -> str | None:
        try:
            rt = self.settings.toolchain.runtime_id(self.fingerprints)
        except OSError:
            return None
        # The worker's own code decides what a run records, so it keys runs too.
        return rt and f"{__version__}:{sha256_file(WORKER)[:16]}:{rt}"

    def references(self, prep: Prepared) -> Iterable[CompiledReference]:
        """Where the arbiter comes from: compiled here, on demand (a bundle
        executed elsewhere brings its own)."""
        return compile_references(prep, self)

    def close(self) -> None:
        self.runner.close()
