#!/usr/bin/env python3
"""A tiny raw RFB (VNC) client for what a well-behaved client cannot do: the abuse cases of
Tests/VNC/check-vnc. The correctness checks (captures, clicks) use vncdotool instead; this
tool only misbehaves and counts.

    rfbtool.py [--bind ADDR] [--password PW] HOST PORT COMMAND [ARGS]

Commands (each prints one line, `rfbtool: ...`, and exits 0 when it could do what it says):
    serverinit                 handshake; print the ServerInit (size, name)
    auth                       handshake with --password; print `accepted`, `rejected: REASON`
                               or `refused: ...` (closed before any security type); exit 0
    stall SECONDS              handshake, ask for full raw updates again and again and never
                               read (a tiny receive buffer), for SECONDS, then close
    many N SECONDS             N connections at once, each handshaken to its ServerInit as it
                               connects, held for SECONDS; prints how many got a ServerInit and
                               were still open at the end
    cycle N                    N times in a row: connect, handshake to the ServerInit (the client's
                               version sent at once), close
    silent N SECONDS           N connections that never say a word (not even the version);
                               prints `silent: N connected`, then waits up to SECONDS for the
                               server to close them and prints how many it closed, and when
    spray COUNT PER            PER attempts with --password (a wrong one) from each of COUNT
                               loopback addresses 127.0.1.1, 127.0.1.2, ...; prints how many were
                               rejected, refused or accepted
    malformed KIND             handshake, then KIND: garbage | bogus-type | truncated |
                               huge-cuttext | huge-encodings; prints whether the server closed
                               the connection within 10 s (`closed`) or not (`open`)
    flood RATE SECONDS X0 Y0 X1 Y1
                               pointer events at RATE per second for SECONDS, button 1 held,
                               moving over the rectangle X0,Y0-X1,Y1 and released at the end,
                               while reading (and dropping) whatever the server sends
    watch SECONDS [raw|zrle]   handshake, then ask for incremental updates whenever the last
                               one has arrived, for SECONDS (a steady viewer for CPU
                               measurements), in raw (default) or ZRLE encoding; prints
                               updates, rectangles and bytes received

--bind ADDR sets the source address (e.g. 127.0.0.2: another loopback address, so a blocked
address in the password rate limit does not block the rest of the test).
Only the Python standard library, plus `cryptography` (vncdotool's dependency, in the test
virtualenv) for VNC authentication's DES.
"""
import argparse
import os
import select
import socket
import struct
import sys
import time

TIMEOUT = 10.0


class Closed(Exception):
    pass


def say(text):
    print(f"rfbtool: {text}", flush=True)


def recv_exact(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise Closed(f"closed after {len(data)} of {n} bytes")
        data += chunk
    return data


def vnc_des(password, challenge):
    """VNC authentication: DES-encrypt the 16-byte challenge with the password's first 8 bytes,
    each byte's bits reversed (RFB 6.2.2)."""
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
    key = password.encode()[:8].ljust(8, b"\0")
    key = bytes(int(f"{b:08b}"[::-1], 2) for b in key)
    try:
        from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
    except ImportError:
        TripleDES = algorithms.TripleDES
    enc = Cipher(TripleDES(key * 3), modes.ECB()).encryptor()
    return enc.update(challenge) + enc.finalize()


def connect(host, port, bind=None, rcvbuf=None):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    if bind:
        s.bind((bind, 0))
    s.settimeout(TIMEOUT)
    s.connect((host, port))
    return s


def handshake(s, password=None, shared=1, early=False):
    """RFB 3.8 up to the ServerInit. Returns (width, height, name). Raises Closed, or
    PermissionError with the server's reason when authentication fails. `early`: the client's
    version goes out before the server's arrives (libvncserver waits up to 100 ms after each
    accept for a client that speaks first, as a WebSocket client does; one that does not pays
    that wait, on the listener thread, for every connection)."""
    if early:
        s.sendall(b"RFB 003.008\n")
    version = recv_exact(s, 12)
    if not version.startswith(b"RFB "):
        raise Closed(f"not RFB: {version!r}")
    if not early:
        s.sendall(b"RFB 003.008\n")
    (n,) = struct.unpack("B", recv_exact(s, 1))
    if n == 0:
        (length,) = struct.unpack(">I", recv_exact(s, 4))
        raise PermissionError(recv_exact(s, length).decode(errors="replace"))
    types = recv_exact(s, n)
    if password is not None and 2 in types:
        s.sendall(b"\x02")
        challenge = recv_exact(s, 16)
        s.sendall(vnc_des(password, challenge))
    elif 1 in types:
        s.sendall(b"\x01")
    elif 2 in types:
        raise PermissionError("the server wants a password")
    else:
        raise Closed(f"no usable security type in {list(types)}")
    (result,) = struct.unpack(">I", recv_exact(s, 4))
    if result != 0:
        reason = ""
        try:
            (length,) = struct.unpack(">I", recv_exact(s, 4))
            reason = recv_exact(s, min(length, 4096)).decode(errors="replace")
        except (Closed, OSError):
            pass
        raise PermissionError(reason or "authentication failed")
    s.sendall(struct.pack("B", shared))
    w, h = struct.unpack(">HH", recv_exact(s, 4))
    recv_exact(s, 16)  # pixel format
    (length,) = struct.unpack(">I", recv_exact(s, 4))
    name = recv_exact(s, length).decode(errors="replace")
    return w, h, name


def set_encodings(s, encodings):
    s.sendall(struct.pack(">BBH", 2, 0, len(encodings)) + b"".join(struct.pack(">i", e) for e in encodings))


def update_request(incremental, w, h):
    return struct.pack(">BBHHHH", 3, incremental, 0, 0, w, h)


def pointer(mask, x, y):
    return struct.pack(">BBHH", 5, mask, x, y)


def wait_closed(s, seconds):
    """Reads and drops until the server closes (True) or `seconds` pass (False)."""
    end = time.monotonic() + seconds
    s.setblocking(False)
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return False
        r, _, _ = select.select([s], [], [], left)
        if r:
            try:
                if not s.recv(65536):
                    return True
            except (ConnectionResetError, BrokenPipeError):
                return True
            except BlockingIOError:
                pass


def cmd_serverinit(a):
    s = connect(a.host, a.port, a.bind)
    w, h, name = handshake(s, a.password)
    say(f"serverinit {w}x{h} {name!r}")


def cmd_auth(a):
    s = connect(a.host, a.port, a.bind)
    try:
        handshake(s, a.password)
        say("accepted")
    except PermissionError as e:
        say(f"rejected: {e}")
    except (Closed, OSError) as e:
        say(f"refused: {e}")


def cmd_stall(a):
    # A tiny receive buffer, so the server's writes to it block as soon as possible.
    s = connect(a.host, a.port, a.bind, rcvbuf=4096)
    w, h, _ = handshake(s, a.password)
    set_encodings(s, [0])  # raw only: the most bytes per update
    end = time.monotonic() + float(a.args[0])
    sent = 0
    s.setblocking(False)
    while time.monotonic() < end:
        try:
            s.send(update_request(0, w, h))
            sent += 1
        except BlockingIOError:
            pass
        except OSError as e:
            say(f"stall: the server closed the connection after {sent} requests ({e})")
            return
        time.sleep(0.05)
    say(f"stall: {sent} full-screen update requests sent in {a.args[0]} s, nothing read")


def still_open(s):
    """Whether the server has not closed `s` (nothing it sends is expected here)."""
    s.setblocking(False)
    try:
        return s.recv(1, socket.MSG_PEEK) != b""
    except BlockingIOError:
        return True
    except OSError:
        return False


def cmd_many(a):
    n, seconds = int(a.args[0]), float(a.args[1])
    socks, errors = [], {}
    # Each handshaken as it connects (a server may close connections that idle in the
    # handshake), all held at once.
    for _ in range(n):
        try:
            s = connect(a.host, a.port, a.bind)
            handshake(s, a.password)
            socks.append(s)
        except (Closed, OSError, PermissionError) as e:
            errors[str(e)] = errors.get(str(e), 0) + 1
    time.sleep(seconds)
    # A client closed right after its ServerInit was refused too (the server counts a client
    # once it is through the handshake).
    kept = sum(1 for s in socks if still_open(s))
    if kept < len(socks):
        errors["closed after the ServerInit"] = len(socks) - kept
    for s in socks:
        s.close()
    detail = "; ".join(f"{k} x{v}" for k, v in errors.items())
    say(f"many: {kept} of {n} clients got the ServerInit" + (f" ({detail})" if detail else ""))


def cmd_cycle(a):
    n = int(a.args[0])
    done, errors = 0, {}
    for _ in range(n):
        try:
            s = connect(a.host, a.port, a.bind)
            try:
                handshake(s, a.password, early=True)
                done += 1
            finally:
                s.close()
        except (Closed, OSError, PermissionError) as e:
            errors[str(e)] = errors.get(str(e), 0) + 1
    detail = "; ".join(f"{k} x{v}" for k, v in errors.items())
    say(f"cycle: {n} connections, {done} handshakes completed" + (f" ({detail})" if detail else ""))


def cmd_silent(a):
    n, seconds = int(a.args[0]), float(a.args[1])
    socks = [connect(a.host, a.port, a.bind) for _ in range(n)]
    start = time.monotonic()
    say(f"silent: {n} connected")
    open_socks, last = list(socks), 0.0
    for s in socks:
        s.setblocking(False)
    while open_socks and time.monotonic() - start < seconds:
        r, _, _ = select.select(open_socks, [], [], 0.5)
        for s in r:
            try:
                data = s.recv(4096)  # the server's version, then its end of the stream
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if not data:
                open_socks.remove(s)
                last = time.monotonic() - start
    for s in socks:
        s.close()
    say(f"silent: {n - len(open_socks)} of {n} closed by the server within {seconds:.0f} s (the last after {last:.1f} s)")


def cmd_spray(a):
    count, per = int(a.args[0]), int(a.args[1])
    outcomes = {"accepted": 0, "rejected": 0, "refused": 0}
    for i in range(count):
        address = f"127.0.{1 + i // 250}.{1 + i % 250}"
        for _ in range(per):
            try:
                s = connect(a.host, a.port, address)
            except OSError:
                outcomes["refused"] += 1
                continue
            try:
                handshake(s, a.password)
                outcomes["accepted"] += 1
            except PermissionError:
                outcomes["rejected"] += 1
            except (Closed, OSError):
                outcomes["refused"] += 1
            finally:
                s.close()
    say(f"spray: {count * per} attempts from {count} addresses: {outcomes['rejected']} rejected, "
        f"{outcomes['refused']} refused, {outcomes['accepted']} accepted")


def cmd_malformed(a):
    kind = a.args[0]
    s = connect(a.host, a.port, a.bind)
    w, h, _ = handshake(s, a.password)
    if kind == "garbage":
        # bytes that are no client message (250 is no type; the rest never parses)
        s.sendall(bytes([250]) + os.urandom(4095))
    elif kind == "bogus-type":
        s.sendall(bytes([0xEE, 0, 0, 0]))
    elif kind == "truncated":
        # half a PointerEvent, then the client's end of the stream
        s.sendall(pointer(1, 10, 10)[:3])
        s.shutdown(socket.SHUT_WR)
    elif kind == "huge-cuttext":
        # ClientCutText announcing 4 GiB - 1 of text, then a few bytes of it
        s.sendall(struct.pack(">BxxxI", 6, 0xFFFFFFFF) + b"x" * 64)
    elif kind == "huge-encodings":
        # SetEncodings announcing 65535 encodings and sending none
        s.sendall(struct.pack(">BBH", 2, 0, 65535))
        s.shutdown(socket.SHUT_WR)
    else:
        sys.exit(f"rfbtool: unknown malformed kind {kind}")
    closed = wait_closed(s, TIMEOUT)
    say(f"malformed {kind}: {'closed' if closed else 'open'}")


def cmd_flood(a):
    rate, seconds = int(a.args[0]), float(a.args[1])
    x0, y0, x1, y1 = (int(v) for v in a.args[2:6])
    s = connect(a.host, a.port, a.bind)
    w, h, _ = handshake(s, a.password)
    set_encodings(s, [0])
    s.sendall(update_request(1, w, h))
    # 1000 events a batch, moving back and forth over the rectangle with button 1 held.
    batch = 1000
    events = []
    for i in range(batch):
        t = i / batch
        events.append(pointer(1, x0 + int((x1 - x0) * t), y0 + int((y1 - y0) * abs(2 * t - 1))))
    chunk = b"".join(events)
    s.setblocking(False)
    start = time.monotonic()
    sent, pending, received = 0, b"", 0
    while True:
        now = time.monotonic()
        if now - start >= seconds and not pending:
            break
        due = min(int((now - start) * rate), int(seconds * rate))
        if not pending and sent < due:
            pending = chunk
        r, wr, _ = select.select([s], [s] if pending else [], [], 0.002)
        if r:
            try:
                data = s.recv(1 << 20)
                if not data:
                    say(f"flood: the server closed the connection after {sent} events")
                    return
                received += len(data)
            except BlockingIOError:
                pass
        if wr and pending:
            try:
                n = s.send(pending)
                pending = pending[n:]
                if not pending:
                    sent += batch
            except BlockingIOError:
                pass
        # keep asking for updates now and then, as a viewer would
        if received and sent % 20000 == 0:
            try:
                s.send(update_request(1, w, h))
            except BlockingIOError:
                pass
    elapsed = time.monotonic() - start
    s.setblocking(True)
    s.sendall(pointer(0, x1, y0))  # release button 1
    time.sleep(0.2)
    s.close()
    say(f"flood: {sent} pointer events in {elapsed:.2f} s ({sent / elapsed:.0f}/s), {received} bytes of updates read")


def read_update(s, bpp_bytes):
    """Reads one server message; returns (rects, bytes) for a FramebufferUpdate (raw encoding
    only is asked for), (0, n) for others."""
    (kind,) = struct.unpack("B", recv_exact(s, 1))
    if kind == 0:
        (_, n) = struct.unpack(">BH", recv_exact(s, 3))
        total = 4
        for _ in range(n):
            x, y, w, h, enc = struct.unpack(">HHHHi", recv_exact(s, 12))
            total += 12
            if enc == 0:
                size = w * h * bpp_bytes
                while size:
                    chunk = s.recv(min(size, 1 << 20))
                    if not chunk:
                        raise Closed("closed in a rectangle")
                    size -= len(chunk)
                    total += len(chunk)
            elif enc == 16:  # ZRLE: a length, then that many bytes of zlib data
                (size,) = struct.unpack(">I", recv_exact(s, 4))
                recv_exact(s, size)
                total += 4 + size
            elif enc == -223:  # DesktopSize
                pass
            else:
                raise Closed(f"unexpected encoding {enc}")
        return n, total
    if kind == 2:  # Bell
        return 0, 1
    if kind == 3:  # ServerCutText
        _, length = struct.unpack(">3sI", recv_exact(s, 7))
        recv_exact(s, length)
        return 0, 8 + length
    raise Closed(f"unexpected server message {kind}")


def cmd_watch(a):
    seconds = float(a.args[0])
    encoding = a.args[1] if len(a.args) > 1 else "raw"
    s = connect(a.host, a.port, a.bind)
    w, h, _ = handshake(s, a.password)
    set_encodings(s, {"raw": [0], "zrle": [16, 0]}[encoding])
    s.sendall(update_request(0, w, h))
    end = time.monotonic() + seconds
    updates = rects = total = 0
    s.settimeout(1.0)
    while time.monotonic() < end:
        try:
            n, b = read_update(s, 4)
        except socket.timeout:
            continue
        updates += 1
        rects += n
        total += b
        s.sendall(update_request(1, w, h))
    say(f"watch: {updates} updates, {rects} rectangles, {total} bytes in {seconds:.0f} s ({encoding})")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bind")
    p.add_argument("--password")
    p.add_argument("host")
    p.add_argument("port", type=int)
    p.add_argument("command")
    p.add_argument("args", nargs="*")
    a = p.parse_args()
    commands = {"serverinit": cmd_serverinit, "auth": cmd_auth, "stall": cmd_stall, "many": cmd_many,
                "cycle": cmd_cycle, "silent": cmd_silent, "spray": cmd_spray,
                "malformed": cmd_malformed, "flood": cmd_flood, "watch": cmd_watch}
    if a.command not in commands:
        sys.exit(f"rfbtool: unknown command {a.command}")
    try:
        commands[a.command](a)
    except (Closed, OSError, PermissionError) as e:
        say(f"{a.command}: failed: {e}")
        sys.exit(1)


if __name__ == "__main__":
    main()
