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
///
/// Entries sit on a doubly linked recency list (slot indices), so a hit, an insertion and an
/// eviction each cost O(1) whatever the number of entries.
struct ByteBudgetCache<Key: Hashable, Value> {
    // Slot arrays side by side, so that moving an entry on the recency list touches only
    // integers (no copy, retain or release of the key or the value). `-1` ends the list.
    private var index: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var costs: [Int] = []
    /// Neighbours on the recency list: towards the most recent (`newer`) and the least.
    private var newer: [Int] = []
    private var older: [Int] = []
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// The bytes of every entry kept, overhead included.
    private(set) var byteCount = 0
    /// The most the cache keeps; lowering it drops the least recently used entries at once.
    var byteLimit: Int {
        didSet {
            byteLimit = max(0, byteLimit)
            trim(toFit: 0)
        }
    }

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    var count: Int { index.count }

    /// The value for `key`, marked as just used.
    mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        if newest != i {
            unlink(i)
            pushNewest(i)
        }
        return values[i]
    }

    /// Whether `key` is cached (without marking it used).
    func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Keeps `value` (of `bytes` bytes) for `key`, dropping the least recently used entries
    /// until it fits; returns whether it was kept.
    @discardableResult
    mutating func insert(_ value: Value, bytes: Int, for key: Key) -> Bool {
        remove(key)
        let cost = bytes + cacheEntryOverhead
        guard cost <= byteLimit else { return false }
        trim(toFit: cost)
        let i: Int
        if let free = freeSlots.popLast() {
            i = free
            keys[i] = key
            values[i] = value
            costs[i] = cost
        } else {
            i = keys.count
            keys.append(key)
            values.append(value)
            costs.append(cost)
            newer.append(-1)
            older.append(-1)
        }
        index[key] = i
        pushNewest(i)
        byteCount += cost
        return true
    }

    /// Drops the entry for `key` and returns its value.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let i = index.removeValue(forKey: key) else { return nil }
        unlink(i)
        let value = values[i]
        keys[i] = nil
        values[i] = nil
        byteCount -= costs[i]
        costs[i] = 0
        freeSlots.append(i)
        return value
    }

    /// Drops every entry.
    mutating func removeAll() {
        index.removeAll()
        keys.removeAll()
        values.removeAll()
        costs.removeAll()
        newer.removeAll()
        older.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        byteCount = 0
    }

    /// Drops every entry whose key matches.
    mutating func removeAll(where matches: (Key) -> Bool) {
        for key in index.keys where matches(key) { remove(key) }
    }

    /// The number and bytes (overhead included) of the entries whose key matches.
    func usage(where matches: (Key) -> Bool) -> (count: Int, bytes: Int) {
        var count = 0, bytes = 0
        for (key, i) in index where matches(key) {
            count += 1
            bytes += costs[i]
        }
        return (count, bytes)
    }

    /// The keys from the least to the most recently used.
    var keysByRecency: [Key] {
        var list: [Key] = []
        list.reserveCapacity(index.count)
        var i = oldest
        while i >= 0 {
            if let key = keys[i] { list.append(key) }
            i = newer[i]
        }
        return list
    }

    // MARK: The recency list

    /// Drops the least recently used entries until `extra` more bytes fit in the budget.
    private mutating func trim(toFit extra: Int) {
        while byteCount + extra > byteLimit, oldest >= 0, let key = keys[oldest] {
            remove(key)
        }
    }

    private mutating func unlink(_ i: Int) {
        let n = newer[i], o = older[i]
        if n >= 0 { older[n] = o } else { newest = o }
        if o >= 0 { newer[o] = n } else { oldest = n }
        newer[i] = -1
        older[i] = -1
    }

    private mutating func pushNewest(_ i: Int) {
        older[i] = newest
        newer[i] = -1
        if newest >= 0 { newer[newest] = i }
        newest = i
        if oldest < 0 { oldest = i }
    }
}
