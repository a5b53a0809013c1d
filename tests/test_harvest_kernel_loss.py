"""A kernel whose code generation takes its worker down (NVRTC-free, but Warp's code generation
can reach gigabytes: libmathdx's GEMM for one newton tile kernel took 1.4 GB) costs that kernel,
not its module's others: the supervisor hears which kernel a worker is on, and imports the module
again in a fresh worker without it."""

import textwrap

from harness import harvest
from harness.generate.golden import read_case
from harness.harvest.worker import KERNEL_FAULT_POINT

LIMIT = 60

MODULE = """
    import warp as wp


    @wp.kernel
    def a_fine(x: wp.array(dtype=float)):
        x[wp.tid()] = 1.0


    @wp.kernel
    def b_fatal(x: wp.array(dtype=float)):
        x[wp.tid()] = 2.0


    @wp.kernel
    def c_fine(x: wp.array(dtype=float)):
        x[wp.tid()] = 3.0
"""


def test_a_kernel_that_kills_its_worker_in_codegen_is_left_out_and_its_neighbours_harvested(tmp_path, monkeypatch):
    folder = tmp_path / "pkg"
    folder.mkdir()
    (folder / "kern.py").write_text(textwrap.dedent(MODULE).lstrip())
    # Every worker that generates b_fatal's code dies there (SIGKILL), fresh ones too.
    monkeypatch.setenv("HARNESS_FAULT", f"{KERNEL_FAULT_POINT}@b_fatal:crash")
    report = harvest.harvest([str(folder)], tmp_path / "out", jobs=1, time_limit=LIMIT)
    [lost] = report.failures
    assert lost.reason == "crashed-in-codegen" and lost.where.endswith("kern:b_fatal")
    assert "killed by signal 9" in lost.message
    origins = sorted(read_case(p).meta["origin"] for p in (tmp_path / "out" / "cases" / "harvested").glob("*.json"))
    assert [o.rpartition(".")[2] for o in origins] == ["kern:a_fine", "kern:c_fine"]
    assert report.summary()["failures_by_reason"] == {"crashed-in-codegen": 1}
