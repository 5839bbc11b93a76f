"""What difftest knows about one kind of target, in one place: a Backend.

Everything else asks the registry (backends/__init__.py) instead of naming a
target kind, a driver or a target flag itself: which flags select the target
and which act in its code generator, which runtime drivers run its modules and
whether their device is this machine's CPU, which chips it knows and how its
compiler words an unknown one, the element types its code generator takes,
IREE's suite names for it, the environment that picks its device, and the
target whose modules run on any machine of its kind. A new backend is one
module here, registered with `register`.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Lift:
    """What lifts a bound a failure hit: the flag, the hint in words, and what a user who follows it
    pays for it (a bound is there for a reason: a module past it is bigger, slower to build or to run)."""

    flag: str  # the whole flag, value included: what a retry of the compile adds
    hint: str  # "llvm-cpu's bound on vector sizes (32768 bytes): lift it with --iree-llvmcpu-..."
    price: str = ""


@dataclass(frozen=True)
class Limit:
    """A bound a real model meets on a backend, and the flag a user raises for it: a failure that is
    only that bound says so, instead of reading as the compiler's bug."""

    name: str
    stage: str  # "compile" or "run"
    lift: Callable[[str], Lift | None]  # the failure's text -> what lifts it, or None: not this limit


# The HAL's own selection flags, which every backend's compile flags start from.
DEVICE_FLAG = "--iree-hal-target-device"
BACKENDS_FLAG = "--iree-hal-target-backends"
# A chip no backend has: the value compile_flags(arg) puts where the chip goes.
_ANY_CHIP = "\x00chip"


class Backend:
    kind = ""  # what --target starts with: llvm-cpu, rocm, cuda, vulkan
    aliases: tuple[str, ...] = ()  # other spellings of the kind (hip for rocm)
    default_arg = ""  # the chip when --target names the kind alone
    drivers: tuple[str, ...] = ()  # runtime drivers that run its modules, the default first
    # Its devices are this machine's CPU: their memory is the worker's own, an
    # arbiter compiled for it needs nothing else, and a CPU cannot be lost.
    local = False
    # The backend of this machine's CPU: where arbiters run and what --target means when none is
    # given. One backend says so; a second local one (vmvx, a toy) shares the drivers, not this.
    host = False
    # Flags that pick the target: --target writes them, and a suite's own are left out for --target's.
    selection_flags: tuple[str, ...] = ()
    # Flag prefixes that act in its code generator alone (after dispatch creation): a pair
    # differing only there may share a prefix compiled to global optimization.
    codegen_prefixes: tuple[str, ...] = ()
    # Flag prefixes that act on one executable compiled alone (--compile-mode=hal-executable):
    # its target's options and its code generator's.
    executable_prefixes: tuple[str, ...] = ()
    suite_backends: tuple[str, ...] = ()  # iree_check_single_backend_test_suite's target_backends names
    dtypes: tuple[str, ...] | None = None  # element types its code generator takes; None: every one
    # Per driver, the environment variables that decide which device it opens.
    device_env: dict[str, tuple[str, ...]] = {}
    known: tuple[str, ...] = ()  # chips this release of IREE is known to compile for
    # Chips taken without asking the compiler (a name that is no chip: host, generic).
    always: tuple[str, ...] = ()
    # The compiler's words for a chip it does not know.
    unknown_words: re.Pattern | None = None
    # A target of this kind whose modules run on any machine of it (a CPU any x86-64 has).
    generic: str | None = None
    # `--target KIND` alone compiles for the chip that fits the device found here (fitting()).
    fits_by_device = False
    limits: tuple[Limit, ...] = ()  # the bounds its compiler and runtime enforce that a model may need raised
    # Flag prefixes a release renamed: (the older spelling, the one compile_flags writes). Flags written
    # for another release (a named flag set, corpus/flagsets.py) are put in this profile's spelling.
    renamed: tuple[tuple[str, str], ...] = ()

    def compile_flags(self, arg: str) -> tuple[str, ...]:
        raise NotImplementedError

    def target_in(self, given: dict[str, str]) -> str | None:
        """The target that selection flags (name -> value, in this profile's spelling) pick, as --target
        spells it (`rocm:gfx950`, or the kind alone where they name no chip), when they pick this
        backend; None when they pick another. Read off compile_flags, which says which flag names the
        device and which the chip."""
        own = dict(f.split("=", 1) for f in self.compile_flags(_ANY_CHIP) if "=" in f)
        chip_flag = next((k for k, v in own.items() if v == _ANY_CHIP), None)
        device = own.get(DEVICE_FLAG)
        backends = [b for b in given.get(BACKENDS_FLAG, "").split(",") if b]
        picked = (DEVICE_FLAG in given and given[DEVICE_FLAG] == device) or \
            any(b in (self.kind, *self.suite_backends) for b in backends)
        if not picked:
            return None
        chip = given.get(chip_flag or "")
        return f"{self.kind}:{chip}" if chip else self.kind

    def acts_in_codegen(self, flag: str) -> bool:
        return flag.startswith(self.codegen_prefixes) and flag.split("=", 1)[0] not in self.selection_flags

    def fitting(self, device_name: str) -> str | None:
        """The chip that fits a device found here, or None when difftest knows none."""
        return None

    def fits(self, arg: str, device_name: str) -> bool | None:
        """Whether modules for `arg` run on that device; None when difftest does not know."""
        return None

    def known_to(self, compiler_log: str) -> list[str]:
        """The chips a refusal names: the compiler's own list where it prints one."""
        return list(self.known)

    def refusal(self, arg: str, compiler_log: str, first_error: str | None) -> str:
        """Why `kind:arg` is refused, naming the chips that are known."""
        known = list(dict.fromkeys(self.known_to(compiler_log)))
        # A letter typed for the digit it looks like (sm_8O) is the likeliest typo of all.
        alike = [k for k in known if _lookalike(k) == _lookalike(arg)]
        close = list(dict.fromkeys(alike + difflib.get_close_matches(arg, known, n=3, cutoff=0.6)))[:3]
        text = f"iree-compile does not know the {self.kind} target {arg!r}" + \
            (f" (it says: {first_error})" if first_error else "")
        if close:
            text += f"; did you mean {' or '.join(f'{self.kind}:{c}' for c in close)}?"
        if known:
            text += " Known: " + ", ".join(known[:40]) + (f", ... ({len(known)} in all)" if len(known) > 40 else "")
        return text


_LOOKALIKE = str.maketrans("OoIl", "0011")


def _lookalike(name: str) -> str:
    return name.translate(_LOOKALIKE)


REGISTRY: dict[str, Backend] = {}


def register(cls: Callable[[], Backend]) -> Callable[[], Backend]:
    """A class decorator: the backend's one registration. Refused, with the
    registry left as it was, when a name is taken, when it claims the host
    beside another, or when it shares a driver with another backend but says
    otherwise of it (local or not, the environment that picks its device): a
    driver's facts are the driver's, whichever backend's modules it runs."""
    b = cls()
    for name in (b.kind, *b.aliases):
        if name in REGISTRY:
            raise ValueError(f"backend {name!r} registered twice")
    for other in {id(o): o for o in REGISTRY.values()}.values():
        _agree(b, other)
    for name in (b.kind, *b.aliases):
        REGISTRY[name] = b
    return cls


def _agree(b: Backend, other: Backend) -> None:
    if b.host and other.host:
        raise ValueError(f"backend {b.kind!r} claims this machine's CPU, which {other.kind!r} already holds")
    for d in set(b.drivers) & set(other.drivers):
        if b.local != other.local or b.device_env.get(d, ()) != other.device_env.get(d, ()):
            raise ValueError(f"backend {b.kind!r} shares driver {d!r} with {other.kind!r} but differs on it "
                             "(local, or the environment that picks its device)")
