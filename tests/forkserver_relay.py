"""The relay of ``forkserver.argv``: started as ``python -I -S forkserver_relay.py SOCKET -m
MODULE ARGS``, it asks the fork server for ``python -m MODULE ARGS`` over its own standard
streams, environment and working directory, passes on the signals it gets, and exits with the
child's status (a child killed by a signal kills the relay with the same signal). With
``--pid-file PATH`` first, the child leads a session of its own and its id is written to PATH.
When the server cannot be reached it becomes the fresh interpreter instead. Standard library
only: it starts in a few milliseconds."""

import json
import os
import signal
import socket
import struct
import sys

FORWARDED = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1,
             signal.SIGUSR2)


def write_pid(path: str, pid: int) -> None:
    with open(path + ".part", "w") as f:
        f.write(str(pid))
    os.rename(path + ".part", path)


def main() -> None:
    pid_file = None
    if sys.argv[1] == "--pid-file":
        pid_file = sys.argv[2]
        del sys.argv[1:3]
    path, args = sys.argv[1], sys.argv[2:]
    try:
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        conn.connect(path)
    except OSError:
        if pid_file is not None:
            write_pid(pid_file, os.getpid())
        os.execv(sys.executable, [sys.executable, *args])
    payload = json.dumps({"argv": args, "env": dict(os.environ), "cwd": os.getcwd(),
                          "new_session": pid_file is not None}).encode()
    data = struct.pack("!I", len(payload)) + payload
    sent = socket.send_fds(conn, [data], [0, 1, 2])
    if sent < len(data):
        conn.sendall(data[sent:])
    replies = conn.makefile("rb")
    pid = json.loads(replies.readline())["pid"]
    if pid_file is not None:
        write_pid(pid_file, pid)
    for sig in FORWARDED:
        signal.signal(sig, lambda n, _frame: os.kill(pid, n))
    line = replies.readline()
    if not line:
        sys.exit(1)
    status = json.loads(line)["status"]
    if status < 0:
        signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    sys.exit(status)


main()
