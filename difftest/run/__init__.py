"""A run, a folder per stage the data takes: plan/ (settings, each case
prepared), compile/, structure/ (where the flag acts), execute/ (the runner
and its transports), judge/ (numerics, checks, arbitration) and
housekeeping/; at the top, what drives them: the case stages (stages.py),
the session, the scheduler, bundles, shards and the drivers of `difftest run`
and `difftest execute`. A stage folder imports only the folders before it
(tests/test_house.py)."""
