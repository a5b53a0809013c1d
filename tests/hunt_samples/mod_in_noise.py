# ruff: noqa: SIM108, UP018  (Warp kernel source: float(0.0) declares a mutable float)
import warp as wp


@wp.func
def helper(x: float, y: float):
    return x * y + wp.sin(x)


@wp.kernel
def big(
    a: wp.array(dtype=float),
    b: wp.array(dtype=float),
    c: wp.array(dtype=wp.vec3),
    out: wp.array(dtype=float),
    out2: wp.array(dtype=wp.vec3),
):
    i = wp.tid()
    x = a[i]
    y = b[i]
    v = c[i]
    s = x * 2.0 + 1.0
    t = wp.cos(y) * s
    u = helper(s, t)
    w = wp.length(v) + u
    z = wp.sqrt(w * w + 1.0)
    for k in range(3):
        z = z + float(k) * 0.1 * x
    if x > 1.0:
        z = z * 1.5
    else:
        z = z - 0.25
    q = wp.vec3(z, t, s)
    q = q + v * 0.5
    r = wp.dot(q, v)
    m = wp.mod(x * 3.0 + r * 0.0, y)
    e = wp.exp(-x) + wp.tanh(y)
    f = e * z + r
    g = f / (wp.abs(s) + 1.0)
    h = g + wp.atan2(x, y + 1.0)
    n = wp.normalize(q + wp.vec3(1.0, 2.0, 3.0))
    o = wp.cross(n, v)
    p = wp.where(h > 0.0, h, -h)
    acc = float(0.0)
    for j in range(4):
        acc = acc + wp.sin(float(j) * x) * 0.1
    out2[i] = o * p + n * acc
    out[i] = h + m + acc * 0.5 + e
