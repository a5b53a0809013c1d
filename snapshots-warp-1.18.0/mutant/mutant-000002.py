# Generated for case mutant-000002 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
# A variant of warp.examples.core.example_dem:integrate (warp-lang 1.19.0, Apache-2.0),
# changed by the harness's mutant family: add statement, constant.
import warp as wp


@wp.kernel
def integrate(
    x: wp.array[wp.vec3],
    v: wp.array[wp.vec3],
    f: wp.array[wp.vec3],
    gravity: wp.vec3,
    dt: float,
    inv_mass: float,
):
    tid = wp.tid()

    v_new = v[tid] + f[tid] * inv_mass * dt + gravity * dt
    x_new = x[tid] + v_new * dt
    x_new = x_new - x_new * 2.0

    v[tid] = v_new
    x[tid] = x_new
