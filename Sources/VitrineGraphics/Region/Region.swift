import CPixman

/// A set of pixels made of non-overlapping integer rectangles: the damage of a frame, or a clip.
///
/// Backed by pixman's `pixman_region32_t` (the region code X and Weston use), behind
/// copy-on-write storage so that `Region` is an ordinary value type.
public struct Region: Sendable, Equatable, CustomStringConvertible {
    private var storage: RegionStorage

    /// The empty region.
    public init() { storage = RegionStorage() }

    /// A region covering one rectangle.
    public init(_ rect: PixelRect) {
        storage = RegionStorage()
        if !rect.isEmpty {
            pixman_region32_init_rect(storage.region, Int32(clamping: rect.x), Int32(clamping: rect.y),
                                      UInt32(clamping: rect.width), UInt32(clamping: rect.height))
        }
    }

    /// A region covering the union of `rects` (built at once: many rectangles cost
    /// O(n log n), not a union each).
    public init<S: Sequence>(rects: S) where S.Element == PixelRect {
        storage = RegionStorage()
        let boxes = rects.compactMap { r -> pixman_box32_t? in
            r.isEmpty ? nil : pixman_box32_t(x1: Int32(clamping: r.minX), y1: Int32(clamping: r.minY),
                                             x2: Int32(clamping: r.maxX), y2: Int32(clamping: r.maxY))
        }
        guard !boxes.isEmpty else { return }
        pixman_region32_fini(storage.region)
        boxes.withUnsafeBufferPointer { b in
            if let base = b.baseAddress, pixman_region32_init_rects(storage.region, base, Int32(clamping: b.count)) == 0 {
                // Out of memory inside pixman: fall back to one union at a time.
                pixman_region32_init(storage.region)
                for box in b { pixman_region32_union_rect(storage.region, storage.region, box.x1, box.y1,
                                                          UInt32(box.x2 - box.x1), UInt32(box.y2 - box.y1)) }
            }
        }
    }

    public var isEmpty: Bool {
        return pixman_region32_not_empty(storage.region) == 0
    }

    /// The smallest rectangle containing the region (`.zero` when empty).
    public var boundingBox: PixelRect {
        if isEmpty { return .zero }
        let b = storage.region.pointee.extents
        return PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
    }

    /// The rectangles of the region, in pixman's y-x banded order, non-overlapping.
    public var rects: [PixelRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count), count > 0 else { return [] }
        return (0..<Int(count)).map { i in
            let b = boxes[i]
            return PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
        }
    }

    /// The number of rectangles the region is made of.
    public var rectCount: Int { Int(pixman_region32_n_rects(storage.region)) }

    /// The region grown to whole `tile`×`tile` cells of a grid from (0, 0): a damage made of
    /// very many small rectangles (10,000 views changing at once) becomes a few dozen, so
    /// clipping each drawing operation to it stays cheap; it only covers more pixels.
    public func coarsened(tile: Int) -> Region { Region.tiles(covering: rects, tile: tile) }

    /// The whole `tile`×`tile` grid cells that `rects` touch (see `coarsened(tile:)`), built
    /// without ever making a region of the rectangles themselves.
    public static func tiles(covering rects: [PixelRect], tile: Int) -> Region {
        let t = max(1, tile)
        var cells = Set<Int>()
        var out: [PixelRect] = []
        for r in rects where !r.isEmpty {
            let x0 = r.minX >= 0 ? r.minX / t : (r.minX - t + 1) / t
            let y0 = r.minY >= 0 ? r.minY / t : (r.minY - t + 1) / t
            let x1 = (r.maxX - 1) >= 0 ? (r.maxX - 1) / t : (r.maxX - t) / t
            let y1 = (r.maxY - 1) >= 0 ? (r.maxY - 1) / t : (r.maxY - t) / t
            for cy in y0...y1 {
                for cx in x0...x1 where cells.insert(cy &* 65_536 &+ cx).inserted {
                    out.append(PixelRect(x: cx * t, y: cy * t, width: t, height: t))
                }
            }
        }
        return Region(rects: out)
    }

    /// The number of pixels covered.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    public func contains(x: Int, y: Int) -> Bool {
        return pixman_region32_contains_point(storage.region, Int32(clamping: x), Int32(clamping: y), nil) != 0
    }

    /// Whether any pixel of `rect` is in the region.
    public func intersects(_ rect: PixelRect) -> Bool {
        if rect.isEmpty { return false }
        var box = pixman_box32_t(x1: Int32(clamping: rect.minX), y1: Int32(clamping: rect.minY),
                                 x2: Int32(clamping: rect.maxX), y2: Int32(clamping: rect.maxY))
        return pixman_region32_contains_rectangle(storage.region, &box) != PIXMAN_REGION_OUT
    }

    /// Whether every pixel of `rect` is in the region (an empty rect is).
    public func contains(_ rect: PixelRect) -> Bool {
        if rect.isEmpty { return true }
        var box = pixman_box32_t(x1: Int32(clamping: rect.minX), y1: Int32(clamping: rect.minY),
                                 x2: Int32(clamping: rect.maxX), y2: Int32(clamping: rect.maxY))
        return pixman_region32_contains_rectangle(storage.region, &box) == PIXMAN_REGION_IN
    }

    public mutating func formUnion(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        makeUnique()
        pixman_region32_union_rect(storage.region, storage.region, Int32(clamping: rect.x), Int32(clamping: rect.y),
                                   UInt32(clamping: rect.width), UInt32(clamping: rect.height))
    }

    public mutating func formUnion(_ other: Region) {
        guard !other.isEmpty else { return }
        makeUnique()
        pixman_region32_union(storage.region, storage.region, other.storage.region)
    }

    public mutating func formIntersection(_ other: Region) {
        makeUnique()
        pixman_region32_intersect(storage.region, storage.region, other.storage.region)
    }

    public mutating func formIntersection(_ rect: PixelRect) {
        makeUnique()
        if rect.isEmpty { pixman_region32_clear(storage.region); return }
        pixman_region32_intersect_rect(storage.region, storage.region, Int32(clamping: rect.x), Int32(clamping: rect.y),
                                       UInt32(clamping: rect.width), UInt32(clamping: rect.height))
    }

    public mutating func subtract(_ other: Region) {
        makeUnique()
        pixman_region32_subtract(storage.region, storage.region, other.storage.region)
    }

    public mutating func subtract(_ rect: PixelRect) { subtract(Region(rect)) }

    public mutating func translate(dx: Int, dy: Int) {
        makeUnique()
        pixman_region32_translate(storage.region, Int32(clamping: dx), Int32(clamping: dy))
    }

    public func union(_ other: Region) -> Region { var r = self; r.formUnion(other); return r }
    public func union(_ rect: PixelRect) -> Region { var r = self; r.formUnion(rect); return r }
    public func intersection(_ other: Region) -> Region { var r = self; r.formIntersection(other); return r }
    public func intersection(_ rect: PixelRect) -> Region { var r = self; r.formIntersection(rect); return r }
    public func subtracting(_ other: Region) -> Region { var r = self; r.subtract(other); return r }

    public static func == (lhs: Region, rhs: Region) -> Bool {
        lhs.storage === rhs.storage || pixman_region32_equal(lhs.storage.region, rhs.storage.region) != 0
    }

    /// Whether the two values share their storage (a copy not written since): then they are
    /// equal without comparing rectangles.
    package func sharesStorage(with other: Region) -> Bool { storage === other.storage }

    public var description: String { "Region(\(rects.map(\.description).joined(separator: ", ")))" }

    /// Gives pixman read access to the underlying region (for clipping images).
    package func withUnsafeRegion<R>(_ body: (UnsafeMutablePointer<pixman_region32_t>) throws -> R) rethrows -> R {
        try body(storage.region)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}

/// Owner of one `pixman_region32_t`; freed with the storage.
private final class RegionStorage: @unchecked Sendable {
    // @unchecked: the region is only mutated through `Region`'s copy-on-write, so a shared
    // storage is never written to.
    let region: UnsafeMutablePointer<pixman_region32_t>

    init() {
        region = .allocate(capacity: 1)
        pixman_region32_init(region)
    }

    func copy() -> RegionStorage {
        let c = RegionStorage()
        pixman_region32_copy(c.region, region)
        return c
    }

    deinit {
        pixman_region32_fini(region)
        region.deallocate()
    }
}
