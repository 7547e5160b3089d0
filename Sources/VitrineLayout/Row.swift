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
/// (kiwi's `Row`). Cells are unordered; a row past `indexThreshold` cells keeps a dictionary
/// from symbol to position (the objective can hold every error symbol).
final class Row {
    var constant: Double
    var cells: [Cell] = []
    /// Position of each symbol in `cells`, for long rows only.
    var index: [Int32: Int32]?
    /// The basic symbol this row defines in the tableau, -1 while the row is not installed
    /// (rows not installed are not in the solver's column lists).
    var basic: Int32 = -1

    static let indexThreshold = 24

    init(constant: Double = 0) { self.constant = constant }

    init(copying other: Row) {
        constant = other.constant
        cells = other.cells
        index = other.index
    }

    @inline(__always)
    func position(of symbol: Int32) -> Int? {
        if let index { return index[symbol].map { Int($0) } }
        return cells.withUnsafeBufferPointer { buf in
            for i in 0..<buf.count where buf[i].symbol == symbol { return i }
            return nil
        }
    }

    func coefficient(for symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return cells[i].coefficient
    }

    /// Whether the row has no symbols.
    var isConstant: Bool { cells.isEmpty }

    func rebuildIndex() {
        var d = [Int32: Int32](minimumCapacity: cells.count * 2)
        for (i, c) in cells.enumerated() { d[c.symbol] = Int32(i) }
        index = d
    }
}

@inline(__always)
func nearZero(_ x: Double) -> Bool { x < 1e-8 && x > -1e-8 }
