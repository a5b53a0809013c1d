"""Tile kernels: cooperative shared-memory/register tiles, launched with ``wp.launch_tiled``.

The tile program is a random sequence of tile operations over typed, shaped tile values (loads,
constructors, element-wise arithmetic, maps, reductions, scans, transposes, views, reshapes,
matrix products, Cholesky solves, sorts, FFTs, thread<->tile conversions, atomics and stores).
Every tile carries a bound on its magnitude; an operation that could overflow is replaced by a
bounded one, so values stay finite. The module sets its ``block_dim`` (recorded in
``KernelSpec.extra``) and turns off the libmathdx paths, so the CUDA code does not depend on
link-time generated device functions (docs/kernels.md). Warp 1.10 and 1.11 have no
``enable_mathdx_gemm``: there ``tile_matmul`` still calls a function MathDx generates (docs/releases.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from kernels.lang import TYPES
from kernels.observe import unobserved
from kernels.spec import ArgSpec
from kernels.state import IDENT, Func, weighted

BOUNDED_MAPS = ("wp.sin", "wp.cos", "wp.tanh", "wp.atan", "wp.erf")
LIMIT = 1.0e4  # tiles whose bound would pass this get squashed first
TILE_INDEX_RANGE = 4  # an int parameter a tile is read at takes 0..3 (Policy.tile_int_index)
# Policy.expr keys tile kernels read: the chance of an FFT and of a sort.
TILE_EXPR = frozenset({"tfft", "tsort"})


@dataclass
class Tile:
    dtype: str  # float, float64, int, vec2
    shape: tuple[int, ...]
    bound: float
    view: bool = False  # a strided view (transpose, broadcast, sub-view): cannot be reshaped


class TileMixin:
    """The tile-kernel body builder (policy.tile)."""

    def _tile_shape_text(self, shape: tuple[int, ...], scalar: bool = False) -> str:
        """``shape`` in source, naming the module's tile constants where they match."""
        names = {v: k for k, v in self.tile_consts.items()}
        parts = [names.get(s, str(s)) if self.rng.random() < 0.8 else str(s) for s in shape]
        if scalar:
            return parts[0]
        return f"({', '.join(parts)}{',' if len(parts) == 1 else ''})"

    def _new_tile(self, code: str, tile: Tile, prefix: str = "t") -> str:
        name = f"{prefix}{self.n_locals}"
        self.n_locals += 1
        self._emit(f"{name} = {code}")
        self.tiles[name] = tile
        return name

    def _tiles_where(self, pred) -> list[str]:
        return [n for n, t in self.tiles.items() if pred(t)]

    def _pick(self, pred) -> str | None:
        names = self._tiles_where(pred)
        return self.rng.choice(names) if names else None

    def _dt_ann(self, dt: str) -> str:
        return TYPES[dt].ann if dt in TYPES else f"wp.{dt}"

    # ------------------------------------------------------------ generation
    def generate_tile(self):
        rng = self.rng
        pol = self.policy
        self.tiles: dict[str, Tile] = {}
        block_dim = rng.choice((32, 64, 128))
        self.block_dim = block_dim
        self.module_options = {
            "block_dim": block_dim,
            "enable_mathdx_gemm": False,
            "enable_mathdx_fft": False,
            "enable_mathdx_solver": False,
        }
        tm = rng.choice((4, 8, 16))
        tn = rng.choice((8, 16, 32))
        self.tm, self.tn = tm, tn
        names = rng.choice((("TILE_M", "TILE_N"), ("BM", "BN"), ("ROWS", "COLS")))
        self.tile_consts = {names[0]: tm, names[1]: tn}
        self.helpers.append(f"{names[0]} = wp.constant({tm})\n{names[1]} = wp.constant({tn})\n")
        self.ft = "float64" if rng.random() < 0.15 else "float"
        grid2d = rng.random() < 0.3
        # At least two blocks along every axis: with one, the block's index is 0, and every use of
        # it (the tile offsets) computes the same whatever the operator.
        if grid2d:
            self.shape = (2, 2)
            self.index = ("i", "j")
        else:
            self.shape = (rng.choice((2, 4)),)
            self.index = ("i",)
        with_lane = rng.random() < 0.5
        self.lane = "lane" if with_lane else None
        self.extra.update({"launch": "tiled", "block_dim": block_dim})
        self.scopes.append({})
        args = self.args
        ft = self.ft
        # Tile map helpers use the scalar expression generator.
        self._define_tile_funcs()

        n_in = rng.randint(*pol.n_inputs)
        for x in range(n_in):
            layout = rng.choice(("2d", "2d", "batched", "1d")) if not grid2d else "2d"
            name = f"x{x}"
            if layout == "2d":
                shape = (self.shape[0] * tm, (self.shape[1] if grid2d else 1) * tn)
            elif layout == "batched":
                shape = (self.shape[0], tm, tn)
            else:
                shape = (self.shape[0] * tn,)
            args.append(ArgSpec(name, "array", ft, shape, (-2.0, 2.0), "in"))
            self.tile_inputs = getattr(self, "tile_inputs", {})
            self.tile_inputs[name] = layout
        outs = []
        for o in range(rng.randint(*pol.n_outputs)):
            name = f"out{o}"
            shape = (self.shape[0] * tm, (self.shape[1] if grid2d else 1) * tn)
            args.append(ArgSpec(name, "array", ft, shape, None, "out"))
            outs.append(name)
        args.append(ArgSpec("acc", "array", ft, (rng.randint(1, 4),), None, "out"))
        self.atomic_outputs.append("acc")
        fft = rng.random() < pol.expr.get("tfft", 0.0)
        # Every block loads and stores its own region of the FFT and sort arrays (a region shared
        # by blocks along j would be written by each of them: a race).
        blocks = self.shape[0] * (self.shape[1] if grid2d else 1)
        if fft:
            fshape = (self.shape[0] * 2, (self.shape[1] if grid2d else 1) * block_dim)
            args.append(ArgSpec("zin", "array", "vec2", fshape, (-1.0, 1.0), "in"))
            args.append(ArgSpec("zout", "array", "vec2", fshape, None, "out"))
        sort = rng.random() < pol.expr.get("tsort", 0.0)
        if sort:
            args.append(ArgSpec("order", "array", "int", (blocks * tn,), None, "out"))

        idx = list(self.index) + ([self.lane] if self.lane else [])
        self._emit(f"{', '.join(idx)} = wp.tid()")
        for v, n in zip(self.index, self.shape, strict=True):
            self.ranges[v] = (0, n - 1)
            self.int_vars.append(v)
        if self.lane:
            self.ranges["lane"] = (0, block_dim - 1)
        if pol.random or rng.random() < 0.3:
            self.state = "rng"
            self.na_reasons.append("random: tiles drawn with wp.tile_rand*")
            self._emit(f"rng = wp.rand_init({rng.randint(1, 99999)}, {' + '.join(self.index)})")
        for x in range(n_in):
            self._tile_load(f"x{x}")
        for _ in range(rng.randint(*pol.n_stmts)):
            self._tile_statement()
        self._use_tile_funcs()
        if fft:
            self._tile_fft()
        if sort:
            self._tile_sort()
        for name in outs:
            self._tile_store(name)
        self._tile_atomic({a.name for a in args if a.role == "out"})
        if self.state and not any("rng" in IDENT.findall(line) for line in self.lines if "rand_init" not in line):
            # A state no tile was drawn from: no state (its seed would reach nothing).
            self.lines = [line for line in self.lines if "wp.rand_init(" not in line]
            self.state = ""
            self.na_reasons.remove("random: tiles drawn with wp.tile_rand*")
        return self._finish(args, [])

    def _define_tile_funcs(self) -> None:
        ft = self.ft
        for k in range(self.rng.randint(*self.policy.n_funcs)):
            arity = self.rng.randint(1, 2)
            params = [(f"a{i}", ft) for i in range(arity)]
            with self._frame("func", dict(params)):
                e = self.expr(ft, 2)
                # Maps return bounded values so that tiles stay finite however they are chained.
                squash = self.rng.choice(("wp.sin", "wp.tanh", "wp.atan"))
                body = f"    return {squash}({e}) * {self.lit(ft, self._pos())}"
            ann = TYPES[ft].ann
            sig = ", ".join(f"{p}: {ann}" for p, _t in params)
            name = f"{self.kernel_name}_tmap{k}"
            self.helpers.append(f"@wp.func\ndef {name}({sig}) -> {ann}:\n{body}\n")
            self.tile_funcs = getattr(self, "tile_funcs", [])
            self.tile_funcs.append(Func(name, params, ft))

    def _use_tile_funcs(self) -> None:
        """Map every helper over some tile: Warp generates no code for a helper nobody calls."""
        body = "\n".join(self.lines)
        for f in getattr(self, "tile_funcs", []):
            if f"{f.name}," in body:
                continue
            a = self._pick(lambda t: t.dtype == self.ft and t.bound <= 100)
            if a is None:
                a = self._squash(self._pick(lambda t: t.dtype == self.ft))
            operands = [a] * len(f.params)
            self._new_tile(f"wp.tile_map({f.name}, {', '.join(operands)})", Tile(self.ft, self.tiles[a].shape, 2.0))

    def _offset(self, layout: str) -> str:
        tm, tn = self._tile_names()
        if layout == "2d":
            col = f"{self.index[1]} * {tn}" if len(self.index) == 2 else "0"
            return f"offset=({self.index[0]} * {tm}, {col})"
        return f"offset=({self.index[0]} * {tn},)"

    def _tile_names(self) -> tuple[str, str]:
        names = list(self.tile_consts)
        return names[0], names[1]

    def _storage(self) -> str:
        return self.rng.choice(("", "", ', storage="shared"', ', storage="register"'))

    def _tile_load(self, array: str) -> None:
        layout = self.tile_inputs[array]
        tm, tn = self.tm, self.tn
        if layout == "2d":
            code = (
                f"wp.tile_load({array}, shape={self._tile_shape_text((tm, tn))}, {self._offset('2d')}{self._storage()})"
            )
            shape = (tm, tn)
        elif layout == "batched":
            code = f"wp.tile_load({array}[{self.index[0]}], shape={self._tile_shape_text((tm, tn))}{self._storage()})"
            shape = (tm, tn)
        else:
            tname = self._tile_names()[1]
            if self.rng.random() < 0.4:
                text = f"shape={self._tile_shape_text((tn,), scalar=True)}, offset={self.index[0]} * {tname}"
            else:
                text = f"shape={self._tile_shape_text((tn,))}, offset=({self.index[0]} * {tname},)"
            code = f"wp.tile_load({array}, {text}{self._storage()})"
            shape = (tn,)
        self._new_tile(code, Tile(self.ft, shape, 2.0))

    # ------------------------------------------------------------ statements
    def _tile_statement(self) -> None:
        kinds = {k: w for k, w in self.policy.stmt.items() if k.startswith("t")}
        if "tdot" in kinds and not self._offers("tile_dot", record=kinds["tdot"] > 0):
            del kinds["tdot"]
        kind = self._weighted_kind(kinds)
        getattr(self, f"_t_{kind[1:]}")()

    def _weighted_kind(self, kinds: dict) -> str:
        return weighted(self.rng, kinds)

    def _float_tiles(self, pred=lambda t: True) -> list[str]:
        return self._tiles_where(lambda t: t.dtype == self.ft and pred(t))

    def _squash(self, name: str) -> str:
        """A bounded copy of tile ``name`` (a map through a bounded function)."""
        t = self.tiles[name]
        fn = self.rng.choice(BOUNDED_MAPS)
        return self._new_tile(f"wp.tile_map({fn}, {name})", Tile(t.dtype, t.shape, 1.0))

    def _t_create(self) -> None:
        rng = self.rng
        ft = self.ft
        shape = rng.choice(((self.tm, self.tn), (self.tn,), (self.tm,)))
        form = rng.randrange(5 if self.state else 4)
        text = self._tile_shape_text(shape)
        ann = self._dt_ann(ft)
        if form == 0:
            self._new_tile(f"wp.tile_zeros(shape={text}, dtype={ann}{self._storage()})", Tile(ft, shape, 0.0))
        elif form == 1:
            self._new_tile(f"wp.tile_ones(shape={text}, dtype={ann})", Tile(ft, shape, 1.0))
        elif form == 2:
            value = self._tile_scalar()
            self._new_tile(f"wp.tile_full(shape={text}, value={value}, dtype={ann})", Tile(ft, shape, 1.0e3))
        elif form == 3 and len(shape) == 1:
            n = shape[0]
            if rng.random() < 0.5:
                self._new_tile(f"wp.tile_arange({n}, dtype={ann})", Tile(ft, shape, float(n)))
            else:
                start, step = rng.randint(0, 3), rng.choice((1, 2))
                stop = start + n * step
                self._new_tile(f"wp.tile_arange({start}, {stop}, {step}, dtype={ann})", Tile(ft, shape, float(stop)))
        elif form == 4 and ft == "float" and rng.random() < 0.5:
            self._new_tile(f"wp.tile_randf(shape={text}, rng={self.state})", Tile(ft, shape, 1.0))
        elif form == 4:
            lo, hi = rng.randint(-4, 0), rng.randint(1, 8)
            ints = self._new_tile(
                f"wp.tile_randi(shape={text}, rng={self.state}, min={lo}, max={hi})", Tile("int", shape, 8.0)
            )
            self._new_tile(f"wp.tile_astype({ints}, {self._dt_ann(ft)})", Tile(ft, shape, 8.0))
        else:
            self._new_tile(
                f"wp.tile_ones(shape={text}, dtype={ann}) * {self.lit(ft, self._fval())}", Tile(ft, shape, 2.0)
            )

    def _tile_scalar(self) -> str:
        """A scalar for tile constructors: an expression over earlier extracted scalars, bounded."""
        e = self.expr(self.ft, 2)
        return f"wp.clamp({e}, {self.lit(self.ft, -1000.0)}, {self.lit(self.ft, 1000.0)})"

    def _t_arith(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        same = self._float_tiles(lambda t: t.shape == ta.shape)
        b = rng.choice(same)
        tb = self.tiles[b]
        op = rng.choice(("+", "-", "*", "scale", "scale", "neg"))
        if op == "*" and ta.bound * tb.bound > LIMIT:
            op = "+"
        if op == "-" and a == b and self.policy.tidy:
            op = "+"  # not t - t
        if op in ("+", "-"):
            self._new_tile(f"{a} {op} {b}", Tile(ta.dtype, ta.shape, ta.bound + tb.bound))
        elif op == "*":
            self._new_tile(f"{a} * {b}", Tile(ta.dtype, ta.shape, ta.bound * tb.bound))
        elif op == "neg":
            self._new_tile(f"-{a}", Tile(ta.dtype, ta.shape, ta.bound))
        else:
            s = self._pos()
            code = rng.choice(("{a} * {s}", "{s} * {a}")).format(a=a, s=self.lit(self.ft, s))
            self._new_tile(code, Tile(ta.dtype, ta.shape, ta.bound * s))

    def _t_inplace(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft and t.bound < LIMIT)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        b = rng.choice(self._float_tiles(lambda t: t.shape == ta.shape and t.bound < LIMIT))
        tb = self.tiles[b]
        form = rng.randrange(3)
        if form == 1 and not self._offers("tile_axpy"):
            form = 0
        # The target is a fresh copy, so earlier readers of ``a`` are not affected.
        storage = ', storage="shared"' if form == 2 else ""
        c = self._new_tile(
            f"wp.tile_zeros(shape={self._tile_shape_text(ta.shape)}, dtype={self._dt_ann(self.ft)}{storage})",
            Tile(self.ft, ta.shape, 0.0),
        )
        if form == 0:
            self._emit(f"{c} += {a}")
            self._emit(f"{c} -= {b}")
            self.tiles[c] = Tile(self.ft, ta.shape, ta.bound + tb.bound)
        elif form == 1:
            s = self._pos()
            self._emit(f"wp.tile_axpy({self.lit(self.ft, s)}, {a}, {c})")
            self.tiles[c] = Tile(self.ft, ta.shape, ta.bound * s)
        else:
            zeros = ", ".join("0" for _ in ta.shape)
            self._emit(f"wp.tile_assign({c}, {a}, offset=({zeros}{',' if len(ta.shape) == 1 else ''}))")
            self.tiles[c] = Tile(self.ft, ta.shape, ta.bound)

    def _t_map(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        funcs = getattr(self, "tile_funcs", [])
        if funcs and ta.bound <= 100 and rng.random() < 0.6:
            f = rng.choice(funcs)
            operands = [a]
            if len(f.params) == 2:
                operands.append(rng.choice(self._float_tiles(lambda t: t.shape == ta.shape and t.bound <= 100)))
            bound = 2.0
            self._new_tile(f"wp.tile_map({f.name}, {', '.join(operands)})", Tile(ta.dtype, ta.shape, bound))
            return
        if rng.random() < 0.3:
            b = rng.choice(self._float_tiles(lambda t: t.shape == ta.shape))
            fn = rng.choice(("wp.add", "wp.sub", "wp.min", "wp.max"))
            bound = ta.bound + self.tiles[b].bound
            self._new_tile(f"wp.tile_map({fn}, {a}, {b})", Tile(ta.dtype, ta.shape, bound))
            return
        fn = rng.choice((*BOUNDED_MAPS, "wp.abs", "wp.neg"))
        bound = ta.bound if fn in ("wp.abs", "wp.neg") else 2.0
        self._new_tile(f"wp.tile_map({fn}, {a})", Tile(ta.dtype, ta.shape, bound))

    def _t_reduce(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        n = 1
        for s in ta.shape:
            n *= s
        form = rng.randrange(6)
        if form == 0 and len(ta.shape) == 2:
            axis = rng.randrange(2)
            shape = (ta.shape[1 - axis],)
            self._new_tile(f"wp.tile_sum({a}, axis={axis})", Tile(ta.dtype, shape, ta.bound * ta.shape[axis]))
            return
        if form <= 1:
            r = self._new_tile(f"wp.tile_sum({a})", Tile(ta.dtype, (1,), ta.bound * n))
        elif form == 2:
            r = self._new_tile(f"wp.{rng.choice(('tile_min', 'tile_max'))}({a})", Tile(ta.dtype, (1,), ta.bound))
        elif form == 3:
            r = self._new_tile(f"wp.{rng.choice(('tile_argmin', 'tile_argmax'))}({a})", Tile("int", (1,), float(n)))
        else:
            op = rng.choice(("wp.add", "wp.min", "wp.max"))
            bound = ta.bound * n if op == "wp.add" else ta.bound
            r = self._new_tile(f"wp.tile_reduce({op}, {a})", Tile(ta.dtype, (1,), bound))
        if rng.random() < 0.6:
            self._extract_scalar(r)

    def _extract_scalar(self, name: str) -> None:
        t = self.tiles[name]
        parts = [str(self.rng.randrange(s)) for s in t.shape]
        idx = ", ".join(parts)
        code = self.rng.choice((f"wp.tile_extract({name}, {idx})", f"{name}[{idx}]"))
        runtime = self._tile_int_index(t.shape)
        if runtime is not None:
            parts[runtime] = self.tile_index
            code = f"{name}[{', '.join(parts)}]"
        if t.dtype == "int":
            v = self._declare("int", "c")
            self._emit(f"{v} = {code}")
            self.ranges[v] = (0, int(t.bound))
            f = self._declare(self.ft, "c")
            self._emit(f"{f} = {'float' if self.ft == 'float' else 'wp.float64'}({v})")
        else:
            f = self._declare(self.ft, "c")
            self._emit(f"{f} = {code}")
        if runtime is not None:
            # The element read at run time scales a tile, which the outputs then see (the fold of
            # kernels/observe.py takes a tile kernel's tiles, not its scalars).
            a = self._pick(lambda u: u.dtype == self.ft and u.bound <= 100)
            if a is not None:
                self._new_tile(f"{a} * wp.sin({f})", Tile(self.ft, self.tiles[a].shape, self.tiles[a].bound))

    def _tile_int_index(self, shape: tuple[int, ...]) -> int | None:
        """With ``Policy.tile_int_index``, the axis of a tile of ``shape`` read at the kernel's int
        parameter instead of a literal (``t[k]``, ``t[2, k]``, as kernels pick a column at run
        time); None when not. The parameter takes 0..3, and only axes of 4 or more are read at it."""
        pol, rng = self.policy, self.forms_rng
        axes = [axis for axis, n in enumerate(shape) if n >= TILE_INDEX_RANGE]
        if not pol.tile_int_index or not axes or rng.random() >= pol.tile_int_index:
            return None
        if not self.tile_index:
            self.tile_index = "k" if "j" in self.index else "j"
            self.args.append(ArgSpec(self.tile_index, "scalar", "int", (), (0.0, TILE_INDEX_RANGE - 1.0), "in"))
            self.used_features.add("tile_int_index")
        return rng.choice(axes)

    def _t_extract(self) -> None:
        a = self._pick(lambda t: t.dtype == self.ft and t.bound <= 1.0e3)
        if a is None:
            return self._t_create()
        self._extract_scalar(a)

    def _t_scan(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == "float" and len(t.shape) == 1)
        if a is None:
            return self._t_reshape()
        ta = self.tiles[a]
        fn = rng.choice(
            self._offered(
                ("tile_scan_inclusive", "tile_scan_exclusive", "tile_scan_max_inclusive", "tile_scan_min_inclusive")
            )
        )
        bound = ta.bound * ta.shape[0] if fn in ("tile_scan_inclusive", "tile_scan_exclusive") else ta.bound
        self._new_tile(f"wp.{fn}({a})", Tile(ta.dtype, ta.shape, bound))

    def _t_transpose(self) -> None:
        a = self._pick(lambda t: t.dtype == self.ft and len(t.shape) == 2)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        self._new_tile(f"wp.tile_transpose({a})", Tile(ta.dtype, (ta.shape[1], ta.shape[0]), ta.bound, view=True))

    def _t_broadcast(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft and (t.shape == (1,) or t.shape in ((self.tn,),)))
        if a is None:
            return self._t_reduce()
        ta = self.tiles[a]
        target = (self.tm, self.tn)
        if ta.shape == (1,) and rng.random() < 0.4:
            target = rng.choice(((self.tn,), (self.tm,)))
        self._new_tile(
            f"wp.tile_broadcast({a}, shape={self._tile_shape_text(target)})",
            Tile(ta.dtype, target, ta.bound, view=True),
        )

    def _t_view(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: len(t.shape) == 2 and t.shape[0] >= 2 and t.dtype == self.ft)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        rows = ta.shape[0] // 2
        off = rng.choice((0, rows))
        form = rng.randrange(3)
        if form == 0:
            self._new_tile(
                f"wp.tile_view({a}, offset=({off}, 0), shape=({rows}, {ta.shape[1]}))",
                Tile(ta.dtype, (rows, ta.shape[1]), ta.bound, view=True),
            )
        elif form == 1:
            v = self._new_tile(
                f"wp.tile_view({a}, offset=({rng.randrange(ta.shape[0])}, 0), shape=(1, {ta.shape[1]}))",
                Tile(ta.dtype, (1, ta.shape[1]), ta.bound, view=True),
            )
            self._new_tile(f"wp.tile_squeeze({v})", Tile(ta.dtype, (ta.shape[1],), ta.bound, view=True))
        else:
            self._new_tile(f"{a}[{rng.randrange(ta.shape[0])}]", Tile(ta.dtype, (ta.shape[1],), ta.bound, view=True))

    def _t_reshape(self) -> None:
        a = self._pick(lambda t: t.dtype == self.ft and len(t.shape) == 2 and not t.view)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        n = ta.shape[0] * ta.shape[1]
        tm, tn = self._tile_names()
        size = f"wp.static({tm} * {tn})" if ta.shape == (self.tm, self.tn) and self.rng.random() < 0.5 else str(n)
        self._new_tile(f"wp.tile_reshape({a}, shape=({size},))", Tile(ta.dtype, (n,), ta.bound))

    def _t_matmul(self) -> None:
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft and len(t.shape) == 2 and t.bound <= 100)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        m, k = ta.shape
        b = rng.choice(self._float_tiles(lambda t: t.shape == ta.shape and t.bound <= 100))
        bt = self._new_tile(f"wp.tile_transpose({b})", Tile(self.ft, (k, m), self.tiles[b].bound, view=True))
        bound = k * ta.bound * self.tiles[b].bound
        if rng.random() < 0.5:
            self._new_tile(f"wp.tile_matmul({a}, {bt})", Tile(self.ft, (m, m), bound))
        else:
            c = self._new_tile(
                f"wp.tile_zeros(shape=({m}, {m}), dtype={self._dt_ann(self.ft)})", Tile(self.ft, (m, m), 0.0)
            )
            self._emit(f"wp.tile_matmul({a}, {bt}, {c})")
            self.tiles[c] = Tile(self.ft, (m, m), bound)

    def _t_linalg(self) -> None:
        """Cholesky factor of A A^T + c I (c >= 1, so well conditioned), then triangular solves."""
        rng = self.rng
        a = self._pick(lambda t: t.dtype == self.ft and len(t.shape) == 2 and t.bound <= 10)
        if a is None:
            a = self._pick(lambda t: t.dtype == self.ft and len(t.shape) == 2)
            if a is None:
                return self._t_create()
            a = self._squash(a)
        ta = self.tiles[a]
        m, k = ta.shape
        at = self._new_tile(f"wp.tile_transpose({a})", Tile(self.ft, (k, m), ta.bound, view=True))
        spd = self._new_tile(f"wp.tile_matmul({a}, {at})", Tile(self.ft, (m, m), k * ta.bound**2))
        c = round(rng.uniform(1.0, 3.0), 2)
        diag = self._new_tile(
            f"wp.tile_ones(shape={m}, dtype={self._dt_ann(self.ft)}) * {self.lit(self.ft, c)}", Tile(self.ft, (m,), c)
        )
        if rng.random() < 0.5:
            spd = self._new_tile(f"wp.tile_diag_add({spd}, {diag})", Tile(self.ft, (m, m), k * ta.bound**2 + c))
        else:
            ident = self._new_tile(
                f"wp.tile_diag_add(wp.tile_zeros(shape=({m}, {m}), dtype={self._dt_ann(self.ft)}), {diag})",
                Tile(self.ft, (m, m), c),
            )
            spd = self._new_tile(f"{spd} + {ident}", Tile(self.ft, (m, m), k * ta.bound**2 + c))
        low = self._new_tile(f"wp.tile_cholesky({spd})", Tile(self.ft, (m, m), (k * ta.bound**2 + c) ** 0.5))
        rhs = self._new_tile(f"wp.tile_sum({a}, axis=1)", Tile(self.ft, (m,), k * ta.bound))
        form = rng.randrange(3)
        bound = self.tiles[rhs].bound  # solves with L (diagonal >= 1) do not grow far past the rhs
        if form == 0:
            self._new_tile(f"wp.tile_cholesky_solve({low}, {rhs})", Tile(self.ft, (m,), bound * 4))
        elif form == 1:
            self._new_tile(f"wp.tile_lower_solve({low}, {rhs})", Tile(self.ft, (m,), bound * 4))
        else:
            up = self._new_tile(f"wp.tile_transpose({low})", Tile(self.ft, (m, m), self.tiles[low].bound, view=True))
            self._new_tile(f"wp.tile_upper_solve({up}, {rhs})", Tile(self.ft, (m,), bound * 4))
        self.na_reasons.append("tile Cholesky solves: adjoints of the factorisation are not checked")

    def _t_astype(self) -> None:
        a = self._pick(lambda t: t.dtype == self.ft)
        if a is None:
            return self._t_create()
        ta = self.tiles[a]
        other = "float64" if self.ft == "float" else "float32"
        b = self._new_tile(f"wp.tile_astype({a}, wp.{other})", Tile(other, ta.shape, ta.bound))
        back = "wp.float32" if self.ft == "float" else "wp.float64"
        self._new_tile(f"wp.tile_astype({b}, {back})", Tile(self.ft, ta.shape, ta.bound))

    def _t_thread(self) -> None:
        """Per-thread values to a tile (``wp.tile``) and back (``wp.untile``)."""
        if not self.lane:
            return self._t_reduce()
        ft = self.ft
        value = self._declare(ft, "c")
        scale = self.lit(ft, self._pos())
        conv = "float" if ft == "float" else "wp.float64"
        if self.rng.random() < 0.5:
            self._emit(f"{value} = {conv}(lane) / {conv}(wp.block_dim()) + wp.sin({self.expr(ft, 1)})")
        else:
            self._emit(f"{value} = {conv}(lane) * {scale} + wp.sin({self.expr(ft, 1)})")
        t = self._new_tile(f"wp.tile({value})", Tile(ft, (self.block_dim,), self.block_dim * 2.0 + 1e3))
        if self.rng.random() < 0.5:
            u = self._declare(ft, "c")
            self._emit(f"{u} = wp.untile(wp.tile_map({self.rng.choice(BOUNDED_MAPS)}, {t}))")
        r = self._new_tile(f"wp.tile_sum({t})", Tile(ft, (1,), 1e6))
        self.tiles[r] = Tile(ft, (1,), self.tiles[t].bound * self.block_dim)

    def _t_dot(self) -> None:
        a = self._pick(lambda t: t.dtype == self.ft and len(t.shape) == 1 and t.bound <= 100)
        if a is None:
            return self._t_reduce()
        ta = self.tiles[a]
        b = self.rng.choice(self._float_tiles(lambda t: t.shape == ta.shape and t.bound <= 100))
        r = self._new_tile(f"wp.tile_dot({a}, {b})", Tile(self.ft, (1,), ta.shape[0] * ta.bound * self.tiles[b].bound))
        if self.rng.random() < 0.5:
            self._extract_scalar(r)

    def _tile_fft(self) -> None:
        col = f"{self.index[1]} * {self.block_dim}" if len(self.index) == 2 else "0"
        offset = f"offset=({self.index[0]} * 2, {col})"
        z = self._new_tile(
            f"wp.tile_load(zin, shape=(2, {self.block_dim}), {offset})", Tile("vec2", (2, self.block_dim), 1.0)
        )
        self._emit(f"wp.{self.rng.choice(('tile_fft', 'tile_ifft'))}({z})")
        if self.rng.random() < 0.5:
            self._emit(f"wp.{self.rng.choice(('tile_fft', 'tile_ifft'))}({z})")
        self._emit(f"wp.tile_store(zout, {z}, {offset})")
        self.used_features.add("fft")

    def _tile_sort(self) -> None:
        keys_src = self._pick(lambda t: t.dtype == self.ft and t.shape == (self.tn,))
        if keys_src is None:
            src = self._pick(lambda t: t.dtype == self.ft and t.shape == (self.tm, self.tn))
            if src is None:
                keys_src = self._new_tile(
                    f"wp.tile_arange({self.tn}, dtype={self._dt_ann(self.ft)})",
                    Tile(self.ft, (self.tn,), float(self.tn)),
                )
            else:
                keys_src = self._new_tile(
                    f"wp.tile_sum({src}, axis=0)", Tile(self.ft, (self.tn,), self.tiles[src].bound * self.tm)
                )
        # Equal keys leave the order of their values to the sort's implementation (the CPU and
        # CUDA sorts order them differently: tile-000103 sorted a tile of ones). A tie-breaker,
        # the element's index times a step far above the keys' rounding, makes the keys distinct.
        bound = self.tiles[keys_src].bound
        step = float(f"{max(bound, 1.0) * 1.0e-3:.3g}")
        tie = f"wp.tile_arange({self.tn}, dtype=float) * {step!r}"
        keys_tile = Tile("float", (self.tn,), bound + self.tn * step)
        if self.ft == "float":
            keys = self._new_tile(f"{keys_src} * 1.0 + {tie}", keys_tile)
        else:
            keys = self._new_tile(f"wp.tile_astype({keys_src}, wp.float32) + {tie}", keys_tile)
        values = self._new_tile(f"wp.tile_arange({self.tn}, dtype=int)", Tile("int", (self.tn,), float(self.tn)))
        self._emit(f"wp.tile_sort({keys}, {values})")
        if len(self.index) == 2:
            i, j = self.index
            self._emit(
                f"wp.tile_store(order, {values}, offset=(({i} * {self.shape[1]} + {j}) * {self._tile_names()[1]},))"
            )
        else:
            self._emit(f"wp.tile_store(order, {values}, {self._offset('1d')})")

    def _tile_store(self, name: str) -> None:
        target = (self.tm, self.tn)
        cands = self._float_tiles(lambda t: t.shape == target)
        if not cands:
            src = self._pick(lambda t: t.dtype == self.ft and t.shape in ((1,), (self.tn,)))
            if src is None:
                src = self._new_tile(
                    f"wp.tile_ones(shape=({self.tm}, {self.tn}), dtype={self._dt_ann(self.ft)})",
                    Tile(self.ft, target, 1.0),
                )
            else:
                src = self._new_tile(
                    f"wp.tile_broadcast({src}, shape={self._tile_shape_text(target)})",
                    Tile(self.ft, target, self.tiles[src].bound),
                )
            cands = [src]
        latest = cands[-2:]
        value = " + ".join(latest) if self.rng.random() < 0.5 else latest[-1]
        self._emit(f"wp.tile_store({name}, {value}, {self._offset('2d')})")

    def _tile_atomic(self, sinks: set[str]) -> None:
        """``acc`` takes a sum tile, and the sums of the tiles of the kernel's float type that
        reach no output otherwise (Csmith's checksum: a miscompiled tile operation must show)."""
        r = self._pick(lambda t: t.dtype == self.ft and t.shape == (1,))
        if r is None:
            a = self._pick(lambda t: t.dtype == self.ft)
            r = self._new_tile(f"wp.tile_sum({a})", Tile(self.ft, (1,), 1.0))
        floats = [t for t, tile in self.tiles.items() if tile.dtype == self.ft]
        terms = [r]
        while True:  # the latest unobserved tile first: the tiles it reads are then observed
            body = "\n".join([*self.lines, f"    wp.tile_atomic_add(acc, {' + '.join(terms)})"])
            dead = unobserved(body, sinks, floats)
            if not dead:
                break
            terms.append(dead[-1] if self.tiles[dead[-1]].shape == (1,) else f"wp.tile_sum({dead[-1]})")
        r = " + ".join(terms)
        if self.rng.random() < 0.5:
            self._emit(f"wp.tile_atomic_add(acc, {r})")
        else:
            self._emit(f"wp.tile_atomic_add(acc, {r}, offset=0)")
