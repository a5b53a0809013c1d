"""Captured launches: the values a package's own code launched a kernel with, and what it wrote.

`make harvest RUN=tests` (harness/harvest/capture.py) records real launches; this module holds
what reads them back, for the ladder's replay (``run_cpu`` on captured inputs) and for
`make eval`. A case's spec carries its launches in ``spec.extra["capture"]``::

    {"launches": [{"device": "cpu", "dim": [..], "block_dim": n,
                   "args": [{"name", "kind": "array", "dtype", "shape", "blob"},
                            {"name", "kind": "value", "dtype", "blob"},
                            {"name", "kind": "struct", "dtype", "fields": [<the same, by field>]},
                            {"name", "kind": "none"},
                            {"name", "kind": "alias", "of": "<arg>" or "<arg>.<field>..."}],
                   "after": {"<arg>" or "<arg>.<field>...": blob of its contents after the launch},
                   "changed": ["<path>", ...],
                   "roles": {"<arg>": "in" | "out" | "inout"}}]}

An ``alias`` is an array the launch was given twice (two arguments, an argument and a struct's
field): the same array as at its first place, ``of``. An array argument the launch changed is ``out`` when it held only zeros before (what it held did
not matter), ``inout`` otherwise; every other argument is ``in``. ``roles`` reads them, an array
the kernel's code only stores into counted as ``out``.

Every value is a blob: its ``.npy`` bytes (numpy's format, no pickles), compressed with zlib,
stored once under the SHA-256 of those bytes (``STORE_DIR/<sha[:2]>/<sha>.npy.z``), so the
arrays many launches share are stored once. The store sits beside the cases folder
(``OUT/captures`` for ``OUT/cases``) and ships with the export.
"""

from __future__ import annotations

import ast
import hashlib
import io
import re
import zlib
from dataclasses import replace
from pathlib import Path

import numpy as np

from harness import outdir

STORE_DIR = "captures"
SUFFIX = ".npy.z"


class NotReplayable(Exception):
    """A capture that cannot be turned into launch arguments here (the message says why)."""


def digest(value: np.ndarray) -> tuple[str, bytes]:
    """(its SHA-256 over the ``.npy`` bytes, those bytes) of one value: its name in a store."""
    buffer = io.BytesIO()
    np.lib.format.write_array(buffer, np.ascontiguousarray(value), allow_pickle=False)
    raw = buffer.getvalue()
    return hashlib.sha256(raw).hexdigest(), raw


def compress(raw: bytes) -> bytes:
    """A value's ``.npy`` bytes as a store keeps them."""
    return zlib.compress(raw, 6)


def encode(value: np.ndarray) -> tuple[str, bytes]:
    """(its SHA-256 over the ``.npy`` bytes, the compressed bytes) of one value."""
    sha, raw = digest(value)
    return sha, compress(raw)


def decode(data: bytes) -> np.ndarray:
    return np.lib.format.read_array(io.BytesIO(zlib.decompress(data)), allow_pickle=False)


def blob_path(store: Path, sha: str) -> Path:
    return Path(store) / sha[:2] / (sha + SUFFIX)


def write_blob(store: Path, sha: str, data: bytes) -> None:
    """Store one blob (content-addressed: present already means the same bytes)."""
    path = blob_path(store, sha)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        outdir.write_atomic(path, data, durable=False)


def read_blob(store: Path | None, sha: str) -> np.ndarray:
    if store is None:
        raise NotReplayable("no capture store (OUT/captures) to read the captured values from")
    try:
        data = blob_path(store, sha).read_bytes()
    except OSError as error:
        raise NotReplayable(f"captured value {sha[:12]} is missing from {store}: {error.strerror}") from error
    # The digest is over the stored .npy bytes themselves: writing the value read back out again need
    # not give them (a struct array's padded dtype is written back without its padding).
    try:
        raw = zlib.decompress(data)
    except zlib.error as error:
        raise NotReplayable(f"captured value {sha[:12]} in {store} is damaged ({error})") from error
    if hashlib.sha256(raw).hexdigest() != sha:
        raise NotReplayable(f"captured value {sha[:12]} in {store} is damaged (its content has another digest)")
    return np.lib.format.read_array(io.BytesIO(raw), allow_pickle=False)


def blobs_of(capture: dict) -> list[str]:
    """Every blob a capture refers to, in order, each once."""
    found: list[str] = []

    def arg(a: dict) -> None:
        if "blob" in a:
            found.append(a["blob"])
        for f in a.get("fields", ()):
            arg(f)

    for launch in capture.get("launches", ()):
        for a in launch["args"]:
            arg(a)
        found += list(launch.get("after", {}).values())
    return list(dict.fromkeys(found))


def inputs_origin(spec) -> str:
    """Where a case's run inputs come from: ``captured`` (the package's own launches), ``described``
    (drawn from a launch description: the generator's, or the one the harvest read from the kernel),
    ``none``."""
    if launches(spec):
        return "captured"
    return "described" if spec.launch_dim else "none"


def launches(spec) -> list[dict]:
    return list((spec.extra.get("capture") or {}).get("launches", ()))


def roles(spec, index: int) -> dict[str, str]:
    """The arguments' roles in captured launch ``index``: as the capture saw them (``out`` for a
    changed array that held only zeros, ``inout`` for another changed one, else ``in``), with a
    changed array the kernel's code only stores into (``a[i] = ...``: never read, never passed on)
    an ``out`` too: what it held before the launch reaches no output."""
    seen = dict(launches(spec)[index].get("roles", {}))
    written = _stored_only(spec.source, spec.kernel_name.split(".")[-1])
    return {name: "out" if role == "inout" and name in written else role for name, role in seen.items()}


def with_roles(spec):
    """``spec`` with its arrays' roles those of its first captured launch (``roles``), as the replay
    launches it; a case without a capture as it is."""
    if not launches(spec):
        return spec
    seen = roles(spec, 0)
    return replace(
        spec, args=tuple(replace(a, role=seen.get(a.name, "in")) if a.kind == "array" else a for a in spec.args)
    )


def _stored_only(source: str, kernel_name: str) -> frozenset[str]:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return frozenset()
    found = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == kernel_name]
    if len(found) != 1:
        return frozenset()
    function = found[0]
    stores = {
        id(t.value)
        for n in ast.walk(function)
        if isinstance(n, ast.Assign)
        for t in n.targets
        if isinstance(t, ast.Subscript)
    }
    uses: dict[str, list[bool]] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Name):
            uses.setdefault(node.id, []).append(id(node) in stores)
    return frozenset(a.arg for a in function.args.args if uses.get(a.arg) and all(uses[a.arg]))


# Integer and boolean dtypes (``type_name``'s spelling): an array of them carries no derivative.
_NOT_DIFFERENTIABLE = re.compile(r"^(u?int(8|16|32|64)|(warp\._src\.types\.)?bool|(vec|mat)\d+(u?[ib]|ui|u)\d*)$")


def shares_memory(spec) -> str:
    """Why a captured case's gradient cannot be checked when its first launch passes one array of
    floating-point values twice (its derivatives through the two places cannot be taken apart), else
    "". An integer array passed twice (start and count indices, say) carries no derivative."""
    found = []
    dtypes: dict[str, str] = {}

    def visit(a: dict, path: str) -> None:
        dtypes[path] = a.get("dtype", "")
        if a["kind"] == "alias" and not _NOT_DIFFERENTIABLE.match(dtypes.get(a["of"], "")):
            found.append(f"{a['of']} and {path}")
        for f in a.get("fields", ()):
            visit(f, f"{path}.{f['name']}")

    for a in launches(spec)[0]["args"] if launches(spec) else ():
        visit(a, a["name"])
    if not found:
        return ""
    return f"the captured launch passes one array twice ({'; '.join(found)}): its derivatives cannot be taken apart"


def launch_spec(spec, index: int):
    """``spec`` set for its captured launch ``index``: launch dimensions and block size as the package
    launched it (the case id keeps the launch apart in seeds drawn from it)."""
    launch = launches(spec)[index]
    extra = {k: v for k, v in spec.extra.items() if k != "launch"}
    extra["block_dim"] = int(launch["block_dim"])
    case_id = spec.case_id if index == 0 else f"{spec.case_id}#launch{index}"
    return replace(spec, case_id=case_id, launch_dim=tuple(int(d) for d in launch["dim"]), extra=extra)


def host_args(spec, kernel, index: int, store: Path | None) -> list:
    """The kernel's arguments of captured launch ``index`` as host values. Raises NotReplayable."""
    from harness import warp_api  # here: the export reads captures' digests without importing Warp
    from harness.validate.runtime import HostArg, Shared, concrete_for

    launch = launches(spec)[index]
    declared = warp_api.kernel_arguments(concrete_for(kernel, spec.args))
    if [a["name"] for a in launch["args"]] != [n for n, _ in declared]:
        raise NotReplayable("the captured arguments are not the kernel's parameters")
    roles_seen = roles(spec, index)
    host = []
    for (name, t), a, s in zip(declared, launch["args"], spec.args, strict=True):
        kind = a["kind"]
        role = roles_seen.get(name, "in")
        if kind == "none":
            host.append(HostArg(replace(s, role="in"), None, False))
        elif kind == "alias":
            host.append(HostArg(replace(s, kind="array", role="in"), Shared(a["of"]), False))
        elif kind == "array":
            value = read_blob(store, a["blob"])
            is_float = value.dtype.kind == "f" and not warp_api.is_struct(t.dtype)
            host.append(HostArg(replace(s, kind="array", shape=tuple(a["shape"]), role=role), value, is_float))
        elif kind == "struct":
            host.append(HostArg(replace(s, kind="struct", role="in"), _fields(a, store), False))
        elif kind == "value":
            value = read_blob(store, a["blob"])
            host.append(HostArg(replace(s, kind="scalar", role="in"), value, value.dtype.kind == "f"))
        else:
            raise NotReplayable(f"argument {name}: captured kind {kind!r} is not replayable")
    return host


def _fields(a: dict, store: Path | None) -> dict:
    from harness.validate.runtime import Shared

    values = {}
    for f in a["fields"]:
        if f["kind"] == "struct":
            values[f["name"]] = _fields(f, store)
        elif f["kind"] == "none":
            values[f["name"]] = None
        elif f["kind"] == "alias":
            values[f["name"]] = Shared(f["of"])
        else:
            values[f["name"]] = read_blob(store, f["blob"])
    return values


def expected_before_after(spec, index: int, store: Path | None) -> dict[str, np.ndarray]:
    """Path (``arg`` or ``arg.field...``) -> the contents the package's own launch ``index`` left in
    each array it was given: what it wrote in those it changed, the values it was given in the others."""
    launch = launches(spec)[index]
    after = launch.get("after", {})
    found: dict[str, np.ndarray] = {}

    def visit(a: dict, path: str) -> None:
        if a["kind"] == "array":
            found[path] = read_blob(store, after.get(path, a["blob"]))
        for f in a.get("fields", ()):
            visit(f, f"{path}.{f['name']}")

    for a in launch["args"]:
        visit(a, a["name"])
    return found


def value_at(args: list, names: list[str], path: str) -> np.ndarray:
    """The contents of the array at ``path`` among launch arguments ``args`` (named ``names``)."""
    first, *rest = path.split(".")
    value = args[names.index(first)]
    for name in rest:
        value = getattr(value, name)
    return value.numpy()


def compare(got: np.ndarray, want: np.ndarray, rtol: float, atol: float) -> tuple[str, float]:
    """(``match``: the same bits, ``close``: floating-point values within tolerance, ``mismatch``;
    the largest difference relative to max(1, |want|))."""
    if got.shape != want.shape or got.dtype != want.dtype:
        return "mismatch", float("inf")
    if got.tobytes() == want.tobytes():
        return "match", 0.0
    if got.dtype.names:  # a struct array: its fields one by one
        results = [compare(got[n], want[n], rtol, atol) for n in got.dtype.names]
        verdict = "mismatch" if any(r[0] == "mismatch" for r in results) else "close"
        return verdict, max(r[1] for r in results)
    if got.dtype.kind != "f":
        return "mismatch", float(np.max(np.abs(got.astype(np.float64) - want.astype(np.float64)), initial=0.0))
    g, w = got.astype(np.float64), want.astype(np.float64)
    both_nan = np.isnan(g) & np.isnan(w)
    difference = np.where(both_nan, 0.0, np.abs(g - w))
    difference = np.where(np.isinf(w) & (g == w), 0.0, difference)
    error = float(np.max(difference / np.maximum(1.0, np.abs(np.where(np.isfinite(w), w, 0.0))), initial=0.0))
    close = bool(np.all((difference <= atol + rtol * np.abs(np.where(np.isfinite(w), w, 0.0))) | both_nan))
    return ("close" if close else "mismatch"), error
