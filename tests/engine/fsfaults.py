"""File-system faults for tests, since the tests may run as root (whom chmod does not stop).

``deny(monkeypatch, path, writes=True, reads=False)`` makes every write (or read) at
``path`` or anywhere below it fail with ``PermissionError``, as a read-only (or unreadable)
folder or file would: it wraps ``os.open``, ``io.open``/``open``, ``os.mkdir``,
``os.replace``, ``os.rename``, ``os.unlink``/``os.remove``, ``os.listdir`` and
``os.scandir``, the calls ``pathlib``, ``tempfile`` and ``json`` files go through.
"""
from __future__ import annotations

import builtins
import io
import os
from pathlib import Path

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _inside(target, roots) -> bool:
    try:
        p = Path(os.path.abspath(os.fspath(target)))
    except TypeError:
        return False                       # a file descriptor
    return any(p == r or r in p.parents for r in roots)


def deny(monkeypatch, path, *, writes: bool = True, reads: bool = False) -> None:
    """Make writes (and, with ``reads``, reads and listings) at or below ``path`` raise
    ``PermissionError(13)``. Undone by ``monkeypatch`` at the end of the test."""
    root = Path(os.path.abspath(path))
    state = getattr(deny, "_state", None)
    if state is None or state.get("mp") is not monkeypatch:
        state = deny._state = {"mp": monkeypatch, "w": set(), "r": set()}
        real = {"os_open": os.open, "io_open": io.open, "mkdir": os.mkdir,
                "replace": os.replace, "rename": os.rename, "unlink": os.unlink,
                "remove": os.remove, "listdir": os.listdir, "scandir": os.scandir}

        def refuse(target):
            raise PermissionError(13, "Permission denied", os.fspath(target))

        def os_open(file, flags, mode=0o777, *a, **k):
            if _inside(file, state["r"]) or (flags & _WRITE_FLAGS and _inside(file, state["w"])):
                refuse(file)
            return real["os_open"](file, flags, mode, *a, **k)

        def io_open(file, mode="r", *a, **k):
            writing = any(c in mode for c in "wax+")
            if _inside(file, state["r"]) or (writing and _inside(file, state["w"])):
                refuse(file)
            return real["io_open"](file, mode, *a, **k)

        def one(name):
            def wrapped(target, *a, **k):
                if _inside(target, state["w"]) or _inside(target, state["r"]):
                    refuse(target)
                return real[name](target, *a, **k)
            return wrapped

        def two(name):
            def wrapped(src, dst, *a, **k):       # renaming needs write access, not read
                if any(_inside(t, state["w"]) for t in (src, dst)):
                    refuse(dst)
                return real[name](src, dst, *a, **k)
            return wrapped

        def lister(name):
            def wrapped(target=".", *a, **k):
                if _inside(target, state["r"]):
                    refuse(target)
                return real[name](target, *a, **k)
            return wrapped

        monkeypatch.setattr(os, "open", os_open)
        monkeypatch.setattr(io, "open", io_open)
        monkeypatch.setattr(builtins, "open", io_open)
        for name in ("mkdir", "unlink", "remove"):
            monkeypatch.setattr(os, name, one(name))
        for name in ("replace", "rename"):
            monkeypatch.setattr(os, name, two(name))
        for name in ("listdir", "scandir"):
            monkeypatch.setattr(os, name, lister(name))
    if writes:
        state["w"].add(root)
    if reads:
        state["r"].add(root)


def allow(path) -> None:
    """Undo ``deny`` for ``path`` (the folder became writable/readable again)."""
    state = getattr(deny, "_state", None)
    if state is not None:
        root = Path(os.path.abspath(path))
        state["w"].discard(root)
        state["r"].discard(root)
