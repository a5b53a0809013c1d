"""Generation as snapshot tests: each case's Python source and Warp's CPU/CUDA code vs. its goldens.

`make goldens` rewrites snapshots/; `make dataset` runs this same test with --golden-root
pointing at its output folder.
"""

import pytest

from harness.generate.extract import extract
from harness.generate.golden import SUFFIXES, render
from harness.generate.loader import KernelRejected
from harness.generate.snapshot import EXTENSIONS, release


def test_generate(spec, snapshot):
    try:
        extraction = extract(spec)
    except KernelRejected as error:
        pytest.fail(str(error), pytrace=False)
    files = render(extraction)
    for suffix in SUFFIXES:
        assertion = snapshot.use_extension(EXTENSIONS[suffix])
        assert assertion == files[suffix], f"{spec.case_id}.{suffix} differs from its golden"
        release(assertion)
