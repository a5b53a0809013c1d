"""Warp's objects a kernel reaches by address: meshes, BVHs, volumes, hash grids.

A kernel takes one by its ``id``, a ``uint64`` holding the address of the native object in this
process; a capture of that number means nothing in another one (a replay that follows it crashes).
``live_object_ids`` says which numbers are such addresses now.
"""

from __future__ import annotations

import gc
import weakref

import warp as wp

# The classes whose ``id`` a kernel's builtins take (mesh_*, bvh_*, volume_*, hash_grid_*).
ADDRESSED = (wp.Mesh, wp.Bvh, wp.Volume, wp.HashGrid)

_live: weakref.WeakSet | None = None


def live_object_ids() -> dict[int, str]:
    """The id of every live mesh, BVH, volume and hash grid of this process -> its class's name.

    The first call starts following them for the rest of the process: the objects alive then (one
    walk of the garbage collector's objects, a fraction of a second), and every one made after
    (each class's ``__new__``, which all ways of making one go through, notes it), so a later call
    costs only the objects alive. Ids are read at each call: a volume gets its id after it is made.
    """
    global _live
    if _live is None:
        live = weakref.WeakSet(o for o in gc.get_objects() if isinstance(o, ADDRESSED))
        for cls in ADDRESSED:
            _note_new(cls, live)
        _live = live
    return {int(o.id): type(o).__name__ for o in list(_live) if getattr(o, "id", None)}


def _note_new(cls, live: weakref.WeakSet) -> None:
    made = cls.__dict__["__new__"]  # Warp defines one on each (it sets ``id`` to None)
    real = made.__func__ if isinstance(made, staticmethod) else made

    def __new__(c, *args, **kwargs):
        instance = real(c, *args, **kwargs)
        live.add(instance)
        return instance

    cls.__new__ = staticmethod(__new__)
