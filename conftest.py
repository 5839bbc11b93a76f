"""The repository's own pytest settings that need a test extra.

The suite runs in two pytest-xdist workers (`-n 2 --dist worksteal`): the
machines it is sized for have 2 cores, and a test spends much of its time
waiting on a compiler or a runtime worker. Those options cannot sit in
pyproject.toml's `addopts`: pytest applies addopts to every session in this
checkout, and without pytest-xdist (a plain `pip install -e . pytest`) it
rejects `-n` before anything runs, `pytest --difftest corpora/...` included.
So they are set here, and only where they mean something: xdist is
installed, the session is the project's own tests (not the difftest
plugin's corpora, which run as the user asks, alike in either install),
and the command line chose no `-n` of its own (`-n 0`: one process).
"""
from __future__ import annotations

import pytest

WORKERS = 2
DIST = "worksteal"


def _wants_workers(config) -> bool:
    return (config.pluginmanager.hasplugin("xdist")
            and not hasattr(config, "workerinput")  # a worker: the controller distributes
            and config.getoption("numprocesses", None) is None
            and not config.getoption("difftest", None)
            and not config.getoption("usepdb", False))  # xdist refuses --pdb with workers


# tryfirst, and registered after xdist: this runs before xdist's own
# tryfirst pytest_cmdline_main, which turns `numprocesses` into workers.
@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    if _wants_workers(config):
        config.option.numprocesses = WORKERS
        if config.option.dist == "no":
            config.option.dist = DIST
