"""A captured launch that passes one array of floats twice, checked with the two places given distinct arrays.

A package may hand a kernel one array as two parameters (``x_in`` and ``x_out`` of one buffer, one array
read through two names; harness/validate/captured.py ``shares_memory``). Finite differences move both
places at once, the adjoint splits them: the check cannot weigh one against the other as launched.
:func:`distinct` gives each place its own array holding the same values and launches the kernel both
ways: where every array ends the same, the kernel computes on the distinct arrays what it computed on the
shared one, and its gradient is checked there (the roles of the places those arrays now have: the one
the kernel wrote an output, the others inputs). Where a thread reads an element that another thread
wrote through the other name, the two launches differ and the row stays "n/a", saying so.

:func:`finish` words the label. A shared array the launch only read: the check's verdict stands (Warp's
adjoint adds the derivatives through both places into that array's one gradient, the derivative of the
launch as made). A shared array the launch wrote: the launch updates it in place, and Warp's adjoint
of that is not the update's derivative (its documentation, "Array Overwrites"), so a pass on the
distinct arrays is that documented limitation, confirmed by the rewrite, as for an in-place kernel
(harness/validate/inplace.py).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace

import numpy as np
import warp as wp

from harness import warp_api
from harness.validate import captured, replay, runtime
from harness.validate.explain import CONFIRMED


@dataclass
class Distinct:
    """The first captured launch with its shared float arrays made distinct."""

    host: list  # HostArg per parameter, no Shared float array left
    shared: list[str]  # "a and b" per pair made distinct
    written: list[str]  # the shared arrays (their first place) the aliased launch changed


def _value_at(host: list, path: str):
    first, *rest = path.split(".")
    value = next(h.value for h in host if h.spec.name == first)
    for name in rest:
        value = value[name]
    return value


def _is_float(value) -> bool:
    return isinstance(value, np.ndarray) and value.dtype.kind == "f" and not value.dtype.names


def _pairs(host: list) -> list[tuple[str, str]]:
    """(first place, other place) of every Shared float array, struct fields included."""
    found = []

    def visit(value, path: str) -> None:
        if isinstance(value, runtime.Shared):
            if _is_float(_value_at(host, value.path)):
                found.append((value.path, path))
        elif isinstance(value, dict):
            for name, v in value.items():
                visit(v, f"{path}.{name}")

    for h in host:
        visit(h.value, h.spec.name)
    return found


def _arrays(host: list, args) -> dict[str, np.ndarray]:
    """Path -> a copy of the contents of every array of the launch (struct fields included)."""
    found = {}

    def visit(value, obj, path: str) -> None:
        if isinstance(value, dict):
            for name, v in value.items():
                visit(v, getattr(obj, name, None), f"{path}.{name}")
        elif isinstance(obj, wp.array):
            found[path] = obj.numpy().copy()

    for h, a in zip(host, args, strict=True):
        visit(h.value, a, h.spec.name)
    return found


def _launch(kernel, spec, host: list, block_dim: int) -> tuple[dict, dict]:
    """(every array before, after) one launch on fresh arrays holding ``host``'s values."""
    args = runtime.to_warp(host, kernel)
    before = _arrays(host, args)
    runtime.launch(kernel, spec, args, block_dim)
    wp.synchronize_device("cpu")
    return before, _arrays(host, args)


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    # the replay's "close": the same code on the same values, launched twice
    return captured.compare(a, b, replay.REPLAY_RTOL, replay.REPLAY_ATOL)[0] != "mismatch"


def _changed(before: np.ndarray, after: np.ndarray) -> bool:
    return before.tobytes() != after.tobytes()


def distinct(spec, kernel, host: list, block_dim: int) -> tuple[Distinct | None, str]:
    """(the launch with its shared float arrays made distinct, "") or (None, why it computes otherwise)."""
    pairs = _pairs(host)
    if not pairs:
        return None, "no array of floats is passed twice"
    others = {other for _first, other in pairs}

    def made_distinct(value, path: str):
        if path in others:
            return copy.deepcopy(_value_at(host, value.path))
        if isinstance(value, dict):
            return {name: made_distinct(v, f"{path}.{name}") for name, v in value.items()}
        return value

    declared = dict(warp_api.kernel_arguments(runtime.concrete_for(kernel, [h.spec for h in host])))
    apart = []
    for h in host:
        value = made_distinct(h.value, h.spec.name)
        if h.spec.name in others:  # a top-level place: an array of its own, shaped as the array it shares
            _scalar, comp = warp_api.value_type_parts(declared[h.spec.name].dtype)
            shape = value.shape[: value.ndim - len(comp)]
            apart.append(runtime.HostArg(replace(h.spec, kind="array", shape=shape), value, True))
        else:
            apart.append(runtime.HostArg(h.spec, value, h.is_float))
    before_shared, after_shared = _launch(kernel, spec, host, block_dim)
    before, after = _launch(kernel, spec, apart, block_dim)
    groups: dict[str, list[str]] = {}
    for first, other in pairs:
        groups.setdefault(first, [first]).append(other)
    members = {p for group in groups.values() for p in group}
    for path, value in after_shared.items():
        if path not in members and path in after and not _same(after[path], value):
            return None, f"{path} ends otherwise"
    written, changed = [], set()
    for first, group in groups.items():
        ended = after_shared[first]
        moved = [p for p in group if _changed(before[p], after[p])]
        if _changed(before_shared[first], ended):
            written.append(first)
            if not moved or not all(_same(after[p], ended) for p in moved):
                return None, f"{' and '.join(group)} end otherwise than the array they share"
        elif moved:
            return None, f"{' and '.join(moved)} change, the array they share does not"
        changed.update(moved)
    # Roles as for a captured array (captured.roles): changed and only stored into is an output, changed
    # and read too is updated in place (checked on the split copy), unchanged an input.
    stored_only = captured._stored_only(spec.source, spec.kernel_name.split(".")[-1])
    for i, h in enumerate(apart):
        if h.spec.name in members and h.spec.kind == "array":
            role = ("out" if h.spec.name in stored_only else "inout") if h.spec.name in changed else "in"
            apart[i] = replace(h, spec=replace(h.spec, role=role))
    return Distinct(apart, [f"{a} and {b}" for a, b in pairs], written), ""


def finish(record: dict, made: Distinct) -> None:
    """The record's gradient label and reason for a check on the distinct arrays (``made``): the check's
    reason first (an "n/a" is tallied by its opening), then how the launch was checked."""
    shared = "; ".join(made.shared)
    reason = record["gradcheck_reason"]
    if not made.written:
        record["gradcheck_reason"] = (
            f"{reason}; the captured launch passes one array twice ({shared}) and only reads it: checked with each "
            "place given an array of its own holding the same values (Warp's adjoint adds the derivatives through "
            "both places into the one array's gradient)"
        )
        return
    text = (
        f"the captured launch passes one array twice ({shared}) and writes it ({', '.join(made.written)}): it "
        "updates the array in place, and Warp's adjoint does not separate the values read from those written "
        "(Warp's documentation, 'Array Overwrites'); with each place given an array of its own holding the same "
        "values, the kernel computes the launch's outputs"
    )
    if record["gradcheck"] == "pass":
        record["gradcheck"], record["gradcheck_max_error"] = "limitation", None
        record["gradcheck_reason"] = f"{CONFIRMED}: {text}, and its adjoint agrees: {reason}"
    else:
        record["gradcheck_reason"] = f"{reason}; {text}"
