import CPixman
import Foundation

/// Coverage glyphs copied into pixman's own glyph cache, so a run of text is composited in
/// one `pixman_composite_glyphs_no_mask` call instead of one composite per glyph.
///
/// A canvas cache (one per render band) owns one; pixman's cache is not thread-safe, which
/// bands never share. Glyphs are keyed by strike (`strike(face:size26_6:)`: the face's
/// process-unique identity and the device size) and by glyph index and quarter-pixel phase. Pixman copies every glyph it
/// keeps; the bytes are counted and the whole cache is dropped past its budget (and on
/// memory pressure) — glyphs are re-copied from the face's own cache on the next frame.
final class GlyphBatchCache {
    private var cache: OpaquePointer?
    private(set) var byteCount = 0
    let byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    deinit { if let cache { pixman_glyph_cache_destroy(cache) } }

    func purge() {
        if let cache { pixman_glyph_cache_destroy(cache) }
        cache = nil
        byteCount = 0
    }

    /// pixman's cache, frozen for the duration of `body` (lookups and inserts; pixman evicts
    /// only when thawed).
    func withFrozenCache<R>(_ body: (OpaquePointer) -> R) -> R? {
        if byteCount > byteLimit { purge() }
        if cache == nil { cache = pixman_glyph_cache_create() }
        guard let cache else { return nil }
        pixman_glyph_cache_freeze(cache)
        defer { pixman_glyph_cache_thaw(cache) }
        return body(cache)
    }

    /// pixman's font key for a face at a device size (26.6, at most 2^17): the face's identity,
    /// never reused in the process, above the size.
    static func strike(face: FontFace, size26_6: Int) -> UInt {
        UInt(truncatingIfNeeded: face.cacheID) << 18 | UInt(max(0, min(size26_6, (1 << 18) - 1)))
    }

    /// The cached copy of a glyph, or `nil`.
    func lookup(_ cache: OpaquePointer, strike: UInt, key: UInt) -> UnsafeRawPointer? {
        pixman_glyph_cache_lookup(cache, UnsafeMutableRawPointer(bitPattern: strike), UnsafeMutableRawPointer(bitPattern: key))
    }

    /// Copies a coverage glyph into the cache (its origin at the pen position on the
    /// baseline); `nil` for a glyph without coverage.
    func insert(_ cache: OpaquePointer, strike: UInt, key: UInt, glyph g: Glyph) -> UnsafeRawPointer? {
        guard let mask = g.mask else { return nil }
        byteCount += g.byteCount + 64
        return pixman_glyph_cache_insert(cache, UnsafeMutableRawPointer(bitPattern: strike), UnsafeMutableRawPointer(bitPattern: key),
                                         Int32(-g.left), Int32(g.top), mask)
    }
}
