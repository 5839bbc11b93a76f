"""A run: options and settings, the case stages (prepare, compile, judge),
the session they share, the scheduler, bundles, shards and the drivers of
`difftest run` and `difftest execute`."""
