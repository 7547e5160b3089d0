import CHarfBuzz
import Foundation
import VitrineGraphics

/// One shaped glyph: its index in the face, the UTF-16 index of the first unit of its
/// cluster, and its advance and offset in points.
struct ShapedGlyph {
    var id: UInt32
    var cluster: Int
    var advance: CGFloat
    var xOffset: CGFloat
    var yOffset: CGFloat
}

/// Vertical metrics of a font at a size, in points, from the font's own tables (unhinted, as
/// the layout is): ascent above the baseline, descent below (positive), line gap.
public struct FontExtents: Sendable, Equatable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var lineGap: CGFloat
    /// Ascent + descent + line gap: UIKit's `lineHeight`.
    public var lineHeight: CGFloat { ascent + descent + lineGap }
}

/// Decoration geometry of a font at a size, in points (offsets below the baseline positive).
struct DecorationMetrics {
    var underlineOffset: CGFloat
    var underlineThickness: CGFloat
    var strikeoutOffset: CGFloat
    var strikeoutThickness: CGFloat
}

/// HarfBuzz over the project's `FontFace`s: one `hb_face_t` per face (reading the face's
/// mapped file) and one `hb_font_t` per (face, size), created once and kept. HarfBuzz fonts
/// are immutable once set up, so shaping runs without a lock.
final class Shaper: @unchecked Sendable {
    // @unchecked: `fonts` is only touched with `lock` held; hb objects are immutable.
    static let shared = Shaper()

    private let lock = NSLock()
    private var faces: [ObjectIdentifier: (face: FontFace, hb: OpaquePointer)] = [:]
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var extentsCache: [FontKey: FontExtents] = [:]
    private var decorationCache: [FontKey: DecorationMetrics] = [:]
    private var features: [[String]: [hb_feature_t]] = [:]

    struct FontKey: Hashable { var face: ObjectIdentifier; var size: CGFloat }

    /// The HarfBuzz font for `face` at `size` points (positions come out in 1/64 pt).
    private func hbFont(_ face: FontFace, size: CGFloat) -> OpaquePointer? {
        let key = FontKey(face: ObjectIdentifier(face), size: size)
        lock.lock(); defer { lock.unlock() }
        if let f = fonts[key] { return f }
        let hbFace: OpaquePointer
        if let known = faces[key.face] {
            hbFace = known.hb
        } else {
            let data = face.fontData
            guard let base = data.baseAddress, data.count > 0, data.count < Int(UInt32.max),
                  let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(data.count),
                                            HB_MEMORY_MODE_READONLY, nil, nil),
                  let made = hb_face_create(blob, UInt32(face.index)) else { return nil }
            hb_blob_destroy(blob)
            hbFace = made
            // The entry keeps `face` (and so its mapping) alive as long as HarfBuzz reads it.
            faces[key.face] = (face, made)
        }
        guard let font = hb_font_create(hbFace) else { return nil }
        let scale = Int32((size * 64).rounded())
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        fonts[key] = font
        return font
    }

    /// Shapes `length` units of `text` from `offset` (the whole text is context, so Arabic
    /// joins across runs) with `font`, in `rtl` direction, `script` and `language`. Glyphs
    /// come in visual order (right-to-left runs reversed, as HarfBuzz returns them).
    func shape(_ text: UnsafeBufferPointer<UInt16>, offset: Int, length: Int, font: TextFont,
               rtl: Bool, script: hb_script_t, language: hb_language_t?) -> [ShapedGlyph] {
        guard length > 0, let base = text.baseAddress, let hb = hbFont(font.face, size: font.size),
              let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, base, Int32(text.count), UInt32(offset), Int32(length))
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language { hb_buffer_set_language(buffer, language) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        let feats = hbFeatures(font.features)
        feats.withUnsafeBufferPointer { hb_shape(hb, buffer, $0.baseAddress, UInt32($0.count)) }
        var n: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &n), let positions = hb_buffer_get_glyph_positions(buffer, &n) else { return [] }
        var out: [ShapedGlyph] = []
        out.reserveCapacity(Int(n))
        for i in 0..<Int(n) {
            out.append(ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                   advance: CGFloat(positions[i].x_advance) / 64,
                                   xOffset: CGFloat(positions[i].x_offset) / 64,
                                   yOffset: -CGFloat(positions[i].y_offset) / 64))
        }
        return out
    }

    private func hbFeatures(_ names: [String]) -> [hb_feature_t] {
        guard !names.isEmpty else { return [] }
        lock.lock(); defer { lock.unlock() }
        if let known = features[names] { return known }
        var parsed: [hb_feature_t] = []
        for name in names {
            var f = hb_feature_t()
            let ok = name.withCString { hb_feature_from_string($0, -1, &f) }
            if ok != 0 { parsed.append(f) }
        }
        features[names] = parsed
        return parsed
    }

    /// The font's ascent, descent and line gap at its size (from `hhea`/`OS/2`, as HarfBuzz
    /// reads them), with a proportional guess when the font has none.
    func extents(_ font: TextFont) -> FontExtents {
        let key = FontKey(face: ObjectIdentifier(font.face), size: font.size)
        lock.lock()
        if let e = extentsCache[key] { lock.unlock(); return e }
        lock.unlock()
        var e = FontExtents(ascent: font.size * 0.8, descent: font.size * 0.2, lineGap: 0)
        if let hb = hbFont(font.face, size: font.size) {
            var x = hb_font_extents_t()
            if hb_font_get_h_extents(hb, &x) != 0, x.ascender > 0 || x.descender < 0 {
                e = FontExtents(ascent: CGFloat(x.ascender) / 64, descent: CGFloat(-x.descender) / 64,
                                lineGap: max(0, CGFloat(x.line_gap) / 64))
            }
        }
        lock.lock(); extentsCache[key] = e; lock.unlock()
        return e
    }

    /// Underline and strikeout position and thickness (from `post` and `OS/2`, with
    /// HarfBuzz's fallbacks).
    func decorationMetrics(_ font: TextFont) -> DecorationMetrics {
        let key = FontKey(face: ObjectIdentifier(font.face), size: font.size)
        lock.lock()
        if let d = decorationCache[key] { lock.unlock(); return d }
        lock.unlock()
        var d = DecorationMetrics(underlineOffset: font.size * 0.1, underlineThickness: max(1, font.size / 17),
                                  strikeoutOffset: -font.size * 0.3, strikeoutThickness: max(1, font.size / 17))
        if let hb = hbFont(font.face, size: font.size) {
            var v: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(hb, HB_OT_METRICS_TAG_UNDERLINE_OFFSET, &v)
            d.underlineOffset = -CGFloat(v) / 64
            hb_ot_metrics_get_position_with_fallback(hb, HB_OT_METRICS_TAG_UNDERLINE_SIZE, &v)
            d.underlineThickness = max(CGFloat(v) / 64, 0.5)
            hb_ot_metrics_get_position_with_fallback(hb, HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, &v)
            d.strikeoutOffset = -CGFloat(v) / 64
            hb_ot_metrics_get_position_with_fallback(hb, HB_OT_METRICS_TAG_STRIKEOUT_SIZE, &v)
            d.strikeoutThickness = max(CGFloat(v) / 64, 0.5)
        }
        lock.lock(); decorationCache[key] = d; lock.unlock()
        return d
    }

    /// The script of `scalar` (HarfBuzz's Unicode data).
    static func script(of scalar: UInt32) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }
}

extension TextFont {
    /// Ascent, descent and line gap in points, from the font's tables.
    public var extents: FontExtents { Shaper.shared.extents(self) }
}
