/// The kinds of symbol in the tableau (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    /// A slot free for reuse.
    case free
    /// A variable of the problem (unrestricted in sign).
    case external
    /// The slack of an inequality (≥ 0).
    case slack
    /// The error of an optional constraint (≥ 0), weighted in the objective.
    case error
    /// The marker of a required equality (always 0; never enters the basis).
    case dummy
}

/// One coefficient of a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol` once installed
/// (kiwi's `Row`). Cells are unordered; a row past `indexThreshold` cells keeps a dense table
/// from symbol to position + 1 (the objective can hold every error symbol; symbols are small
/// dense integers, so a table indexed by symbol needs no hashing).
///
/// The solver is single-threaded and never holds two overlapping accesses to these
/// properties, so Swift's dynamic exclusivity checks (a third of the solving time in a
/// profile) are turned off for them.
final class Row {
    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells: [Cell] = []
    /// Position + 1 of each symbol in `cells` (0: absent), for long rows only.
    @exclusivity(unchecked) var index: [Int32] = []
    /// The basic symbol this row defines in the tableau, -1 while the row is not installed
    /// (rows not installed are not in the solver's column lists).
    @exclusivity(unchecked) var basic: Int32 = -1

    static let indexThreshold = 24

    init(constant: Double = 0) { self.constant = constant }

    init(copying other: Row) {
        constant = other.constant
        cells = other.cells
        index = other.index
    }

    var isIndexed: Bool { !index.isEmpty }

    @inline(__always)
    func position(of symbol: Int32) -> Int? {
        if !index.isEmpty {
            let s = Int(symbol)
            guard s < index.count else { return nil }
            let p = Int(index[s])
            return p == 0 ? nil : p - 1
        }
        return cells.withUnsafeBufferPointer { buf in
            for i in 0..<buf.count where buf[i].symbol == symbol { return i }
            return nil
        }
    }

    /// Records `symbol` at `position` (indexed rows only).
    @inline(__always)
    func setIndex(_ symbol: Int32, _ position: Int) {
        let s = Int(symbol)
        if s >= index.count { index.append(contentsOf: repeatElement(0, count: max(s + 1, index.count * 2) - index.count)) }
        index[s] = Int32(position + 1)
    }

    @inline(__always)
    func clearIndex(_ symbol: Int32) {
        let s = Int(symbol)
        if s < index.count { index[s] = 0 }
    }

    func coefficient(for symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return cells[i].coefficient
    }

    /// Whether the row has no symbols.
    var isConstant: Bool { cells.isEmpty }

    func rebuildIndex() {
        var top: Int32 = 0
        for c in cells where c.symbol > top { top = c.symbol }
        index = [Int32](repeating: 0, count: Int(top) + 1)
        for (i, c) in cells.enumerated() { index[Int(c.symbol)] = Int32(i + 1) }
    }
}

@inline(__always)
func nearZero(_ x: Double) -> Bool { x < 1e-8 && x > -1e-8 }
