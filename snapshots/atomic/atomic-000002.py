# Generated for case atomic-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000002(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    wp.atomic_sub(acc0, tid % acc0.shape[0], v0)
    wp.atomic_min(acc0, 0, (wp.atan2(v0, v0 + 3.0) / (wp.abs((v0 - v0)) + 1.0)))
