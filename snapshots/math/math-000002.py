# Generated for case math-000002 with warp-lang 1.19.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def math_000002(joint_lengths: wp.array[float], joint_weights: wp.array[float], joint_scores: wp.array[float], joint_energies: wp.array[float]):
    """Compute joint scores and joint energies from joint lengths and joint weights."""
    tid = wp.tid()  # thread index
    v0 = joint_lengths[tid]
    v1 = joint_weights[tid]
    v2 = v1
    joint_scores[tid] = v0 + v1 + v2 + v1 * 0.77
    # outputs
    joint_energies[tid] = v0 + v1 + v2 + v1 * 1.71
