"""Compile here, execute there.

`difftest run --compile-only --bundle DIR` writes everything a case runs
with except the execution: each case's vmfbs (the pair and the reference
plans that compiled), inputs, golden, its external parameters (given
archives by content, generated ones by their recipe), its runtime flags,
call sequence, repeat and warm-up, compile records and judging config, and
a manifest with the sha256 of every file. The case's records travel as
their own types declare them (schema.py says what stays behind and why).
`difftest execute DIR` runs and judges it on a machine that has only
iree-base-runtime, numpy, ml_dtypes and difftest: no compiler, no corpus.
Together they give the report one `difftest run` gives.
"""
from .read import (Bundle, FromBundle, compiled_from, execute_entry, manifest_problem, prepared_from, references_from,
                   runtime_toolchain, version_problem)
from .write import SCHEMA, VERSION, BundleWriter, bundle_dir_problem

__all__ = ["SCHEMA", "VERSION", "Bundle", "BundleWriter", "FromBundle", "bundle_dir_problem", "compiled_from",
           "execute_entry",
           "manifest_problem", "prepared_from", "references_from", "runtime_toolchain", "version_problem"]
