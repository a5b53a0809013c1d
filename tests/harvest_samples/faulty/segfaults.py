"""A module that dies at import with a segmentation fault: a finding for it, not the end of the harvest."""

import os
import signal

import warp as wp


@wp.kernel
def never_harvested(x: wp.array(dtype=float)):
    x[wp.tid()] = 1.0


os.kill(os.getpid(), signal.SIGSEGV)
