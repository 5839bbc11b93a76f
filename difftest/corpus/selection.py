"""`-k` expressions, as pytest's: words from a word boundary of a case's
name, globs, and `and`, `or`, `not` and parentheses."""
from __future__ import annotations

import re

class SelectionError(ValueError):
    pass


def _term(term: str):
    """A name matches a term that starts at a word boundary in it (so `f16`
    is not `bf16`), as a substring or a glob: `diamond*`, `*q?v*`."""
    body = "".join(".*" if ch == "*" else "." if ch == "?" else re.escape(ch) for ch in term)
    rx = re.compile(("" if term.startswith("*") else r"(?<![A-Za-z0-9])") + body)
    return lambda name: rx.search(name) is not None


def parse_selection(text: str):
    """pytest's -k: terms joined by `and`, `or`, `not` and parentheses."""
    tokens = re.findall(r"\(|\)|[^\s()]+", text)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def expr():
        left = conj()
        while peek() == "or":
            take()
            right = conj()
            left = (lambda a, b: lambda n: a(n) or b(n))(left, right)
        return left

    def conj():
        left = neg()
        while peek() == "and":
            take()
            right = neg()
            left = (lambda a, b: lambda n: a(n) and b(n))(left, right)
        return left

    def neg():
        if peek() == "not":
            take()
            inner = neg()
            return lambda n: not inner(n)
        return atom()

    def atom():
        tok = peek()
        if tok is None:
            raise SelectionError(f"-k {text!r}: the expression ends too early")
        if tok == "(":
            take()
            inner = expr()
            if peek() != ")":
                raise SelectionError(f"-k {text!r}: missing ')'")
            take()
            return inner
        if tok in ("and", "or", ")"):
            raise SelectionError(f"-k {text!r}: unexpected {tok!r}")
        return _term(take())

    if not tokens:
        raise SelectionError("-k needs a pattern")
    fn = expr()
    if pos != len(tokens):
        raise SelectionError(f"-k {text!r}: unexpected {tokens[pos]!r}")
    return fn


def select(cases: list, patterns: list[str]) -> list:
    """-k: keep cases matching any of the expressions."""
    if not patterns:
        return cases
    tests = [parse_selection(p) for p in patterns]
    return [c for c in cases if any(t(c.name) for t in tests)]
