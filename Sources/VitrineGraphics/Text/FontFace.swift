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

/// One font file opened with FreeType: a scalable (outline) face, or a colour bitmap face such
/// as Noto Color Emoji (`CBDT` strikes, scaled to any size). Rendered glyphs go to a
/// `GlyphCache` shared by every face (`GlyphCache.shared` unless given another), under one
/// byte budget.
///
/// FreeType objects are not thread-safe; every use of the face goes through one lock, so a
/// face can be shared (glyphs, once rendered, are immutable). A glyph found in the cache costs
/// the cache's lock only.
public final class FontFace: @unchecked Sendable {
    /// The default font: DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The largest pixel size outline glyphs are rasterized at (1024 px an em: a 1024-pt
    /// font at scale 1). Larger text is drawn from this raster, scaled by the canvas; a single
    /// glyph's bitmap is further bounded by `maximumGlyphDimension`.
    public static let maximumPixelSize: CGFloat = 1024
    /// The largest pixel size colour glyphs are scaled to: about twice Noto Color Emoji's
    /// 109-px strike, past which a bigger bitmap adds no detail (the canvas enlarges it).
    public static let maximumColorPixelSize: CGFloat = 256
    /// The most pixels a glyph's bitmap has each way: 2048, so one glyph takes at most 4 MiB
    /// (coverage) — at 1024 px an em, a glyph two ems wide or tall still fits. A glyph whose
    /// outline is bigger is not drawn (a log line, `nil`). Colour glyphs stay far below it
    /// (at most about 320 × 300 pixels at `maximumColorPixelSize`).
    public static let maximumGlyphDimension = 2048

    public let path: String
    /// The face's index in its file (0 unless the file is a collection such as a `.ttc`).
    public let index: Int
    public let familyName: String
    public let styleName: String
    /// The face's PostScript name (`DejaVuSans-Bold`), `nil` when the font has none.
    /// The corresponding C function is `FT_Get_Postscript_Name`.
    public let postScriptName: String?
    /// Whether the glyphs are colour bitmaps (an emoji font), drawn in their own colours.
    public let hasColorGlyphs: Bool
    /// The number of glyphs in the face; glyph indices run from 0 to one less.
    public let glyphCount: Int
    /// The cache the face's glyphs go to.
    public let glyphCache: GlyphCache
    /// The face's identity in `glyphCache`.
    let cacheID: UInt64
    /// How far glyphs reach above and below the baseline at most, in ems (the font's
    /// bounding box), for skipping glyphs outside the clip without rendering them.
    let emAbove: CGFloat
    let emBelow: CGFloat

    private let library: FT_Library
    private let face: FT_Face
    /// The font file, mapped read-only: the memory `face` reads.
    private let mapping: UnsafeMutableRawBufferPointer
    private let lock = NSLock()
    /// Colour faces: their strikes (`FT_Select_Size` index, pixels an em), smallest first.
    private let strikes: [(index: Int32, ppem: CGFloat)]
    private var metricsCache: [Int: LineMetrics] = [:]
    /// The size set on `face`: a 26.6 pixel size, or `-1 - strike` for a selected strike.
    private var currentSize: Int = Int.min
    private var reportedBadIndex = false
    private var reportedOversizedGlyph = false
    /// A line for the log, written once the lock is released.
    private var pendingLog: String?

    /// Opens a font file. A missing, truncated or corrupt file throws `FontError`, and so does
    /// anything but a regular file: the file is opened non-blocking and checked before it is
    /// read, so a FIFO or a device given as a font cannot block (FreeType's own `fopen`
    /// would). A bitmap font without colour glyphs (a `.pcf` or `.bdf`) throws too: only
    /// scalable fonts and colour bitmap fonts are drawn at any size. The file is mapped
    /// read-only, as `FT_New_Face` maps it. `index` picks a face in a collection (`.ttc`); an
    /// index the file does not have throws.
    /// The corresponding C functions are `FT_Init_FreeType` and `FT_New_Memory_Face`.
    public init(path: String, index: Int = 0, glyphCache: GlyphCache = .shared) throws {
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
        let flags = f.pointee.face_flags
        let scalable = (flags & FT_Long(FT_FACE_FLAG_SCALABLE)) != 0
        let colorStrikes = (flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0 && (flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES)) != 0
            ? Self.strikes(of: f) : []
        guard scalable || !colorStrikes.isEmpty else {
            FT_Done_Face(f); FT_Done_FreeType(lib); munmap(base, file.size)
            throw FontError(path: path, call: "FT_New_Face", code: -1,
                            reason: "a bitmap font without colour glyphs, drawn only at its fixed sizes (use a scalable font, or a colour bitmap font such as Noto Color Emoji)")
        }
        library = lib
        face = f
        self.mapping = mapping
        self.path = path
        self.index = max(0, index)
        self.glyphCache = glyphCache
        cacheID = glyphCache.makeFaceID()
        // A font with outlines draws them (in the text's colour) even if it has colour
        // strikes too; the strikes are used only by bitmap-only colour fonts.
        hasColorGlyphs = !scalable
        strikes = scalable ? [] : colorStrikes
        glyphCount = max(0, Int(f.pointee.num_glyphs))
        postScriptName = FT_Get_Postscript_Name(f).map { String(cString: $0) }
        familyName = f.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = f.pointee.style_name.map { String(cString: $0) } ?? ""
        let upem = CGFloat(f.pointee.units_per_EM)
        if scalable, upem > 0 {
            emAbove = max(0, CGFloat(f.pointee.bbox.yMax) / upem)
            emBelow = max(0, CGFloat(-f.pointee.bbox.yMin) / upem)
        } else {
            emAbove = 2; emBelow = 1
        }
    }

    deinit {
        glyphCache.removeAll(face: cacheID)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        munmap(mapping.baseAddress, mapping.count)
    }

    /// The colour strikes of a bitmap face, smallest first.
    private static func strikes(of f: FT_Face) -> [(index: Int32, ppem: CGFloat)] {
        guard let sizes = f.pointee.available_sizes else { return [] }
        return (0..<Int(max(0, f.pointee.num_fixed_sizes))).compactMap { i in
            let s = sizes[i]
            let ppem = s.y_ppem > 0 ? CGFloat(s.y_ppem) / 64 : CGFloat(s.height)
            return ppem > 0 ? (Int32(i), ppem) : nil
        }.sorted { $0.ppem < $1.ppem }
    }

    // MARK: Glyphs

    /// The glyph for a character at a pixel size (26.6 rounding), rendered and cached; the
    /// font's `.notdef` glyph when the character is missing. `nil` only when FreeType fails.
    public func glyph(for scalar: Unicode.Scalar, pixelSize: CGFloat) -> Glyph? {
        glyph(index: glyphIndex(for: scalar), pixelSize: pixelSize)
    }

    /// Whether the face maps `scalar` to a glyph of its own (not `.notdef`).
    /// The corresponding C function is `FT_Get_Char_Index`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyphIndex(for: scalar) != 0
    }

    /// The face's glyph index for `scalar`, 0 (`.notdef`) when it has none: what a test or a
    /// caller without a shaper passes to `glyph(index:pixelSize:phase:)`.
    /// The corresponding C function is `FT_Get_Char_Index`.
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        lock.lock(); defer { lock.unlock() }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The glyph for a character at a pixel size if the face has the character, with
    /// `found` false (and no glyph rendered) when it does not.
    public func lookUpGlyph(for scalar: Unicode.Scalar, pixelSize: CGFloat) -> (glyph: Glyph?, found: Bool) {
        let index = glyphIndex(for: scalar)
        guard index != 0 else { return (nil, false) }
        return (glyph(index: index, pixelSize: pixelSize), true)
    }

    /// Glyph `index` (a glyph index in the face, as shaping returns them) rendered at
    /// `pixelSize` with its outline shifted right by `phase` quarters of a pixel (0…3), so
    /// that text laid out at fractional positions keeps its spacing; cached per phase.
    ///
    /// Colour glyphs have one phase (the canvas places them on whole pixels). The size is
    /// capped at `rasterPixelSizeLimit` (the canvas scales bigger text from that raster).
    /// `nil` when FreeType fails, when `index` is not below `glyphCount`, or when the glyph's
    /// bitmap would exceed `maximumGlyphDimension` (each logged once per face).
    public func glyph(index: UInt32, pixelSize: CGFloat, phase: Int = 0) -> Glyph? {
        guard Int(index) < glyphCount else {
            lock.lock()
            report(&reportedBadIndex, "glyph index \(index) is beyond the \(glyphCount) glyphs of \(path); drawn as nothing")
            let message = takePendingLog()
            lock.unlock()
            if let message { FontDatabase.shared.log(message) }
            return nil
        }
        let size = Self.size26_6(pixelSize, limit: rasterPixelSizeLimit)
        let phase = hasColorGlyphs ? 0 : max(0, min(3, phase))
        let key = GlyphCache.Key(face: cacheID, index: index, size26_6: Int32(size), phase: UInt8(phase))
        if let g = glyphCache.glyph(for: key) { return g }
        lock.lock()
        // Another thread may have rendered it while this one waited.
        if let g = glyphCache.glyph(for: key) { lock.unlock(); return g }
        let rendered = hasColorGlyphs ? renderColorGlyph(index: index, size26_6: size)
                                      : renderOutlineGlyph(index: index, size26_6: size, phase: phase)
        let message = takePendingLog()
        lock.unlock()
        // Logged outside the face's lock: the font database calls faces under its own.
        if let message { FontDatabase.shared.log(message) }
        guard let g = rendered else { return nil }
        glyphCache.insert(g, for: key)
        return g
    }

    /// Glyphs `indices` at `pixelSize`, each at its phase in `phases` (as
    /// `glyph(index:pixelSize:phase:)` gives them): the cached ones in one trip through the
    /// cache's lock, for drawing a run.
    package func glyphs(indices: [UInt32], phases: [Int], pixelSize: CGFloat) -> [Glyph?] {
        let size = Int32(Self.size26_6(pixelSize, limit: rasterPixelSizeLimit))
        let keys = zip(indices, phases).map { index, phase in
            GlyphCache.Key(face: cacheID, index: index, size26_6: size, phase: hasColorGlyphs ? 0 : UInt8(max(0, min(3, phase))))
        }
        var found = glyphCache.glyphs(for: keys)
        for i in found.indices where found[i] == nil {
            found[i] = glyph(index: indices[i], pixelSize: pixelSize, phase: phases[i])
        }
        return found
    }

    /// The largest pixel size glyphs of this face are rendered at (`maximumPixelSize`, or
    /// `maximumColorPixelSize` for colour glyphs).
    public var rasterPixelSizeLimit: CGFloat { hasColorGlyphs ? Self.maximumColorPixelSize : Self.maximumPixelSize }

    /// The font file's bytes (mapped read-only for the face's lifetime), for a shaper that
    /// reads the font's tables itself (HarfBuzz).
    package var fontData: UnsafeRawBufferPointer { UnsafeRawBufferPointer(mapping) }

    /// Font units per em: FreeType's, else (bitmap-only colour fonts, for which FreeType
    /// reports 0) the `head` table's `unitsPerEm`, which a shaper's advances are in (2048 for
    /// Noto Color Emoji); 0 when the font has neither.
    /// The corresponding C function is `FT_Load_Sfnt_Table`.
    public var unitsPerEm: Int {
        if face.pointee.units_per_EM > 0 { return Int(face.pointee.units_per_EM) }
        lock.lock(); defer { lock.unlock() }
        var bytes: (UInt8, UInt8) = (0, 0)
        var length: FT_ULong = 2
        let head: FT_ULong = 0x6865_6164  // 'head'; unitsPerEm is the big-endian UInt16 at 18
        let err = withUnsafeMutableBytes(of: &bytes) {
            FT_Load_Sfnt_Table(face, head, 18, $0.baseAddress?.assumingMemoryBound(to: FT_Byte.self), &length)
        }
        guard err == 0, length == 2 else { return 0 }
        return Int(bytes.0) << 8 | Int(bytes.1)
    }

    /// Renders an outline glyph: loaded hinted (light: vertical only, so shapes stay true
    /// and a horizontal shift stays exact), shifted by `phase` quarter pixels, rasterized
    /// to 8-bit coverage. Embedded bitmaps are ignored so every phase comes from the same
    /// outline. Call with `lock` held.
    private func renderOutlineGlyph(index: UInt32, size26_6 size: Int, phase: Int, emboldening: Int = 0) -> Glyph? {
        guard setSize(size) else { return nil }
        let loadFlags = Int32(FT_RENDER_MODE_LIGHT.rawValue << 16) | Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, index, loadFlags) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            let w = (Int(box.xMax) - Int(box.xMin)) / 64 + 2, h = (Int(box.yMax) - Int(box.yMin)) / 64 + 2
            guard w <= Self.maximumGlyphDimension, h <= Self.maximumGlyphDimension else {
                report(&reportedOversizedGlyph, "glyph \(index) of \(path) at \(size / 64) px would be \(w)x\(h) pixels, more than \(Self.maximumGlyphDimension) each way; not drawn")
                return nil
            }
            if phase > 0 { FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 16), 0) }
            if emboldening != 0 { FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(emboldening)) }
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0 else { return nil }
        return Glyph(slot: slot)
    }

    /// Glyph `index` at `pixelSize` (quarter-pixel `phase` as in `glyph(index:pixelSize:phase:)`)
    /// with its outline made `strength` pixels thicker (each edge moves out by half of it; a
    /// negative strength thins it), not cached: for symbol images, which keep their own
    /// rendering. Outline glyphs only (`nil` for a colour face), with the same limits as
    /// `glyph(index:pixelSize:phase:)`.
    /// The corresponding C function is `FT_Outline_Embolden`.
    package func glyph(index: UInt32, pixelSize: CGFloat, phase: Int = 0, emboldenedBy strength: CGFloat) -> Glyph? {
        guard !hasColorGlyphs, Int(index) < glyphCount, strength.isFinite else { return nil }
        let size = Self.size26_6(pixelSize, limit: rasterPixelSizeLimit)
        lock.lock()
        let rendered = renderOutlineGlyph(index: index, size26_6: size, phase: max(0, min(3, phase)),
                                          emboldening: Int((strength * 64).rounded()))
        let message = takePendingLog()
        lock.unlock()
        if let message { FontDatabase.shared.log(message) }
        return rendered
    }

    /// Renders a colour glyph: the bitmap of the smallest strike at least as big as the size
    /// (else the biggest), scaled to the size. Call with `lock` held.
    private func renderColorGlyph(index: UInt32, size26_6 size: Int) -> Glyph? {
        let pixelSize = CGFloat(size) / 64
        guard let strike = selectStrike(for: pixelSize) else { return nil }
        guard FT_Load_Glyph(face, index, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        return Glyph(colorSlot: slot, scale: pixelSize / strike.ppem)
    }

    // MARK: Metrics

    /// Ascent, descent and line height at a pixel size.
    public func metrics(pixelSize: CGFloat) -> LineMetrics {
        let size = Self.size26_6(pixelSize, limit: .greatestFiniteMagnitude)
        lock.lock(); defer { lock.unlock() }
        if let m = metricsCache[size] { return m }
        let px = CGFloat(size) / 64
        let fallback = LineMetrics(ascent: px * 0.8, descent: px * 0.2, lineHeight: px * 1.2)
        // Metrics scale linearly: measured at a size FreeType handles, then scaled (hinting
        // rounds them to whole pixels at the measured size).
        let measured: CGFloat
        let scale: CGFloat
        if hasColorGlyphs {
            guard let strike = selectStrike(for: px) else { return fallback }
            measured = strike.ppem
            scale = px / strike.ppem
        } else {
            measured = min(px, Self.maximumPixelSize)
            scale = px / measured
            guard setSize(Int((measured * 64).rounded())) else { return fallback }
        }
        guard measured > 0, let sm = face.pointee.size?.pointee.metrics else { return fallback }
        let m = LineMetrics(ascent: CGFloat(sm.ascender) / 64 * scale, descent: CGFloat(-sm.descender) / 64 * scale,
                            lineHeight: CGFloat(sm.height) / 64 * scale)
        metricsCache[size] = m
        return m
    }

    // MARK: Cache

    /// The number of this face's glyphs in its glyph cache.
    public var cachedGlyphCount: Int { glyphCache.usage(face: cacheID).count }

    /// The bytes of this face's glyphs in its glyph cache (overhead included).
    public var cachedGlyphBytes: Int { glyphCache.usage(face: cacheID).bytes }

    /// The budget of the glyph cache (shared by every face that uses it).
    public var glyphCacheByteLimit: Int { glyphCache.byteLimit }

    /// Drops this face's glyphs from the cache. (A memory warning empties the whole cache:
    /// `GlyphCache.removeAll()`.)
    public func purgeCache() {
        glyphCache.removeAll(face: cacheID)
    }

    // MARK: Internals (call with `lock` held)

    private func setSize(_ size26_6: Int) -> Bool {
        if currentSize == size26_6 { return true }
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size26_6), 72, 72) == 0 else { return false }
        currentSize = size26_6
        return true
    }

    /// Selects the strike to draw `pixelSize` from: the smallest at least that big (the
    /// least shrinking), else the biggest.
    private func selectStrike(for pixelSize: CGFloat) -> (index: Int32, ppem: CGFloat)? {
        guard let strike = strikes.first(where: { $0.ppem >= pixelSize }) ?? strikes.last else { return nil }
        let tag = -1 - Int(strike.index)
        if currentSize != tag {
            guard FT_Select_Size(face, strike.index) == 0 else { return nil }
            currentSize = tag
        }
        return strike
    }

    /// Keeps `message` for the log the first time `flag` is raised.
    private func report(_ flag: inout Bool, _ message: String) {
        guard !flag else { return }
        flag = true
        pendingLog = message
    }

    private func takePendingLog() -> String? {
        defer { pendingLog = nil }
        return pendingLog
    }

    /// A pixel size in 26.6, from 1 px to `limit` (NaN counts as 1 px).
    static func size26_6(_ pixelSize: CGFloat, limit: CGFloat) -> Int {
        let px = pixelSize.isNaN ? 1 : min(max(pixelSize, 1), min(limit, 1_048_576))
        return Int((px * 64).rounded())
    }
}

/// Vertical metrics of a font at one size, in pixels.
public struct LineMetrics: Equatable, Sendable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var lineHeight: CGFloat
}

