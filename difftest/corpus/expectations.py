"""`difftest update-expectations REPORT.json`: refresh a corpus's gate after
an intended change, the way iree-test-suites regenerates its xfail lists.

For every case of the report, in the difftest.toml that configures it:
- the observed structural figures (dispatch count and transient memory of
  both variants) become exact expectations scoped to the report's target;
- an expectation of this target that failed is dropped (the exact figures
  now say what is expected), and reported;
- an xfail that now passes (xpass) is removed for this target;
- a case that now fails (a regression or a broken case) gets an xfail for
  this target naming the failure.

Only what changed is written: comments and the rest of each file stay as
they are (tomlkit), and new entries go in sorted order. `--dry-run` prints
the diff instead.
"""
from __future__ import annotations

import difflib
import sys
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import tomlkit

from ..core.figures import PINNED, plural
from ..core.loading import load_results
from ..core.results import CaseResult
from ..core.verdicts import EXIT_NOT_DONE, EXIT_OK, SIDES, Verdict
from . import suites
from ..toolchains.cpus import cpu_matches
from .config import CONFIG_NAME, ConfigError, ConfigTree, Scoped, parse_scoped, pinned_figure, target_matches
from .checks import SEPARATOR, split_name
from .discovery import make_case
from .variants import expectations_pair



@dataclass
class FileChange:
    path: Path
    before: str
    after: str
    notes: list[str] = field(default_factory=list)
    generated_by: str | None = None  # the file's header names its generator: it is not written

    def diff(self) -> str:
        shown = shown_path(self.path)
        return "".join(difflib.unified_diff(self.before.splitlines(True), self.after.splitlines(True),
                                            f"a/{shown}", f"b/{shown}"))


def shown_path(path: Path) -> str:
    """A path as `git apply` and a reader take it: relative to the working
    directory where it is under it, else as given without its leading slash
    (`a//home/...` reads as a typo and applies nowhere)."""
    try:
        return Path(path).resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return Path(path).as_posix().lstrip("/")


# An inline table as a value or an array item, and whether a space pads its brace.
_INLINE = re.compile(r"(?:=|\[|,)[ \t]*\{([ \t]?)")


def padded_inline_tables(text: str) -> bool:
    """Whether the file writes `{ check = ... }` rather than `{check = ...}`:
    most of its own inline tables decide; tomlkit's own (unpadded) where it
    has none."""
    body = "\n".join(ln for ln in text.splitlines() if not ln.lstrip().startswith("#"))
    pads = [m.group(1) for m in _INLINE.finditer(body)]
    return sum(1 for p in pads if p) > sum(1 for p in pads if not p)


def _entry(rule: Scoped, key: str, padded: bool = False):
    if not rule.targets and rule.match is None and rule.sides is None and rule.cpus is None:
        return rule.value
    t = tomlkit.inline_table()
    t[key] = rule.value
    if rule.targets:
        t["targets"] = list(rule.targets)
    if rule.match is not None:
        t["match"] = rule.match
    if rule.sides is not None:
        t["sides"] = list(rule.sides)
    if rule.cpus is not None:
        t["cpus"] = list(rule.cpus)
    if padded:
        # tomlkit writes a new inline table unpadded; one parsed keeps its text.
        return tomlkit.parse(f"x = {{ {t.as_string()[1:-1].strip()} }}\n")["x"]
    return t


_LOCATION = re.compile(r"^.*?\berror:\s*")


def suggest_match(lines: list[str], limit: int = 72) -> str | None:
    """A regex for an xfail's `match`: the message of each first error
    line, without its location (paths and line numbers move), cut at a
    word boundary. Several different messages become alternatives, since
    `match` must find every failing side's line."""
    parts = []
    for line in lines:
        msg = _LOCATION.sub("", line.strip()).strip()
        if len(msg) > limit:
            cut = msg.rfind(" ", 0, limit)
            msg = msg[:cut if cut > limit // 2 else limit]
        msg = re.sub(r"([.^$*+?{}\[\]\\|()])", r"\\\1", msg)  # re.escape, minus its escaped spaces
        if msg and msg not in parts:
            parts.append(msg)
    return "|".join(parts) or None


def _cut(text: str, limit: int) -> str:
    """At a word boundary, said so: a reason cut mid-word reads as a typo."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[:cut if cut > limit // 2 else limit].rstrip(" ,;:") + " ..."


def xfail_reason(r: CaseResult, limit: int = 200) -> str:
    """An xfail's reason: the verdict, and for a compile or run failure each
    failing side's error without its location (a path on the writer's
    machine means nothing in a shared difftest.toml)."""
    if r.verdict.stage:
        sides = r.verdict.sides_at_fault
        messages = [_LOCATION.sub("", line.strip()).strip() for line in r.failure_lines()]
        if len(set(messages)) > 1 and len(sides) == len(messages):
            said = "; ".join(f"{side}: {m}" for side, m in zip(sides, messages))
        else:
            said = messages[0] if messages else ""
        return _cut(f"{r.verdict.label}: {said}", limit)
    return _cut(f"{r.verdict.label}: {(r.reason.splitlines()[0] if r.reason else '')}", limit)


def _applies_exactly(rule: Scoped, target_name: str) -> bool:
    return bool(rule.targets) and any(target_matches(p, target_name) for p in rule.targets)


def cpu_scope(r: CaseResult) -> tuple[str, ...] | None:
    """The CPUs a rule written from this result holds on: the CPU a CPU target
    left to the machine was resolved to (`llvm-cpu` is another CPU on another
    runner); None where the target names its chip (`llvm-cpu:znver4`, `rocm:gfx942`)."""
    return (r.cpu,) if r.cpu and not r.target.partition(":")[2] else None


def _with_cpu(rule: Scoped, scope: tuple[str, ...] | None) -> Scoped:
    """The rule, holding on this CPU too (one that holds on every CPU already stays so)."""
    if scope is None or rule.cpus is None:
        return rule
    return replace(rule, cpus=tuple(dict.fromkeys((*rule.cpus, *scope))))


def _repinned(rule: Scoped, want: str, r: CaseResult) -> list[Scoped]:
    """A pin of this CPU whose figure changed: the new figure for this CPU, the
    old one kept for the other CPUs it was recorded on. A pin recorded for every
    CPU stays for the others (a pin of this CPU's own stands before it here)."""
    scope = cpu_scope(r)
    if rule.cpus is None:
        return ([rule] if scope else []) + [replace(rule, value=want, cpus=scope)]
    others = tuple(p for p in rule.cpus if not cpu_matches(p, r.cpu)) if r.cpu else ()
    return ([replace(rule, cpus=others)] if others else []) + [replace(rule, value=want, cpus=scope)]


def _pins(r: CaseResult, target_name: str, expect: tuple[Scoped, ...], failed: set[str], notes: list[str]):
    """The exact figures of both variants, pinned for this target (and CPU):
    a pin of this CPU is rewritten in place, one of another CPU is left as it
    is (or takes this CPU too when its figure is this CPU's as well)."""
    figures = r.figures()
    scope = cpu_scope(r)
    pins = {f"{side}.{name}": f"{side}.{name} == {figures[side][name]}" for side in SIDES for name in PINNED}
    kept = []
    # A figure pinned for this CPU has its own rule here; one pinned for every CPU is left to the others.
    mine = {pinned_figure(x.value) for x in expect if x.cpus and x.held_on(r.cpu) and _applies_exactly(x, target_name)}
    for rule in expect:
        figure = pinned_figure(rule.value)
        if rule.cpus is None and figure in mine:
            kept.append(rule)
            continue
        if figure in pins and _applies_exactly(rule, target_name):
            if rule.held_on(r.cpu):
                want = pins.pop(figure)
                if rule.value != want:
                    notes.append(f"{rule.value!r} -> {want!r}")
                # In place, so an unchanged pin is an unchanged line.
                kept += [rule] if rule.value == want else _repinned(rule, want, r)
                continue
            if rule.value == pins[figure]:
                pins.pop(figure)
                notes.append(f"{rule.value!r} holds on {r.cpu} too")
                kept.append(_with_cpu(rule, scope))
                continue
        if rule.value in failed and rule.applies(target_name) and rule.held_on(r.cpu):
            notes.append(f"dropped the failing expectation {rule.value!r} (now: the exact figures)")
            continue
        kept.append(rule)
    return kept + [Scoped(p, (target_name,), cpus=scope) for p in sorted(pins.values())]


def _without_xpass(r: CaseResult, target_name: str, xfail: list[Scoped], notes: list[str]) -> list[Scoped]:
    """The xfails, less the one that no longer holds here: only for this CPU
    when it was recorded on several."""
    out = []
    for rule in xfail:
        if not (rule.applies(target_name) and rule.held_on(r.cpu)):
            out.append(rule)
            continue
        if rule.cpus and r.cpu:
            rest_cpus = tuple(p for p in rule.cpus if not cpu_matches(p, r.cpu))
            if rest_cpus:
                out.append(replace(rule, cpus=rest_cpus))
                notes.append(f"the xfail {_cut(rule.value, 100)!r} no longer holds on {r.cpu}: kept for "
                             f"{', '.join(rest_cpus)}")
                continue
        if rule.cpus is None and cpu_scope(r):
            # Recorded for every CPU, passing on this one: removed, and said, since another CPU may still fail
            # as it says (that run then fails loudly, and its update writes the xfail back for its CPU).
            notes.append(f"the xfail {_cut(rule.value, 100)!r} was recorded for every CPU and passes on {r.cpu}: "
                         "removed; where it still fails, its run's update-expectations adds it back for that CPU")
        if rule.targets:
            rest = tuple(p for p in rule.targets if not target_matches(p, target_name))
            if rest:
                out.append(Scoped(rule.value, rest, rule.match, rule.sides, rule.stage, rule.cpus))
        notes.append(f"removed the xfail {_cut(rule.value, 100)!r} for {target_name}: the case passes now")
    return out


def desired(r: CaseResult, target_name: str, expect: tuple[Scoped, ...], xfail: tuple[Scoped, ...]):
    """(expect rules, xfail rules, notes) after this result. Pure."""
    notes: list[str] = []
    new_expect = list(expect)
    failed = {e.text for e in r.expectations if not e.passed}
    figures = r.figures()
    # Expectations are checked on a pair whose modules exist: the figures a failed compile wrote
    # before it failed are shown, never pinned (a pin that is never checked is no pin).
    have_figures = not r.failed_compiles and all(figures.get(s, {}).get(n) is not None
                                                 for s in SIDES for n in PINNED)
    if have_figures:
        new_expect = _pins(r, target_name, expect, failed, notes)
    new_xfail = list(xfail)
    held = [x for x in new_xfail if x.applies(target_name) and x.held_on(r.cpu)]
    if r.verdict is Verdict.XPASS:
        new_xfail = _without_xpass(r, target_name, new_xfail, notes)
    elif r.verdict is Verdict.XFAIL and not held and r.xfail and cpu_scope(r):
        # It failed here as recorded on another CPU: this CPU is one it holds on too.
        new_xfail = [_with_cpu(x, cpu_scope(r)) if x.value == r.xfail and x.applies(target_name) else x
                     for x in new_xfail]
        notes.append(f"the xfail {_cut(r.xfail, 100)!r} holds on {r.cpu} too")
    elif r.verdict is Verdict.XFAIL_MISMATCH:
        notes.append("left as it is: it fails, but not as its xfail says; a new failure is for a person to judge")
    elif r.verdict.is_fault and not held:
        if r.verdict is not Verdict.EXPECTATION_FAILED or not have_figures:
            why = xfail_reason(r)
            sides = r.verdict.sides_at_fault or None
            # An error line is a fact of the failure; a numeric verdict's
            # reason holds figures that move with every input.
            match = suggest_match(r.failure_lines()) if r.verdict.stage else None
            new_xfail.append(Scoped(why, (target_name,), match=match, sides=sides, cpus=cpu_scope(r)))
            notes.append(f"added an xfail for {target_name}" + (f" on {r.cpu}" if cpu_scope(r) else "")
                         + f": {_cut(why, 100)}")
    return tuple(new_expect), tuple(new_xfail), notes


def _case_table(doc, key: str):
    cases = doc.get("cases")
    if cases is None:
        cases = tomlkit.table(is_super_table=True)
        doc["cases"] = cases
    if key not in cases:
        cases[key] = tomlkit.table()
    return cases[key]


def _rules(table, key: str, cfg: Path) -> tuple[Scoped, ...]:
    if key not in table:
        return ()
    return parse_scoped(table[key].unwrap() if hasattr(table[key], "unwrap") else table[key], key, "update", cfg)


def _write_rules(table, key: str, old: tuple[Scoped, ...], rules: tuple[Scoped, ...], text_key: str,
                 cfg: Path, padded: bool = False) -> None:
    """Write rules, reusing the existing items for the ones that stay, so
    an unchanged entry keeps its exact text (and its comments); new ones in
    the file's own inline-table style."""
    if not rules:
        if key in table:
            del table[key]
        return
    if key == "xfail" and len(rules) == 1 and not isinstance(table.get(key), list):
        table[key] = _entry(rules[0], text_key, padded)
        return
    current = table.get(key)
    if isinstance(current, list) and len(current) == len(old):
        # Edit in place, entry by entry: what stays keeps its text, its
        # indentation and the comments around it.
        ops = difflib.SequenceMatcher(a=list(old), b=list(rules), autojunk=False).get_opcodes()
        for tag, i1, i2, j1, j2 in reversed(ops):
            if tag == "equal":
                continue
            for _ in range(i2 - i1):
                del current[i1]
            for k, rule in enumerate(rules[j1:j2]):
                current.insert(i1 + k, _entry(rule, text_key, padded))
        if len(rules) > 1 and "\n" not in current.as_string():
            current.multiline(True)
        return
    arr = tomlkit.array()
    arr.multiline(len(rules) > 1)
    for rule in rules:
        arr.append(_entry(rule, text_key, padded))
    table[key] = arr


def _read(path: Path) -> tuple[str, object]:
    """A config's text and its tomlkit document; ConfigError naming the file."""
    try:
        text = path.read_text()
        return text, tomlkit.parse(text)
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path}: not UTF-8 text (byte {e.object[e.start]:#04x} at offset {e.start}); "
                          "nothing was changed") from None
    except OSError as e:
        raise ConfigError(f"{path}: cannot read: {e.strerror or e}") from None
    except tomlkit.exceptions.TOMLKitError as e:
        raise ConfigError(f"{path}: invalid TOML ({e}); fix it first, nothing was changed") from None


def _another_pair(r: CaseResult, case, where: Path) -> str | None:
    """Why nothing is written for a case whose report compared another pair
    than its corpus's expectations describe (every run of the corpus's own
    pair would set it aside), or None."""
    pair = r.pair_key()
    wanted = expectations_pair(case.variant_flags)
    if pair is None or pair == (wanted["baseline"], wanted["candidate"]):
        return None

    def shown(flags) -> str:
        return f"[{' '.join(flags) or 'no flags'}]"

    return (f"{r.case}: not written: the report compares {shown(pair[0])} -> {shown(pair[1])}, and {where}'s "
            f"expectations describe {shown(wanted['baseline'])} -> {shown(wanted['candidate'])}; set that pair in "
            "its [variants] first")


def _gone(r: CaseResult, skipped: list[str], gone: list[str] | None) -> bool:
    """Whether the case's file is no longer there (said, and counted in `gone`)."""
    if Path(r.path).exists():
        return False
    skipped.append(f"{r.case}: not written: its file {r.path} is no longer there (moved or deleted since the run); "
                   "run the corpus again where it is")
    if gone is not None:
        gone.append(r.case)
    return True


def update(report: Path, dry_run: bool = False, skipped: list[str] | None = None,
           gone: list[str] | None = None) -> list[FileChange]:
    """What the report's verdicts ask of the corpora's expectations; the
    cases it cannot write for, and why, go to `skipped`."""
    skipped = [] if skipped is None else skipped
    loaded = load_results(report)
    tree = ConfigTree()
    docs: dict[Path, tuple[str, object]] = {}
    notes: dict[Path, list[str]] = {}
    for r in loaded.cases:
        if r.verdict.is_error or _gone(r, skipped, gone):
            continue
        target_name = r.target
        path = Path(r.path)
        function = split_name(r.case)[1]
        case = make_case(path, path.parent, tree, function=function)
        chain = case.configs
        other = _another_pair(r, case, chain[-1] if chain else (case.corpus_dir or path.parent) / CONFIG_NAME)
        if other:
            skipped.append(other)
            continue
        # The table that configures this case already, nearest first; else
        # the nearest config; else a new one in the case's corpus.
        cfg = None
        for c in reversed(chain):
            if c not in docs:
                docs[c] = _read(c)
            doc = docs[c][1]
            if case_key_in(doc, c.parent, path, function):
                cfg = c
                break
        if cfg is None:
            cfg = chain[-1] if chain else (case.corpus_dir or path.parent) / CONFIG_NAME
            if cfg not in docs:
                docs[cfg] = _read(cfg) if cfg.exists() else ("", tomlkit.document())
        doc = docs[cfg][1]
        key = _key(cfg.parent, path, function)
        table = _case_table(doc, key)
        expect, xfail = _rules(table, "expect", cfg), _rules(table, "xfail", cfg)
        new_expect, new_xfail, why = desired(r, target_name, expect, xfail)
        padded = padded_inline_tables(docs[cfg][0])
        if new_expect != expect:
            _write_rules(table, "expect", expect, new_expect, "check", cfg, padded)
        if new_xfail != xfail:
            _write_rules(table, "xfail", xfail, new_xfail, "reason", cfg, padded)
        notes.setdefault(cfg, []).extend(f"{r.case}: {w}" for w in why)
    changes = []
    for cfg, (before, doc) in docs.items():
        _drop_empty(doc)
        after = tomlkit.dumps(doc)
        if after != before:
            change = FileChange(cfg, before, after, notes.get(cfg, []), generator(before))
            changes.append(change)
            if not dry_run and change.generated_by is None:
                cfg.write_text(after)
    return changes


_GENERATED = re.compile(r"^#\s*(?:Generated|Written|Produced) by\s+(\S+?)[:.,]?(?:\s|$)", re.IGNORECASE | re.MULTILINE)


def generator(text: str) -> str | None:
    """What the file's header says generates it (`# Generated by regen.py`):
    an edit there would be lost on the next regeneration."""
    header = "\n".join(text.splitlines()[:5])
    m = _GENERATED.search(header)
    return m.group(1) if m else None


def _key(directory: Path, path: Path, function: str | None = None) -> str:
    if suites.marker(path.parent) is not None:
        return path.parent.relative_to(directory).as_posix()
    key = path.relative_to(directory).with_suffix("").as_posix()
    return f"{key}{SEPARATOR}{function}" if function else key


def case_key_in(doc, directory: Path, path: Path, function: str | None = None) -> bool:
    cases = doc.get("cases") or {}
    try:
        return _key(directory, path, function) in cases
    except ValueError:
        return False


def _drop_empty(doc) -> None:
    cases = doc.get("cases")
    if cases is None:
        return
    for k in [k for k, v in cases.items() if hasattr(v, "items") and not list(v.items())]:
        del cases[k]
    if not list(cases.items()):
        del doc["cases"]


def update_command(report: Path, dry_run: bool = False) -> int:
    """`difftest update-expectations`: prints what it changed (or would)."""
    skipped: list[str] = []
    gone: list[str] = []
    changes = update(report, dry_run=dry_run, skipped=skipped, gone=gone)
    for line in skipped:
        print(f"difftest update-expectations: {line}", file=sys.stderr)
    written = [c for c in changes if c.generated_by is None]
    generated = [c for c in changes if c.generated_by is not None]
    for ch in changes:
        if dry_run or ch.generated_by:
            sys.stdout.write(ch.diff())
        for n in ch.notes:
            print(f"  {n}")
    verb = "would change" if dry_run else "changed"
    print(f"difftest update-expectations: {verb} {plural(len(written), 'file')}"
          + (": " + ", ".join(str(c.path) for c in written) if written else ""))
    for ch in generated:
        source = ch.path.parent / ch.generated_by
        print(f"difftest update-expectations: not changed: {ch.path} is generated by {ch.generated_by} (its header "
              f"says so); make the change above in {source if source.exists() else ch.generated_by} and "
              "regenerate", file=sys.stderr)
    return EXIT_NOT_DONE if generated or gone else EXIT_OK
