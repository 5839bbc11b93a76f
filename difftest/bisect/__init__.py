"""Drivers on top of the run pipeline: bisect and revert-check."""
