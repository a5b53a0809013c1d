# Generated for case atomic-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def atomic_000000(joint_phases: wp.array(dtype=float), joint_temperatures: wp.array(dtype=float), partial_sums: wp.array(dtype=float), bin_counts: wp.array(dtype=int), slot_owners: wp.array(dtype=int), joint_energies: wp.array(dtype=float)):
    tid = wp.tid()  # this thread's element
    v0 = joint_phases[tid]
    v1 = joint_temperatures[tid]
    wp.atomic_add(partial_sums, (tid * 4) % partial_sums.shape[0], wp.min((v1 - v0), (v1 + v0)))
    wp.atomic_add(partial_sums, tid % partial_sums.shape[0], wp.ceil(v0))
    _old2 = wp.atomic_add(partial_sums, (tid * 2) % partial_sums.shape[0], wp.log10(wp.abs(wp.sign(v0)) + 1.0))
    wp.atomic_xor(bin_counts, 0, tid)
    # outputs
    joint_energies[tid] = v0 + v1 + 0.774
