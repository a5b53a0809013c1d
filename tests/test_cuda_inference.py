"""harness/tools/cuda_inference.py: a CUDA-only entry's releases that no GPU run measured, settled by comparing
the CUDA code Warp generates for the reproducer and the native source at fault with those of the releases
where it was run and reproduced. The comparison itself on synthetic code; then on the releases in .venvs/
(skipped where they are missing): the committed verdicts are what the tool finds again."""

import json

import pytest

from harness.tools import bisect, cuda_inference
from harness.tools.cuda_inference import Piece, Release
from harness.validate import bugs

HEADER = """
#pragma once
#ifdef __CUDA_ARCH__
#define SHARED 1
#else
#define SHARED 0
#endif
#define STACK_SIZE (32)  // entries per thread

namespace wp {
// a query; see query() below
struct query_t { int count; };

template <typename T>
CUDA_CALLABLE inline query_t
query(uint64_t id, const T& lower)  // the first overload
{
    __shared__ int stack[STACK_SIZE * WP_TILE_BLOCK_DIM];
    query_t q;
    if (id) { q.count = 1; }
    return q;
}

CUDA_CALLABLE inline query_t query(uint64_t id) { return query(id, 0); }

CUDA_CALLABLE inline bool query_next(query_t& q)
{
    while (query_t(q).count) { q = query(1); }
    return false;
}
CUDA_CALLABLE inline query_t query(int);
}
"""


def test_definitions_are_every_overload_with_its_template_line_not_calls_nor_declarations():
    found = cuda_inference.definitions(HEADER, Piece("x.h", "query", cuda_inference._function("query")))
    assert len(found) == 2
    assert found[0].startswith("template <typename T>\nCUDA_CALLABLE inline query_t\nquery(") and found[0].endswith("}")
    assert found[1] == "CUDA_CALLABLE inline query_t query(uint64_t id) { return query(id, 0); }"
    assert "the first overload" not in found[0]  # comments are not compared
    one = cuda_inference._function("query", r"uint64_t\s+id")
    assert cuda_inference.definitions(HEADER, Piece("x.h", "query", one)) == [found[1]]
    assert cuda_inference.definitions(HEADER, Piece("x.h", "query_t", r"\bstruct\s+query_t\b")) == [
        "struct query_t { int count; }"
    ]
    size = Piece("x.h", "STACK_SIZE", r"^#define STACK_SIZE\b.*$", "text")
    assert cuda_inference.definitions(HEADER, size) == ["#define STACK_SIZE (32)  "]


def test_tokens_leave_comments_and_layout_apart_but_not_code():
    assert cuda_inference.tokens("int stack[A*B]; // x") == cuda_inference.tokens("int  stack[ A * B ];\n/* y */")
    assert cuda_inference.tokens("int stack[A*B];") != cuda_inference.tokens("int stack[A*C];")


def release(code: str, **native) -> Release:
    return Release({"k": code}, {"k": "preamble"}, native)


FAULTS = {"test-entry": (Piece("bvh.h", "size", "unused"), Piece("bvh.h", "query", "unused"))}


@pytest.fixture
def faults(monkeypatch):
    monkeypatch.setattr(cuda_inference, "FAULTS", FAULTS)


def test_a_release_identical_to_the_anchors_part_by_part_is_inferred_and_says_which(faults):
    anchors = {"1.0.0": release("old", size=("32",), query=("a",)), "1.2.0": release("new", size=("32",), query=("b",))}
    mixed = cuda_inference.compare("test-entry", release("old", size=("32",), query=("b",)), anchors)
    assert mixed == {
        "verdict": "inferred",
        "detail": "bvh.h compared token by token; as in 1.0.0: the generated CUDA (kernel and module hashes masked); "
        "as in both 1.0.0 and 1.2.0: size; as in 1.2.0: query",
    }
    code = cuda_inference.compare("test-entry", release("other", size=("32",), query=("a",)), anchors)
    assert code["verdict"] == "not measured" and "the generated CUDA differs from 1.0.0's and 1.2.0's" in code["detail"]
    native = cuda_inference.compare("test-entry", release("new", size=("64",), query=("b",)), anchors)
    assert native["verdict"] == "not measured"
    assert native["detail"] == "not inferred: bvh.h size differ from 1.0.0's and 1.2.0's; as in one of them: query"
    absent = cuda_inference.compare("test-entry", release("new", size=None, query=("b",)), anchors)
    assert absent["verdict"] == "not measured" and "size differ" in absent["detail"]


def test_infer_settles_only_the_unmeasured_releases_of_the_entries_it_compared(faults):
    r = {"verdict": "reproduces", "detail": "Warp [32], expected [64]"}
    note = {"verdict": "not measured", "detail": "the lease carried two"}
    other = {"verdict": "does not reproduce", "detail": "x"}
    results = {"1.0.0": r, "1.1.0": note, "1.1.1": note, "1.2.0": r}
    data = {
        "pinned": "1.2.0",
        "releases": list(results),
        "bugs": {
            "test-entry": {**bisect.summarize(results, "1.2.0"), "results": results},
            "another": {"results": {v: other for v in results}, "affected": [], "first_bad": None},
        },
    }
    collected = {
        "1.0.0": release("old", size=("32",), query=("a",)),
        "1.1.0": release("old", size=("32",), query=("a",)),
        "1.1.1": release("changed", size=("32",), query=("a",)),
        "1.2.0": release("new", size=("32",), query=("b",)),
    }
    out = cuda_inference.infer(data, {"test-entry": collected})
    assert out["bugs"]["another"] == data["bugs"]["another"] and data["bugs"]["test-entry"]["results"] == results
    settled = out["bugs"]["test-entry"]
    assert settled["results"]["1.0.0"] == r and settled["results"]["1.2.0"] == r
    assert settled["results"]["1.1.0"]["verdict"] == "inferred"
    assert settled["results"]["1.1.1"]["verdict"] == "not measured"
    assert settled["results"]["1.1.1"]["detail"].startswith("the lease carried two; not inferred: the generated CUDA")
    assert settled["affected"] == ["1.0.0", "1.1.0", "1.2.0"] and settled["first_bad"] == "1.0.0"
    assert cuda_inference.infer(out, {"test-entry": collected}) == out  # a rerun finds the same
    nowhere = {v: release(r.code["k"], size=r.native["size"], query=None) for v, r in collected.items()}
    with pytest.raises(ValueError, match="no run release has query"):
        cuda_inference.infer(data, {"test-entry": nowhere})
    text = bisect.render(settled, "1.2.0")
    assert "1.0.0, 1.1.0, 1.2.0 (1.1.0 inferred from identical code, not run)" in text
    assert "\n- inferred, not run: 1.1.0 (bvh.h compared token by token; " in text
    assert "\n- the others: 1.1.1: not measured (the lease carried two; not inferred: " in text


INSTALLED = [
    v for v in ("1.10.0", "1.10.1", "1.11.0", "1.19.0") if (bisect.VENVS / f"warp-{v}" / ".installed").exists()
]


@pytest.mark.skipif(len(INSTALLED) < 4, reason="needs .venvs/warp-{1.10.0,1.10.1,1.11.0,1.19.0} (make bisect)")
def test_the_committed_verdicts_are_found_again_on_the_releases_here():
    """Under 1.10.0, 1.10.1, 1.11.0 and 1.19.0 (each its own python, no GPU): 1.10.1's code is 1.10.0's for
    both entries (inferred); 1.11.0's BVH query code is neither anchor's (not measured) while its local-array
    atomic code is (inferred); the committed records say the same, detail for detail."""
    ids = list(cuda_inference.FAULTS)
    collected = cuda_inference.collect(ids, INSTALLED, jobs=1, say=lambda _: None)
    committed = json.loads(bugs.AFFECTED.read_text())
    for bug_id in ids:
        results = committed["bugs"][bug_id]["results"]
        anchors = {v: collected[bug_id][v] for v in ("1.10.0", "1.19.0")}
        assert results["1.10.0"]["verdict"] == results["1.19.0"]["verdict"] == "reproduces"
        for version in ("1.10.1", "1.11.0"):
            found = cuda_inference.compare(bug_id, collected[bug_id][version], anchors)
            assert found["verdict"] == results[version]["verdict"], (bug_id, version)
            assert results[version]["detail"].endswith(found["detail"]), (bug_id, version)
    bvh, atomic = (committed["bugs"][i]["results"] for i in ("warp-bvh-shared-stack", "warp-local-memory-atomic"))
    assert bvh["1.10.1"]["verdict"] == atomic["1.10.1"]["verdict"] == atomic["1.11.0"]["verdict"] == "inferred"
    assert bvh["1.11.0"]["verdict"] == "not measured"
    stack = collected["warp-bvh-shared-stack"]
    assert stack["1.11.0"].native["BVH_QUERY_STACK_SIZE"] == stack["1.19.0"].native["BVH_QUERY_STACK_SIZE"]
    assert "".join(stack["1.19.0"].native["BVH_QUERY_STACK_SIZE"]) == "#defineBVH_QUERY_STACK_SIZE(32)"
