"""Exchanging two paths in one step (Linux ``renameat2(RENAME_EXCHANGE)``, macOS
``renamex_np(RENAME_SWAP)``): how a note is replaced with no moment in which a person's save
could be overwritten unseen."""

from __future__ import annotations

import ctypes
import errno
import os
import sys
from functools import lru_cache
from typing import Any

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2  # linux/fs.h
_RENAME_SWAP = 0x2  # sys/stdio.h on macOS


@lru_cache(maxsize=1)
def _call() -> Any:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None
    if sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
        fn = libc.renameat2
        fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                       ctypes.c_uint]
        return lambda a, b: fn(_AT_FDCWD, a, _AT_FDCWD, b, _RENAME_EXCHANGE)
    if sys.platform == "darwin" and hasattr(libc, "renamex_np"):
        fn = libc.renamex_np
        fn.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_uint]
        return lambda a, b: fn(a, b, _RENAME_SWAP)
    return None


_unsupported: set[int] = set()  # devices whose filesystem refused an exchange


def exchange(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Swap what ``a`` and ``b`` name; False when this system or filesystem cannot (then
    nothing changed). FileNotFoundError when either is gone."""
    call = _call()
    if call is None:
        return False
    dev = os.stat(a).st_dev
    if dev in _unsupported:
        return False
    if call(os.fsencode(a), os.fsencode(b)) == 0:
        return True
    err = ctypes.get_errno()
    if err == errno.ENOENT:
        raise FileNotFoundError(err, os.strerror(err), os.fspath(b))
    if err in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV,
               errno.EPERM):
        _unsupported.add(dev)
        return False
    raise OSError(err, os.strerror(err), os.fspath(b))
