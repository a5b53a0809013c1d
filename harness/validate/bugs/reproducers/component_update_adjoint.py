"""An in-place update of a vector component (`v.x -= c`): the adjoint doubles d/dx.

`v = x[i]; v.x -= 1.0; out[i] = v` is out = x - (1, 0, 0), so d out.x / d x.x = 1. Warp's
differentiability guide allows such updates; its adjoint gives 2.
"""

import sys

import warp as wp


@wp.kernel(module="unique")
def component_update(x: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = x[i]
    v.x -= 1.0
    out[i] = v


def observed(device: str = "cpu") -> list[float]:
    """d out.x / d x as Warp's adjoint computes it."""
    x = wp.array([[1.0, 2.0, 3.0]], dtype=wp.vec3, device=device, requires_grad=True)
    out = wp.zeros(1, dtype=wp.vec3, device=device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(component_update, dim=1, inputs=[x], outputs=[out], device=device)
    tape.backward(grads={out: wp.array([[1.0, 0.0, 0.0]], dtype=wp.vec3, device=device)})
    return [float(g) for g in x.grad.numpy()[0]]


def expected() -> list[float]:
    """out = x - (1, 0, 0): the identity's first row."""
    return [1.0, 0.0, 0.0]


if __name__ == "__main__":
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    print(f"d out.x / d x on {device}: Warp {observed(device)}, exact {expected()}")
