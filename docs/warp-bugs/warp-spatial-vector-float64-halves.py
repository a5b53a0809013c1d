"""warp-spatial-vector-float64-halves: a float64 spatial vector cannot be built from its two 3D halves.

Warp documents the overload wp.spatial_vector(w: Vector[3, Float], v: Vector[3, Float], dtype: Float = None) ("dtype:
Scalar type of the components, inferred from w and v when omitted"). With two wp.vec3d halves the kernel is refused:
"all values used to initialize this spatial vector are expected to be of the type `float32`". In a kernel,
`wp.spatial_vector` is the float32 type `wp.spatial_vectorf`, whose type arguments fix dtype to float32 before the
inference runs; `dtype=wp.float64` is refused too ("Remove the extraneous `dtype` parameter"), and
`wp.spatial_vectord(w, v)` goes to the plain vector constructor ("incompatible number of values given (2) when
constructing a vector of length 6"), where `wp.transformd(p, q)` builds. The spatial vector of w = (1, 2, 3),
v = (4, 5, 6) is (1, 2, 3, 4, 5, 6).

Run: python warp-spatial-vector-float64-halves.py [cpu|cuda:0]  (warp and numpy only). It asserts the right value:
AssertionError on a Warp release with the bug, exit status 0 on one without.
"""

import sys

import numpy as np
import warp as wp

W = (1.0, 2.0, 3.0)
V = (4.0, 5.0, 6.0)


@wp.kernel(module="unique")
def spatial_vector_float64(
    w: wp.array(dtype=wp.vec3d), v: wp.array(dtype=wp.vec3d), out: wp.array(dtype=wp.spatial_vectord)
):
    i = wp.tid()
    out[i] = wp.spatial_vector(w[i], v[i])


def observed(device: str = "cpu") -> list[float]:
    """Warp's six components; NaN when Warp refuses to build the kernel (what 1.19.0 does)."""
    w = wp.array([W], dtype=wp.vec3d, device=device)
    v = wp.array([V], dtype=wp.vec3d, device=device)
    out = wp.zeros(1, dtype=wp.spatial_vectord, device=device)
    try:
        wp.launch(spatial_vector_float64, dim=1, inputs=[w, v], outputs=[out], device=device)
    except Exception as error:
        print(f"Warp raises {type(error).__name__}: {str(error).strip().splitlines()[-1]}", file=sys.stderr)
        return [float("nan")] * 6
    return [float(c) for c in out.numpy()[0]]


def expected() -> list[float]:
    """The documented value (w.x, w.y, w.z, v.x, v.y, v.z), by numpy in float64."""
    return [float(c) for c in np.concatenate([np.array(W, dtype=np.float64), np.array(V, dtype=np.float64)])]


def main(device: str = "cpu") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    got, want = observed(device), expected()
    print(
        f"wp.spatial_vector(vec3d{W}, vec3d{V}) on {device}: Warp {got} (NaN: the kernel is refused), expected {want}"
    )
    assert np.allclose(got, want, rtol=1e-5, atol=1e-6), f"spatial vector of two vec3d: Warp {got}, expected {want}"


if __name__ == "__main__":
    main(*sys.argv[1:2])
