"""The structure of a pair at dispatch creation, read from the IR with the
MLIR bindings: the dispatch graph of each variant (flowgraph, flowread), the
census of encodings (census), the sites of a flag's pattern (sites), which
baseline dispatches became which candidate ones (dispatch_diff), and the
picture's data (picture). Below investigate, so that `difftest run` can
use it as `difftest where` does (investigate/where.py)."""
