"""Renderers: each takes the list of CaseResult records and the run's
metadata, and returns text. formats.py registers the file formats."""
