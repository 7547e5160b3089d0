import Foundation

extension JPEGCodec {
    /// The EXIF orientation (1...8) in the JPEG's APP1 `Exif` segment, 1 when there is none
    /// or it cannot be read. Every offset is bounds-checked: a damaged segment means 1.
    package static func exifOrientation(_ d: [UInt8]) -> Int {
        var i = 2
        while i + 4 <= d.count, d[i] == 0xFF {
            let marker = d[i + 1]
            if marker == 0xDA || marker == 0xD9 { break }  // image data or end: no more headers
            let length = Int(d[i + 2]) << 8 | Int(d[i + 3])
            guard length >= 2, i + 2 + length <= d.count else { break }
            if marker == 0xE1, length >= 16, Array(d[(i + 4)..<(i + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return tiffOrientation(d, start: i + 10, end: i + 2 + length) ?? 1
            }
            i += 2 + length
        }
        return 1
    }

    /// Tag 0x0112 of IFD0 of the TIFF structure at `start..<end`.
    private static func tiffOrientation(_ d: [UInt8], start: Int, end: Int) -> Int? {
        guard end - start >= 8 else { return nil }
        let little: Bool
        switch (d[start], d[start + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ o: Int) -> Int? {
            guard o >= 0, start + o + 2 <= end else { return nil }
            let a = Int(d[start + o]), b = Int(d[start + o + 1])
            return little ? a | b << 8 : a << 8 | b
        }
        func u32(_ o: Int) -> Int? {
            guard let lo = u16(little ? o : o + 2), let hi = u16(little ? o + 2 : o) else { return nil }
            return hi << 16 | lo
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for n in 0..<min(count, 512) {
            let e = ifd + 2 + n * 12
            guard let tag = u16(e) else { return nil }
            if tag == 0x0112 {
                guard let v = u16(e + 8), (1...8).contains(v) else { return nil }
                return v
            }
        }
        return nil
    }

    /// `b` turned upright for EXIF `orientation` (2...8): mirrored and/or rotated.
    package static func reoriented(_ b: PixelBuffer, orientation: Int) -> PixelBuffer {
        let W = b.width, H = b.height
        let swaps = orientation >= 5
        let out = PixelBuffer(width: swaps ? H : W, height: swaps ? W : H)
        for dy in 0..<out.height {
            let row = out.row(dy)
            for dx in 0..<out.width {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (W - 1 - dx, dy)
                case 3: (sx, sy) = (W - 1 - dx, H - 1 - dy)
                case 4: (sx, sy) = (dx, H - 1 - dy)
                case 5: (sx, sy) = (dy, dx)
                case 6: (sx, sy) = (dy, H - 1 - dx)
                case 7: (sx, sy) = (W - 1 - dy, H - 1 - dx)
                case 8: (sx, sy) = (W - 1 - dy, dx)
                default: (sx, sy) = (dx, dy)
                }
                row[dx] = b.row(sy)[sx]
            }
        }
        return out
    }
}
