"""A prediction's text checked before it is built: code that reaches past Warp's runtime fails with
the class ``sandbox``, never built or run.

Warp's generated code calls Warp's own functions (``wp::...``, the unit's helpers) and nothing
else. A prediction that declares or includes anything (``extern``, the preprocessor, digraph
``%:``), embeds assembly or compiler attributes, qualifies a name outside ``wp::``, or calls a C
library or system function (processes, files, sockets, signals, memory maps, the environment)
asks for more than the code it stands for could, whatever it then computes. The screen is a
first answer, not the boundary: every prediction is built and run in the sandbox of
``harness/sandbox.py``, which also reports what it wrote outside its scratch.
"""

from __future__ import annotations

import re

_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_RULES = (
    (re.compile(r"^\s*(#|%:|\?\?=)", re.M), "a preprocessor directive"),
    (re.compile(r"\b(extern)\b(?!\s*\"C\"\s*(\{|__global__))"), "'extern' other than Warp's 'extern \"C\" {{'"),
    (re.compile(r"\b(asm|__asm__|__asm|__attribute__|_Pragma|__declspec|__builtin_\w+)\b"), "'{0}'"),
    (re.compile(r"\[\["), "an attribute '[['"),
    (re.compile(r"(?<![\w>:])::\s*[A-Za-z_]"), "a name of the global namespace ('::')"),
    (
        re.compile(
            r"(?<![\w:.>])(system|popen|exec\w*|fexecve|fork|vfork|clone\d?|posix_spawn\w*|socketpair|getaddrinfo|link|symlink"
            r"|socket|connect|bind|listen|accept|send|sendto|sendmsg|recv|recvfrom|kill|killpg|raise|abort|exit|_exit"
            r"|_Exit|quick_exit|atexit|fopen|freopen|fdopen|open|openat|creat|fwrite|fputs|fprintf|write|pwrite"
            r"|unlink|unlinkat|remove|rename|mkdir|rmdir|chmod|chown|truncate|ftruncate|mmap|mprotect|munmap|dlopen"
            r"|dlsym|syscall|getenv|setenv|putenv|unsetenv|ptrace|pthread_create|signal|sigaction|setuid|setgid"
            r"|chdir|chroot|ioctl|prctl|sleep|usleep|nanosleep)\s*\("
        ),
        "a call of the C library's '{0}'",
    ),
)
_SCOPE = re.compile(r"\b([A-Za-z_]\w*)\s*::")
# The one conditional Warp's CPU code holds (a kernel's tasks, whether tiles live on the stack): it
# includes and defines nothing.
_WARP_DIRECTIVES = re.compile(r"^[ \t]*#(if defined\(WP_ENABLE_TILES_IN_STACK_MEMORY\)|else|endif)[ \t]*$", re.M)


def screened(code: str) -> str:
    """Why ``code`` may not be built ('' when it may)."""
    text = _WARP_DIRECTIVES.sub(" ", _COMMENTS.sub(" ", code))
    for pattern, what in _RULES:
        found = pattern.search(text)
        if found:
            return f"the prediction uses {what.format(found.group(found.lastindex or 0).strip())}"
    declared = _declared_in_c_block(text)
    if declared:
        return f"the prediction declares {declared!r} with C linkage (inside 'extern \"C\" {{')"
    for found in _SCOPE.finditer(text):
        if found.group(1) not in _WARP_SCOPES and not _is_nested(text, found):
            return f"the prediction names '{found.group(1)}::', a scope outside Warp's"
    return ""


_WARP_SCOPES = frozenset(("wp",))


def _is_nested(text: str, found: re.Match) -> bool:
    """Whether the scope follows ``wp::`` or another scope (``wp::vec_t<3,float>::...``)."""
    before = text[: found.start()].rstrip()
    return before.endswith("::") or before.endswith(">")


_C_BLOCK = re.compile(r'extern\s*"C"\s*\{')


def _declared_in_c_block(text: str) -> str:
    """The first declaration (not a definition) inside an ``extern "C" {`` block, or ''. Warp's
    blocks hold function definitions only; a declaration there names a C library function."""
    for block in _C_BLOCK.finditer(text):
        depth, start = 1, block.end()
        for i in range(block.end(), len(text)):
            ch = text[i]
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    break
                if depth == 1:
                    start = i + 1
            elif ch == ";" and depth == 1:
                return " ".join(text[start : i + 1].split())
    return ""
