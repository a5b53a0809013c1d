"""Golden files: what a generated case looks like on disk (syrupy keeps them: harness/generate/snapshot.py).

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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from harness.generate.structure import structure_hash
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
    # A variant of a real kernel (the mutant family) carries its seed's provenance in ``extra``:
    # the case's ``origin`` and ``license`` are the seed's, as a harvested case's are its own (and
    # its source is a standalone module, as every generated case's is).
    provenance = {k: spec.extra[k] for k in ("origin", "license") if k in spec.extra}
    if provenance:
        provenance["standalone"] = True
    meta.update(
        {
            **provenance,
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
    spec = KernelSpec.from_fields(spec_fields, texts["py"])
    modules = {"cpu": texts["cpp"], "cuda": texts["cu"]}
    for target, module in modules.items():
        if meta["sections"][target]["backward"][-1][1] != len(module):
            suffix = "cpp" if target == "cpu" else "cu"
            raise ValueError(
                f"{json_path.with_suffix('.' + suffix)}: length does not match its metadata (truncated or edited)"
            )
    return GoldenCase(spec=spec, meta=meta, modules=modules)
