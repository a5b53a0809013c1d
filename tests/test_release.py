"""What a Warp release offers the generator (kernels/release.py, ``warp_api.release_probe``): the probe
of the running Warp, kernels generated only from what a release has, and what they left out."""

from __future__ import annotations

import dataclasses
import re

import pytest

from harness import warp_api
from harness.validate import bugs
from kernels import FAMILIES, generate
from kernels.program import ProgramGenerator
from kernels.release import FEATURES, Release, running
from kernels.style import restyle
from kernels.typeinfo import BINARY_BUILTINS, UNARY_BUILTINS

SEEDS = range(3)
# Builtins the generator asks a release about before it writes them (the checks in kernels/).
ASKED = {
    "bit_count", "quat_twist_angle", "quat_twist_angle_signed", "quat_to_rpy", "quat_to_euler", "quat_from_euler",
    "quat_twist", "velocity_at_point", "transform_twist", "transform_wrench", "tile_axpy", "tile_dot",
    "tile_scan_max_inclusive", "tile_scan_min_inclusive", "mesh_query_ray_anyhit", "mesh_query_ray_count_intersections",
    "mesh_query_sphere", "mesh_query_next", "mesh_query_point_sign_parity", "mesh_get_group_root", "mesh_get_bvh",
    "bvh_get_group_root", "bvh_query_sphere", "bvh_query_capsule",
}  # fmt: skip


def test_the_probe_of_this_warp_finds_every_builtin_type_and_feature_the_generator_uses():
    release = running()
    assert release.version == warp_api.warp_version()
    asked = ASKED | {b for names in (*UNARY_BUILTINS.values(), *BINARY_BUILTINS.values()) for b in names}
    pin = release.version == bugs.WARP_VERSION
    if pin:
        assert asked <= set(release.builtins)
        assert release.features == FEATURES, "the pin has every feature the generator asks about"
    for family in FAMILIES:
        for seed in SEEDS:
            spec = generate(family, seed)
            assert release.lacking(spec.source) == []
            if pin:
                assert "left_out" not in spec.extra, (spec.case_id, spec.extra.get("left_out"))
                continue
            # An older release (docs/releases.md's table): what a kernel left out, the release lacks.
            left_out = spec.extra.get("left_out", {})
            for what in left_out.get("builtins", ()):  # a name, or a query form `name(..., arg)`
                assert "(" in what or not release.has(what), (spec.case_id, what)
            assert not [f for f in left_out.get("features", ()) if release.has_feature(f)], spec.case_id
            assert not [t for t in left_out.get("types", ()) if release.has_type(t)], spec.case_id
    # Signatures come from Warp's registry: the group root of a BVH query is its fourth argument.
    assert release.accepts("bvh_query_aabb", 4) and not release.accepts("bvh_query_aabb", 6)
    assert any("root: int32" in s for s in release.signatures("bvh_query_aabb"))


def _unchecked(family: str, seed: int):
    """The kernel as the generator writes it without asking any release."""
    policy = FAMILIES[family]
    return restyle(ProgramGenerator(family, seed, policy).generate(), policy.style)


@pytest.mark.parametrize("family", ["math", "quaternion", "geometry", "tile", "types", "spatial"])
def test_on_a_release_with_everything_the_checks_change_nothing(family):
    release, lacking, compared = running(), set(), 0
    for seed in SEEDS:
        spec = generate(family, seed)
        if release.version != bugs.WARP_VERSION and "left_out" in spec.extra:
            # An older release lacks something the family draws from (1.17.0, 1.18.0: bit_count): the
            # family's choices without it are other choices, so other kernels. Nothing to compare.
            lacking |= {x for names in spec.extra["left_out"].values() for x in names}
            continue
        assert spec == _unchecked(family, seed)
        compared += 1
    if not compared:
        pytest.skip(
            f"Warp {release.version} lacks {sorted(lacking)}, drawn by the {family} family: no release with everything"
        )


def test_the_same_seed_and_probe_give_the_same_kernel():
    probe = warp_api.release_probe()
    a, b = Release.from_probe(probe), Release.from_probe(dict(probe))
    assert a == b
    old = a.without(builtins=["copysign", "bit_count"], features=["array_subscript"])
    for family in ("math", "types", "geometry"):
        assert generate(family, 4, release=old) == generate(family, 4, release=a.without(
            builtins=["copysign", "bit_count"], features=["array_subscript"]))  # fmt: skip


def _generated(family: str, release: Release, seeds=range(12)):
    return [generate(family, seed, release=release) for seed in seeds]


def test_a_release_lacking_a_builtin_gets_kernels_without_it_and_is_told():
    full = running()
    assert any("wp.copysign(" in s.source for s in _generated("control", full, range(20)))
    old = full.without(builtins=["copysign"])
    specs = _generated("control", old, range(20))
    assert not any("wp.copysign" in s.source for s in specs)
    assert all(s.extra["left_out"]["builtins"] == ["copysign"] for s in specs)

    # A release that has it draws it (the pin); one that lacks it (1.17.0, 1.18.0) never does.
    assert any("wp.bit_count(" in s.source for s in _generated("types", full)) == full.has("bit_count")
    specs = _generated("types", full.without(builtins=["bit_count"]))
    assert not any("wp.bit_count" in s.source for s in specs)
    assert any("bit_count" in s.extra.get("left_out", {}).get("builtins", ()) for s in specs)


def test_a_release_lacking_a_query_form_or_feature_gets_kernels_without_it():
    full = running()
    old = full.without(builtins=["bvh_get_group_root", "mesh_get_group_root", "mesh_query_sphere"])
    specs = _generated("geometry", old, range(20))
    assert not any(
        re.search(r"wp\.(bvh_get_group_root|mesh_get_group_root|mesh_query_sphere)\b", s.source) for s in specs
    )
    assert any("left_out" in s.extra for s in specs)

    specs = _generated("vector", full.without(features=["array_subscript"]))
    assert not any("wp.array[" in s.source for s in specs)
    # Told where the style drew wp.array[T] (some kernels draw wp.array(dtype=T) under every release).
    drew = ["wp.array[" in s.source for s in _generated("vector", full)]
    assert any(drew) and not all(drew)
    assert [s.extra.get("left_out", {}).get("features") == ["array_subscript"] for s in specs] == drew


def test_a_simulated_release_is_plain_data():
    release = running().without(builtins=["copysign"], types=["vec3h"], features=["tiles"])
    assert not release.has("copysign") and "copysign" not in release.names
    assert not release.has_type("vec3h") and release.has_type("float") and release.has_type("int")
    assert not release.has_feature("tiles")
    with pytest.raises(ValueError, match="unknown feature"):
        release.has_feature("no_such_feature")
    assert dataclasses.replace(release) == release
