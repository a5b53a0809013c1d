"""``python -m harness.harvest FROM... --out OUT``: see harness/harvest/__init__.py."""

from harness.harvest.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
