"""How many processes a command runs: ``--jobs`` (JOBS) parsed and resolved, for every command that takes it."""

from __future__ import annotations

import argparse
import os


def job_count(jobs: str) -> int:
    """JOBS (every command's ``--jobs``) -> how many processes or Ray CPUs: ``auto`` (or empty) one
    per CPU, else the number, 0 and 1 both meaning one. Anything else: ValueError, one line."""
    text = str(jobs).strip()
    if text in ("", "auto"):
        return os.cpu_count() or 1
    if text.isdigit():
        return max(1, int(text))
    raise ValueError(f"JOBS {jobs!r}: expected 'auto' or a number of processes")


def jobs_arg(text: str) -> str:
    """The argparse type of ``--jobs``: checked here, resolved by ``job_count`` where it is used."""
    try:
        job_count(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text
