import CFreeType
import CPixman
import Foundation

/// Why a font could not be used.
public struct FontError: Error, CustomStringConvertible, Equatable {
    public var path: String
    /// The FreeType call that failed.
    public var call: String
    /// FreeType's error code (`errno` when `call` is `open` or `mmap`).
    public var code: Int32
    /// Why, in words, when it is not a FreeType error (`not a regular file (a FIFO)`).
    public var reason: String? = nil

    public var description: String {
        "cannot load font \(path): " + (reason ?? "\(call) failed with FreeType error \(code)")
    }
}

/// One font file opened with FreeType, with a cache of rendered glyphs per pixel size. The
/// cache counts the bytes of every glyph it keeps (bitmap rows as allocated, plus a small
/// per-glyph overhead) and drops the least recently used past its budget.
///
/// FreeType objects are not thread-safe; every use of the face goes through one lock, so a
/// face can be shared (glyphs, once rendered, are immutable).
public final class FontFace: @unchecked Sendable {
    /// The default font: DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    public let path: String
    /// The face's index in its file (0 unless the file is a collection such as a `.ttc`).
    public let index: Int
    public let familyName: String
    public let styleName: String
    /// The face's PostScript name (`DejaVuSans-Bold`), `nil` when the font has none.
    /// The corresponding C function is `FT_Get_Postscript_Name`.
    public let postScriptName: String?

    private let library: FT_Library
    private let face: FT_Face
    /// The font file, mapped read-only: the memory `face` reads.
    private let mapping: UnsafeMutableRawBufferPointer
    private let lock = NSLock()
    private var glyphs: ByteBudgetCache<GlyphKey, Glyph>
    private var metricsCache: [Int: LineMetrics] = [:]
    private var currentSize: Int = -1

    struct GlyphKey: Hashable { var index: UInt32; var size26_6: Int; var phase: Int = 0 }

    /// The default glyph cache budget: 4 MiB, several thousand glyphs at UI sizes.
    public static let defaultGlyphCacheBytes = 4 << 20

    /// Opens a font file, keeping at most `glyphCacheBytes` of rendered glyphs. A missing,
    /// truncated or corrupt file throws `FontError`, and so does anything but a regular file:
    /// the file is opened non-blocking and checked before it is read, so a FIFO or a device
    /// given as a font cannot block (FreeType's own `fopen` would). The file is mapped
    /// read-only, as `FT_New_Face` maps it. `index` picks a face in a collection (`.ttc`);
    /// an index the file does not have throws.
    /// The corresponding C functions are `FT_Init_FreeType` and `FT_New_Memory_Face`.
    public init(path: String, index: Int = 0, glyphCacheBytes: Int = FontFace.defaultGlyphCacheBytes) throws {
        glyphs = ByteBudgetCache(byteLimit: glyphCacheBytes)
        let file: RegularFile.Opened
        switch RegularFile.open(path) {
        case .success(let opened): file = opened
        case .failure(let failure): throw FontError(path: path, call: "open", code: -1, reason: failure.message)
        }
        defer { close(file.fd) }
        guard file.size > 0 else { throw FontError(path: path, call: "open", code: -1, reason: "empty file") }
        guard let base = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.fd, 0), base != MAP_FAILED else {
            throw FontError(path: path, call: "mmap", code: errno, reason: "cannot map: \(String(cString: strerror(errno)))")
        }
        let mapping = UnsafeMutableRawBufferPointer(start: base, count: file.size)
        var lib: FT_Library?
        var err = FT_Init_FreeType(&lib)
        guard err == 0, let lib else {
            munmap(base, file.size)
            throw FontError(path: path, call: "FT_Init_FreeType", code: err)
        }
        var f: FT_Face?
        err = FT_New_Memory_Face(lib, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.size), FT_Long(max(0, index)), &f)
        guard err == 0, let f else {
            FT_Done_FreeType(lib); munmap(base, file.size)
            throw FontError(path: path, call: "FT_New_Face", code: err)
        }
        guard (f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) != 0 else {
            FT_Done_Face(f); FT_Done_FreeType(lib); munmap(base, file.size)
            throw FontError(path: path, call: "FT_New_Face (not a scalable font)", code: -1)
        }
        library = lib
        face = f
        self.mapping = mapping
        self.path = path
        self.index = max(0, index)
        postScriptName = FT_Get_Postscript_Name(f).map { String(cString: $0) }
        familyName = f.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = f.pointee.style_name.map { String(cString: $0) } ?? ""
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        munmap(mapping.baseAddress, mapping.count)
    }

    /// The glyph for a character at a pixel size (26.6 rounding), rendered and cached; the
    /// font's `.notdef` glyph when the character is missing. `nil` only when FreeType fails.
    public func glyph(for scalar: Unicode.Scalar, pixelSize: CGFloat) -> Glyph? {
        let size = Self.size26_6(pixelSize)
        lock.lock(); defer { lock.unlock() }
        return renderGlyph(index: FT_Get_Char_Index(face, FT_ULong(scalar.value)), size26_6: size)
    }

    /// Whether the face maps `scalar` to a glyph of its own (not `.notdef`).
    /// The corresponding C function is `FT_Get_Char_Index`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// The face's glyph index for `scalar` (0, `.notdef`, when the face lacks it).
    /// The corresponding C function is `FT_Get_Char_Index`.
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        lock.lock(); defer { lock.unlock() }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The glyph for a character at a pixel size if the face has the character, with
    /// `found` false (and no glyph rendered) when it does not: one lock for both, for layout.
    public func lookUpGlyph(for scalar: Unicode.Scalar, pixelSize: CGFloat) -> (glyph: Glyph?, found: Bool) {
        let size = Self.size26_6(pixelSize)
        lock.lock(); defer { lock.unlock() }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0 else { return (nil, false) }
        return (renderGlyph(index: index, size26_6: size), true)
    }

    /// Glyph `index` (a glyph index in the face, as shaping returns them) rendered at
    /// `pixelSize` with its outline shifted right by `phase` quarters of a pixel (0…3), so
    /// that text laid out at fractional positions keeps its spacing; cached per phase.
    /// `nil` only when FreeType fails.
    public func glyph(index: UInt32, pixelSize: CGFloat, phase: Int = 0) -> Glyph? {
        let size = Self.size26_6(pixelSize)
        lock.lock(); defer { lock.unlock() }
        return renderGlyph(index: index, size26_6: size, phase: max(0, min(3, phase)))
    }

    /// The font file's bytes (mapped read-only for the face's lifetime), for a shaper that
    /// reads the font's tables itself (HarfBuzz).
    package var fontData: UnsafeRawBufferPointer { UnsafeRawBufferPointer(mapping) }

    /// Font units per em (0 for bitmap-only faces).
    public var unitsPerEm: Int { Int(face.pointee.units_per_EM) }

    /// Renders (or finds in the cache) glyph `index` at `size26_6`. Call with `lock` held.
    private func renderGlyph(index: UInt32, size26_6 size: Int, phase: Int = 0) -> Glyph? {
        let key = GlyphKey(index: index, size26_6: size, phase: phase)
        if let g = glyphs.value(for: key) { return g }
        guard setSize(size) else { return nil }
        // Light hinting (vertical only) keeps shapes true while snapping to the pixel grid.
        let loadFlags = Int32(FT_LOAD_RENDER) | Int32(FT_RENDER_MODE_LIGHT.rawValue << 16)
        if phase == 0 {
            guard FT_Load_Glyph(face, index, loadFlags) == 0, let slot = face.pointee.glyph else { return nil }
            let g = Glyph(slot: slot)
            glyphs.insert(g, bytes: g.maskBytes, for: key)
            return g
        }
        let noRender = Int32(FT_RENDER_MODE_LIGHT.rawValue << 16)
        guard FT_Load_Glyph(face, index, noRender) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 16), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0 else { return nil }
        let g = Glyph(slot: slot)
        glyphs.insert(g, bytes: g.maskBytes, for: key)
        return g
    }

    /// Ascent, descent and line height at a pixel size.
    public func metrics(pixelSize: CGFloat) -> LineMetrics {
        let size = Self.size26_6(pixelSize)
        lock.lock(); defer { lock.unlock() }
        if let m = metricsCache[size] { return m }
        guard setSize(size), let sm = face.pointee.size?.pointee.metrics else {
            return LineMetrics(ascent: pixelSize * 0.8, descent: pixelSize * 0.2, lineHeight: pixelSize * 1.2)
        }
        let m = LineMetrics(ascent: CGFloat(sm.ascender) / 64, descent: CGFloat(-sm.descender) / 64,
                            lineHeight: CGFloat(sm.height) / 64)
        metricsCache[size] = m
        return m
    }

    /// The number of cached glyphs.
    public var cachedGlyphCount: Int {
        lock.lock(); defer { lock.unlock() }
        return glyphs.count
    }

    /// The bytes the glyph cache keeps now (at most `glyphCacheByteLimit`).
    public var cachedGlyphBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return glyphs.byteCount
    }

    /// The most the glyph cache keeps.
    public var glyphCacheByteLimit: Int {
        lock.lock(); defer { lock.unlock() }
        return glyphs.byteLimit
    }

    /// Drops every cached glyph (on memory pressure).
    public func purgeCache() {
        lock.lock(); defer { lock.unlock() }
        glyphs.removeAll()
    }

    private func setSize(_ size26_6: Int) -> Bool {
        if currentSize == size26_6 { return true }
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size26_6), 72, 72) == 0 else { return false }
        currentSize = size26_6
        return true
    }

    static func size26_6(_ pixelSize: CGFloat) -> Int { max(64, min(1024 * 64, Int((pixelSize * 64).rounded()))) }
}

/// Vertical metrics of a font at one size, in pixels.
public struct LineMetrics: Equatable, Sendable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var lineHeight: CGFloat
}

/// A rendered glyph: an 8-bit coverage bitmap, its offset from the pen position, and the
/// advance to the next pen position.
public final class Glyph: @unchecked Sendable {
    // Immutable after init.
    /// The coverage bitmap (pixman `a8`), `nil` for blank glyphs such as a space.
    let mask: OpaquePointer?
    let maskPixels: UnsafeMutablePointer<UInt8>?
    /// The bytes of the bitmap (rows padded to 4 bytes).
    let maskBytes: Int
    public let width: Int
    public let height: Int
    /// Pixels from the pen position to the bitmap's left edge.
    public let left: Int
    /// Pixels from the baseline up to the bitmap's top edge.
    public let top: Int
    /// Horizontal advance in pixels.
    public let advance: CGFloat

    init(slot: FT_GlyphSlot) {
        let bm = slot.pointee.bitmap
        left = Int(slot.pointee.bitmap_left)
        top = Int(slot.pointee.bitmap_top)
        advance = CGFloat(slot.pointee.advance.x) / 64
        let w = Int(bm.width), h = Int(bm.rows)
        if w > 0, h > 0, let src = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            // pixman wants rows 4-byte aligned.
            let stride = (w + 3) & ~3
            let px = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * h)
            px.initialize(repeating: 0, count: stride * h)
            let pitch = Int(bm.pitch)
            for y in 0..<h {
                let srcRow = pitch >= 0 ? src + y * pitch : src + (h - 1 - y) * (-pitch)
                (px + y * stride).update(from: srcRow, count: w)
            }
            maskPixels = px
            maskBytes = stride * h
            mask = pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(w), Int32(h), UnsafeMutableRawPointer(px).assumingMemoryBound(to: UInt32.self), Int32(stride))
            width = w; height = h
        } else {
            maskPixels = nil; mask = nil; width = 0; height = 0; maskBytes = 0
        }
    }

    deinit {
        if let mask { pixman_image_unref(mask) }
        maskPixels?.deallocate()
    }
}
