"""``python -m harness.export``: the export's command line (harness/export/writer.py)."""

from harness import outdir
from harness.export.writer import main

if __name__ == "__main__":
    raise SystemExit(outdir.cli(main, "python -m harness.export"))  # file system faults: one line, exit 2
