"""A prediction put in place of the recorded piece of the translation unit Warp compiles.

The recorded unit is laid out as header | helpers | forward kernel | backward kernel | (CPU only)
forward entry points | backward entry points (``harness/warp_api.generate_codes``); a target
column is its piece's spans joined (``cpu_forward`` = forward kernel + forward entry points). The
spliced unit is header + helpers + forward + backward, each piece as its column holds it, the
predicted target's piece replaced by the prediction (its hashed names given the row's hashes,
``canonical.restore_hashes``). For CUDA that is Warp's unit byte for byte when the prediction is
the column; for the CPU it moves the forward entry points ahead of the backward kernel, which
C++ allows (the argument struct opens the forward kernel, before every use).
"""

from __future__ import annotations

from harness.generate.canonical import hashed_names, restore_hashes
from harness.generate.golden import GoldenCase

PIECES = ("helpers", "forward", "backward")


def device_of(target: str) -> str:
    """``cpu`` or ``cuda``: the translation unit a target column belongs to."""
    return target.split("_", 1)[0]


def spliced_unit(case: GoldenCase, target: str, code: str) -> str:
    """The unit to build for ``code`` predicted as ``target`` of ``case``. Raises KeyError /
    ValueError when the case's recorded sections do not hold the target."""
    return spliced_units(case, {target: code})


def spliced_units(case: GoldenCase, codes: dict[str, str]) -> str:
    """The unit with several predicted pieces of one device at once (``{target: code}``, e.g. a
    row's ``cpu_forward`` and ``cpu_backward``): each replaces its own piece."""
    devices = {device_of(t) for t in codes}
    if len(devices) != 1:
        raise ValueError(f"targets {sorted(codes)} are not of one device")
    device = devices.pop()
    unit = case.modules[device]
    sections = case.meta["sections"][device]
    header = unit[: sections["helpers"][0][0]]
    parts = {name: case.piece(device, name) for name in PIECES}
    names = hashed_names(unit)
    for target, code in codes.items():
        piece = target.split("_", 1)[1]
        if piece not in ("forward", "backward"):
            raise ValueError(f"target {target!r} is not a forward or backward piece")
        parts[piece] = restore_hashes(code, names)
    return header + "".join(parts[name] for name in PIECES)
