"""A device URI, parsed in one place: `vulkan`, `vulkan://1` (the second
device the driver lists), `cuda://GPU-...` (a device by its path), and a
device on another machine, reached over ssh:
`ssh://[USER@]HOST[:PORT]/DRIVER[?python=PATH]` (DRIVER may be a device URI
of its own, `ssh://gpu-box/vulkan://1`)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import UsageError

SSH = "ssh://"
# What ssh takes as a user and a host: a leading "-" would be read as one of its options.
_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")
_IPV6 = re.compile(r"\[[0-9A-Fa-f:.]+\]")
_DRIVER = re.compile(r"[a-z][a-z0-9_-]*")


class DeviceURIError(UsageError):
    """A device URI of a form difftest does not read."""


@dataclass(frozen=True)
class Remote:
    """Where a far device's worker is started, and by which Python there."""

    host: str  # a name, an address, or an alias of the user's ssh config
    user: str | None = None
    port: int | None = None
    python: str = "python3"  # the first on the far PATH, unless ?python= names one

    def __str__(self) -> str:
        who = f"{self.user}@" if self.user else ""
        return f"{who}{self.host}" + (f":{self.port}" if self.port else "")


@dataclass(frozen=True)
class DeviceURI:
    driver: str
    path: str = ""
    remote: Remote | None = None

    @classmethod
    def parse(cls, text: str) -> "DeviceURI":
        text = str(text)
        if text.startswith(SSH):
            return _parse_ssh(text)
        driver, sep, path = text.partition("://")
        return cls(driver, path if sep else "")

    @property
    def index(self) -> int | None:
        """`vulkan://1` -> 1: the driver's listing, by position."""
        return int(self.path) if self.path.isdigit() else None

    @property
    def far(self) -> str:
        """The URI the runtime is asked for where it runs: `ssh://box/vulkan://1` -> `vulkan://1`."""
        return f"{self.driver}://{self.path}" if self.path else self.driver

    def __str__(self) -> str:
        if self.remote is None:
            return self.far
        python = "" if self.remote.python == "python3" else f"?python={self.remote.python}"
        return f"{SSH}{self.remote}/{self.far}{python}"


def _bad(text: str, why: str) -> DeviceURIError:
    return DeviceURIError(f"--device {text!r}: {why}; the form is ssh://[USER@]HOST[:PORT]/DRIVER[?python=PATH] "
                          "(e.g. ssh://gpu-box/cuda, ssh://me@10.0.0.5:2222/local-task?python=/opt/venv/bin/python)")


def _parse_ssh(text: str) -> DeviceURI:
    rest, _, query = text[len(SSH):].partition("?")
    where, slash, inner = rest.partition("/")
    if not where:
        raise _bad(text, "no host")
    if not slash or not inner:
        raise _bad(text, "no driver after the host")
    remote = Remote(*_authority(text, where), python=_python(text, query))
    driver, sep, path = inner.partition("://")
    if not _DRIVER.fullmatch(driver) or (sep and not path):
        raise _bad(text, f"{inner!r} is not a driver or a device URI")
    return DeviceURI(driver, path if sep else "", remote)


def _authority(text: str, where: str) -> tuple[str, str | None, int | None]:
    """(host, user, port) of `[USER@]HOST[:PORT]`."""
    user, at, hostport = where.rpartition("@")
    if at and not _NAME.fullmatch(user):
        raise _bad(text, f"{user!r} is not a user name")
    host, port = hostport, None
    if not hostport.endswith("]") and ":" in hostport:
        host, _, digits = hostport.rpartition(":")
        if not digits.isdigit() or not 0 < int(digits) < 65536:
            raise _bad(text, f"port {digits!r} is not a number from 1 to 65535")
        port = int(digits)
    if not host:
        raise _bad(text, "no host")
    if not (_NAME.fullmatch(host) or _IPV6.fullmatch(host)):
        raise _bad(text, f"{host!r} is not a host name, an address or an ssh alias")
    return host, user or None, port


def _python(text: str, query: str) -> str:
    if not query:
        return "python3"
    key, eq, value = query.partition("=")
    if key != "python" or not eq:
        raise _bad(text, f"{query!r}: the one parameter is python=PATH")
    if not value or any(ord(c) < 32 for c in value):
        raise _bad(text, "python= names no interpreter")
    return value
