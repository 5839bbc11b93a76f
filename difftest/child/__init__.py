"""The runtime worker's modules (README.md): run as scripts under a
toolchain's own Python, here or on another machine. difftest imports only
`wire`, the protocol both sides speak."""
