"""The layer contract (.importlinter, docs/architecture.md) holds: each layer imports only the
layers below it, and no package has an import cycle between its modules or subpackages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


# lint-imports' own entry point, run by this interpreter (a WARP=<version> environment has no script of its own).
LINT = [
    sys.executable,
    "-c",
    "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())",
]


def test_the_layer_contract_holds():
    run = subprocess.run([*LINT, "--no-logo", "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "0 broken" in run.stdout


def test_a_broken_contract_is_caught(tmp_path):
    """The same tool on a contract that the code breaks (kernels above the generator) fails."""
    config = tmp_path / "broken.ini"
    config.write_text(
        "[importlinter]\nroot_packages =\n    harness\n    kernels\n\n"
        "[importlinter:contract:upside-down]\nname = upside down\ntype = layers\nlayers =\n"
        "    kernels\n    harness.generate\n"
    )
    run = subprocess.run(
        [*LINT, "--no-logo", "--no-cache", "--config", str(config)], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode != 0 and "BROKEN" in run.stdout
