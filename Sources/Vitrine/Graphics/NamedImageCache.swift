import Foundation
import VitrineGraphics

/// The decoded images `UIImage(named:)` keeps, bounded by bytes (4 a pixel), least recently
/// used dropped first, emptied on a memory warning. The kiosk sets the budget from
/// `[images] cache_mb`. Safe from any thread (`UIImage(named:)` is, in UIKit).
public final class NamedImageCache: @unchecked Sendable {
    /// The cache `UIImage(named:)` uses.
    public static let shared = NamedImageCache()

    /// The default budget: 32 MiB (four 1920×1080 backgrounds, or thousands of icons).
    public static let defaultByteLimit = 32 << 20

    /// What the cache did, for tests and the log.
    public struct Counters: Equatable, Sendable {
        public var hits = 0, misses = 0, evictions = 0, purges = 0
    }

    private struct Entry {
        var image: Image
        var scale: CGFloat
        var bytes: Int
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var _bytes = 0
    private var _byteLimit = NamedImageCache.defaultByteLimit
    private var _counters = Counters()
    private var tick: UInt64 = 0

    public init() {}

    /// The budget in bytes; 0 keeps nothing. Lowering it evicts at once.
    public var byteLimit: Int {
        get { lock.lock(); defer { lock.unlock() }; return _byteLimit }
        set { lock.lock(); _byteLimit = max(0, newValue); evict(); lock.unlock() }
    }

    /// The bytes of the images kept now.
    public var bytes: Int { lock.lock(); defer { lock.unlock() }; return _bytes }
    /// How many images are kept now.
    public var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }
    /// Hits, misses, evictions and purges so far.
    public var counters: Counters { lock.lock(); defer { lock.unlock() }; return _counters }

    /// The image kept under `key`, counting a hit or a miss.
    func image(forKey key: String) -> (image: Image, scale: CGFloat)? {
        lock.lock(); defer { lock.unlock() }
        guard var e = entries[key] else { _counters.misses += 1; return nil }
        _counters.hits += 1
        tick += 1
        e.lastUse = tick
        entries[key] = e
        return (e.image, e.scale)
    }

    /// Keeps `image` under `key` if it fits the budget, dropping the least recently used.
    func insert(_ image: Image, scale: CGFloat, forKey key: String) {
        let bytes = image.width * image.height * 4
        lock.lock(); defer { lock.unlock() }
        guard bytes <= _byteLimit else { return }
        if let old = entries.removeValue(forKey: key) { _bytes -= old.bytes }
        tick += 1
        entries[key] = Entry(image: image, scale: scale, bytes: bytes, lastUse: tick)
        _bytes += bytes
        evict()
    }

    /// Empties the cache (a memory warning). Images in use stay alive through their owners.
    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        _bytes = 0
        _counters.purges += 1
    }

    /// Forgets everything and the counters (tests start from nothing).
    package func reset() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        _bytes = 0
        _counters = Counters()
    }

    /// Drops least recently used entries until the budget holds. Lock held.
    private func evict() {
        guard _bytes > _byteLimit else { return }
        for (key, e) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            if _bytes <= _byteLimit { break }
            entries.removeValue(forKey: key)
            _bytes -= e.bytes
            _counters.evictions += 1
        }
    }
}
