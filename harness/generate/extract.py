"""Spec -> generated code for every target, forward and backward."""

from __future__ import annotations

from dataclasses import dataclass

from harness import warp_api
from harness.generate import loader
from harness.warp_api import TARGETS, TargetCode
from kernels.spec import KernelSpec


@dataclass(frozen=True)
class Extraction:
    spec: KernelSpec
    code: dict[str, TargetCode]  # target -> code
    warp_version: str


def extract(spec: KernelSpec, targets: tuple[str, ...] = TARGETS) -> Extraction:
    """Load the spec's kernel and record Warp's code for each target.

    Raises ``loader.KernelRejected`` (with Warp's message) when Warp refuses the kernel.
    """
    kernel = loader.load_kernel(spec.case_id, spec.source, spec.kernel_name)
    try:
        try:  # one build of the module generates every target (warp_api.translation_units)
            codes = warp_api.generate_codes(kernel, targets)
        except Exception as error:
            raise loader.KernelRejected(spec.case_id, "codegen", error) from error
        code = {t: warp_api.relocate(codes[t], [warp_api.WARP_PARENT]) for t in targets}
    finally:
        loader.unload(spec.case_id, kernel)
    return Extraction(spec=spec, code=code, warp_version=warp_api.warp_version())
