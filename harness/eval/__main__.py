"""``python -m harness.eval``: ``make eval``'s command line (harness/eval/cli.py)."""

from harness.eval.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
