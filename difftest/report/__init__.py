"""Renderers. Each takes the list of CaseResult records and returns text."""
from .console import render_console
from .html import render_html
from .junit import render_junit
from .markdown import render_markdown

__all__ = ["render_console", "render_html", "render_junit", "render_markdown"]
