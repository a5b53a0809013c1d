"""A module that launches a kernel at import: harvest refuses the launch and keeps the kernel."""

import warp as wp


@wp.kernel
def fill(x: wp.array(dtype=float), value: float):
    x[wp.tid()] = value


DATA = wp.zeros(8, dtype=float, device="cpu")
wp.launch(fill, dim=8, inputs=[DATA, 1.0], device="cpu")
