"""Relative links in README.md and docs/**/*.md point at files and headings that exist.

Every markdown link ``[text](target)`` (images too) outside code is checked: http(s) and mailto
targets are left alone; any other target must be a file or folder of the repository, relative
to the page; ``page.md#anchor`` (or ``#anchor`` alone) must name a heading of that page, slugged
as GitHub does. Plain text only: no Warp, no network.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parents[1]

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
EXTERNAL = re.compile(r"^(https?:|mailto:)", re.IGNORECASE)


def pages(root: Path = ROOT) -> list[Path]:
    """README.md and every markdown page under docs/."""
    found = [root / "README.md"] if (root / "README.md").exists() else []
    return found + sorted((root / "docs").rglob("*.md"))


def _prose_lines(text: str):
    """(line number, line) of the lines outside fenced code blocks, code spans blanked."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, CODE_SPAN.sub("", line)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: markup dropped, lower case, punctuation other than '-' and
    '_' removed, spaces to '-'."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading: its text
    text = re.sub(r"[`*]", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings, duplicates numbered as GitHub does (-1, -2, ...)."""
    seen: Counter[str] = Counter()
    result = set()
    fenced = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        match = None if fenced else HEADING.match(line)
        if match:
            base = slug(match.group(2))
            result.add(base if seen[base] == 0 else f"{base}-{seen[base]}")
            seen[base] += 1
    return result


def links(page: Path):
    """(line number, target) of every link on a page, outside code."""
    for number, line in _prose_lines(page.read_text(encoding="utf-8")):
        for match in LINK.finditer(line):
            yield number, match.group(1).strip("<>")


def broken_links(files: list[Path], root: Path = ROOT) -> list[str]:
    """'page:line: target (why)' for every relative link that does not resolve."""
    broken, top = [], root.resolve()
    for page in files:
        for number, target in links(page):
            if EXTERNAL.match(target):
                continue
            path_part, _, anchor = target.partition("#")
            where = f"{page.relative_to(root)}:{number}: {target}"
            resolved = (page.parent / unquote(path_part)).resolve() if path_part else page
            if path_part and not (resolved == top or top in resolved.parents):
                broken.append(f"{where} (outside the repository)")
            elif not resolved.exists():
                broken.append(f"{where} (no such file or folder)")
            elif (
                anchor
                and resolved.suffix == ".md"
                and resolved.is_file()
                and unquote(anchor).lower() not in anchors(resolved)
            ):
                broken.append(f"{where} (no heading with this anchor)")
    return broken


def test_relative_links_resolve():
    files = pages()
    assert files and files[0].name == "README.md"
    assert broken_links(files) == []


def test_the_checker_reports_what_is_broken(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text("# A page: `make it`\n\n## Twice\n\n## Twice\n", encoding="utf-8")
    (tmp_path / "README.md").write_text(
        "\n".join(
            [
                "[ok](docs/page.md) [ok](docs/) [ok](docs/page.md#a-page-make-it) [ok](docs/page.md#twice-1)",
                "[web](https://example.com/x) [mail](mailto:a@b.c) `[in code](missing.md)`",
                "```",
                "[in a fence](missing.md)",
                "```",
                "[gone](docs/missing.md) [bad anchor](docs/page.md#nowhere) [up](../../etc/passwd)",
            ]
        ),
        encoding="utf-8",
    )
    found = broken_links(pages(tmp_path), root=tmp_path)
    assert found == [
        "README.md:6: docs/missing.md (no such file or folder)",
        "README.md:6: docs/page.md#nowhere (no heading with this anchor)",
        "README.md:6: ../../etc/passwd (outside the repository)",
    ]
