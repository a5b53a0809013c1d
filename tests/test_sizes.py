"""KERNEL_SIZE: every family's kernels shrink and grow with the size; ids stay unique and stable."""

import statistics

import pytest

from kernels import FAMILIES, SIZES, case_id, generate, parse_case

SEEDS = range(20)


def test_sized_ids_are_unique_parse_back_and_medium_keeps_its_ids():
    assert case_id("math", 12) == case_id("math", 12, "medium") == "math-000012"
    ids = {case_id(f, s, size) for f in FAMILIES for s in range(3) for size in SIZES}
    assert len(ids) == len(FAMILIES) * 3 * len(SIZES)
    for text in ids:
        family, seed, size = parse_case(text)
        assert case_id(family, seed, size) == text
    with pytest.raises(ValueError, match="bad case id"):
        parse_case("math-huge-000001")
    with pytest.raises(ValueError, match="unknown kernel size"):
        generate("math", 0, "huge")


@pytest.mark.parametrize("family", list(FAMILIES))
def test_every_family_honours_the_size(family):
    """Summed over 20 seeds, small kernels are shorter than medium ones, and medium than large;
    the same seed and size give the same kernel, and its names carry the size."""
    total = {size: sum(len(generate(family, s, size).source) for s in SEEDS) for size in SIZES}
    assert total["small"] < total["medium"] < total["large"], total
    small = generate(family, 1, "small")
    assert small == generate(family, 1, "small")
    assert small.case_id == f"{family}-small-000001"
    # A mutant keeps the name of the real kernel it varies; every other family names its kernel after the case.
    assert small.kernel_name == f"{family}_small_000001" or (family == "mutant" and small.kernel_name.isidentifier())
    assert small.source != generate(family, 1).source


def test_small_halves_the_median_python_source():
    """At 6 kernels per family, small kernels' median Python source is at most half the medium one's
    (what the generator writes; Warp's generated C++ carries a fixed part per kernel and argument that no
    size shrinks: docs/kernels.md#kernel-size)."""
    length = {
        size: statistics.median(len(generate(f, s, size).source) for f in FAMILIES for s in range(6))
        for size in ("small", "medium")
    }
    assert length["small"] <= 0.5 * length["medium"], length
