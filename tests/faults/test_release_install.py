"""Release installs (issues 26 and 27): pip ran without difftest's signal
handling, so SIGINT could be lost as it was for builds, and it ran
silently (the release bisect said nothing for about 3 minutes). Now an
install stops on SIGINT and SIGTERM however difftest was started, leaves
nothing half-installed, and says on stderr what is installing: the
release, where from, pip's step with the wheel's size, and the time so far.

No network: pip installs from a local page of wheels (`--find-links`)
served by the test, whose wheel download never ends, so the install is
under way for as long as the test needs."""
from __future__ import annotations

import http.server
import threading
import time

import pytest

from difftest.toolchains.releases import install_step

from ..conftest import CASES
from .helpers import PATIENCE_S, SIGINT, SIGTERM, spawn_difftest, wait_for

WHEELS = ("iree_base_compiler-9.9.9-py3-none-any.whl", "iree_base_runtime-9.9.9-py3-none-any.whl")
CLAIMED = 90_000_000  # what the page says a wheel weighs: pip names it as 90.0 MB


class _StallingWheels(http.server.BaseHTTPRequestHandler):
    """A find-links page whose wheels trickle forever, until pip hangs up."""

    hung_up: threading.Event

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        if self.path.strip("/") == "":
            body = "".join(f'<a href="{n}">{n}</a><br>' for n in WHEELS).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(CLAIMED))
        self.end_headers()
        try:
            while not self.server.closing.is_set():
                self.wfile.write(b"\0" * 512)  # enough that pip never times out, never enough to finish
                self.wfile.flush()
                time.sleep(0.1)
        except OSError:
            self.server.hung_up.set()


@pytest.fixture
def stalling_index():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _StallingWheels)
    server.daemon_threads = True
    server.hung_up, server.closing = threading.Event(), threading.Event()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.closing.set()
    server.shutdown()
    server.server_close()


class _Lines:
    """A child's stderr, read as it comes."""

    def __init__(self, stream):
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.append(line.rstrip("\n"))

    def text(self) -> str:
        self._thread.join(timeout=60)
        return "\n".join(self.lines)


# slow: SIGINT (about 14 s); SIGTERM is in the default tier
@pytest.mark.parametrize("sig, code, name", [pytest.param(SIGINT, 130, "SIGINT", marks=pytest.mark.slow),
                                             (SIGTERM, 143, "SIGTERM")])
def test_a_release_install_says_what_it_installs_and_stops_on_a_signal(tmp_path, stalling_index, sig, code, name):
    cache = tmp_path / "cache"
    url = f"http://127.0.0.1:{stalling_index.server_address[1]}/"
    # Started as a script's background job is: SIGINT ignored, so only difftest's own handling can stop pip.
    proc = spawn_difftest(["run", str(CASES / "seed_diamond.mlir"), "--toolchain", "release:9.9.9", "--find-links",
                           url, "--cache-dir", str(cache), "--out", str(tmp_path / "out"), "--repeat", "1"],
                          tmp_path, ignoring_sigint=True)
    err, out = _Lines(proc.stderr), _Lines(proc.stdout)
    downloading = f"Downloading {url}{WHEELS[0]} (90.0 MB)"
    wait_for(lambda: any(downloading in ln for ln in err.lines), what="pip downloading the compiler's wheel")
    said = "\n".join(err.lines)
    assert f"release 9.9.9: installing iree-base-compiler and iree-base-runtime 9.9.9 from {url}" in said
    if sig == SIGINT:
        # Nothing new from pip for a while: the line comes again with the time so far.
        wait_for(lambda: sum(downloading in ln for ln in err.lines) >= 2, what="a second progress line")
    assert all(ln.startswith("release 9.9.9: installing, ") for ln in err.lines if downloading in ln)
    proc.send_signal(sig)
    rc = proc.wait(timeout=PATIENCE_S)  # its output is read as it comes, by the readers alone
    text, _ = err.text(), out.text()
    assert rc == code, text
    assert f"interrupted by {name}" in text and "release 9.9.9: not installed" in text, text
    # pip itself stopped (it hung up on the download), and nothing half-installed stays to be trusted.
    assert stalling_index.hung_up.wait(120)
    assert not (cache / "toolchains" / "release-9.9.9").exists()


def test_pips_step_is_read_from_its_log_with_the_wheels_size(tmp_path):
    log = ("Looking in links: /w\nCollecting iree-base-compiler==3.10.0\n"
           "  Downloading iree_base_compiler-3.10.0-cp311-cp311-manylinux_2_28_x86_64.whl (85.3 MB)\n")
    assert install_step(log) == "Downloading iree_base_compiler-3.10.0-cp311-cp311-manylinux_2_28_x86_64.whl (85.3 MB)"
    wheel = tmp_path / "iree_base_runtime-3.10.0-py3-none-any.whl"
    wheel.write_bytes(b"x" * 4096)
    assert install_step(log + f"Processing {wheel}\n") == f"Processing {wheel} (4.0 KiB)"
    assert install_step(log + "Installing collected packages: iree-base-runtime\n").startswith("Installing collected")
    assert install_step("Looking in links: /w\n") is None
