"""Put on the runtime worker's PYTHONPATH by tests/faults/test_device_loss.py:
a device lost as lavapipe loses it under load. After DIFFTEST_TEST_LOSE_AFTER
calls in one process the call fails with Vulkan's words, and every later call
in that process fails too (a lost device stays lost), until a new process
opens a new device. The first process to lose it leaves the marker file
DIFFTEST_TEST_LOSE_DEVICE names; with DIFFTEST_TEST_LOSE_ALWAYS set, every
process loses it, the marker counting the losses."""
import os

_MARKER = os.environ.get("DIFFTEST_TEST_LOSE_DEVICE")

if _MARKER:
    import iree.runtime as _rt

    _AFTER = int(os.environ.get("DIFFTEST_TEST_LOSE_AFTER", "3"))
    _ALWAYS = bool(os.environ.get("DIFFTEST_TEST_LOSE_ALWAYS"))
    _state = {"calls": 0, "lost": False}
    _real_call = _rt.FunctionInvoker.__call__

    def _call(self, *args, **kwargs):
        if _state["lost"]:
            raise RuntimeError("Error moving buffer: Failed to allocate device visible buffer: "
                               "c/runtime/src/iree/hal/drivers/vulkan/native_semaphore.cc:244: DATA_LOSS; "
                               "[vkWaitSemaphores] VK_ERROR_DEVICE_LOST")
        _state["calls"] += 1
        if _state["calls"] >= _AFTER and (_ALWAYS or not os.path.exists(_MARKER)):
            with open(_MARKER, "a") as f:
                f.write(f"{os.getpid()}\n")
            _state["lost"] = True
            raise RuntimeError("c/runtime/src/iree/hal/drivers/vulkan/native_semaphore.cc:164: DATA_LOSS; "
                               "[vkSignalSemaphore] VK_ERROR_DEVICE_LOST; while invoking native function "
                               "hal.fence.await; while calling import;")
        return _real_call(self, *args, **kwargs)

    _rt.FunctionInvoker.__call__ = _call
