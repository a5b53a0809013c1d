"""The structural hash: names and literal values do not matter, everything else does."""

import pytest

from harness.generate.structure import normalise, structure_hash

KERNEL = """import warp as wp


@wp.kernel
def k(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    tid = wp.tid()
    v0 = x[tid] * 2.0
    out[tid] = wp.sin(v0) + 1.5
"""


def test_renamed_identifiers_and_other_literals_give_the_same_structure():
    renamed = (
        KERNEL.replace("def k(", "def other_name(")
        .replace("v0", "value")
        .replace("out", "result")
        .replace("2.0", "7.25")
        .replace("1.5", "-0.5")  # `-0.5` parses as USub(0.5): a different shape, see below
    )
    assert structure_hash(renamed) != structure_hash(KERNEL)
    renamed = renamed.replace("-0.5", "0.125")
    assert structure_hash(renamed) == structure_hash(KERNEL)
    # Comments and formatting are not structure.
    assert structure_hash(KERNEL.replace("x[tid] * 2.0", "x[tid]*2.0  # scaled")) == structure_hash(KERNEL)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("x[tid] * 2.0", "x[tid] + 2.0"),  # operator
        ("wp.sin(v0)", "wp.cos(v0)"),  # attribute: a different builtin
        ("dtype=float", "dtype=int"),  # Python builtin names are kept
        ("2.0", "2"),  # literal type
        ("v0 = x[tid] * 2.0", "v0 = x[tid] * 2.0\n    v0 = v0 * 2.0"),  # one more statement
        ("wp.sin(v0) + 1.5", "wp.sin(v0) + tid"),  # a name where a literal was
    ],
)
def test_changes_of_shape_change_the_structure(old, new):
    assert old in KERNEL
    assert structure_hash(KERNEL.replace(old, new)) != structure_hash(KERNEL)


def test_names_are_numbered_by_first_appearance():
    text = normalise("a = b\nb = a\n")
    assert "'_0'" in text and "'_1'" in text and "'a'" not in text and "'b'" not in text
    # Swapping which name comes first keeps the shape.
    assert normalise("a = b\nb = a\n") == normalise("q = p\np = q\n")
    assert normalise("a = b\nb = a\n") != normalise("a = b\na = b\n")


def test_hash_is_stable_text_and_bad_source_raises():
    assert structure_hash(KERNEL) == structure_hash(KERNEL) and len(structure_hash(KERNEL)) == 32
    int(structure_hash(KERNEL), 16)
    with pytest.raises(SyntaxError):
        structure_hash("def broken(:\n")
