"""JUnit XML, for CI systems that read it."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ..core.figures import COLUMNS
from ..core.results import CaseResult
from .figures import device_loss_lines, device_losses
from .latency import NOT_RUN
from .gate import headline
from ..core.verdicts import SIDES, CaseOutcome

# XML 1.0 allows tab, newline, carriage return and the ranges below; a
# compiler log can hold anything (escape sequences, NULs).
_INVALID_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str | None) -> str:
    return _INVALID_XML.sub("\ufffd", text or "")


def render_junit(results: list[CaseResult], meta: dict | None = None, suite: str = "difftest") -> str:
    meta = meta or {}
    outcomes = [r.verdict.outcome for r in results]
    ts = ET.Element("testsuite", name=suite, tests=str(len(results)),
                    failures=str(outcomes.count(CaseOutcome.FAILED)), errors=str(outcomes.count(CaseOutcome.ERROR)),
                    skipped=str(outcomes.count(CaseOutcome.SKIPPED)))
    props = ET.SubElement(ts, "properties")
    tc_meta = meta.get("toolchain") or {}
    cpu = (meta.get("cpus") or {}).get(str(meta.get("target"))) if isinstance(meta.get("cpus"), dict) else None
    # `target` as --target names it (what CI consumers read), the CPU its modules were compiled for beside
    for name, value in (("gate", headline(results, meta).text), ("target", meta.get("target")),
                        ("compiled-for", cpu),
                        ("toolchain", tc_meta.get("spec")),
                        ("iree-compile", f"{tc_meta.get('version')} @ {tc_meta.get('commit')}"),
                        *((f"flags.{k}", " ".join(v)) for k, v in (meta.get("variants") or {}).items()),
                        ("flagset", (meta.get("flagset") or {}).get("name")),
                        *(("device-lost", line) for line in device_loss_lines(device_losses(results)))):
        if value:
            ET.SubElement(props, "property", name=name, value=xml_text(str(value)))
    for r in results:
        cls, _, name = r.case.rpartition("/")
        tc = ET.SubElement(ts, "testcase", classname=xml_text(cls or suite), name=xml_text(name),
                           time=f"{r.seconds:.3f}")
        first = xml_text(r.reason.splitlines()[0] if r.reason else "")
        outcome = r.verdict.outcome
        if outcome is CaseOutcome.SKIPPED:
            ET.SubElement(tc, "skipped", message=xml_text(r.verdict.message(r.reason)))
        elif outcome is not CaseOutcome.PASSED:
            element = "failure" if outcome is CaseOutcome.FAILED else "error"
            ET.SubElement(tc, element, message=r.verdict.message(first), type=r.verdict.label).text = xml_text(r.reason)
        props = ET.SubElement(tc, "properties")
        for fig in COLUMNS:
            for side in SIDES:
                v = r.stat(side, fig.name)
                if v is not None:
                    ET.SubElement(props, "property", name=f"{side}.{fig.name}", value=str(v))
        if r.where and r.where.get("line"):
            ET.SubElement(props, "property", name="where", value=xml_text(str(r.where["line"])))
        for side in SIDES:  # --retry-limits: what a side that failed on a limit cost with it lifted
            lifted = r.variants[side].limits_lifted if side in r.variants else None
            if lifted is not None:
                ET.SubElement(props, "property", name=f"{side}.limits-lifted", value=xml_text(
                    f"{lifted.status.value}, vmfb {lifted.vmfb_bytes} bytes, compile {lifted.seconds:.2f} s"))
        if r.reach is not None:
            ET.SubElement(props, "property", name="reach",
                          value=xml_text(r.reach.where + (f": {r.reach.detail}" if r.reach.detail else "")))
        for loss in device_losses([r]):
            ET.SubElement(props, "property", name=f"{loss.run}.device-lost", value=str(loss.times))
        if r.candidate_not_run:
            ET.SubElement(props, "property", name="candidate.run", value=NOT_RUN)
        if r.audit is not None:  # `run --audit`: each figure beside IREE's own tools'
            for row in r.audit.rows:
                word = {True: "agrees", False: "DISAGREES", None: "beside"}[row.agrees]
                ET.SubElement(props, "property", name=xml_text(f"audit.{row.side}.{row.figure}"),
                              value=xml_text(f"{word}: difftest {row.difftest}, IREE's tools {row.raw}"))
    ET.indent(ts)
    return ET.tostring(ts, encoding="unicode", xml_declaration=True)
