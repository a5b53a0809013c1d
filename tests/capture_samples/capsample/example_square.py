"""An example a test runs in a Python process of its own (``python -m capsample.example_square``), as
newton's test_examples runs newton's examples: its kernel is launched only there."""

import numpy as np
import warp as wp


@wp.kernel
def square(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = x[i] * x[i]


if __name__ == "__main__":
    wp.config.quiet = True
    x = wp.array(np.arange(5, dtype=np.float32) - 2.0, device="cpu")
    y = wp.zeros(5, dtype=float, device="cpu")
    wp.launch(square, dim=5, inputs=[x], outputs=[y], device="cpu")
    assert np.allclose(y.numpy(), x.numpy() ** 2)
