"""Cases and what configures them: discovery, difftest.toml, iree-test-suites
directories, signatures, inputs, goldens, variants, expectations."""
