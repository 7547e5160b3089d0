"""Tiny PNG/PPM helpers for the guest-test host driver (Python stdlib only).

read_png(path) -> (w, h, rgb bytes)   8-bit RGB, RGBA (alpha dropped), grey; non-interlaced
write_png(path, w, h, rgb)            8-bit RGB, filter 0, zlib level 6
read_ppm(path) -> (w, h, rgb bytes)   binary P6 with maxval 255 (QEMU's screendump format)
compare(a, b, w, h, tol) -> (n, first, diff_rgb)  pixels whose channels differ by more than tol
"""
import struct
import zlib


def write_png(path, w, h, rgb):
    stride = w * 3
    raw = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(h))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(png)


def _add_rows(a, b):
    """Bytewise (a + b) mod 256 of two equal-length byte strings, via big-integer SWAR."""
    n = len(a)
    x, y = int.from_bytes(a, "big"), int.from_bytes(b, "big")
    lo = int.from_bytes(b"\x7f" * n, "big")
    hi = int.from_bytes(b"\x80" * n, "big")
    return (((x & lo) + (y & lo)) ^ ((x ^ y) & hi)).to_bytes(n, "big")


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, w = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace or ctype not in (0, 2, 4, 6):
                raise ValueError(f"{path}: unsupported PNG (depth {depth}, type {ctype}, interlace {interlace})")
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    stride = w * bpp
    raw = zlib.decompress(b"".join(idat))
    prev = bytes(stride)
    rows = []
    for y in range(h):
        ft, line = raw[y * (stride + 1)], raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)]
        if ft == 0:
            cur = line
        elif ft == 2:
            cur = _add_rows(line, prev)
        elif ft == 1:
            out = bytearray(line)
            for i in range(bpp, stride):
                out[i] = (out[i] + out[i - bpp]) & 255
            cur = bytes(out)
        elif ft == 3:
            out = bytearray(line)
            for i in range(stride):
                left = out[i - bpp] if i >= bpp else 0
                out[i] = (out[i] + ((left + prev[i]) >> 1)) & 255
            cur = bytes(out)
        elif ft == 4:
            out = bytearray(line)
            for i in range(stride):
                a = out[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                out[i] = (out[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            cur = bytes(out)
        else:
            raise ValueError(f"{path}: bad filter {ft} in row {y}")
        rows.append(cur)
        prev = cur
    px = b"".join(rows)
    if ctype == 2:
        return w, h, px
    if ctype == 6:
        rgb = bytearray(w * h * 3)
        for c in range(3):
            rgb[c::3] = px[c::4]
        return w, h, bytes(rgb)
    grey = px[::bpp]
    rgb = bytearray(w * h * 3)
    for c in range(3):
        rgb[c::3] = grey
    return w, h, bytes(rgb)


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, pos = [], 0
    while len(fields) < 4:              # magic, width, height, maxval; '#' comments allowed
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError(f"{path}: not an 8-bit P6 PPM")
    w, h = int(fields[1]), int(fields[2])
    return w, h, data[pos + 1:pos + 1 + w * h * 3]


def compare(actual, ref, w, h, tol):
    """Counts pixels where any channel differs by more than tol. Returns (count, first (x, y)
    or None, diff image: differing pixels red, the others the actual image at a third)."""
    if actual == ref:
        return 0, None, bytes(v // 3 for v in actual)
    stride = w * 3
    diff = bytearray(v // 3 for v in actual)
    count, first = 0, None
    for y in range(h):
        a, b = actual[y * stride:(y + 1) * stride], ref[y * stride:(y + 1) * stride]
        if a == b:
            continue
        for x in range(w):
            i = x * 3
            if (abs(a[i] - b[i]) > tol or abs(a[i + 1] - b[i + 1]) > tol
                    or abs(a[i + 2] - b[i + 2]) > tol):
                count += 1
                first = first or (x, y)
                diff[y * stride + i:y * stride + i + 3] = b"\xff\x00\x00"
    return count, first, bytes(diff)
