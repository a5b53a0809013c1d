import numpy as np
import warp as wp
from capsample.kern import Params, apply, handle_sum, make_fill, make_map, scale_any
from capsample.ops import doubled


def test_apply():
    p = Params()
    p.scale = 2.0
    p.offset = wp.vec3(1.0, 2.0, 3.0)
    p.weights = wp.array(np.arange(4, dtype=np.float32))
    x = wp.array(np.ones((4, 3), dtype=np.float32), dtype=wp.vec3)
    y = wp.zeros(4, dtype=wp.vec3)
    wp.launch(apply, dim=4, inputs=[p, x], outputs=[y])
    assert y.numpy()[1][0] == 3.0


def test_generic():
    for dtype in (wp.float64, wp.int32):
        x = wp.array(np.arange(5), dtype=dtype)
        y = wp.zeros(5, dtype=dtype)
        wp.launch(scale_any, dim=5, inputs=[x, dtype(3), y])


def test_made_at_run_time():
    a = wp.zeros(3, dtype=wp.float32)
    wp.launch(make_fill(wp.float32), dim=3, inputs=[a, 2.5])

    @wp.kernel
    def bump(a: wp.array(dtype=float)):
        a[wp.tid()] += 1.0

    wp.launch(bump, dim=3, inputs=[a])
    raise AssertionError("a failing test: its launches are kept")


def test_generic_with_another_modules_struct():
    from capsample import ops
    from capsample.kern import weigh

    p = ops.Params()  # not kern.Params, though it has the same name
    p.weights = wp.array(np.arange(3, dtype=np.float32))
    p.gain = 2.0
    y = wp.zeros(3, dtype=float)
    wp.launch(weigh, dim=3, inputs=[p, y])
    assert y.numpy().tolist() == [0.0, 2.0, 4.0]


def test_handle():
    out = wp.zeros(2, dtype=float)
    wp.launch(handle_sum, dim=2, inputs=[wp.uint64(12), out])


def test_map():
    x = wp.array(np.arange(4, dtype=np.float32))
    y = wp.zeros(4, dtype=float)
    wp.launch(make_map(doubled), dim=4, inputs=[x, y])
    assert y.numpy()[3] == 7.0


def test_aliased():
    from capsample.kern import Counts, count_twice

    x = wp.array(np.array([1.0, -1.0, 2.0], dtype=np.float32))
    hits = wp.zeros(2, dtype=int)
    c = Counts()
    c.hits = hits  # the same array as an argument and as a struct's field
    total = wp.zeros(1, dtype=int)
    wp.launch(count_twice, dim=3, inputs=[x, hits, c, total])
    wp.launch(count_twice, dim=3, inputs=[x, total, c, total])  # and as two arguments
    assert hits.numpy().tolist() == [2, 2] and total.numpy()[0] == 8


def test_block_sum():
    from capsample.kern import Block, make_block_sum

    block = Block(wp.float32, rows=3)
    x = wp.array(np.arange(6, dtype=np.float32).reshape(2, 3), dtype=block.vector)
    out = wp.zeros(2, dtype=wp.float32)
    wp.launch(make_block_sum(block), dim=2, inputs=[x, out])
    assert out.numpy().tolist() == [3.0, 12.0]
