"""First on the PYTHONPATH of the Python processes a capture worker's tests start
(harness/harvest/capture_worker.py, ``record_child``): they record their launches too. The project
joins the end of their import path, so the package's own modules keep precedence."""

import os
import sys

# capture_worker.CHILD_ENV, spelt out: every Python process that finds this file reads it, and only
# those of a capture import the harness.
if os.environ.get("HARNESS_CAPTURE_CHILD"):
    sys.path.append(os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))
    from harness.harvest.capture_worker import record_child

    record_child()
