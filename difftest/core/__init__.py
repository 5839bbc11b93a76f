"""The ground floor: verdicts, records, keys, caches, processes. It imports
nothing of difftest."""
