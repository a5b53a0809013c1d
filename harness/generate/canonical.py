"""The parts of Warp's code that are not a function of the Python source, and the canonical form.

One implementation for the dataset's ``*_canonical`` columns (harness/export) and ``make eval``'s
normalised match and hash restoring (harness/eval), so the two never disagree.

- **Hashed names.** Warp names a kernel, its argument struct and its ``@wp.struct`` types after
  the Python name plus 8 hex digits of a content hash (``saxpy_2f51673c_cpu_kernel_forward``,
  ``wp_args_saxpy_2f51673c``, ``S0_19f09207``). No model can compute the hash, so it is no part of
  the task: in the canonical form every ``<name>_<8 hex digits>`` is written ``<name>_xxxxxxxx``
  (``mask_hashes``), and before a prediction is spliced every hashed name the row's own unit
  defines gets the row's hash back, whatever 8 hex digits (or ``xxxxxxxx``) the prediction wrote
  (``restore_hashes``). A name the row does not define is left as written.
- **Line markers.** Warp's source-echo comments (the Python line a block comes from) end with
  ``<L n>``, the line of the Python source, padded to a column; the canonical form drops the
  marker and its padding (they are comments: they never change what runs).
- **File comments.** Warp writes ``// <file>.py:<line>`` above each ``@wp.func`` it emits: the
  row's own module is named after the row id (``function-000001.py``, ``harvested-<hash>.py``),
  Warp's library code by its path in Warp (``warp/_src/math.py``) with Warp's line numbers. The
  canonical form drops the line number and writes the row's own module ``<python_source>``
  (``file_markers``); another file keeps its path, which says whose code the helper is.
- **Whitespace.** The normalised match compares the canonical form as a sequence of
  whitespace-separated words.

``canonical(code)`` is the canonical form (lines kept); ``normalised(code) == normalised(column)``
is the normalised match; ``code == column`` the exact match. Both matches are diagnostics beside
the functional verdict (docs/eval.md).
"""

from __future__ import annotations

import re

MASK = "xxxxxxxx"
# An identifier's last part ``_`` + 8 hex digits (or the mask); the name before it is group 1.
_HASHED = re.compile(r"(?<![0-9A-Za-z])([A-Za-z_]\w*?)_([0-9a-f]{8}|x{8})(?![0-9A-Za-z])")
_MARKER = re.compile(r"[ \t]*<L \d+>")
# A file comment on a line of its own: ``// <path>.py:<line>``; a path without a folder is the row's own module.
_FILE = re.compile(r"^([ \t]*)// (\S+?\.py):\d+[ \t]*$", re.MULTILINE)
OWN_FILE = "<python_source>"


def mask_hashes(code: str) -> str:
    """``code`` with every Warp hash in a name written ``xxxxxxxx``."""
    return _HASHED.sub(lambda m: f"{m.group(1)}_{MASK}", code)


def hashed_names(unit: str) -> dict[str, str]:
    """name -> hash of every hashed name in a recorded translation unit (first occurrence wins)."""
    names: dict[str, str] = {}
    for match in _HASHED.finditer(unit):
        if match.group(2) != MASK:
            names.setdefault(match.group(1), match.group(2))
    return names


def restore_hashes(code: str, names: dict[str, str]) -> str:
    """``code`` with the hash of every name in ``names`` (``hashed_names`` of the row's unit) set
    to the row's; other names untouched."""

    def put(match: re.Match) -> str:
        name = match.group(1)
        return f"{name}_{names[name]}" if name in names else match.group(0)

    return _HASHED.sub(put, code)


def strip_markers(code: str) -> str:
    """``code`` without Warp's ``<L n>`` line markers."""
    return _MARKER.sub("", code)


def file_markers(code: str) -> str:
    """``code`` with each ``// <file>.py:<line>`` comment's line number dropped, the row's own
    module (a file name without a folder) written ``<python_source>``."""
    return _FILE.sub(lambda m: f"{m.group(1)}// {OWN_FILE if '/' not in m.group(2) else m.group(2)}", code)


def canonical(code: str) -> str:
    """The canonical form of a code column: hashes masked, ``<L n>`` markers dropped, file
    comments normalised; every other character, line breaks included, as Warp wrote it."""
    return file_markers(strip_markers(mask_hashes(code)))


def normalised(code: str) -> str:
    """What the normalised match compares: the canonical form with whitespace runs made single spaces."""
    return " ".join(canonical(code).split())


def substitute_name(code: str, old: str, new: str) -> str:
    """``code`` with the name ``old`` written ``new`` wherever it is a whole name or an underscore
    separated part of one (``wp_args_<old>_1fe68819``): a retrieved row's kernel name made the
    asked row's."""
    if not old or old == new:
        return code
    return re.sub(rf"(?<![0-9A-Za-z]){re.escape(old)}(?![0-9A-Za-z])", lambda _m: new, code)
