import Foundation

/// The rendered glyphs of every font face, under one byte budget: the least recently used
/// glyph goes first, whichever face it belongs to. A glyph bigger than the whole budget is
/// drawn but not kept.
///
/// Each glyph is charged its bitmap's bytes as allocated (coverage rows padded to 4 bytes;
/// 4 bytes a pixel for colour glyphs) plus a fixed per-glyph overhead. The kiosk sets the
/// budget from `[fonts] glyph_cache_mb`; a memory warning empties the cache.
///
/// Thread-safe: one lock guards the entries, held only for the lookup or the insertion (never
/// while FreeType renders), so banded display-list playback can share it.
public final class GlyphCache: @unchecked Sendable {
    // @unchecked: all state is behind `lock`.

    /// The cache every face uses unless given another.
    public static let shared = GlyphCache(byteLimit: defaultByteLimit)

    /// The default budget: 8 MiB. A 1080p screen of 16-px Latin text at four quarter-pixel
    /// phases takes a few hundred kilobytes, a screen of CJK text 2–3 MiB, a colour emoji at
    /// 32 px 4 KiB; 8 MiB keeps a few screens of mixed text without re-rendering.
    public static let defaultByteLimit = 8 << 20

    /// What the cache holds now, for tests and the kiosk's statistics.
    public struct Statistics: Equatable, Sendable, CustomStringConvertible {
        /// Bytes kept, overhead included (at most `byteLimit`).
        public var bytes: Int
        /// The budget.
        public var byteLimit: Int
        /// Glyphs kept.
        public var count: Int

        public init(bytes: Int, byteLimit: Int, count: Int) {
            self.bytes = bytes
            self.byteLimit = byteLimit
            self.count = count
        }

        public var description: String { "\(count) glyphs, \(bytes) of \(byteLimit) bytes" }
    }

    struct Key: Hashable {
        /// The face's `FontFace.cacheID` (never reused, unlike an object's address).
        var face: UInt64
        var index: UInt32
        var size26_6: Int32
        var phase: UInt8

        /// One word into the hasher instead of four (equality still compares every field).
        func hash(into hasher: inout Hasher) {
            let glyph = UInt64(index) | UInt64(UInt32(bitPattern: size26_6)) << 32
            hasher.combine(glyph ^ (face &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(phase) << 61)
        }
    }

    private let lock = NSLock()
    private var store: ByteBudgetCache<Key, Glyph>
    /// Face identities are unique in the process (not per cache), so other caches of glyphs
    /// (pixman's, per render band) can key by them too.
    private static let faceIDLock = NSLock()
    nonisolated(unsafe) private static var lastFaceID: UInt64 = 0

    /// A cache keeping at most `byteLimit` bytes of glyphs (negative is taken as 0).
    public init(byteLimit: Int) {
        store = ByteBudgetCache(byteLimit: byteLimit)
    }

    /// The budget in bytes; lowering it drops the least recently used glyphs at once.
    public var byteLimit: Int {
        get { lock.lock(); defer { lock.unlock() }; return store.byteLimit }
        set { lock.lock(); store.byteLimit = newValue; lock.unlock() }
    }

    /// The bytes kept now, overhead included.
    public var byteCount: Int {
        lock.lock(); defer { lock.unlock() }
        return store.byteCount
    }

    /// The number of glyphs kept.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return store.count
    }

    /// Bytes, budget and count, read together.
    public var statistics: Statistics {
        lock.lock(); defer { lock.unlock() }
        return Statistics(bytes: store.byteCount, byteLimit: store.byteLimit, count: store.count)
    }

    /// Drops every glyph (a memory warning).
    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        store.removeAll()
    }

    // MARK: For faces

    /// A new face identity: keys never outlive their meaning, even when a face is freed and
    /// another is allocated at the same address.
    func makeFaceID() -> UInt64 {
        Self.faceIDLock.lock(); defer { Self.faceIDLock.unlock() }
        Self.lastFaceID += 1
        return Self.lastFaceID
    }

    func glyph(for key: Key) -> Glyph? {
        lock.lock(); defer { lock.unlock() }
        return store.value(for: key)
    }

    /// The glyphs cached for `keys`, in order (`nil` where missing), under one lock.
    func glyphs(for keys: [Key]) -> [Glyph?] {
        lock.lock(); defer { lock.unlock() }
        return keys.map { store.value(for: $0) }
    }

    /// Keeps `glyph`; returns whether it fitted.
    @discardableResult
    func insert(_ glyph: Glyph, for key: Key) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return store.insert(glyph, bytes: glyph.byteCount, for: key)
    }

    /// Drops the glyphs of one face.
    func removeAll(face: UInt64) {
        lock.lock(); defer { lock.unlock() }
        store.removeAll { $0.face == face }
    }

    /// The glyphs of one face kept now, and their bytes.
    func usage(face: UInt64) -> (count: Int, bytes: Int) {
        lock.lock(); defer { lock.unlock() }
        return store.usage { $0.face == face }
    }

    /// The keys from the least to the most recently used (tests).
    var keysByRecency: [Key] {
        lock.lock(); defer { lock.unlock() }
        return store.keysByRecency
    }
}
