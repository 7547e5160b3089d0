import Foundation
import XCTest
@testable import VitrineLayout

/// The solver's basic contract, on problems small enough to solve by hand.
final class SolverBasicsTests: XCTestCase {
    func testRequiredEqualitiesAndInequalities() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(x + y, .equal, LinearExpression(constant: 100))
        try s.add(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 30))
        try s.add(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .weak)
        // x wants 10 but must be at least 30; y = 70.
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 70, accuracy: 1e-9)
    }

    func testStrongerOptionalWins() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .weak)
        try s.add(LinearExpression(x), .equal, LinearExpression(constant: 20), strength: .strong)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
    }

    func testConflictingRequiredIsRefusedAndSolverUnchanged() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.add(x - y, .equal, LinearExpression(constant: 10))
        let b = try s.add(LinearExpression(y), .equal, LinearExpression(constant: 5))
        XCTAssertThrowsError(try s.add(LinearExpression(x), .equal, LinearExpression(constant: 50))) { error in
            guard case SolverError.unsatisfiableConstraint(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflict), [a, b])
        }
        XCTAssertEqual(s.value(of: x), 15, accuracy: 1e-9)
        XCTAssertEqual(s.constraintCount, 2)
        try s.add(LinearExpression(x), .equal, LinearExpression(constant: 40), strength: .medium)
        XCTAssertEqual(s.value(of: x), 15, accuracy: 1e-9)
    }

    func testInequalityConflictThroughArtificialVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = try s.add(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 10))
        XCTAssertThrowsError(try s.add(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 20))) { error in
            guard case SolverError.unsatisfiableConstraint(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict, [a])
        }
        try s.add(LinearExpression(x), .equal, LinearExpression(constant: 5), strength: .weak)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }

    func testSetConstantIsAnEdit() throws {
        let s = Solver()
        let left = s.makeVariable("left"), width = s.makeVariable("width"), right = s.makeVariable("right")
        let w = try s.add(LinearExpression(width), .equal, LinearExpression(constant: 320))
        try s.add(LinearExpression(left), .equal, LinearExpression(constant: 16))
        let margin = try s.add(right, .equal, width - 16)
        try s.add(right - left, .greaterThanOrEqual, LinearExpression(constant: 100), strength: .strong)
        XCTAssertEqual(s.value(of: right), 304, accuracy: 1e-9)
        try s.setConstant(w, to: -480)  // width - 480 == 0
        XCTAssertEqual(s.value(of: width), 480, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 464, accuracy: 1e-9)
        try s.setConstant(margin, to: 40)  // right - width + 40 == 0: right == width - 40
        XCTAssertEqual(s.value(of: right), 440, accuracy: 1e-9)
        // The optional minimum gives way when the width shrinks.
        try s.setConstant(w, to: -100)
        XCTAssertEqual(s.value(of: right), 60, accuracy: 1e-9)  // right - left = 44 < 100
    }

    func testEditVariables() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(LinearExpression(y), .equal, x * 2 + 1)
        try s.add(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 100))
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(20, for: x)
        XCTAssertEqual(s.value(of: y), 41, accuracy: 1e-9)
        try s.suggestValue(500, for: x)
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        XCTAssertThrowsError(try s.addEditVariable(y, strength: .required))
        try s.removeEditVariable(x)
        XCTAssertFalse(s.hasEditVariable(x))
    }

    func testRemoveRestoresPreviousSolution() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .weak)
        let c = try s.add(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 50))
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        try s.remove(c)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertThrowsError(try s.remove(c))
    }

    func testUIKitPriorityOrder() {
        XCTAssertTrue(Strength(priority: 1000).isRequired)
        XCTAssertFalse(Strength(priority: 999).isRequired)
        XCTAssertLessThan(Strength(priority: 250), Strength(priority: 251))
        XCTAssertLessThan(Strength(priority: 749), Strength(priority: 750))
        XCTAssertEqual(Strength(priority: 1).value, 1, accuracy: 1e-12)
        XCTAssertEqual(Strength(priority: 999).value, pow(10, 9 * 998.0 / 999), accuracy: 1)
        XCTAssertFalse(Strength(priority: 999.9).isRequired, "every priority below 1000 is optional")
    }
}
