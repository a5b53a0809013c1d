# Generated for case atomic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000001(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    if (v0 > v0) or ((tid) % 3 == 1):
        v0 = v0 + wp.tanh(v0)
    if (v0 / (wp.abs(v0) + 1.0)) <= (v0 * v0):
        v0 = v0 + wp.sin(wp.where(v0 <= v0, wp.where(v0 >= v0, v0, v0), wp.clamp(v0, -0.15, 0.87)))
        wp.atomic_sub(acc0, 0, wp.abs((v0 + 1.029)))
