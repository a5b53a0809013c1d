# Generated for case atomic-000001 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    v2 = x2[tid]
    _old3 = wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], (v1 - (v1 / (wp.abs(v2) + 1.0))))
    wp.atomic_add(acc0, tid % acc0.shape[0], wp.erfc(wp.max(v2, -1.645)))
    v4 = (v2 - wp.max((v1 + v2), wp.ceil(v1)))
    wp.atomic_sub(acc0, 0, x2[(tid + 3) % x2.shape[0]])
    out0[tid] = v1 + v2 + v4 + (x1[(tid + 1) % x1.shape[0]] + wp.mod(v0, wp.abs(1.36) + 1.0)) * 0.93
