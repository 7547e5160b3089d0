/// Row arithmetic that keeps the column lists (which installed rows hold each symbol) true.
extension Solver {
    /// row += coefficient · symbol (the cell goes when it reaches zero).
    @inline(__always)
    func add(_ row: Row, _ symbol: Int32, _ coefficient: Double) {
        if let i = row.position(of: symbol) {
            let old = row.cells[i].coefficient
            let c = old + coefficient
            if nearZero(c) {
                removeCell(row, at: i)
            } else {
                row.cells[i].coefficient = c
                if row === objective, (old < 0) != (c < 0), kinds[Int(symbol)] != .dummy {
                    objectiveNegatives += c < 0 ? 1 : -1
                }
            }
        } else if !nearZero(coefficient) {
            if row === objective, coefficient < 0, kinds[Int(symbol)] != .dummy { objectiveNegatives += 1 }
            row.cells.append(Cell(symbol: symbol, coefficient: coefficient))
            if row.isIndexed {
                row.setIndex(symbol, row.cells.count - 1)
            } else if row.cells.count > Row.indexThreshold {
                row.rebuildIndex()
            }
            if row.basic >= 0 { columns[Int(symbol)].append(row.basic) }
        }
    }

    /// Removes the cell at `i` (the last cell takes its place).
    @inline(__always)
    func removeCell(_ row: Row, at i: Int) {
        let symbol = row.cells[i].symbol
        if row === objective, row.cells[i].coefficient < 0, kinds[Int(symbol)] != .dummy { objectiveNegatives -= 1 }
        let last = row.cells.count - 1
        if i != last {
            row.cells[i] = row.cells[last]
            if row.isIndexed { row.setIndex(row.cells[i].symbol, i) }
        }
        row.cells.removeLast()
        if row.isIndexed { row.clearIndex(symbol) }
        if row.basic >= 0 { removeFromColumn(symbol, row.basic) }
    }

    @inline(__always)
    func removeFromColumn(_ symbol: Int32, _ basic: Int32) {
        columns[Int(symbol)].withUnsafeMutableBufferPointer { buf in
            for i in 0..<buf.count where buf[i] == basic {
                buf[i] = buf[buf.count - 1]
                break
            }
        }
        columns[Int(symbol)].removeLast()
    }

    /// row += k · other.
    func add(_ row: Row, _ other: Row, times k: Double) {
        row.constant += other.constant * k
        for c in other.cells { add(row, c.symbol, c.coefficient * k) }
    }

    /// Replaces `symbol` in `row` by its definition `definition` (symbol = definition).
    @inline(__always)
    func substitute(in row: Row, _ symbol: Int32, by definition: Row) {
        guard let i = row.position(of: symbol) else { return }
        let k = row.cells[i].coefficient
        removeCell(row, at: i)
        add(row, definition, times: k)
    }

    /// Solves a row that is not installed (`0 = constant + Σ`) for `symbol`:
    /// `symbol = -constant/a - Σ others/a`.
    func solve(_ row: Row, for symbol: Int32) {
        precondition(row.basic < 0)
        guard let i = row.position(of: symbol) else { return }
        let k = -1 / row.cells[i].coefficient
        removeCell(row, at: i)
        row.constant *= k
        for j in row.cells.indices { row.cells[j].coefficient *= k }
    }

    /// Solves `lhs = row` for `rhs` (kiwi's `solveFor(lhs, rhs)`).
    func solve(_ row: Row, lhs: Int32, rhs: Int32) {
        add(row, lhs, -1)
        solve(row, for: rhs)
    }

    /// Makes `row` the definition of `basic` in the tableau.
    func install(_ row: Row, basic: Int32) {
        row.basic = basic
        rows[Int(basic)] = row
        for c in row.cells { columns[Int(c.symbol)].append(basic) }
    }

    /// Takes the definition of `basic` out of the tableau.
    @discardableResult
    func uninstall(_ basic: Int32) -> Row? {
        guard let row = rows[Int(basic)] else { return nil }
        rows[Int(basic)] = nil
        for c in row.cells { removeFromColumn(c.symbol, basic) }
        row.basic = -1
        return row
    }
}
