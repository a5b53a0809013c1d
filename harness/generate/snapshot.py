"""The syrupy side of the golden files (their format: harness/generate/golden.py).

``GoldenFile`` keeps one golden file per case and suffix; the snapshot test
(``tests/test_generate.py``) asserts each case's rendered files against ``EXTENSIONS``. Kept apart
from the format, so the processes that only read cases (the dataset driver and its export,
validation, the engines) do not import syrupy and pytest.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from syrupy.data import Snapshot, SnapshotCollection
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from harness import outdir
from harness.generate.golden import SUFFIXES


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
        """Each golden file is written atomically (``outdir.write_atomic``): a run killed mid-write
        leaves the old file or none, never a truncated one (which a rerun would take for a
        complete case). Not flushed to disk one by one: a power loss costs a rerun, not a wrong file."""
        path = Path(snapshot_collection.location)
        data = next(iter(snapshot_collection)).data
        if not isinstance(data, str):
            raise TypeError(f"{path}: golden files hold text, got {type(data).__name__}")
        outdir.write_atomic(path, data.encode(cls.get_write_encoding()), durable=False)


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
