"""A module that asks for a CUDA device at import."""

import warp as wp

DEVICE = wp.get_cuda_device()


@wp.kernel
def on_gpu(x: wp.array(dtype=float)):
    x[wp.tid()] = 0.0
