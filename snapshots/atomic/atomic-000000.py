# Generated for case atomic-000000 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), acc0: wp.array(dtype=float), iacc: wp.array(dtype=int), islot: wp.array(dtype=int), out0: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x0[tid]
    v1 = x1[tid]
    wp.atomic_add(acc0, (tid * 4) % acc0.shape[0], wp.min((v1 - v0), (v1 + v0)))
    wp.atomic_add(acc0, tid % acc0.shape[0], wp.ceil(v0))
    _old2 = wp.atomic_add(acc0, (tid * 2) % acc0.shape[0], wp.log10(wp.abs(wp.sign(v0)) + 1.0))
    wp.atomic_xor(iacc, 0, tid)
    if (tid) % 3 == 0:
        v1 = v1 + wp.cos(-((v0 - v0)))
    out0[tid] = v0 + v1 + v0 * 0.13
