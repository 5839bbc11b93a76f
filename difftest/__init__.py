"""difftest: A/B differential testing and regression bisect for the IREE compiler."""
__version__ = "0.1.0"
