"""Each variant's placement (its target and the device it runs on) is decided
once, at setup, by one rule, and held in the settings; the device is a parsed
value from there on; `difftest execute` places by the same function; the
session runs where the settings say and probes each placement once, keeping
the devices setup already probed."""
from __future__ import annotations

import pytest

from .faults.helpers import ADD_ONE
from .conftest import write

from difftest.core.errors import UsageError
from difftest.run.options import RunOptions
from difftest.run.plan.settings import RunSettings, placed, variant_targets
from difftest.run.session import Session
from difftest.run.setup import placements_for, settings_for
from difftest.toolchains.base import installed
from difftest.toolchains.devices import Device, DeviceURI, Placement, place
from difftest.toolchains.targets import parse_target

CPU, VULKAN = parse_target("llvm-cpu:haswell"), parse_target("vulkan:llvmpipe")


def test_the_device_asked_for_is_the_placement_of_the_targets_on_its_driver_alone():
    far = DeviceURI.parse("ssh://me@gpu-box:2222/vulkan://1")
    assert place(VULKAN, far).uri == far and place(VULKAN, far).endpoint == "me@gpu-box:2222"
    # A CPU variant of a cross-device pair stays on this machine's CPU driver.
    assert place(CPU, far).uri == DeviceURI("local-task") and place(CPU, far).endpoint == "here"
    assert place(CPU, None).uri == DeviceURI("local-task")
    assert str(place(VULKAN, far)) == "vulkan:llvmpipe on ssh://me@gpu-box:2222/vulkan://1"


def test_a_cross_device_pair_places_each_side_on_its_own_driver():
    where = placements_for("vulkan:llvmpipe", "llvm-cpu:haswell", "vulkan://1", None)
    # The arbiter of a GPU target is this machine's CPU.
    assert {name: str(p.uri) for name, p in where["placements"]} == \
        {"baseline": "local-task", "candidate": "vulkan://1", "reference": "local-task"}
    assert where["target"] == VULKAN and where["baseline_target"] == CPU


def test_setup_parses_the_device_once_and_refuses_a_malformed_one_naming_it(tmp_path):
    opts = RunOptions(corpus=[tmp_path], target="llvm-cpu:haswell", device="ssh://box:2222/local-task?python=/v/py",
                      no_cache=True, out=tmp_path / "o")
    s = settings_for(opts, None)
    far = dict(s.placements)["candidate"].uri
    assert isinstance(far, DeviceURI) and far.remote.port == 2222 and far.remote.python == "/v/py"
    assert far.driver == "local-task" and s.target.driver == "local-task"
    with pytest.raises(UsageError, match="--device 'ssh://box': no driver after the host"):
        settings_for(RunOptions(corpus=[tmp_path], target="llvm-cpu:haswell", device="ssh://box", no_cache=True), None)


def test_execute_places_a_bundle_s_variants_as_a_run_places_them(tmp_path, monkeypatch):
    from difftest.cli import main
    from difftest.run import driver

    case, bundle = write(tmp_path / "c", {"a.mlir": ADD_ONE}) / "a.mlir", tmp_path / "bundle"
    assert main(["run", str(case), "--target", "llvm-cpu:haswell", "--baseline-target", "llvm-cpu:znver4",
                 "--compile-only", "--bundle", str(bundle), "--out", str(tmp_path / "o"), "--no-cache", "-q"]) == 0
    seen = []
    monkeypatch.setattr(driver, "_execute", lambda b, d, settings, *rest: seen.append(settings) or 0)
    assert main(["execute", str(bundle), "--device", "local-sync", "--out", str(tmp_path / "e")]) == 0
    run = settings_for(RunOptions(corpus=[case], target="llvm-cpu:haswell", baseline_target="llvm-cpu:znver4",
                                  device="local-sync", no_cache=True), None)
    assert seen[0].placements == run.placements
    # --device moves the candidate (and its CPU arbiter) to its driver; the baseline's target stays on its own.
    assert {n: str(p.uri) for n, p in run.placements} == \
        {"baseline": "local-task", "candidate": "local-sync", "reference": "local-sync"}


def test_the_session_runs_each_variant_where_the_settings_place_it_never_placing_again(tmp_path):
    # A placement the rule would never give (a local-task target on local-sync): only a held one puts it there.
    held = (("baseline", Placement(CPU, DeviceURI("local-sync"))), *placed(variant_targets(CPU), None)[1:])
    session = Session(RunSettings(target=CPU, toolchain=installed(), out_dir=tmp_path / "o", placements=held))
    try:
        assert {n: d["uri"] for n, d in session.devices().items()} == {"baseline": "local-sync", "candidate": "local-task"}
    finally:
        session.close()


def test_the_session_keeps_setup_s_devices_and_probes_every_other_placement_once(tmp_path, monkeypatch):
    from difftest.run.execute.runner import Runner

    asked = []
    real = Runner._probe

    def counted(self, uri):
        asked.append(str(uri))
        return real(self, uri)

    monkeypatch.setattr(Runner, "_probe", counted)
    # As setup leaves it after fitting a target: the device it found, kept.
    seen = Device(DeviceURI("local-sync"), name="the CPU setup found", path="x")
    where = {**placements_for("llvm-cpu:haswell", None, "local-sync", None), "probed": (seen,)}
    s = RunSettings(**where, toolchain=installed(), out_dir=tmp_path / "o")
    session = Session(s)
    try:
        for _ in range(2):
            assert {n: d["name"] for n, d in session.devices().items()} == \
                {"baseline": "the CPU setup found", "candidate": "the CPU setup found"}
        assert asked == []  # never probed again
        cross = RunSettings(**placements_for("llvm-cpu:haswell", "llvm-cpu:znver4", "local-sync", None),
                            toolchain=installed(), out_dir=tmp_path / "p")
        other = Session(cross)
        try:
            for _ in range(3):
                devices = other.devices()
            assert sorted(asked) == ["local-sync", "local-task"]  # each placement's device asked once
            assert devices["candidate"]["uri"] == "local-sync" and devices["baseline"]["uri"] == "local-task"
            assert devices["candidate"]["name"] and devices["candidate"]["problem"] is None
        finally:
            other.close()
    finally:
        session.close()
