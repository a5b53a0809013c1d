"""Recorded code is exactly what Warp compiles.

For a sample of committed cases, the Python source is written to a file and imported the
ordinary way, then `wp.compile_aot_module` builds it for both targets: the `.cpp` and `.cu`
it writes (and compiles, to CPU object code and sm_90 PTX) must equal the goldens, and the
exported dataset row's pieces must tile it. Nothing here goes through harness.generate.extract.
"""

import importlib.util
import os
import sys
from collections import Counter
from pathlib import Path

import pytest
import warp as wp

from harness import warp_api
from harness.export.writer import row
from harness.generate import snapshot
from harness.generate.golden import read_case
from harness.validate.compile import recorded_function_numbers
from kernels import FAMILIES, case_id

SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (make test WARP=<version>: that release's goldens)
SAMPLE = [case_id(family, seed % 3) for seed, family in enumerate(FAMILIES)]  # one case per family


def _golden_body(path: Path) -> str:
    return path.read_text().split("\n", 2)[2]


def _aot(case: str, source: str, tmp_path: Path) -> dict[str, str]:
    (tmp_path / f"{case}.py").write_text(source)
    name = "fidelity_" + case.replace("-", "_")
    cwd = os.getcwd()
    os.chdir(tmp_path)  # a relative file name, as the goldens record
    try:
        spec = importlib.util.spec_from_file_location(name, f"{case}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        out = tmp_path / "aot"
        wp.compile_aot_module(module, arch=90, module_dir=out, use_ptx=True)
        wp.compile_aot_module(module, device="cpu", module_dir=out)
    finally:
        os.chdir(cwd)
        sys.modules.pop(name, None)
    files = {p.suffix: p for p in out.iterdir()}
    assert ".ptx" in files and ".o" in files, f"compile did not produce PTX and a CPU object: {sorted(files)}"
    # Warp names @wp.func helpers by their absolute source path (the kernel by the relative one the
    # module was imported under); the goldens record the file name alone, and Warp's own @wp.func
    # files relative to the folder the warp package is installed in (``warp/_src/math.py``).
    prefixes = (f"{tmp_path}{os.sep}", os.path.dirname(os.path.dirname(os.path.abspath(wp.__file__))) + os.sep)

    def normalise(text: str) -> str:
        for prefix in prefixes:
            text = text.replace(prefix, "")
        return text

    return {"cpu": normalise(files[".cpp"].read_text()), "cuda": normalise(files[".cu"].read_text())}


@pytest.mark.slow
@pytest.mark.parametrize("case", SAMPLE)
def test_goldens_and_rows_equal_what_warp_compiles(case, tmp_path):
    warp_api.init()
    family = case.rsplit("-", 1)[0]
    golden_py = SNAPSHOTS / family / f"{case}.py"
    # Warp numbers a @wp.func's code by the functions of its name this process defined before (``f0_1`` after
    # another ``f0``): the numbers the golden records, as a fresh process gives them, whatever ran here before.
    warp_api.set_function_name_counts(recorded_function_numbers(read_case(golden_py.with_suffix(".json"))))
    compiled = _aot(case, _golden_body(golden_py), tmp_path)

    assert compiled["cpu"] == _golden_body(golden_py.with_suffix(".cpp"))
    assert compiled["cuda"] == _golden_body(golden_py.with_suffix(".cu"))

    golden_case = read_case(golden_py.with_suffix(".json"))
    has_backward = "no_backward" not in golden_case.spec.generator_tags  # enable_backward=False: forward only
    r = row(golden_case, run={})
    for target in ("cpu", "cuda"):
        unit = compiled[target]
        helpers, forward, backward = r[f"{target}_helpers"], r[f"{target}_forward"], r[f"{target}_backward"]
        assert f"_{target}_kernel_forward" in forward
        assert (f"_{target}_kernel_backward" in backward) == has_backward and (backward != "") == has_backward
        # The unit is Warp's header, the helpers, then the kernel code that forward and backward tile.
        kernel_code = unit[len(unit) - len(forward) - len(backward) :]
        assert unit[: len(unit) - len(kernel_code)].endswith(helpers)
        assert Counter(kernel_code.splitlines(True)) == Counter(forward.splitlines(True)) + Counter(
            backward.splitlines(True)
        )
