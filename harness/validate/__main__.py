"""``python -m harness.validate``: the validation ladder's command line (harness/validate/ladder.py)."""

from harness.validate.ladder import main

if __name__ == "__main__":
    raise SystemExit(main())
