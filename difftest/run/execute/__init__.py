"""The execute stage: a compiled module's entry run on a device, through a runtime worker here or on
another machine (the transports)."""
