"""wp.transform_set_rotation overwrites part of a transform in place; its adjoint passes the
overwritten part's adjoint on to the transform's old value.

`v = x[i]; wp.transform_set_rotation(v, q[i]); out[i] = v`: out's rotation is q, so
d out.q / d x.q = 0. Warp gives 1 (and d out.q / d q = 1 as it should).
"""

import sys

import warp as wp


@wp.kernel(module="unique")
def set_rotation(x: wp.array(dtype=wp.transform), q: wp.array(dtype=wp.quat), out: wp.array(dtype=wp.transform)):
    i = wp.tid()
    v = x[i]
    wp.transform_set_rotation(v, q[i])
    out[i] = v


def observed(device: str = "cpu") -> list[float]:
    """d out.q.w / d x, the rotation part (components 3..6), as Warp's adjoint computes it."""
    x = wp.array([[1.0, 2.0, 3.0, 0.0, 0.0, 0.0, 1.0]], dtype=wp.transform, device=device, requires_grad=True)
    q = wp.array([[0.0, 0.6, 0.0, 0.8]], dtype=wp.quat, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=wp.transform, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(set_rotation, dim=1, inputs=[x, q], outputs=[out], device=device)
    seed = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    tape.backward(grads={out: wp.array([seed], dtype=wp.transform, device=device)})
    return [float(g) for g in x.grad.numpy()[0][3:]]


def expected() -> list[float]:
    """out's rotation does not depend on x's."""
    return [0.0, 0.0, 0.0, 0.0]


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"d out.q.w / d x.q on {device}: Warp {observed(device)}, exact {expected()}")
