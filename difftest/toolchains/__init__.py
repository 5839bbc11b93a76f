"""Where iree-compile and the runtime come from (kinds), and the targets
they compile for."""
