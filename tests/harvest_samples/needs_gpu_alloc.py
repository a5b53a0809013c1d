"""A module that allocates on a CUDA device at import."""

import warp as wp

BUFFER = wp.zeros(16, dtype=float, device="cuda:0")
