"""A module whose import takes HARNESS_SAMPLE_GREEDY_MB of resident memory (none unless set):
past the harvest's memory limit its worker is stopped and the module is a finding."""

import os

import warp as wp

_held = bytearray(int(os.environ.get("HARNESS_SAMPLE_GREEDY_MB") or 0) * 2**20)
_held[::4096] = b"\1" * len(_held[::4096])  # touched: resident, not just reserved


@wp.kernel
def after_greedy(x: wp.array(dtype=float)):
    x[wp.tid()] = 1.0
