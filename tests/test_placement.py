"""Each variant's placement (its target and the device it runs on) is decided
once, at setup, by one rule; the device is a parsed value from there on; the
session probes each placement once and keeps the devices setup already probed."""
from __future__ import annotations

import pytest

from difftest.core.errors import UsageError
from difftest.run.options import RunOptions
from difftest.run.plan.settings import RunSettings
from difftest.run.session import Session
from difftest.run.setup import settings_for
from difftest.toolchains.base import installed
from difftest.toolchains.devices import Device, DeviceURI, place
from difftest.toolchains.targets import on_device, parse_target

CPU, VULKAN = parse_target("llvm-cpu:haswell"), parse_target("vulkan:llvmpipe")


def test_the_device_asked_for_is_the_placement_of_the_targets_on_its_driver_alone():
    far = DeviceURI.parse("ssh://me@gpu-box:2222/vulkan://1")
    assert place(VULKAN, far).uri == far and place(VULKAN, far).endpoint == "me@gpu-box:2222"
    # A CPU variant of a cross-device pair stays on this machine's CPU driver.
    assert place(CPU, far).uri == DeviceURI("local-task") and place(CPU, far).endpoint == "here"
    assert place(CPU, None).uri == DeviceURI("local-task")
    assert str(place(VULKAN, far)) == "vulkan:llvmpipe on ssh://me@gpu-box:2222/vulkan://1"


def test_a_cross_device_pair_places_each_side_on_its_own_driver(tmp_path):
    s = RunSettings(target=VULKAN, toolchain=None, out_dir=tmp_path, baseline_target=CPU,
                    device=DeviceURI.parse("vulkan://1"))
    where = {name: str(p.uri) for name, p in s.placements().items()}
    # The arbiter of a GPU target is this machine's CPU.
    assert where == {"baseline": "local-task", "candidate": "vulkan://1", "reference": "local-task"}


def test_setup_parses_the_device_once_and_refuses_a_malformed_one_naming_it(tmp_path):
    opts = RunOptions(corpus=[tmp_path], target="llvm-cpu:haswell", device="ssh://box:2222/local-task?python=/v/py",
                      no_cache=True, out=tmp_path / "o")
    s = settings_for(opts, None)
    assert isinstance(s.device, DeviceURI) and s.device.remote.port == 2222 and s.device.remote.python == "/v/py"
    assert s.placements()["candidate"].uri == s.device and s.target.driver == "local-task"
    with pytest.raises(UsageError, match="--device 'ssh://box': no driver after the host"):
        settings_for(RunOptions(corpus=[tmp_path], target="llvm-cpu:haswell", device="ssh://box", no_cache=True), None)


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
    sync = DeviceURI("local-sync")
    s = RunSettings(target=on_device(parse_target("llvm-cpu:haswell"), sync), toolchain=installed(),
                    out_dir=tmp_path / "o", device=sync, probed=(seen,))
    session = Session(s)
    try:
        for _ in range(2):
            assert {n: d["name"] for n, d in session.devices().items()} == \
                {"baseline": "the CPU setup found", "candidate": "the CPU setup found"}
        assert asked == []  # never probed again
        cross = RunSettings(target=on_device(parse_target("llvm-cpu:haswell"), sync), toolchain=installed(),
                            out_dir=tmp_path / "p", device=sync, baseline_target=parse_target("llvm-cpu:znver4"))
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
