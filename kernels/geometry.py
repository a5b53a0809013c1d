"""Geometry queries on objects passed as ``wp.uint64`` ids: meshes, BVHs, hash grids, volumes.

Each handle argument's object is described in ``KernelSpec.extra["handles"][name]`` with explicit
numbers (see kernels/spec.py), so whoever runs the kernel builds exactly the object the generator
assumed. Queries are guarded (results read only when ``result`` is true), loops over query
results are bounded by the object's size, and query points stay near the objects.

Every value a kernel takes from a query is one every device computes alike:

- The answer of a closest-point (or furthest-point) query is unique only in its distance, its
  closest point and its sign: where the nearest feature is an edge or vertex shared by several
  faces (a region of positive volume around a mesh), the face and its barycentrics depend on the
  order the query visits the mesh's BVH, which Warp builds differently per device (SAH on the
  CPU, LBVH on CUDA). The kernels read the closest point (``mesh_eval_position`` of the returned
  face and barycentrics), the distance and the sign; never the face's normal or the raw
  barycentrics. Ray hits likewise contribute their distance, sign and hit point.
- Hash-grid candidates are the points of every cell the query box overlaps, a superset of the
  neighbours that depends on where the cell boundaries fall (a rounding residue can move a query
  centre across one); every candidate passes a distance test, so only neighbours within the
  radius contribute, and query centres are offset from the lattice of cell boundaries that simple
  constants fall on.
- On CUDA, Warp keeps the traversal stack of every ``wp.bvh_query_*`` of a thread in one shared
  memory slot (another for ``wp.mesh_query_aabb``/``mesh_query_sphere``): a query created while
  another of the same kind is still iterated overwrites that one's stack (NVIDIA/warp#1258). The
  backward pass creates every query of the kernel before it iterates any of them in reverse, so
  two queries of one kind already make the adjoint traverse a stale stack. A kernel therefore has
  at most one query per shared stack, outside every loop (geometry-000115/116/117 on an H100:
  nested BVH queries in the forward pass, sequential ones in the backward pass).
"""

from __future__ import annotations

from kernels.spec import ArgSpec

# Static shared memory (ptxas rejects a kernel over STATIC_SHARED_LIMIT at its block size). On
# CUDA, Warp keeps BVH traversal stacks in shared memory, strided over the block: every
# ``wp.bvh_query_*`` shares one ``__shared__ int[BVH_QUERY_STACK_SIZE * WP_TILE_BLOCK_DIM]``
# (native/bvh.h, bvh_query), every ``wp.mesh_query_aabb``/``mesh_query_sphere`` another
# (native/mesh.h, mesh_query_shared_stack). Other mesh queries keep their stacks in registers.
STATIC_SHARED_LIMIT = 48 * 1024
BVH_QUERY_STACK_SIZE = 32  # ints per thread (native/bvh.h)
DEFAULT_BLOCK_DIM = 256  # what wp.launch uses on CUDA unless told otherwise
SHARED_STACK_CALLS = {
    "bvh": ("wp.bvh_query_aabb(", "wp.bvh_query_ray(", "wp.bvh_query_sphere(", "wp.bvh_query_capsule("),
    "mesh": ("wp.mesh_query_aabb(", "wp.mesh_query_sphere("),
}


def static_shared_bytes(block_dim: int, stacks: int) -> int:
    """Static shared memory of a non-tile kernel with ``stacks`` shared traversal stacks (0-2):
    Warp's per-block bookkeeping (1 KB + 4 bytes per thread) plus each stack.

    Exact for the kernels the generator makes (sm_90 CUBIN builds, block sizes 64-256)."""
    return 1024 + 4 * block_dim + stacks * BVH_QUERY_STACK_SIZE * 4 * block_dim


def shared_stacks(source: str) -> set[str]:
    """The shared traversal stacks (``"bvh"``, ``"mesh"``) a kernel module's source uses."""
    return {kind for kind, calls in SHARED_STACK_CALLS.items() if any(c in source for c in calls)}


def fits_static_shared(source: str, block_dim: int = DEFAULT_BLOCK_DIM) -> bool:
    """Whether a (non-tile) kernel module's static shared memory fits at ``block_dim``."""
    return static_shared_bytes(block_dim, len(shared_stacks(source))) <= STATIC_SHARED_LIMIT


_TETRA = ([(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)], [(0, 2, 1), (0, 1, 3), (0, 3, 2), (1, 2, 3)])
_OCTA = (
    [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)],
    [(0, 2, 4), (2, 1, 4), (1, 3, 4), (3, 0, 4), (2, 0, 5), (1, 2, 5), (3, 1, 5), (0, 3, 5)],
)
_CUBE = (
    [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)],
    [
        (0, 1, 3),
        (0, 3, 2),
        (4, 6, 7),
        (4, 7, 5),
        (0, 4, 5),
        (0, 5, 1),
        (2, 3, 7),
        (2, 7, 6),
        (0, 2, 6),
        (0, 6, 4),
        (1, 5, 7),
        (1, 7, 3),
    ],
)


# The builtins each kind of mesh query needs beyond those every release has.
_MESH_QUERY_NEEDS = {
    "anyhit": ("mesh_query_ray_anyhit",),
    "count": ("mesh_query_ray_count_intersections",),
    "sphere": ("mesh_query_sphere", "mesh_query_next"),
}


class GeometryMixin:
    """Handle arguments, their object descriptions, and the statements that query them."""

    def _add_handle_args(self) -> None:
        kinds = list(self.policy.geometry)
        if not kinds:
            return
        rng = self.rng
        chosen = rng.sample(kinds, k=rng.choice((1, 1, 2)))
        handles = {}
        # Every handle is queried, so a BVH's shared stack is taken from the start.
        self.shared_stacks = {"bvh"} if "bvh" in chosen else set()
        # Shared stacks a query has already used (one query per stack: see the module docstring).
        self.stack_queries: set[str] = set()
        for kind in sorted(chosen, key=kinds.index):
            name = {"mesh": "mesh", "bvh": "bvh", "hash_grid": "grid", "volume": "volume"}[kind]
            if kind == "hash_grid":
                self.args.append(ArgSpec("pts", "array", "vec3", (self.n_points,), (-1.0, 1.0), "in"))
                self.arrays["pts"] = ("vec3", 1)
            self.args.append(ArgSpec(name, "handle", "uint64", (), None, "in"))
            handles[name] = getattr(self, f"_describe_{kind}")()
            self.handles[name] = kind
        self.extra["handles"] = handles
        self.na_reasons.append("geometry queries: results are piecewise constant in the query inputs")

    n_points = 16

    # ---------------------------------------------------------- descriptions
    def _r(self, v: float) -> float:
        return round(v, 3)

    def _describe_mesh(self) -> dict:
        rng = self.rng
        shape = rng.choice(("tetrahedron", "octahedron", "cube", "grid"))
        if shape == "grid":
            n = rng.randint(2, 4)
            pts = [(x / n * 2 - 1, y / n * 2 - 1, 0.0) for y in range(n + 1) for x in range(n + 1)]
            tris = []
            for y in range(n):
                for x in range(n):
                    a = y * (n + 1) + x
                    tris += [(a, a + 1, a + n + 2), (a, a + n + 2, a + n + 1)]
        else:
            pts, tris = {"tetrahedron": _TETRA, "octahedron": _OCTA, "cube": _CUBE}[shape]
        scale = rng.uniform(0.6, 1.4)
        points = [[self._r(c * scale + rng.uniform(-0.1, 0.1)) for c in p] for p in pts]
        velocities = [[self._r(rng.uniform(-1.0, 1.0)) for _ in range(3)] for _ in pts]
        self.mesh_faces = len(tris)
        self.mesh_points = len(pts)
        described = {
            "type": "mesh",
            "shape": shape,
            "points": points,
            "indices": [i for t in tris for i in t],
            "velocities": velocities,
            "support_winding_number": True,
            "groups": [rng.randint(0, 1) for _ in tris],
        }
        if not self._has_feature("mesh_groups", record=False):  # drawn all the same: the same stream
            del described["groups"]
        return described

    def _describe_bvh(self) -> dict:
        rng = self.rng
        n = rng.randint(4, 12)
        lowers, uppers = [], []
        for _ in range(n):
            c = [rng.uniform(-1.5, 1.5) for _ in range(3)]
            h = [rng.uniform(0.1, 0.6) for _ in range(3)]
            lowers.append([self._r(a - b) for a, b in zip(c, h, strict=True)])
            uppers.append([self._r(a + b) for a, b in zip(c, h, strict=True)])
        self.bvh_items = n
        groups = [rng.randint(0, 2) for _ in range(n)]
        if not self._has_feature("bvh_groups", record=False):  # drawn all the same: the same stream
            return {"type": "bvh", "lowers": lowers, "uppers": uppers}
        return {"type": "bvh", "lowers": lowers, "uppers": uppers, "groups": groups}

    def _describe_hash_grid(self) -> dict:
        dim = self.rng.choice((4, 8, 16))
        self.grid_radius = self.rng.choice((0.25, 0.5, 0.75))
        return {"type": "hash_grid", "dim": [dim, dim, dim], "points_arg": "pts", "radius": self.grid_radius}

    def _describe_volume(self) -> dict:
        rng = self.rng
        dtype = rng.choice(("float32", "float32", "vec3", "int32"))
        n = 4
        self.volume_dtype = dtype
        count = n * n * n
        if dtype == "float32":
            values = [self._r(rng.uniform(-2.0, 2.0)) for _ in range(count)]
        elif dtype == "vec3":
            values = [[self._r(rng.uniform(-1.0, 1.0)) for _ in range(3)] for _ in range(count)]
        else:
            values = [rng.randint(-5, 5) for _ in range(count)]
        return {
            "type": "volume",
            "dtype": dtype,
            "shape": [n, n, n],
            "values": values,
            "min_world": [-1.0, -1.0, -1.0],
            "voxel_size": 0.5,
            "bg_value": 0 if dtype == "int32" else 0.0,
        }

    def _stack_query_allowed(self, kind: str) -> bool:
        """Whether a query may use shared traversal stack ``kind``: none has, and no loop encloses
        this one (the backward pass would create it once per trip before iterating any)."""
        return kind not in self.stack_queries and not self.loops

    def _take_shared_stack(self, kind: str) -> bool:
        """Use shared traversal stack ``kind`` if the kernel's static shared memory still fits
        and no other query uses it."""
        if not self._stack_query_allowed(kind):
            return False
        self.stack_queries.add(kind)
        if kind in self.shared_stacks:
            return True
        block_dim = self.module_options.get("block_dim", DEFAULT_BLOCK_DIM)
        if static_shared_bytes(block_dim, len(self.shared_stacks) + 1) > STATIC_SHARED_LIMIT:
            self.stack_queries.discard(kind)
            return False
        self.shared_stacks.add(kind)
        return True

    # ------------------------------------------------------------ statements
    def _corner(self, face: str) -> str:
        """The index of one of ``face``'s three vertices: ``f * 3``, ``f * 3 + 1`` or ``f * 3 + 2``
        (never ``+ 0``: a sign flip of it is the same program)."""
        k = self.rng.randrange(3)
        return f"{face} * 3 + {k}" if k else f"{face} * 3"

    def _geometry_prologue(self) -> None:
        # Every handle is queried at least once (a BVH that a statement nested in an earlier
        # handle's query has queried already is not queried again: one query per shared stack).
        for name, kind in self.handles.items():
            if kind == "bvh" and not self._stack_query_allowed("bvh"):
                continue
            getattr(self, f"_geo_{kind}")(name, 0)

    def _stmt_geometry(self, depth: int) -> None:
        if not self.handles:
            self._stmt_assign(depth)
            return
        # A BVH's every query takes its shared stack: after the first, query the other handles.
        names = [n for n in sorted(self.handles) if self.handles[n] != "bvh" or self._stack_query_allowed("bvh")]
        if not names:
            self._stmt_assign(depth)
            return
        name = self.rng.choice(names)
        getattr(self, f"_geo_{self.handles[name]}")(name, depth)

    _stmt_geo_loop = _stmt_geometry

    def _point(self) -> str:
        p = self._declare("vec3", "pq")
        self._emit(f"{p} = {self.expr('vec3', 2)}")
        return p

    def _dir(self) -> str:
        return f"wp.normalize({self.expr('vec3', 1)} + wp.vec3(0.1, 0.2, 2.5))"

    def _geo_target(self, t: str) -> str:
        """A local of type ``t`` declared before a guarded block, so the block can update it."""
        name = self._declare(t, "g")
        self._emit(f"{name} = {'float(0.0)' if t == 'float' else 'wp.vec3(0.0)'}")
        return name

    def _guarded(self, cond: str, updates: list[str], depth: int) -> None:
        self._emit(f"if {cond}:")
        with self._indented():
            for line in updates:
                self._emit(line)
            if depth < self.policy.block_depth and self.rng.random() < 0.5:
                self.statement(depth + 1)

    def _loop_body(self, var: str, lo: int, hi: int, lines: list[str], depth: int) -> None:
        self.int_vars.append(var)
        self.ranges[var] = (lo, hi)
        self.loops.append("while")
        with self._indented():
            for line in lines:
                self._emit(line)
            if depth < self.policy.block_depth and self.rng.random() < 0.5:
                self.statement(depth + 1)
        self.loops.pop()
        self.int_vars.remove(var)

    def _geo_mesh(self, mesh: str, depth: int) -> None:
        rng = self.rng
        k = self.n_locals
        self.n_locals += 1
        nf = self.mesh_faces
        needs = lambda q: _MESH_QUERY_NEEDS.get(q, ())  # noqa: E731
        kind = rng.choice(
            self._offered(("point", "point", "point_out", "ray", "anyhit", "count", "aabb", "sphere", "face"), needs)
        )
        if kind in ("aabb", "sphere") and not self._take_shared_stack("mesh"):
            kind = rng.choice(self._offered(("point", "point_out", "ray", "anyhit", "count", "face"), needs))
        p = self._point()
        if kind == "point":
            fn = rng.choice(
                (
                    "mesh_query_point",
                    "mesh_query_point_no_sign",
                    "mesh_query_furthest_point_no_sign",
                    "mesh_query_point_sign_normal",
                    "mesh_query_point_sign_winding_number",
                )
            )
            dist = "0.0" if fn == "mesh_query_furthest_point_no_sign" else repr(rng.choice((2.0, 4.0, 10.0)))
            self._emit(f"q{k} = wp.{fn}({mesh}, {p}, {dist})")
            if fn in ("mesh_query_point", "mesh_query_point_sign_normal", "mesh_query_point_sign_winding_number"):
                self._sign_override(f"q{k}")
            g = self._geo_target("vec3")
            s = self._geo_target("float")
            # The closest point, its distance and the sign are the same whichever of several
            # equally near faces the query returns; the face and barycentrics are not.
            uv = f"q{k}.u, q{k}.v"
            if fn == "mesh_query_furthest_point_no_sign":
                # The furthest point is a vertex (barycentrics exactly 0 or 1), most often shared
                # by several faces. Warp's adjoint of this query differentiates the closest point
                # on the returned face, so a gradient through u and v depends on the face the
                # query picked (geometry-000002 on an H100: CPU and CUDA gradients 0.67 apart);
                # rounded barycentrics name the same vertex and pass no gradient to the query.
                uv = f"wp.round(q{k}.u), wp.round(q{k}.v)"
            pos = f"wp.mesh_eval_position({mesh}, q{k}.face, {uv})"
            updates = [f"{g} = {pos}"]
            if fn in ("mesh_query_point", "mesh_query_point_sign_normal", "mesh_query_point_sign_winding_number"):
                updates.append(f"{s} = wp.length({g} - {p}) * q{k}.sign")
            else:
                updates.append(f"{s} = wp.length({g} - {p}) * {self._pos()}")
            if rng.random() < 0.5:
                updates.append(f"{g} += wp.mesh_eval_velocity({mesh}, q{k}.face, {uv}) * {self._pos()}")
            self._guarded(f"q{k}.result", updates, depth)
        elif kind == "point_out":
            inside, face, u, v = f"inside{k}", f"face{k}", f"u{k}", f"v{k}"
            self._emit(f"{inside} = float(0.0)")
            self._emit(f"{face} = int(0)")
            self._emit(f"{u} = float(0.0)")
            self._emit(f"{v} = float(0.0)")
            fn = rng.choice(
                self._offered(("mesh_query_point", "mesh_query_point_sign_parity"))
                if self._accepts(
                    "mesh_query_point_sign_parity", 9, "mesh_query_point_sign_parity(..., inside, face, u, v)"
                )
                else ("mesh_query_point",)
            )
            extra = ", 3, 0.001" if fn == "mesh_query_point_sign_parity" else ""
            self._emit(f"hit{k} = wp.{fn}({mesh}, {p}, 4.0, {inside}, {face}, {u}, {v}{extra})")
            g = self._geo_target("vec3")
            # The closest point, not the face's normal: a tie between faces changes the face only.
            self._guarded(
                f"hit{k}", [f"{g} = (wp.mesh_eval_position({mesh}, {face}, {u}, {v}) - {p}) * {inside}"], depth
            )
        elif kind == "ray":
            root = ""
            if rng.random() < 0.3 and self._grouped("mesh_get_group_root", "mesh_query_ray", 5, "mesh_groups"):
                self._emit(f"root{k} = wp.mesh_get_group_root({mesh}, {rng.randint(0, 1)})")
                root = f", root{k}"
            self._emit(f"r{k} = wp.mesh_query_ray({mesh}, {p}, {self._dir()}, {rng.choice((10.0, 100.0))!r}{root})")
            s = self._geo_target("float")
            g = self._geo_target("vec3")
            # Distance, sign and hit point: the same for either face of an edge the ray hits.
            self._guarded(
                f"r{k}.result",
                [
                    f"{s} = r{k}.t * {self._pos()} + r{k}.sign",
                    f"{g} = wp.mesh_eval_position({mesh}, r{k}.face, r{k}.u, r{k}.v)",
                ],
                depth,
            )
        elif kind == "anyhit":
            s = self._declare("float", "g")
            self._emit(
                f"{s} = wp.where(wp.mesh_query_ray_anyhit({mesh}, {p}, {self._dir()}, 10.0), {self._pos()}, -{self._pos()})"
            )
        elif kind == "count":
            c = self._declare("int", "c")
            self._emit(f"{c} = wp.mesh_query_ray_count_intersections({mesh}, {p}, {self._dir()})")
            self.ranges[c] = (0, nf)
        elif kind in ("aabb", "sphere"):
            acc = self._geo_target("float")
            face = f"face{k}"
            self._emit(f"{face} = int(0)")
            if kind == "aabb":
                h = self._pos()
                self._emit(f"qa{k} = wp.mesh_query_aabb({mesh}, {p} - wp.vec3({h}), {p} + wp.vec3({h}))")
                nxt = rng.choice(self._offered(("mesh_query_aabb_next", "mesh_query_next")))
                self._emit(f"while wp.{nxt}(qa{k}, {face}):")
            else:
                self._emit(f"qs{k} = wp.mesh_query_sphere({mesh}, {p}, {self._pos()})")
                self._emit(f"while wp.mesh_query_next(qs{k}, {face}):")
            body = rng.choice(
                (
                    f"{acc} += wp.length(wp.mesh_eval_face_normal({mesh}, {face}))",
                    f"{acc} += wp.dot(wp.mesh_get_point({mesh}, {face} * 3), wp.vec3(0.5))",
                    f"{acc} += float(wp.mesh_get_index({mesh}, {self._corner(face)}))",
                    f"{acc} += wp.length(wp.mesh_get_velocity({mesh}, {self._corner(face)}))",
                )
            )
            self._loop_body(face, 0, nf - 1, [body], depth)
        else:
            # Direct face access by a wrapped index.
            f = f"fi{k}"
            self._emit(f"{f} = ({self._own_index()}) % {nf}")
            self.ranges[f] = (0, nf - 1)
            g = self._declare("vec3", "g")
            self._emit(
                rng.choice(
                    (
                        f"{g} = wp.mesh_eval_position({mesh}, {f}, 0.25, 0.5)",
                        f"{g} = wp.mesh_get_point({mesh}, {self._corner(f)}) - wp.mesh_eval_face_normal({mesh}, {f})",
                        f"{g} = wp.mesh_get({mesh}).points[wp.mesh_get_index({mesh}, {f} * 3)]",
                    )
                )
            )
            if rng.random() < 0.4 and self._offers("mesh_get_bvh"):
                b = self._declare("int", "c")
                self._emit(f"{b} = int(wp.mesh_get_bvh({mesh}) != wp.uint64(0))")
                self.ranges[b] = (0, 1)

    def _grouped(self, root: str, query: str, arity: int, feature: str) -> bool:
        """Whether a query can be restricted to one group's subtree: the release has the object's
        groups (``feature``), the ``root`` builtin and a form of ``query`` taking it (``arity`` arguments)."""
        return self._has_feature(feature) and self._offers(root) and self._accepts(query, arity, f"{query}(..., root)")

    def _geo_bvh(self, bvh: str, depth: int) -> None:
        rng = self.rng
        k = self.n_locals
        self.n_locals += 1
        self.stack_queries.add("bvh")
        p = self._point()
        acc = self._geo_target("float")
        idx = f"b{k}"
        self._emit(f"{idx} = int(0)")
        kind = rng.choice(self._offered(("aabb", "ray", "sphere", "capsule"), lambda q: (f"bvh_query_{q}",)))
        root = ""
        query, arity = f"bvh_query_{kind}", {"aabb": 4, "ray": 4, "sphere": 4, "capsule": 5}[kind]
        if rng.random() < 0.3 and self._grouped("bvh_get_group_root", query, arity, "bvh_groups"):
            # Restrict the query to one group's subtree (-1, the whole tree, for an empty group).
            self._emit(f"root{k} = wp.bvh_get_group_root({bvh}, {rng.randint(0, 3)})")
            root = f", root{k}"
        if kind == "aabb":
            h = self._pos()
            self._emit(f"bq{k} = wp.bvh_query_aabb({bvh}, {p} - wp.vec3({h}), {p} + wp.vec3({h}){root})")
        elif kind == "ray":
            self._emit(f"bq{k} = wp.bvh_query_ray({bvh}, {p}, {self._dir()}{root})")
        elif kind == "sphere":
            self._emit(f"bq{k} = wp.bvh_query_sphere({bvh}, {p}, {self._pos()}{root})")
        else:
            self._emit(f"bq{k} = wp.bvh_query_capsule({bvh}, {p}, {self._dir()}, {self._pos()}{root})")
        limit = f", {rng.choice((2.0, 5.0))!r}" if kind in ("ray", "capsule") and rng.random() < 0.5 else ""
        if limit and not self._accepts("bvh_query_next", 3, "bvh_query_next(..., max_dist)"):
            limit = ""
        self._emit(f"while wp.bvh_query_next(bq{k}, {idx}{limit}):")
        body = [f"{acc} += float({idx} + 1) * {self._pos()}"]
        arrays = [n for n, (dt, nd) in self.arrays.items() if nd == 1 and dt == "float"]
        if arrays and rng.random() < 0.5:
            a = rng.choice(arrays)
            body = [f"{acc} += {a}[{idx} % {a}.shape[0]]"]
        self._loop_body(idx, 0, self.bvh_items - 1, body, depth)

    def _geo_hash_grid(self, grid: str, depth: int) -> None:
        rng = self.rng
        k = self.n_locals
        self.n_locals += 1
        # The centre is offset from the lattice of cell boundaries (multiples of the radius) that
        # a constant or an exactly cancelling expression puts it on.
        p = self._declare("vec3", "pq")
        self._emit(f"{p} = {self.expr('vec3', 2)} + wp.vec3(0.0371, -0.0193, 0.0229)")
        r = self.grid_radius
        acc = self._geo_target(rng.choice(("float", "vec3")))
        t = self.scopes[-1][acc]
        idx = f"nb{k}"
        d = f"d{k}"
        # Only neighbours within the radius contribute: the candidates beyond it depend on the cells.
        step = f"{r} - wp.length({d})" if t == "float" else f"{d} * wp.exp(-wp.length_sq({d}))"
        body = [f"{d} = pts[{idx}] - {p}", f"if wp.length({d}) < {r}:", f"    {acc} += {step}"]
        if rng.random() < 0.5:
            self._emit(f"for {idx} in wp.hash_grid_query({grid}, {p}, {r}):")
        else:
            self._emit(f"hq{k} = wp.hash_grid_query({grid}, {p}, {r})")
            self._emit(f"{idx} = int(0)")
            self._emit(f"while wp.hash_grid_query_next(hq{k}, {idx}):")
        self._loop_body(idx, 0, self.n_points - 1, body, depth)
        if rng.random() < 0.4:
            pid = self._declare("int", "c")
            self._emit(f"{pid} = wp.hash_grid_point_id({grid}, {self._own_index()} % {self.n_points})")
            self.ranges[pid] = (-1, self.n_points - 1)

    def _geo_volume(self, vol: str, depth: int) -> None:
        rng = self.rng
        k = self.n_locals
        self.n_locals += 1
        p = self._point()
        uvw = f"uvw{k}"
        self._emit(f"{uvw} = wp.volume_world_to_index({vol}, {p})")
        mode = rng.choice(("wp.Volume.LINEAR", "wp.Volume.CLOSEST"))
        dtype = self.volume_dtype
        i, j, kk = (rng.randint(0, 3) for _ in range(3))
        if dtype == "float32":
            form = rng.randrange(5)
            other = self.expr("vec3", 1)
            g = self._declare("vec3", "g")
            s = self._declare("float", "g")
            if form == 0:
                self._emit(f"{s} = wp.volume_sample({vol}, {uvw}, {mode}, dtype=float)")
                self._emit(f"{g} = wp.volume_index_to_world({vol}, {uvw})")
            elif form == 1:
                self._emit(f"{s} = wp.volume_sample_f({vol}, {uvw}, {mode})")
                self._emit(f"{g} = wp.volume_world_to_index_dir({vol}, {other})")
            elif form == 2:
                self._emit(f"{g} = wp.vec3()")
                self._emit(f"{s} = wp.volume_sample_grad({vol}, {uvw}, {mode}, {g}, dtype=float)")
            elif form == 3:
                self._emit(f"{g} = wp.vec3()")
                self._emit(f"{s} = wp.volume_sample_grad_f({vol}, {uvw}, {mode}, {g})")
            else:
                self._emit(
                    f"{s} = wp.volume_lookup_f({vol}, {i}, {j}, {kk}) + wp.volume_lookup({vol}, {kk}, {j}, {i}, dtype=float)"
                )
                self._emit(f"{g} = wp.volume_index_to_world_dir({vol}, {uvw})")
        elif dtype == "vec3":
            g = self._declare("vec3", "g")
            form = rng.randrange(3)
            if form == 0:
                self._emit(f"{g} = wp.volume_sample_v({vol}, {uvw}, {mode})")
            elif form == 1:
                self._emit(f"{g} = wp.volume_sample({vol}, {uvw}, {mode}, dtype=wp.vec3)")
            else:
                self._emit(
                    f"{g} = wp.volume_lookup_v({vol}, {i}, {j}, {kk}) + wp.volume_lookup({vol}, {kk}, {i}, {j}, dtype=wp.vec3)"
                )
        else:
            c = self._declare("int", "c")
            form = rng.randrange(3)
            if form == 0:
                self._emit(f"{c} = wp.volume_sample_i({vol}, {uvw})")
            elif form == 1:
                self._emit(f"{c} = wp.volume_lookup_i({vol}, {i}, {j}, {kk})")
            else:
                self._emit(f"{c} = wp.volume_lookup({vol}, {i}, {j}, {kk}, dtype=int)")
            self.ranges[c] = (-5, 5)
            g = self._declare("float", "g")
            self._emit(f"{g} = float({c}) * {self._pos()}")

    def _stmt_edge(self, depth: int) -> None:
        """Closest points between segments and triangle-triangle intersection (no handle needed)."""
        rng = self.rng
        e = self.expr
        if rng.random() < 0.5:
            ends = ", ".join(e("vec3", 1) for _ in range(4))
            g = self._declare("vec3", "g")
            self._emit(f"{g} = wp.closest_point_edge_edge({ends}, 1.0e-6)")
        else:
            verts = ", ".join(e("vec3", 1) for _ in range(6))
            c = self._declare("int", "c")
            self._emit(f"{c} = wp.intersect_tri_tri({verts})")
            self.ranges[c] = (0, 1)
