import numpy as np
import warp as wp
from capsample.kern import Params, apply


def test_apply_again():
    # a kernel test_kern.py launches too: the harvest takes its case from the first file
    p = Params()
    p.scale = 3.0
    p.offset = wp.vec3(0.0, 1.0, 0.0)
    p.weights = wp.array(np.arange(4, dtype=np.float32))
    x = wp.array(np.ones((4, 3), dtype=np.float32), dtype=wp.vec3)
    y = wp.zeros(4, dtype=wp.vec3)
    wp.launch(apply, dim=4, inputs=[p, x], outputs=[y])


def test_example_in_a_process_of_its_own():
    # the example's kernel is launched only in the child; the child says nothing (as newton's
    # test_examples requires of an example's output)
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "capsample.example_square"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
