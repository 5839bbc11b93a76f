"""The judge stage: outputs in, verdict out (numerics, checks), and the arbitration that runs a
reference when the pair differs."""
