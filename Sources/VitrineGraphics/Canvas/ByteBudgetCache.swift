import Foundation

/// What a cache entry costs beyond its own pixels: an estimate of the object, its pixman image
/// header and its dictionary slot.
let cacheEntryOverhead = 128

/// A dictionary that counts the bytes of everything it keeps and, past its budget, drops its
/// least recently used entries: the bookkeeping the canvas caches and the glyph cache share.
///
/// Every entry is charged its own bytes (pixels, rows padded as they are allocated) plus
/// `cacheEntryOverhead` for the object, its pixman image header and the dictionary slot, so that
/// many tiny entries cannot hide behind a byte budget either. An entry bigger than the whole
/// budget is never kept.
struct ByteBudgetCache<Key: Hashable, Value> {
    private struct Entry {
        let value: Value
        let bytes: Int
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    private var clock = 0
    /// The bytes of every entry kept, overhead included.
    private(set) var byteCount = 0
    /// The most the cache keeps.
    let byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    var count: Int { entries.count }

    /// The value for `key`, marked as just used.
    mutating func value(for key: Key) -> Value? {
        guard var e = entries[key] else { return nil }
        clock += 1
        e.lastUse = clock
        entries[key] = e
        return e.value
    }

    /// Whether `key` is cached (without marking it used).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Keeps `value` (of `bytes` bytes) for `key`, dropping the least recently used entries
    /// until it fits; returns whether it was kept.
    @discardableResult
    mutating func insert(_ value: Value, bytes: Int, for key: Key) -> Bool {
        remove(key)
        let cost = bytes + cacheEntryOverhead
        guard cost <= byteLimit else { return false }
        while byteCount + cost > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
        clock += 1
        entries[key] = Entry(value: value, bytes: cost, lastUse: clock)
        byteCount += cost
        return true
    }

    /// Drops the entry for `key` and returns its value.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let e = entries.removeValue(forKey: key) else { return nil }
        byteCount -= e.bytes
        return e.value
    }

    /// Drops every entry.
    mutating func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}
