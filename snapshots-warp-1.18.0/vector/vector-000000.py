# Generated for case vector-000000 with warp-lang 1.18.0. Do not edit.
# Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
import warp as wp


@wp.kernel
def vector_000000(element_coords: wp.array[wp.vec2], scale: float, element_gradients: wp.array[wp.vec2]):
    """Evaluate element gradients from element coords."""
    tid = wp.tid()  # this thread's element
    v0 = element_coords[tid]
    v0[0] *= wp.sin((scale + float(tid)))
    element_gradients[tid] = v0 + v0 * 1.22
    # store
    element_gradients[tid][1] += wp.sin(scale)
