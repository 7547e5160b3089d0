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
/// Entries sit on a doubly linked recency list (indices into one array, most recent first), so
/// a hit, an insertion and an eviction each cost O(1) whatever the number of entries.
struct ByteBudgetCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var bytes: Int
        /// Neighbours on the recency list (`nil` at the ends).
        var newer: Int?
        var older: Int?
    }

    private var index: [Key: Int] = [:]
    /// Slots of the list; `nil` slots are free (listed in `freeSlots`).
    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var newest: Int?
    private var oldest: Int?
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
        guard let i = index[key], let node = nodes[i] else { return nil }
        if newest != i {
            unlink(i)
            pushNewest(i)
        }
        return node.value
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
        let node = Node(key: key, value: value, bytes: cost, newer: nil, older: nil)
        let i: Int
        if let free = freeSlots.popLast() {
            i = free
            nodes[i] = node
        } else {
            i = nodes.count
            nodes.append(node)
        }
        index[key] = i
        pushNewest(i)
        byteCount += cost
        return true
    }

    /// Drops the entry for `key` and returns its value.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let i = index.removeValue(forKey: key), let node = nodes[i] else { return nil }
        unlink(i)
        nodes[i] = nil
        freeSlots.append(i)
        byteCount -= node.bytes
        return node.value
    }

    /// Drops every entry.
    mutating func removeAll() {
        index.removeAll()
        nodes.removeAll()
        freeSlots.removeAll()
        newest = nil
        oldest = nil
        byteCount = 0
    }

    /// Drops every entry whose key matches.
    mutating func removeAll(where matches: (Key) -> Bool) {
        for key in index.keys where matches(key) { remove(key) }
    }

    /// The number and bytes (overhead included) of the entries whose key matches.
    func usage(where matches: (Key) -> Bool) -> (count: Int, bytes: Int) {
        var count = 0, bytes = 0
        for case let node? in nodes where matches(node.key) {
            count += 1
            bytes += node.bytes
        }
        return (count, bytes)
    }

    /// The keys from the least to the most recently used.
    var keysByRecency: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(index.count)
        var i = oldest
        while let at = i, let node = nodes[at] {
            keys.append(node.key)
            i = node.newer
        }
        return keys
    }

    // MARK: The recency list

    /// Drops the least recently used entries until `extra` more bytes fit in the budget.
    private mutating func trim(toFit extra: Int) {
        while byteCount + extra > byteLimit, let i = oldest, let key = nodes[i]?.key {
            remove(key)
        }
    }

    private mutating func unlink(_ i: Int) {
        guard let node = nodes[i] else { return }
        if let n = node.newer { nodes[n]?.older = node.older } else { newest = node.older }
        if let o = node.older { nodes[o]?.newer = node.newer } else { oldest = node.newer }
        nodes[i]?.newer = nil
        nodes[i]?.older = nil
    }

    private mutating func pushNewest(_ i: Int) {
        nodes[i]?.older = newest
        nodes[i]?.newer = nil
        if let n = newest { nodes[n]?.newer = i }
        newest = i
        if oldest == nil { oldest = i }
    }
}
