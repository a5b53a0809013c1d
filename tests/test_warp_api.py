"""``harness.warp_api``'s cut of a translation unit into its pieces, for a module whose CUDA build
links MathDx code (``wp.tile_matmul`` with MathDx on: the default of every release, and the only
choice before Warp 1.12) and so keeps a CPU build of its own (``translation_units``).

The generator's tile family turns MathDx off, so its goldens never take this path on the pin;
under 1.10 and 1.11 every tile case does (docs/releases.md). Generating the MathDx code needs no
GPU, only the libmathdx of Warp's wheel.
"""

import itertools

import pytest

from harness import warp_api
from harness.generate import loader

SOURCE = """\
import warp as wp

wp.set_module_options({"block_dim": 32, "enable_backward": False})


@wp.kernel
def matmul_split(a: wp.array(dtype=float, ndim=2), b: wp.array(dtype=float, ndim=2), c: wp.array(dtype=float, ndim=2)):
    ta = wp.tile_load(a, shape=(8, 8))
    tb = wp.tile_load(b, shape=(8, 8))
    tc = wp.tile_matmul(ta, tb)
    wp.tile_store(c, tc)
"""
# The MathDx function Warp names for an 8x8x8 product (dot_<M>_<N>_<K>_<arch>_...).
MATHDX_GEMM = "dot_8_8_8_"


@pytest.fixture(scope="module")
def kernel():
    kernel = loader.load_kernel("warp-api-matmul-split", SOURCE, "matmul_split")
    yield kernel
    loader.unload("warp-api-matmul-split", kernel)


@pytest.mark.slow
def test_a_cuda_build_with_mathdx_code_is_cut_with_its_own_forward_text(kernel):
    """The CUDA build calls the MathDx function where the CPU's build has variables of its own, and
    the kernel's adjoint holds the last build's: the CUDA forward text read after the CPU build is
    not in the CUDA unit (``substring not found`` before the fix). Forward only: each adjoint
    product would be one more MathDx function, some 20 s each here."""
    both = warp_api.generate_codes(kernel)  # the CUDA build, then the CPU's own
    if MATHDX_GEMM not in both["cuda"].module:
        pytest.skip("this Warp links no MathDx code for tile_matmul (no libmathdx in its wheel)")
    name = kernel.get_mangled_name()
    for target, code in both.items():
        # The pieces cover the unit, each once, in order.
        spans = sorted(span for spans in code.spans.values() for span in spans if span[0] != span[1])
        assert spans[0][0] == 0 and spans[-1][1] == len(code.module)
        assert all(a[1] == b[0] for a, b in itertools.pairwise(spans))
        forward = code.piece("forward")
        assert forward.lstrip("\n").startswith(("struct wp_args_", 'extern "C" __global__ void'))
        assert f"{name}_{target}_kernel_forward" in forward
        assert f"{name}_{target}_kernel_forward" not in code.piece("helpers")
    # The MathDx function is called from the CUDA forward; the CPU's build has none.
    assert MATHDX_GEMM in both["cuda"].piece("forward") and MATHDX_GEMM not in both["cpu"].module

    # Each target cut alone (one build, its forward text read right after it) cuts the same.
    for target in warp_api.TARGETS:
        alone = warp_api.generate_code(kernel, target)
        assert (alone.module, alone.spans) == (both[target].module, both[target].spans)
