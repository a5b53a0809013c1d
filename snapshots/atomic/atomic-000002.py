# Generated for case atomic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    wp.atomic_min(acc0, 0, float(min(tid, tid)))
    v3 = (((v0 * v0) / (wp.abs((v2 / (wp.abs(v0) + 1.0))) + 1.0)) + ((v2 / (wp.abs(v2) + 1.0)) / (wp.abs(v1) + 1.0)))
    wp.atomic_min(acc0, tid % acc0.shape[0], wp.clamp(v0, -0.16, 0.25))
