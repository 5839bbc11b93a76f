"""What a run will do: its settings, and each case prepared (inputs, variants, entries) before anything compiles."""
