"""The goldens in use (snapshots/, or --golden-root: `make test WARP=<version>` reads
snapshots-warp-<version>/): complete for every family, no strays, and themselves valid code."""

import ast
import json
from importlib.metadata import version

import pytest

from harness.generate import snapshot
from harness.generate.golden import SUFFIXES, read_case
from kernels import FAMILIES, case_id

SNAPSHOTS = snapshot.GoldenFile.root  # snapshots/, or --golden-root (set before collection: conftest.py)
GOLDEN_SEEDS = 3  # the committed set: seeds 0..2 of every family (pytest's default --per-family)


def test_goldens_are_exactly_the_committed_case_set():
    expected = {f"{f}/{case_id(f, s)}.{x}" for f in FAMILIES for s in range(GOLDEN_SEEDS) for x in SUFFIXES}
    found = {str(p.relative_to(SNAPSHOTS)) for p in SNAPSHOTS.rglob("*") if p.is_file()}
    assert not expected - found, f"missing goldens in {SNAPSHOTS} (run `make goldens`): {sorted(expected - found)[:10]}"
    assert not found - expected, f"stray files in {SNAPSHOTS} (run `make goldens`): {sorted(found - expected)[:10]}"


@pytest.mark.parametrize("family", list(FAMILIES))
def test_golden_files_read_back_and_are_valid(family):
    for path in sorted((SNAPSHOTS / family).glob("*.json")):
        case = read_case(path)
        ast.parse(case.spec.source)
        for target in ("cpu", "cuda"):
            module = case.modules[target]
            name = case.meta["sections"][target]["mangled_name"]
            assert f"{name}_{target}_kernel_forward" in case.piece(target, "forward")
            # A backward exactly where the kernel keeps its adjoint (not under enable_backward=False).
            has_backward = "no_backward" not in case.spec.generator_tags
            assert (f"{name}_{target}_kernel_backward" in case.piece(target, "backward")) == has_backward, path
            assert module.count("{") == module.count("}"), f"{path}: unbalanced braces in {target} code"
            assert not any(p in module for p in ("/" + "tmp/", "/home/", "/root/", "/work/", "site-packages")), path


def test_goldens_carry_a_header_naming_warp_and_the_regenerate_command():
    path = SNAPSHOTS / "arithmetic" / f"{case_id('arithmetic', 0)}.cu"
    head = path.read_text().splitlines()[:2]
    # The Warp that runs the suite made them (the pin's in snapshots/, another release's beside them).
    assert f"warp-lang {version('warp-lang')}." in head[0] and "make goldens" in head[1]
    meta = json.loads(path.with_suffix(".json").read_text())
    assert "make goldens" in meta["generated_by"]
