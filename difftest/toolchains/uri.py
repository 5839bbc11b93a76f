"""A device URI, parsed in one place: `vulkan`, `vulkan://1` (the second
device the driver lists), `cuda://GPU-...` (a device by its path)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DeviceURI:
    driver: str
    path: str = ""

    @classmethod
    def parse(cls, text: str) -> "DeviceURI":
        driver, sep, path = str(text).partition("://")
        return cls(driver, path if sep else "")

    @property
    def index(self) -> int | None:
        """`vulkan://1` -> 1: the driver's listing, by position."""
        return int(self.path) if self.path.isdigit() else None

    def __str__(self) -> str:
        return f"{self.driver}://{self.path}" if self.path else self.driver


def driver_of(uri: str) -> str:
    """`vulkan://0` -> `vulkan`; `local-task` -> `local-task`."""
    return DeviceURI.parse(uri).driver
