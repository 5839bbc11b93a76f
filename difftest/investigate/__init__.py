"""From a verdict to its cause: explain (the first divergent dispatch),
executables one by one, and reduce (the smallest case that keeps it)."""
