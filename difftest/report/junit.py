from __future__ import annotations

import xml.etree.ElementTree as ET

from ..results import CaseResult, Verdict


def render_junit(results: list[CaseResult], suite: str = "difftest") -> str:
    ts = ET.Element("testsuite", name=suite, tests=str(len(results)),
                    failures=str(sum(r.regressed for r in results)),
                    errors=str(sum(r.verdict.is_failure and not r.regressed and r.verdict is not Verdict.XFAIL
                                   for r in results)),
                    skipped=str(sum(r.verdict in (Verdict.SKIPPED, Verdict.NO_DEVICE, Verdict.FLAG_UNSUPPORTED,
                                                  Verdict.XFAIL) for r in results)))
    for r in results:
        cls, _, name = r.case.rpartition("/")
        tc = ET.SubElement(ts, "testcase", classname=cls or suite, name=name, time=f"{r.seconds:.3f}")
        if r.regressed:
            ET.SubElement(tc, "failure", message=f"{r.verdict.label}: {r.reason.splitlines()[0] if r.reason else ''}",
                          type=r.verdict.label).text = r.reason
        elif r.verdict in (Verdict.SKIPPED, Verdict.NO_DEVICE, Verdict.FLAG_UNSUPPORTED, Verdict.XFAIL):
            ET.SubElement(tc, "skipped", message=f"{r.verdict.label}: {r.reason}")
        elif r.verdict.is_failure:
            ET.SubElement(tc, "error", message=f"{r.verdict.label}: {r.reason.splitlines()[0] if r.reason else ''}",
                          type=r.verdict.label).text = r.reason
        props = ET.SubElement(tc, "properties")
        for fig in ("dispatch-count", "transient-memory-size"):
            for side in ("baseline", "candidate"):
                v = r.stat(side, fig)
                if v is not None:
                    ET.SubElement(props, "property", name=f"{side}.{fig}", value=str(v))
    ET.indent(ts)
    return ET.tostring(ts, encoding="unicode", xml_declaration=True)
