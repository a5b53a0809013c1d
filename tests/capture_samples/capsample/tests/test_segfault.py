import os

import numpy as np
import warp as wp
from capsample.kern import make_fill


def test_before():
    a = wp.zeros(4, dtype=wp.int32)
    wp.launch(make_fill(wp.int32), dim=4, inputs=[a, 7])


def test_crash():
    os.abort()


def test_after():
    a = wp.array(np.zeros(2), dtype=wp.float64)
    wp.launch(make_fill(wp.float64), dim=2, inputs=[a, 0.5])
