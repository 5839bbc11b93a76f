"""What of a case a bundle carries, declared against the case's own types.

Every field of `Entry` (what is judged), `Prepared` (the corpus's
expectations of the pair) and `CaseConfig` (the case's config, inside the
entry's `Case`) travels in the manifest in the JSON form its annotation
gives (core/codec.py), except those declared here: `LOCAL`, meaningless on the
executing machine, and `APART`, carried beside the manifest as files or
recipes. tests/test_bundle_carries.py walks every field of these types and
fails on one that neither travels nor is declared here.
"""
from __future__ import annotations

from typing import Any

from ...core.codec import Form, fields_from_json, to_json
from ...corpus.config import CaseConfig
from ..plan.prepare import Entry, Prepared

LOCAL: dict[type, dict[str, str]] = {
    CaseConfig: {
        "inputs": "how inputs are drawn: drawn when compiling, the arrays travel as the case's inputs.npz",
        "inputs_file": "a file of the corpus: its arrays travel as the case's inputs.npz",
        "golden_files": "files of the corpus: read when compiling, the golden travels as golden.npz",
        "parameters": "archives' paths on the compiling machine: the archives travel as the entry's parameters",
        "xfail_rules": "resolved for the run's target when compiling: the prepared record's xfail travels",
        "expect_rules": "resolved for the run's target when compiling: the prepared record's expect travels",
        "skip_rules": "applied when compiling: a skipped case travels decided",
    },
    Entry: {
        "dir": "the executing machine's own: where its outputs go there",
        "bounds": "recomputed there from the signature's sums and the inputs",
    },
    Prepared: {
        "module": "rebuilt there from the manifest's variants and their compiled modules",
    },
}

APART: dict[type, dict[str, str]] = {
    Entry: {
        "inputs_path": "the inputs, as the case's inputs.npz",
        "golden": "the golden arrays, as the case's golden.npz",
        "parameters": "given archives by content (parameters/<sha256>/), generated ones by their recipe",
    },
    Prepared: {
        "entry": "the manifest's `entry`, on its own",
    },
}


def _left_out() -> dict[type, dict[str, str]]:
    return {t: {**LOCAL.get(t, {}), **APART.get(t, {})} for t in {*LOCAL, *APART}}


LEFT_OUT = _left_out()
# A bundle is read by the difftest that wrote it: a field it does not know is refused.
FORM = Form(skip=LEFT_OUT, strict=True)


def entry_json(entry: Entry) -> dict:
    return to_json(entry, FORM, "entry")


def prepared_json(prep: Prepared) -> dict:
    return to_json(prep, FORM, "prepared")


def entry_fields(data: Any) -> dict[str, Any]:
    """The fields of an Entry the manifest holds (its case with its config among them)."""
    return fields_from_json(Entry, data, "entry", FORM)


def prepared_fields(data: Any) -> dict[str, Any]:
    return fields_from_json(Prepared, data, "prepared", FORM)
