"""The releases each registered Warp bug affects (harness/validate/bugs/affected.json, `make bisect`): the
committed file covers every entry and every release from 1.10.0 to the pin, agrees with itself, and
docs/warp-bugs.md shows it. Reads files only: nothing is installed or run under another release."""

import json

import pytest

from harness.tools import bisect
from harness.validate import bugs

DATA = json.loads(bugs.AFFECTED.read_text())


def test_every_entry_and_every_release_from_the_first_to_the_pin_is_measured():
    assert DATA["pinned"] == bugs.WARP_VERSION
    releases = DATA["releases"]
    assert releases == sorted(releases, key=bisect.key) and len(set(releases)) == len(releases)
    assert releases[0] == bisect.FIRST_RELEASE and bugs.WARP_VERSION in releases
    minors = {tuple(bisect.key(v)[:2]) for v in releases if bisect.key(v) <= bisect.key(bugs.WARP_VERSION)}
    first, pin = bisect.key(bisect.FIRST_RELEASE), bisect.key(bugs.WARP_VERSION)
    assert minors >= {(first[0], m) for m in range(first[1], pin[1] + 1)}, "a minor release is missing"
    assert set(DATA["bugs"]) == {b.id for b in bugs.BUGS}
    for bug in bugs.BUGS:
        results = bugs.affected(bug.id).results
        assert sorted(results, key=bisect.key) == releases, bug.id
        assert all(r["verdict"] in bisect.VERDICTS and r["detail"] for r in results.values()), bug.id


@pytest.mark.parametrize("bug", bugs.BUGS, ids=[b.id for b in bugs.BUGS])
def test_the_summary_follows_from_the_results(bug):
    entry = DATA["bugs"][bug.id]
    assert {k: entry[k] for k in ("affected", "first_bad", "before_first_bad", "fixed_after_pin")} == bisect.summarize(
        entry["results"], DATA["pinned"]
    )
    releases = bugs.affected(bug.id)
    assert releases.affected == tuple(entry["affected"]) and releases.first_bad == entry["first_bad"]
    if "cpu" in bug.targets:  # a registered bug reproduces on the pin (a GPU-only one where a GPU was found)
        assert releases.first_bad is not None, bug.id


def test_the_file_is_written_deterministically_and_the_docs_show_it():
    assert bugs.AFFECTED.read_bytes() == bisect.encode(DATA)
    docs = bisect.DOCS.read_text()
    assert bisect.render_docs(docs, DATA) == docs, "docs/warp-bugs.md is out of date: run make bisect"
    for bug_id, entry in DATA["bugs"].items():
        assert bisect.render(entry, DATA["pinned"]) in docs, bug_id


def test_first_bad_release_is_the_start_of_the_run_that_ends_at_the_pin():
    r = {"verdict": "reproduces", "detail": "x"}
    no = {"verdict": "does not reproduce", "detail": "x"}
    cannot = {"verdict": "cannot run", "detail": "x"}
    results = {"1.10.0": r, "1.11.0": no, "1.12.0": cannot, "1.13.0": r, "1.14.0": r, "1.15.0": no}
    summary = bisect.summarize(results, "1.14.0")
    assert summary == {
        "affected": ["1.10.0", "1.13.0", "1.14.0"],
        "first_bad": "1.13.0",
        "before_first_bad": "cannot run",
        "fixed_after_pin": "1.15.0",
    }
    assert bisect.summarize({"1.10.0": r, "1.11.0": no}, "1.11.0")["first_bad"] is None
    assert bisect.summarize({"1.10.0": r, "1.11.0": r}, "1.11.0")["before_first_bad"] is None


def test_releases_not_measured_are_skipped_not_taken_for_a_fix(monkeypatch, tmp_path):
    """A GPU-only entry measured on a lease that carried two releases: the others are "not measured",
    the first bad release comes from the measured ones, and the docs say the rest are assumed."""
    r = {"verdict": "reproduces", "detail": "x"}
    run = {"results": {"warp-bvh-shared-stack": {"1.10.0": r, "1.12.0": r}}, "note": "the lease carried two"}
    monkeypatch.setattr(bugs, "AFFECTED", tmp_path / "affected.json")
    other = {"results": {v: r for v in ("1.10.0", "1.11.0", "1.12.0")}}
    committed = {"releases": ["1.10.0", "1.11.0", "1.12.0"], "bugs": {"warp-mod-float-adjoint": other}}
    (tmp_path / "affected.json").write_text(json.dumps(committed))
    # Asked for fewer releases than the file holds (an index that lists only the pin): nothing is dropped.
    data = bisect.merged(run["results"], ["1.12.0"], run["note"])
    assert data["releases"] == ["1.10.0", "1.11.0", "1.12.0"]
    assert data["bugs"]["warp-mod-float-adjoint"]["results"] == other["results"]
    entry = data["bugs"]["warp-bvh-shared-stack"]
    assert entry["results"]["1.11.0"] == {"verdict": "not measured", "detail": "the lease carried two"}
    assert entry["affected"] == ["1.10.0", "1.12.0"] and entry["first_bad"] == "1.10.0"
    text = bisect.render(entry, "1.12.0")
    assert "1.10.0 or older" in text and "assumed affected" in text and "1.11.0: not measured" in text
