"""warp-infinity-constant-warning: CUDA builds only. Every kernel that uses an infinite constant (wp.inf,
-wp.inf, wp.constant(math.inf)) makes NVRTC warn "floating-point operation result is out of range" (#222-D).

Warp emits the constant as `INFINITY`, which its own native/crt.h defines for NVRTC as
`((float)(DBL_MAX * DBL_MAX))`: an overflowing double product NVRTC warns about, once for each use in the
forward and each in the adjoint. The build succeeds and the value is right; the warning is spurious, and a
build with warnings as errors, or a reader of NVRTC's log, sees it on kernels that do nothing wrong.

The CUDA code is built by NVRTC, which needs no GPU: the script checks the same on a machine without one.
Run: python warp-infinity-constant-warning.py [cuda:0]  (warp and numpy only). It asserts that NVRTC's log of
the kernel's CUDA build for sm_90 holds no #222-D warning: AssertionError on a Warp release with the bug, exit
status 0 on one without.
"""

import os
import sys
import tempfile

import numpy as np
import warp as wp

ARCH = 90  # sm_90; any architecture gives the same front-end warning
WARNING = "warning #222-D"


@wp.kernel(module="unique")
def running_max(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    best = wp.float32(-wp.inf)
    for j in range(x.shape[0]):
        best = wp.max(best, x[j])
    out[0] = best


def build_log() -> str:
    """What Warp's CUDA build of the kernel prints (NVRTC's log included), captured from file descriptors 1 and 2.
    Warp prints NVRTC's log of a successful build only when asked for detail: wp.config.verbose before Warp 1.14,
    wp.config.log_level at debug (10) from 1.14 on."""
    wp.config.verbose, wp.config.log_level = True, 10
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 1)
        os.dup2(sink.fileno(), 2)
        try:
            wp.compile_aot_module(running_max.module, arch=ARCH, module_dir=folder, use_ptx=False)
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            for fd in saved:
                os.close(fd)
            wp.config.verbose, wp.config.log_level = False, 30
        built = any(name.endswith(".cubin") for name in os.listdir(folder))
        sink.seek(0)
        log = sink.read().decode("utf-8", errors="replace")
    assert built, f"NVRTC built no CUBIN for sm_{ARCH}:\n{log[-2000:]}"
    return log


def observed(device: str = "cuda:0") -> list[float]:
    """How many #222-D warnings NVRTC prints building the kernel for sm_90 (``device`` only names the target: the
    build needs no GPU)."""
    return [float(sum(WARNING in line for line in build_log().splitlines()))]


def expected() -> list[float]:
    """None: the kernel's only constant is -inf, a value float32 holds, and its one operation is wp.max of finite
    inputs; no floating-point operation of the kernel is out of range."""
    return [0.0]


def main(device: str = "cuda:0") -> None:
    wp.config.quiet, wp.config.log_level = True, 30  # no start-up messages: quiet before Warp 1.14, log_level after
    wp.init()
    got, want = observed(device), expected()
    print(
        f"#222-D warnings building the kernel for sm_{ARCH}: Warp's NVRTC prints {got[0]:.0f}, expected {want[0]:.0f}"
    )
    assert np.allclose(got, want), (
        f"NVRTC warns {got[0]:.0f} times 'floating-point operation result is out of range' (#222-D) at the "
        "INFINITY Warp emits for -wp.inf"
    )


if __name__ == "__main__":
    main(*sys.argv[1:2])
