# Generated for case atomic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), acc0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    wp.atomic_sub(acc0, 0, wp.acos(wp.clamp(wp.sinh(wp.clamp(v0, -4.0, 4.0)), -0.9, 0.9)))
    wp.atomic_max(acc0, (tid * 3) % acc0.shape[0], wp.atan((v1 + v0)))
    wp.atomic_sub(acc0, 0, ((v0 * v0) * float(tid)))
