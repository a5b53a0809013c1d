"""A module that needs an optional package which is not installed."""

import warp as wp

try:
    import harvest_sample_optional_package  # noqa: F401  (deliberately not installed)
except ImportError as error:
    raise ImportError("this sample requires the harvest_sample_optional_package package") from error


@wp.kernel
def never_defined(x: wp.array(dtype=float)):
    x[wp.tid()] = 0.0
