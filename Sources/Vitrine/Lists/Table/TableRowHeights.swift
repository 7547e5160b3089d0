import Foundation

/// The heights of one section's rows, and their offsets, for any number of rows: every row not
/// yet measured counts as the section's estimate, and the measured ones are kept per block of
/// `blockSize` rows, with a Fenwick tree over the blocks' total heights. Offset ↔ row lookups
/// cost O(log(rows / blockSize) + blockSize); the structure holds one number and one (usually
/// empty) dictionary per block, whatever the row count — 10 million rows take about
/// 40,000 blocks.
package struct TableRowHeights: Sendable {
    /// Rows per block (the granularity of the Fenwick tree).
    package static let blockSize = 256

    /// The number of rows.
    package private(set) var count: Int
    /// The height of a row not yet measured.
    package private(set) var estimate: Double
    /// Fenwick tree (1-based) of the blocks' heights.
    private var tree: [Double]
    /// Measured heights by block, keyed by the row's index within its block.
    private var measured: [[UInt16: Double]]
    /// The sum of all heights.
    package private(set) var total: Double

    /// `count` rows of `estimate` points each (negative or non-finite estimates count as 0).
    package init(count: Int, estimate: Double) {
        self.count = max(0, count)
        self.estimate = estimate.isFinite ? max(0, estimate) : 0
        let blocks = (self.count + Self.blockSize - 1) / Self.blockSize
        measured = Array(repeating: [:], count: blocks)
        tree = Array(repeating: 0, count: blocks + 1)
        total = 0
        rebuildTree()
    }

    private var blockCount: Int { measured.count }

    private func rowsInBlock(_ b: Int) -> Int { min(Self.blockSize, count - b * Self.blockSize) }

    private func blockHeight(_ b: Int) -> Double {
        var h = Double(rowsInBlock(b)) * estimate
        for (_, v) in measured[b] { h += v - estimate }
        return h
    }

    private mutating func rebuildTree() {
        let n = blockCount
        total = 0
        for b in 0..<n {
            let h = blockHeight(b)
            tree[b + 1] = h
            total += h
        }
        // Linear-time Fenwick construction.
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    private mutating func addToBlock(_ b: Int, _ delta: Double) {
        var i = b + 1
        while i < tree.count { tree[i] += delta; i += i & -i }
        total += delta
    }

    /// The total height of the blocks before block `b`.
    private func prefix(blocks b: Int) -> Double {
        var s = 0.0, i = b
        while i > 0 { s += tree[i]; i -= i & -i }
        return s
    }

    /// The height of row `row`.
    package func height(ofRow row: Int) -> Double {
        guard row >= 0, row < count else { return 0 }
        return measured[row / Self.blockSize][UInt16(row % Self.blockSize)] ?? estimate
    }

    /// Whether row `row` has a measured height.
    package func isMeasured(_ row: Int) -> Bool {
        guard row >= 0, row < count else { return false }
        return measured[row / Self.blockSize][UInt16(row % Self.blockSize)] != nil
    }

    /// Records row `row`'s height (clamped to ≥ 0; non-finite counts as 0); returns how much
    /// the total changed. A height equal to the estimate is not stored.
    @discardableResult
    package mutating func setHeight(_ height: Double, ofRow row: Int) -> Double {
        guard row >= 0, row < count else { return 0 }
        let h = height.isFinite ? max(0, height) : 0
        let b = row / Self.blockSize, k = UInt16(row % Self.blockSize)
        guard let old = measured[b][k] else {
            // A row measuring as its estimate needs no entry (fixed-height tables store nothing).
            if h == estimate { return 0 }
            measured[b][k] = h
            addToBlock(b, h - estimate)
            return h - estimate
        }
        measured[b][k] = h
        let delta = h - old
        if delta != 0 { addToBlock(b, delta) }
        return delta
    }

    /// The offset of row `row`'s top from the first row's top (`count` gives the total).
    package func offset(ofRow row: Int) -> Double {
        let r = min(max(0, row), count)
        if r == count { return total }
        let b = r / Self.blockSize, within = r - b * Self.blockSize
        var y = prefix(blocks: b) + Double(within) * estimate
        for (k, v) in measured[b] where Int(k) < within { y += v - estimate }
        return y
    }

    /// The row whose span holds offset `y` (the first row for `y` < 0, the last for `y` past
    /// the end; 0 when there are no rows). Zero-height rows are skipped over.
    package func row(atOffset y: Double) -> Int {
        guard count > 0 else { return 0 }
        if !(y > 0) { return 0 }
        if y >= total { return count - 1 }
        // Fenwick descent: the last block whose prefix is ≤ y.
        var pos = 0, rest = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next < tree.count, tree[next] <= rest { pos = next; rest -= tree[next] }
            step /= 2
        }
        let b = min(pos, blockCount - 1)
        if b != pos { return count - 1 }
        let start = b * Self.blockSize, n = rowsInBlock(b)
        if measured[b].isEmpty, estimate > 0 {
            return min(start + Int(rest / estimate), start + n - 1)
        }
        for i in 0..<n {
            let h = measured[b][UInt16(i)] ?? estimate
            if rest < h { return start + i }
            rest -= h
        }
        return start + n - 1
    }

    /// The measured heights as (row, height), in no particular order.
    package func measuredRows() -> [(row: Int, height: Double)] {
        var out: [(Int, Double)] = []
        for (b, dict) in measured.enumerated() {
            for (k, v) in dict { out.append((b * Self.blockSize + Int(k), v)) }
        }
        return out
    }

    /// The rows as they are after an update: `count` rows, carrying each measured height whose
    /// row `map` sends to a new index (`nil`: the row is gone or reloaded).
    package func remapped(count newCount: Int, estimate newEstimate: Double? = nil, map: (Int) -> Int?) -> TableRowHeights {
        var t = TableRowHeights(count: newCount, estimate: newEstimate ?? estimate)
        let n = t.count
        for (row, h) in measuredRows() {
            if let to = map(row), to >= 0, to < n {
                t.measured[to / Self.blockSize][UInt16(to % Self.blockSize)] = h
            }
        }
        t.rebuildTree()
        return t
    }

    /// Approximate bytes held (the benchmark and the memory test read it).
    package var approximateBytes: Int {
        tree.capacity * MemoryLayout<Double>.stride + measured.capacity * MemoryLayout<[UInt16: Double]>.stride
            + measured.reduce(0) { $0 + $1.capacity * (MemoryLayout<UInt16>.stride + MemoryLayout<Double>.stride) }
    }
}
