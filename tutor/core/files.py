"""Files written whole and files that must be regular: what the lab's results file and the
worksheet command share.

A file named by a person may be anything: a folder, a named pipe (FIFO) whose reader never
comes, a device such as ``/dev/full``. :func:`open_regular` opens without blocking and
refuses what is not a regular file; :func:`write_whole` writes a new file beside the target
and moves it in, so that a reader never sees half of it and a failed write (a full disk)
leaves the old file as it was.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from pathlib import Path


class NotRegularFile(ValueError):
    """The path names something that is not a regular file (its :attr:`kind` says what)."""

    def __init__(self, path: str | os.PathLike, kind: str) -> None:
        super().__init__(f"{os.fspath(path)} is {kind}, not a regular file")
        self.path = os.fspath(path)
        self.kind = kind


def file_kind(mode: int) -> str | None:
    """What a file of ``mode`` (``os.stat(path).st_mode``) is, in words; None for a
    regular file.

    >>> file_kind(stat.S_IFIFO), file_kind(stat.S_IFREG)
    ('a named pipe (FIFO)', None)
    """
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def open_regular(path: str | os.PathLike, flags: int, mode: int = 0o666) -> int:
    """A descriptor of ``path`` opened with ``flags`` (``os.O_RDONLY``, ``os.O_WRONLY |
    os.O_APPEND | os.O_CREAT``...), without blocking on a named pipe.

    Raises:
        NotRegularFile: ``path`` is a folder, a named pipe, a device... (nothing is read
            from it nor written to it).
        OSError: it cannot be opened (no such file, no permission).
    """
    try:
        fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0),
                     mode)
    except IsADirectoryError:
        raise NotRegularFile(path, "a folder") from None
    except OSError as e:
        if e.errno == errno.ENXIO:  # opened for writing, a named pipe nobody reads
            raise NotRegularFile(path, "a named pipe (FIFO)") from None
        raise
    kind = file_kind(os.fstat(fd).st_mode)
    if kind is not None:
        os.close(fd)
        raise NotRegularFile(path, kind)
    return fd


def write_whole(path: str | os.PathLike, data: bytes) -> None:
    """Make ``path`` hold ``data``: written to a new file in the same folder, then moved in
    its place (through a symbolic link, to the file it names). A new file gets the usual
    permissions (the umask applies), a file replaced keeps its own.

    Raises:
        NotRegularFile: ``path`` exists and is not a regular file.
        OSError: the folder is missing or refuses, the disk is full...: nothing was
            changed and no temporary file is left.
    """
    target = Path(os.path.realpath(path))
    try:
        kind = file_kind(target.stat().st_mode)
    except FileNotFoundError:
        kind = None
        keep = None
    else:
        keep = stat.S_IMODE(target.stat().st_mode)
    if kind is not None:
        raise NotRegularFile(path, kind)
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o666)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            if keep is not None:
                os.chmod(tmp, keep)
            os.replace(tmp, target)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    except OSError as e:  # named by the file asked for, not by the temporary one
        raise OSError(e.errno, e.strerror or str(e), os.fspath(path)) from e
