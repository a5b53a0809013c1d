"""The recorder of `make harvest RUN=...`: what a package's own code launches its kernels with.

Installed on every way Warp launches a kernel from Python (``wp.launch`` and ``wp.launch_tiled``,
the latter through the former; harness/warp_api/ ``launches_observed``), in a capture worker
only (harness/harvest/capture_worker.py), around the package's tests or examples. For each
concrete kernel of the code being harvested (a generic kernel's overload counts as its own) it
keeps the first ``Limits.launches`` distinct forward launches on the CPU: the launch dimensions,
the block size, every argument (arrays with dtype, shape and contents; structs field by field,
nested; scalars, vectors and matrices) and the contents of every array the launch changed
(``harness/validate/captured.py`` has the format). A launch recorded as an object
(``record_cmd=True``) is seen each time it is replayed, with the arguments it holds then. Not seen:
adjoint launches (a tape's backward), a recorded launch whose arguments cannot be read back (one set
from a raw ctypes value), graphs replayed, launches on other devices than the CPU; each is counted,
not kept.

An array passed twice (two arguments, or an argument and a struct's field, holding the same array)
is kept once and named again as an alias of its first place: a replay passes the same array there.

Left out, with the reason counted per kernel (``left_out``): an argument over
``argument_mb``, a ``uint64`` value (an object's address: a mesh, BVH or volume id, which a
replay cannot rebuild), an array (or a struct's array field) holding the id of a live mesh, BVH,
volume or hash grid among its 64-bit integers (``warp_api.live_object_ids``: a replay in another
process would follow the address into nothing), indexed and fabric arrays, two arguments that
share memory as different views of it, and what would take the file's captures past ``file_mb``.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from dataclasses import dataclass, field

import numpy as np
import warp as wp

from harness import warp_api
from harness.harvest.worker import kernel_name
from harness.validate.captured import compress, digest


@dataclass(frozen=True)
class Limits:
    argument_mb: float = 16.0  # raw bytes of one argument (an array; a struct's values together)
    launches: int = 3  # distinct launches kept per kernel
    file_mb: float = 256.0  # compressed bytes one test file (or example, or command) may keep


class LeftOut(Exception):
    """A launch that is not kept; the message is the reason counted."""


class CutShort(BaseException):
    """Raised at a launch of a test cut short by ``Pace``: a BaseException, so that the package's own
    ``except Exception`` does not take it for a failure to handle; pytest and unittest end the test."""


class Pace:
    """RUN_TEST_S: a test that ran ``test_s`` seconds without launching a kernel of the harvested code
    not launched before (in this process, or in ``known``: names launched before it started) is cut
    short at its next launch, and so is every launch of that test after it. A test's later launches
    mostly repeat its first ones (a simulation's steps); the file's next test starts at once.

    The clock starts again at ``restart`` (each test) and after each new kernel's launch has
    returned (its module's build is not counted). Between ``stop`` and ``restart`` (outside a test:
    collection, the case making after the run) nothing is cut."""

    def __init__(self, test_s: float, keep, known=(), *, active: bool = True):
        self.test_s, self.keep = test_s, keep
        self.launched: set[str] = set(known)
        self.other: set[str] = set()  # names of kernels outside the harvested code
        self.cuts = 0  # tests cut short so far
        self.restart()
        self.active = active

    def restart(self) -> None:
        self.since, self.cut, self.active = time.monotonic(), False, True

    def stop(self) -> None:
        self.active = False

    def before(self, kernel) -> bool:
        """Whether ``kernel`` is new; raises CutShort once the test's time without one is spent."""
        name = kernel_name(kernel)
        if name not in self.launched and name not in self.other:
            if self.keep(kernel):
                self.launched.add(name)
                return True
            self.other.add(name)
        if self.active and self.test_s and (self.cut or time.monotonic() - self.since >= self.test_s):
            self.cuts += not self.cut
            self.cut = True
            raise CutShort(f"RUN_TEST_S={self.test_s:g}: no new kernel launched for {self.test_s:g} s")
        return False

    def after(self, new: bool) -> None:
        if new:
            self.since = time.monotonic()


@dataclass
class Captured:
    """What one concrete kernel's launches gave."""

    kernel: object
    concrete: object
    config: dict  # wp.config when it was first launched: its code is generated under it
    launches: list = field(default_factory=list)
    signatures: set = field(default_factory=set)
    seen: int = 0  # forward CPU launches, kept or not
    left_out: Counter = field(default_factory=Counter)


class Recorder:
    """Observes launches (``observe`` for ``warp_api.launches_observed``); ``keep(kernel)`` says
    whether a kernel is the harvested code's."""

    def __init__(self, limits: Limits, keep, pace: Pace | None = None):
        self.limits = limits
        self.keep = keep
        self.pace = pace
        self.kernels: dict[int, Captured] = {}
        self.blobs: dict[str, bytes] = {}
        self.bytes = 0
        self.not_seen: Counter = Counter()  # launches not looked at, by why
        self.outside: Counter = Counter()  # launches of kernels outside the harvested code, by module
        self.names: dict[int, tuple[object, str]] = {}  # id(Warp type) -> (the type, its name)
        self.refusals: dict[int, tuple[object, str]] = {}  # id(concrete kernel) -> (it, _refused)

    def observe(self, launch: warp_api.Launch, run):
        if self.pace is None:
            return self._observe(launch, run)
        new = self.pace.before(launch.kernel)
        try:
            return self._observe(launch, run)
        finally:
            self.pace.after(new)

    def _observe(self, launch: warp_api.Launch, run):
        kernel = launch.kernel
        why = "adjoint" if launch.adjoint else "record_cmd: arguments not readable" if launch.record_cmd else ""
        why = why or ("graph-capture" if launch.capturing else "")
        if not why and launch.device != "cpu":
            why = f"device {launch.device}"
        if why:
            self.not_seen[why] += 1
            return run()
        if not self.keep(kernel):
            # a function made at run time may have no module (newton's implicit MPM builds its kernels' functions)
            self.outside[getattr(kernel.func, "__module__", None) or "(no module)"] += 1
            return run()
        entry = self.kernels.get(id(launch.concrete))
        if entry is None:
            entry = Captured(kernel, launch.concrete, warp_api.config_snapshot())
        if len(entry.launches) >= self.limits.launches:
            return self._counted(entry, run)
        try:
            args, values, arrays = self._before(launch)
        except LeftOut as error:
            result = self._counted(entry, run)
            entry.left_out[str(error)] += 1
            return result
        # Packages launch one kernel thousands of times with the same arguments: such a launch is told
        # from those kept by a plain hash of its values, and only a new one is named and kept.
        fingerprint = _fingerprint(launch, args, values)
        if fingerprint in entry.signatures:
            return self._counted(entry, run)  # the same launch again
        named = [digest(v) for v in values]  # before the launch changes its arrays
        result = self._counted(entry, run)
        wp.synchronize_device("cpu")
        shas = [sha for sha, _raw in named]
        kept = {
            "device": launch.device,
            "dim": list(launch.dim),
            "block_dim": launch.block_dim,
            "args": [_with_names(a, shas) for a in args],
        }
        after, changed, roles = {}, [], {}
        for path, array, index, zeros in arrays:
            sha, raw = digest(array.numpy())
            if sha != shas[index]:
                changed.append(path)
                after[path] = sha
                self._blob(sha, raw)
                if "." not in path:
                    roles[path] = "out" if zeros else "inout"
        try:
            self._commit(dict(named))
        except LeftOut as error:
            entry.left_out[str(error)] += 1
            return result
        entry.signatures.add(fingerprint)
        roles = {a["name"]: roles.get(a["name"], "in") for a in args}
        entry.launches.append({**kept, "after": after, "changed": changed, "roles": roles})
        return result

    def _counted(self, entry: Captured, run):
        """Launch; a launch Warp refuses (a test that checks Warp rejects a kernel) is not counted."""
        result = run()
        entry.seen += 1
        self.kernels.setdefault(id(entry.concrete), entry)
        return result

    # ---- values

    def _blob(self, sha: str, raw: bytes) -> None:
        if sha not in self.blobs:
            self.blobs[sha] = data = compress(raw)
            self.bytes += len(data)

    def _commit(self, pending: dict[str, bytes]) -> None:
        """Keep the values ``pending`` names (sha -> ``.npy`` bytes), or none of them if they would take
        the file's captures past ``file_mb``."""
        new = {sha: compress(raw) for sha, raw in pending.items() if sha not in self.blobs}
        if self.bytes + sum(len(d) for d in new.values()) > self.limits.file_mb * 1e6:
            raise LeftOut(f"over the {self.limits.file_mb:g} MB of captures a file may keep")
        self.blobs.update(new)
        self.bytes += sum(len(d) for d in new.values())

    def _before(self, launch: warp_api.Launch) -> tuple[list, list, list]:
        """(the launch's arguments, each value a place in the list of values; those values; its arrays).
        Raises LeftOut before any value is named."""
        refused = self._refused(launch.concrete)
        if refused:
            raise LeftOut(refused)
        values: list[np.ndarray] = []  # the arguments' contents, before the launch
        arrays: list[tuple[str, object, int, bool]] = []  # (path, array, its place in values, only zeros before)
        pointers: dict[int, tuple] = {}  # address -> (first path, its view)
        args = []
        for (name, t), value in zip(warp_api.kernel_arguments(launch.concrete), launch.args, strict=True):
            budget = [self.limits.argument_mb * 1e6]
            args.append(self._value(name, name, t, value, values, arrays, pointers, budget))
        return args, values, arrays

    def _value(self, name, path, t, value, values, arrays, pointers, budget) -> dict:
        def store(v: np.ndarray) -> int:
            budget[0] -= v.nbytes
            if budget[0] < 0:
                raise LeftOut(f"argument {path.split('.')[0]}: over {self.limits.argument_mb:g} MB")
            values.append(v)
            return len(values) - 1

        if warp_api.is_array_type(t):
            if value is None:
                return {"name": name, "kind": "none"}
            if not warp_api.is_plain_array(value):
                raise LeftOut(f"argument {path}: a {type(value).__name__} is not captured")
            if str(value.device) != "cpu":
                raise LeftOut(f"argument {path}: an array on {value.device}")
            view = (value.ptr, tuple(value.shape), tuple(value.strides), self._name(t.dtype))
            if value.ptr and value.ptr in pointers:
                first, first_view = pointers[value.ptr]
                if first_view != view:  # another view of the same memory: not replayed
                    raise LeftOut(f"arguments {first} and {path} share memory")
                return {"name": name, "kind": "alias", "of": first}  # the same array again
            if value.ptr:
                pointers[value.ptr] = (path, view)
            contents = value.numpy()
            held = _object_held(contents)
            if held:
                raise LeftOut(f"argument {path}: an array holding a {held}'s id (an object's address)")
            index = store(contents)
            arrays.append((path, value, index, not contents.dtype.names and not contents.any()))
            return {
                "name": name,
                "kind": "array",
                "dtype": self._name(t.dtype),
                "shape": list(value.shape),
                "blob": index,
            }
        if warp_api.is_struct(t):
            fields = [
                self._value(n, f"{path}.{n}", ft, getattr(value, n), values, arrays, pointers, budget)
                for n, ft in warp_api.struct_fields(t).items()
            ]
            return {"name": name, "kind": "struct", "dtype": self._name(t), "fields": fields}
        scalar, shape = warp_api.value_type_parts(t)  # never uint64: ``_refused`` left such a launch out
        value = getattr(value, "value", value)  # a Warp scalar (wp.float32(2.0)) holds its number
        try:
            dtype = np.dtype(wp.dtype_to_numpy(scalar))
            v = np.asarray(list(value) if hasattr(value, "_length_") else value, dtype=dtype).reshape(shape)
        except (TypeError, ValueError) as error:
            raise LeftOut(f"argument {path}: {type(value).__name__} not captured ({error})") from error
        return {"name": name, "kind": "value", "dtype": self._name(t), "blob": store(v)}

    def _refused(self, concrete) -> str:
        """Why every launch of ``concrete`` is left out whatever its values (a uint64 parameter, or
        struct field), else "": such a launch is not looked at."""

        def refused():
            reasons = (_type_refused(t, name) for name, t in warp_api.kernel_arguments(concrete))
            return next(filter(None, reasons), "")

        return _once(self.refusals, concrete, refused)

    def _name(self, t) -> str:
        """``warp_api.type_name(t)``, once per type: a launch names every argument's type."""
        return _once(self.names, t, lambda: warp_api.type_name(t))


def _once(table: dict, obj, make):
    """``make()`` for ``obj``, made once: ``table`` maps id(obj) to (obj, value), ``obj`` held so that its
    id is not another object's later (Warp's types and kernels need not be hashable)."""
    known = table.get(id(obj))
    if known is None or known[0] is not obj:
        known = table[id(obj)] = (obj, make())
    return known[1]


_UINT64 = "argument {path}: a uint64 value (an object's address: mesh, BVH, volume ids)"


def _type_refused(t, path: str) -> str:
    """The reason a value of Warp type ``t`` is never captured, whatever it holds, else ""."""
    if warp_api.is_array_type(t):
        return ""
    if warp_api.is_struct(t):
        fields = (_type_refused(ft, f"{path}.{n}") for n, ft in warp_api.struct_fields(t).items())
        return next(filter(None, fields), "")
    return _UINT64.format(path=path) if warp_api.value_type_parts(t)[0] is wp.uint64 else ""


def _fingerprint(launch: warp_api.Launch, args: list, values: list[np.ndarray]) -> str:
    """Equal for two launches exactly when their records would be: the arguments' form and a hash of
    each value's type, shape and bytes (a plain hash: no ``.npy`` header is written)."""
    h = hashlib.sha256(json.dumps([launch.device, launch.dim, launch.block_dim, args]).encode())
    for v in values:
        contiguous = np.ascontiguousarray(v)
        h.update(f"{contiguous.dtype.descr}{contiguous.shape}".encode())
        h.update(contiguous.reshape(-1).view(np.uint8))
    return h.hexdigest()


def _with_names(arg: dict, shas: list[str]) -> dict:
    """A recorded argument with each value's place replaced by the value's name in the store."""
    if "blob" in arg:
        return {**arg, "blob": shas[arg["blob"]]}
    if "fields" in arg:
        return {**arg, "fields": [_with_names(f, shas) for f in arg["fields"]]}
    return arg


def _object_held(contents: np.ndarray) -> str:
    """The class of a live mesh, BVH, volume or hash grid whose id (its address in this process, which
    a replay elsewhere would follow into nothing) one of the 64-bit integers of ``contents`` is, else ""."""
    words = _words64(contents)
    if not words.any():
        return ""
    ids = warp_api.live_object_ids()
    found = np.intersect1d(words, np.fromiter(ids, dtype=np.uint64, count=len(ids)))
    return ids[int(found[0])] if found.size else ""


def _words64(contents: np.ndarray) -> np.ndarray:
    """The 64-bit integers of an array's contents (a struct array's by field), as uint64."""
    if contents.dtype.names:
        parts = [_words64(contents[name]) for name in contents.dtype.names]
        return np.concatenate(parts) if parts else np.empty(0, np.uint64)
    if contents.dtype.kind in "iu" and contents.dtype.itemsize == 8:
        return np.ascontiguousarray(contents).reshape(-1).view(np.uint64)
    return np.empty(0, np.uint64)
