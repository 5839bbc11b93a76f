"""`python -m difftest` and the `difftest` command. Ctrl-C while the heavy
modules are still importing (numpy, the MLIR bindings: a second or more)
ends the command as it does later, "interrupted" and 130, not with a
traceback and exit 1."""
import sys

INTERRUPTED = 130  # 128 + SIGINT, as core.verdicts.exit_for_signal(2) says once it is imported


def main() -> int:
    try:
        from .cli import main as command
    except KeyboardInterrupt:
        print("difftest: interrupted", file=sys.stderr)
        return INTERRUPTED
    return command()


if __name__ == "__main__":
    sys.exit(main())
