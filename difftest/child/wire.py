"""The runtime worker's protocol: every message a dataclass, and one codec.

Both sides use this one module. The worker (and the far relay, far.py)
imports it as a sibling, under a toolchain's own Python where difftest is
not installed; difftest imports it as `difftest.child.wire`. So it needs
nothing but the standard library (Python 3.8 and later), and what crosses
is decided here alone: a line of JSON per message, `{"kind": NAME, field:
value, ...}`, read back into its dataclass with every field checked
against its annotation (a worker of another difftest, or a torn line, is a
ValueError naming the field, never a KeyError somewhere downstream).

Requests: `ProbeRequest` (which device a URI names), `Run` (one module's entry or
call sequence, measured), `Trace` (one traced run). Answers: `Hello` (a new
worker's first line), `ProbeAnswer`, `RunAnswer`, `TraceAnswer`.
Paths are this machine's; over ssh (run/execute/ssh.py) the same
messages carry content by sha256 instead, and the relay turns them back
into its own paths.
"""
import dataclasses
import json
import typing
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

# The worker's modules, which travel together: ssh sends these (and nothing
# else of difftest) to a far machine, and their bytes key the run cache.
MODULES = ("worker.py", "wire.py", "arrays.py", "devices.py", "memory.py", "calls.py", "tracing.py")


@dataclass
class DeviceName:
    """A device as the runtime is asked for it where the worker runs:
    `DeviceName("vulkan", "1")` is `vulkan://1`, the driver's second device."""

    driver: str
    path: str = ""

    @property
    def uri(self) -> str:
        return "%s://%s" % (self.driver, self.path) if self.path else self.driver


@dataclass
class ArchiveRef:
    """One external parameter archive: its scope, where it is (a path; over
    ssh its content's sha256) and its file name's suffix, by which IREE
    picks the archive's parser (`.irpa`, `.gguf`, `.safetensors`)."""

    scope: str
    path: str
    suffix: str = ""


@dataclass
class SequencePlan:
    """sharktank's paged LLM as its servers run it (corpus/sequences.py says
    the plan): prefill the prompt, then `steps` decode calls on one KV cache."""

    prefill: str
    decode: Optional[str]
    stride: int
    cache_shape: List[int]
    cache_dtype: str
    prompt: List[int]
    steps: int
    batch: int = 1
    # The tokens to feed the decode steps (the baseline's choices); None: the argmax of each step's logits.
    forced: Optional[List[int]] = None


@dataclass
class ProbeRequest:
    device: DeviceName


@dataclass
class CallRequest:
    """What every run of a module names: the module, its entry, its inputs and
    archives, on a device."""

    device: DeviceName
    module: str
    inputs: str
    function: Optional[str] = None
    parameters: List[ArchiveRef] = field(default_factory=list)
    # Argument indexes passed as Python numbers (i32, f32), not as tensors.
    scalars: List[int] = field(default_factory=list)


@dataclass
class Run(CallRequest):
    # Where the first call's outputs (and those of the first call that drifts from them) go, as npz.
    outputs: Optional[str] = None
    drift_outputs: Optional[str] = None
    warmup: int = 1
    repeat: int = 1
    # Arguments converted before the call: index -> dtype name.
    casts: Dict[str, str] = field(default_factory=dict)
    # A function called after the entry, its results appended (a check test's reader).
    after: Optional[str] = None
    # Measure memory (the process's own): only where the device's memory is the worker's.
    peak_memory: bool = False
    sequence: Optional[SequencePlan] = None


@dataclass
class Trace(CallRequest):
    """One run with a debug sink: every traced tensor by hash, the data of
    those asked for kept in `dir` within `budget_bytes`."""

    dir: Optional[str] = None
    budget_bytes: int = 0
    skip_hashes: List[str] = field(default_factory=list)
    sizes: Optional[List[int]] = None  # element counts worth keeping; None: any


@dataclass
class Hello:
    hello: int = 0
    python: Optional[str] = None
    flags_error: Optional[str] = None
    error: Optional[str] = None
    traceback: Optional[str] = None
    # Said by the far relay: its runtime's release, host, interpreter and device environment.
    runtime: Optional[str] = None
    host: Optional[str] = None
    interpreter: Optional[str] = None
    environ: Dict[str, str] = field(default_factory=dict)


@dataclass
class WorkerAnswer:
    status: str = "failed"
    error: Optional[str] = None


@dataclass
class ProbeAnswer(WorkerAnswer):
    listed: List[Dict[str, Any]] = field(default_factory=list)
    device: Optional[Dict[str, Any]] = None
    created: bool = False
    io: Optional[str] = None
    cpu: Optional[str] = None
    features: Optional[str] = None
    runtime: Optional[str] = None
    environ: Optional[Dict[str, str]] = None  # the far machine's, added by the near side of ssh


@dataclass
class Memory:
    """What a measured run's process held (core.figures says what each covers).
    All bytes; None where it could not be read."""

    # The HAL allocator's count over the first call, and over load and initialisation.
    allocated_bytes: Optional[int] = None
    resident_allocated_bytes: Optional[int] = None
    # The process's resident memory that load and initialisation kept, its file-backed part apart.
    resident_bytes: Optional[int] = None
    resident_file_bytes: Optional[int] = None
    # The largest call's own peak, and each call's: [name, own peak, file-backed bytes it first touched].
    peak_bytes: Optional[int] = None
    call_peaks: List[List[Any]] = field(default_factory=list)
    # The process's height over load, initialisation and every call, above what it held before load.
    held_bytes: Optional[int] = None
    # The height of load and initialisation alone (initialisers' transients included), and of the calls.
    load_peak_bytes: Optional[int] = None
    calls_peak_bytes: Optional[int] = None
    # What the calls left resident after the last one (pooled buffers), parameter pages apart.
    pooled_bytes: Optional[int] = None


@dataclass
class RunAnswer(WorkerAnswer):
    latencies_ms: List[float] = field(default_factory=list)
    median_ms: Optional[float] = None
    shapes: List[List[int]] = field(default_factory=list)
    dtypes: List[str] = field(default_factory=list)
    call_hashes: List[str] = field(default_factory=list)
    drift_call: Optional[int] = None
    tokens: List[int] = field(default_factory=list)
    wrote_arguments: List[int] = field(default_factory=list)
    memory: Memory = field(default_factory=Memory)


@dataclass
class TraceAnswer(WorkerAnswer):
    # In execution order: {"key", "tensors": [{"dtype", "shape", "hash", "file"}]}.
    events: List[Dict[str, Any]] = field(default_factory=list)
    inputs: List[Dict[str, Any]] = field(default_factory=list)
    outputs: List[Dict[str, Any]] = field(default_factory=list)
    call_hash: Optional[str] = None
    kept_bytes: int = 0
    dropped: int = 0
    dropped_bytes: int = 0


KINDS = {c.__name__: c for c in (ProbeRequest, Run, Trace, Hello, ProbeAnswer, RunAnswer, TraceAnswer)}
# What a request is answered with.
ANSWERS = {ProbeRequest: ProbeAnswer, Run: RunAnswer, Trace: TraceAnswer}


# ---- the codec ------------------------------------------------------------------------------------


def to_dict(msg):
    """A message as JSON values, tagged with its kind."""
    out = {"kind": type(msg).__name__}
    out.update(_plain(msg))
    return out


def encode(msg):
    """One line of the protocol, as bytes."""
    return (json.dumps(to_dict(msg)) + "\n").encode("utf-8")


def decode(data, expect=None):
    """A message from its line (or its dict). `expect`: the class the reader
    waits for (a subclass of it, or a dict with no kind, which a hello from
    an older worker is). Unknown fields are skipped; a field of the wrong
    type, an unknown kind or the wrong one is a ValueError."""
    if isinstance(data, (bytes, str)):
        data = json.loads(data)
    if not isinstance(data, dict):
        raise ValueError("a protocol message is %s, not a table" % type(data).__name__)
    kind = data.get("kind")
    cls = KINDS.get(kind) if kind is not None else expect
    if cls is None:
        raise ValueError("unknown message kind %r" % (kind,))
    if expect is not None and not issubclass(cls, expect):
        raise ValueError("a %s where a %s was expected" % (cls.__name__, expect.__name__))
    return _build(cls, data, cls.__name__)


def _plain(value):
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


_HINTS = {}


def _hints(cls):
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _build(cls, data, where):
    if not isinstance(data, dict):
        raise ValueError("%s is %s, not a table" % (where, type(data).__name__))
    hints = _hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            kwargs[f.name] = _value(hints[f.name], data[f.name], "%s.%s" % (where, f.name))
    try:
        return cls(**kwargs)
    except TypeError as e:  # a required field missing
        raise ValueError("%s: %s" % (where, e))


def _value(hint, value, where):
    """`value` read as `hint` says, or a ValueError naming `where`."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union:
        if value is None and type(None) in args:
            return None
        return _value(next(a for a in args if a is not type(None)), value, where)
    if hint is Any:
        return value
    if dataclasses.is_dataclass(hint):
        return _build(hint, value, where)
    if origin in (list, List):
        if not isinstance(value, list):
            raise ValueError("%s is %s, not a list" % (where, type(value).__name__))
        return [_value(args[0], v, "%s[%d]" % (where, i)) for i, v in enumerate(value)] if args else value
    if origin in (dict, Dict):
        if not isinstance(value, dict):
            raise ValueError("%s is %s, not a table" % (where, type(value).__name__))
        return {k: _value(args[1], v, "%s.%s" % (where, k)) for k, v in value.items()} if args else value
    if hint is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if hint is int and isinstance(value, bool) or not isinstance(value, hint):
        raise ValueError("%s is %s %.40r, not %s" % (where, type(value).__name__, value, hint.__name__))
    return value
