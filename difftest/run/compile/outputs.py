"""What a compile leaves beside its module, read into its record: IREE's
statistics (written at the end of the stream phase, so a compile that fails
later still has them) and the sections of the vmfb."""
from __future__ import annotations

import json
import zipfile
from pathlib import Path

from ...core.results import CompileRecord


def statistics_flags(stats_path: Path) -> list[str]:
    return ["--iree-scheduling-dump-statistics-format=json", f"--iree-scheduling-dump-statistics-file={stats_path}"]


def flatten_statistics(data: dict) -> dict[str, int]:
    """IREE nests figures by section; their names are unique, so keep IREE's
    own names flat (`dispatch-count`, `transient-memory-size`, ...)."""
    out: dict[str, int] = {}

    def walk(node):
        for k, v in node.items():
            if isinstance(v, dict):
                walk(v)
            elif isinstance(v, (int, float)):
                out[k] = int(v)

    walk(data.get("stream-aggregate", data))
    return out


def vmfb_sections(vmfb: Path) -> tuple[dict[str, int], dict[str, int]]:
    """A vmfb is a zip: `module.fb` (bytecode and metadata), `_const_*.bin`
    (constants) and one entry per executable binary (on llvm-cpu all are
    linked into one `.so`). Sizes by kind, and per executable; empty when
    the file is not a zip (another format, a future release)."""
    try:
        with zipfile.ZipFile(vmfb) as z:
            entries = [(i.filename, i.file_size) for i in z.infolist()]
    except (OSError, zipfile.BadZipFile, ValueError):
        return {}, {}
    sections = {"module": 0, "constants": 0, "executables": 0}
    executables = {}
    for name, size in entries:
        if name == "module.fb":
            sections["module"] += size
        elif name.startswith("_const"):
            sections["constants"] += size
        else:
            sections["executables"] += size
            executables[name] = size
    sections["other"] = max(vmfb.stat().st_size - sum(sections.values()), 0)
    return sections, executables


def read_statistics(rec: CompileRecord, stats_path: Path) -> None:
    if stats_path.exists():
        try:
            rec.statistics = flatten_statistics(json.loads(stats_path.read_text()))
        except ValueError:
            rec.notes.append("statistics file unreadable")
