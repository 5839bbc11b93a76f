"""The backend registry: one home per target kind, and what it claims of
the pinned compiler holds."""
from __future__ import annotations

import pytest

from difftest.toolchains.backends import REGISTRY, backend, canonical_kind, for_driver, kinds
from difftest.toolchains.base import installed
from difftest.toolchains.chips import ask_compiler
from difftest.toolchains.targets import parse_target


def test_every_kind_parses_to_its_default_chip_and_its_first_driver():
    for kind in kinds():
        t = parse_target(kind)
        b = backend(kind)
        assert t.driver == b.drivers[0] and t.compile_flags == b.compile_flags(t.arg)
        assert for_driver(t.driver) is b
    assert canonical_kind("hip") == "rocm" and parse_target("hip:gfx950").name == "rocm:gfx950"


@pytest.mark.slow
def test_every_chip_a_backend_lists_as_known_compiles_with_the_pinned_compiler():
    """The lists let known chips skip the compiler's check: each must be true of the pinned release."""
    refused = []
    for b in {id(b): b for b in REGISTRY.values()}.values():
        for chip in b.known:
            answer = ask_compiler(installed().iree_compile, b.compile_flags(chip))
            if not answer["ok"]:
                refused.append(f"{b.kind}:{chip}")
    assert not refused, refused
