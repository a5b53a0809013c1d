"""The Ray cluster the engine and the GPU campaign run their tasks on: a local instance with
``JOBS`` CPUs when ``RAY_ADDRESS`` is unset, else that cluster, joined with this repository as
the job's working directory (its nodes need the pinned packages installed)."""

from __future__ import annotations

import logging
import os
import socket
from pathlib import Path

from harness import faults

ROOT = Path(__file__).resolve().parent.parent
EXCLUDES = [
    ".git",
    ".venv",
    ".venvs",
    "data",
    "wheels",
    "snapshots",
    "snapshots-warp-*",
    "docs",
    ".benchmarks",
    "*.egg-info",
    "__pycache__",
]


class ClusterError(Exception):
    """A setting a user can fix (RAY_ADDRESS, the ray package); its message is one line."""


def connect(jobs: int) -> bool:
    """Start or join Ray; True when this process started it (and shuts it down)."""
    try:
        import ray
    except ImportError:
        raise ClusterError("ENGINE=ray needs the ray package: run `make venv` (pyproject.toml pins it)") from None
    if ray.is_initialized():
        return False
    env_vars = {"PYTHONHASHSEED": "0"}
    env_vars.update({name: os.environ[name] for name in faults.VARIABLES if name in os.environ})  # crash tests
    quiet = {"log_to_driver": False, "logging_level": logging.ERROR, "configure_logging": True}
    address = os.environ.get("RAY_ADDRESS", "").strip()
    if address:
        _reachable(address)
        runtime_env = {"env_vars": env_vars, "working_dir": str(ROOT), "excludes": EXCLUDES}
        try:
            ray.init(address=address, runtime_env=runtime_env, **quiet)
        except Exception as error:
            text = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            raise ClusterError(f"RAY_ADDRESS={address}: cannot join the Ray cluster ({text})") from None
    else:
        env_vars["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
        ray.init(num_cpus=jobs, include_dashboard=False, runtime_env={"env_vars": env_vars}, **quiet)
    return True


def _reachable(address: str, timeout: float = 10.0) -> None:
    """ClusterError at once for a host:port nobody answers on (Ray itself retries for minutes)."""
    target = address.removeprefix("ray://")
    host, _, port = target.rpartition(":")
    if not host or not port.isdigit():
        return  # "auto" and the like: left to Ray
    try:
        socket.create_connection((host, int(port)), timeout=timeout).close()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise ClusterError(
            f"RAY_ADDRESS={address}: cannot reach the Ray cluster ({reason}); unset it to run locally"
        ) from None
