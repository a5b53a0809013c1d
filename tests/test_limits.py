"""Device limits: generated kernels fit a GPU's static shared memory (48 KB) at their block size.

Warp keeps BVH and mesh traversal stacks in shared memory on CUDA, one ``int`` per stack level per
thread of the block; geometry-000002 used both at block size 256 and ptxas refused it (0x10400
bytes of 0xc000). The generator budgets the stacks with ``kernels.geometry.static_shared_bytes``;
the slow test checks that rule against the sizes ptxas reports in sm_90 CUBIN builds.
"""

import importlib.util
import struct
import sys
import warnings
from pathlib import Path

import pytest

from kernels import generate
from kernels.geometry import (
    DEFAULT_BLOCK_DIM,
    STATIC_SHARED_LIMIT,
    fits_static_shared,
    shared_stacks,
    static_shared_bytes,
)


def test_the_budget_allows_one_shared_stack_at_the_default_block_size():
    assert static_shared_bytes(256, 2) == 0x10800 > STATIC_SHARED_LIMIT  # geometry-000002's two stacks
    assert static_shared_bytes(256, 1) <= STATIC_SHARED_LIMIT
    assert static_shared_bytes(128, 2) <= STATIC_SHARED_LIMIT


def test_generated_geometry_kernels_fit_at_the_default_block_size():
    kinds = set()
    for seed in range(300):
        source = generate("geometry", seed).source
        assert fits_static_shared(source, DEFAULT_BLOCK_DIM), seed
        kinds |= shared_stacks(source)
    assert kinds == {"bvh", "mesh"}  # both kinds of shared-stack query still appear
    assert shared_stacks(generate("geometry", 2).source) == {"bvh"}


def _static_shared(cubin: bytes) -> dict[str, int]:
    """Each entry function's static shared memory: the sizes of the ``.nv.shared.<name>`` sections."""
    shoff = struct.unpack_from("<Q", cubin, 0x28)[0]
    entsize, count, names = struct.unpack_from("<HHH", cubin, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", cubin, shoff + i * entsize) for i in range(count)]
    table = sections[names][4]
    sizes = {}
    for s in sections:
        name = cubin[table + s[0] : cubin.index(b"\0", table + s[0])].decode()
        if name.startswith(".nv.shared.") and "_cuda_kernel_" in name:
            sizes[name[len(".nv.shared.") :]] = s[5]
    return sizes


BOTH_STACKS = """import warp as wp

wp.set_module_options({"block_dim": 128})


@wp.kernel
def both(mesh: wp.uint64, bvh: wp.uint64, out: wp.array(dtype=float)):
    tid = wp.tid()
    b = int(0)
    q = wp.bvh_query_sphere(bvh, wp.vec3(0.0), 1.0)
    while wp.bvh_query_next(q, b):
        out[tid] += 1.0
    f = int(0)
    m = wp.mesh_query_aabb(mesh, wp.vec3(0.0), wp.vec3(1.0))
    while wp.mesh_query_next(m, f):
        out[tid] += 1.0
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    "case, source, block_dim",
    [
        ("geometry-000002", generate("geometry", 2).source, 256),
        ("geometry-000041", generate("geometry", 41).source, 256),
        ("both-stacks", BOTH_STACKS, 128),
    ],
)
def test_the_rule_is_what_ptxas_allocates(case, source, block_dim, tmp_path):
    import warp as wp

    from harness import warp_api

    warp_api.init()
    path = tmp_path / f"{case.replace('-', '_')}.py"
    path.write_text(source)
    name = f"limits_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            wp.compile_aot_module(module, arch=90, module_dir=tmp_path, use_ptx=False)  # runs ptxas
    finally:
        sys.modules.pop(name, None)
    sizes = _static_shared(next(Path(tmp_path).glob("*.cubin")).read_bytes())
    expected = static_shared_bytes(block_dim, len(shared_stacks(source)))
    entries = 1 if "enable_backward" in source else 2  # forward, and backward where the kernel has one
    assert len(sizes) == entries and all(v == expected for v in sizes.values()), (sizes, expected)
    assert expected <= STATIC_SHARED_LIMIT
