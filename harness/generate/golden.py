"""Golden files: what a generated case looks like on disk, and syrupy extensions that keep them.

Each case is four plain-text files in ``<root>/<family>/``:

- ``<case>.py``   the kernel's standalone Python module
- ``<case>.cpp``  the CPU translation unit exactly as Warp compiles it
- ``<case>.cu``   the CUDA translation unit exactly as Warp compiles it (made without a GPU)
- ``<case>.json`` the spec, the features found in the code, and where the forward, backward
                  and helper code sit inside each translation unit

Every file starts with a header naming the Warp version and the command that regenerates it
(the JSON carries it as a field). The code after the header is Warp's, byte for byte: the
kernel is compiled from the virtual file ``<case>.py``, so no absolute path or host name
reaches it, and Warp's content hashes change only when the kernel or Warp changes.
"""

from __future__ import annotations

import ast
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from syrupy.data import Snapshot, SnapshotCollection
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from kernels.spec import KernelSpec

if TYPE_CHECKING:  # importing Warp is left to the processes that generate code (not xdist's controller)
    from harness.generate.extract import Extraction

REGENERATE = "make goldens"
SUFFIXES = ("py", "cpp", "cu", "json")  # json last: its presence marks a complete case
COMMENT = {"py": "#", "cpp": "//", "cu": "//"}
HEADER_LINES = 2


def header(suffix: str, case_id: str, warp_version: str, regenerate: str = REGENERATE) -> str:
    c = COMMENT[suffix]
    return (
        f"{c} Generated for case {case_id} with warp-lang {warp_version}. Do not edit.\n"
        f"{c} Regenerate with `{regenerate}`; the code below this header is the generator's or Warp's, unchanged.\n"
    )


def render(extraction: Extraction, extra: dict | None = None, regenerate: str = REGENERATE) -> dict[str, str]:
    """The golden files of one extraction, keyed by suffix.

    ``extra``: more top-level metadata keys (harvested cases: ``origin``, ``license``,
    ``standalone``); ``regenerate``: the command named in the headers.
    """
    from harness.generate.features import analyse
    from harness.generate.structure import structure_hash

    spec, version = extraction.spec, extraction.warp_version
    tree = ast.parse(spec.source)  # once: analysed, then normalised in place for the structure hash
    tags, builtins = analyse(spec.source, tree)
    structure = structure_hash(spec.source, tree)
    sections = {
        target: {
            "mangled_name": code.mangled_name,
            **{k: [list(x) for x in v] for k, v in code.spans.items() if k != "header"},
        }
        for target, code in extraction.code.items()
    }
    meta = json.loads(spec.to_json())
    meta.update(
        {
            "generated_by": f"warp-lang {version}; regenerate with `{regenerate}`",
            "warp_version": version,
            "tags": tags,
            "builtins": builtins,
            "structure_hash": structure,
            "sections": sections,
            **(extra or {}),
        }
    )
    files = {"py": header("py", spec.case_id, version, regenerate) + spec.source}
    for target, suffix in (("cpu", "cpp"), ("cuda", "cu")):
        files[suffix] = header(suffix, spec.case_id, version, regenerate) + extraction.code[target].module
    files["json"] = json.dumps(meta, indent=2, sort_keys=True) + "\n"
    return files


@dataclass(frozen=True)
class GoldenCase:
    """A case read back from golden files: what the dataset export needs."""

    spec: KernelSpec
    meta: dict
    modules: dict[str, str]  # target -> translation unit

    def piece(self, target: str, name: str) -> str:
        module = self.modules[target]
        spans = self.meta["sections"][target][name]
        return "".join(module[a:b] for a, b in spans)


def strip_header(text: str, path: Path) -> str:
    lines = text.split("\n", HEADER_LINES)
    if len(lines) <= HEADER_LINES or "Generated for case" not in lines[0]:
        raise ValueError(f"{path}: missing golden header")
    return lines[HEADER_LINES]


def read_case(json_path: Path) -> GoldenCase:
    """Read one case's golden files; raises ValueError naming the file on any damage."""
    json_path = Path(json_path)
    try:
        meta = json.loads(json_path.read_text())
    except (OSError, ValueError) as error:
        raise ValueError(f"{json_path}: unreadable case metadata: {error}") from error
    texts = {}
    for suffix in ("py", "cpp", "cu"):
        path = json_path.with_suffix(f".{suffix}")
        try:
            texts[suffix] = strip_header(path.read_text(), path)
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(f"{path}: {error}") from error
    spec_fields = {k: meta[k] for k in KernelSpec.__dataclass_fields__ if k != "source"}
    spec = KernelSpec.from_json(json.dumps(spec_fields), texts["py"])
    modules = {"cpu": texts["cpp"], "cuda": texts["cu"]}
    for target, module in modules.items():
        if meta["sections"][target]["backward"][-1][1] != len(module):
            suffix = "cpp" if target == "cpu" else "cu"
            raise ValueError(
                f"{json_path.with_suffix('.' + suffix)}: length does not match its metadata (truncated or edited)"
            )
    return GoldenCase(spec=spec, meta=meta, modules=modules)


# --------------------------------------------------------------------------- syrupy


def case_of(test_location) -> str:
    """Case id of a parametrized generation test: ``test_generate[arithmetic-000042]``."""
    name = test_location.nodename or ""
    if "[" not in name:
        raise ValueError(f"{test_location.nodeid} is not a parametrized case test")
    return name[name.index("[") + 1 : -1]


GENERATION_TEST = "test_generate"


class GoldenFile(SingleFileSnapshotExtension):
    """One golden file per case and suffix, in ``<root>/<family>/<case>.<suffix>``.

    ``root`` is ``snapshots/`` for the committed goldens; ``make dataset`` points it
    at its output folder so a dataset run never touches the reviewed goldens. Discovery
    is scoped to ``root``, where each extension claims only files of its own suffix, so
    syrupy never mistakes a sibling ``.py`` for an unused ``.cpp`` snapshot.
    """

    _write_mode = WriteMode.TEXT
    root: ClassVar[Path] = Path(__file__).resolve().parents[2] / "snapshots"

    @classmethod
    def dirname(cls, *, test_location) -> str:
        return str(cls.root / case_of(test_location).rsplit("-", 1)[0])

    @classmethod
    def discovery_dirname(cls, *, test_location) -> str:
        return str(cls.root)

    @classmethod
    def get_snapshot_name(cls, *, test_location, index=0) -> str:
        return f"{GENERATION_TEST}[{case_of(test_location)}]"

    @classmethod
    def get_file_basename(cls, *, test_location, index=0) -> str:
        return case_of(test_location)

    def read_snapshot_collection(self, *, snapshot_location: str) -> SnapshotCollection:
        collection = SnapshotCollection(location=snapshot_location)
        collection.add(Snapshot(name=f"{GENERATION_TEST}[{Path(snapshot_location).stem}]"))
        return collection

    @classmethod
    def matches_test_location(cls, *, test_location, snapshot_location: str) -> bool:
        path = Path(snapshot_location)
        return path.suffix == f".{cls.file_extension}" and path.stem == case_of(test_location)

    def owns_snapshot_collection(self, *, filepath: str, test_location) -> bool:
        return self.is_snapshot_location(location=filepath) and Path(filepath).parent.parent == self.root

    @classmethod
    def write_snapshot_collection(cls, *, snapshot_collection: SnapshotCollection, name_order=None) -> None:
        """Each golden file is written under this process's temporary name and renamed into place:
        a run killed mid-write leaves the old file or none, never a truncated one (which a rerun
        would take for a complete case)."""
        from harness.outdir import temp_path

        path = Path(snapshot_collection.location)
        data = next(iter(snapshot_collection)).data
        if not isinstance(data, str):
            raise TypeError(f"{path}: golden files hold text, got {type(data).__name__}")
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = temp_path(path)
        try:
            tmp.write_text(data, encoding=cls.get_write_encoding())
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise


def release(assertion) -> None:
    """Drop the texts a passed snapshot assertion holds. syrupy keeps every asserted text until
    the session ends (for its report, and under xdist sends them all to the controller), so
    memory would grow with the run; its report needs only the names and outcomes."""
    for result in assertion.executions.values():
        result.asserted_data = result.recalled_data = None


def _extension(suffix: str) -> type[GoldenFile]:
    return type(f"Golden_{suffix}", (GoldenFile,), {"file_extension": suffix})


EXTENSIONS: dict[str, type[GoldenFile]] = {suffix: _extension(suffix) for suffix in SUFFIXES}


def set_root(root: Path) -> None:
    GoldenFile.root = Path(root).resolve()
