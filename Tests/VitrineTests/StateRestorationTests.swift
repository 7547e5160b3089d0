import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

final class StateRestorationTests: XCTestCase {
    @MainActor final class Counter: UIViewController {
        var count = 0
        var finished = false
        override func encodeRestorableState(with coder: UIStateRestorationCoder) { coder.encode(count, forKey: "count") }
        override func decodeRestorableState(with coder: UIStateRestorationCoder) { count = coder.decodeInteger(forKey: "count") ?? -1 }
        override func applicationFinishedRestoringState() { finished = true }
    }

    @MainActor func testStateRoundTripsByIdentifierPathSkippingUnidentifiedBranches() async throws {
        let root = Counter(); root.restorationIdentifier = "root"; root.count = 3
        let child = Counter(); child.restorationIdentifier = "detail"; child.count = 7
        let anonymous = Counter(); anonymous.count = 9
        let belowAnonymous = Counter(); belowAnonymous.restorationIdentifier = "lost"; belowAnonymous.count = 11
        root.addChild(child); root.addChild(anonymous); anonymous.addChild(belowAnonymous)
        let data = try UIStateRestoration.archive(root: root)
        XCTAssertTrue(UIStateRestoration.isValidArchive(data))

        let root2 = Counter(); root2.restorationIdentifier = "root"
        let child2 = Counter(); child2.restorationIdentifier = "detail"
        let anonymous2 = Counter()
        let below2 = Counter(); below2.restorationIdentifier = "lost"
        root2.addChild(child2); root2.addChild(anonymous2); anonymous2.addChild(below2)
        XCTAssertEqual(try UIStateRestoration.restore(root: root2, from: data), 2)
        XCTAssertEqual(root2.count, 3)
        XCTAssertEqual(child2.count, 7)
        XCTAssertEqual(below2.count, 0, "under a controller without an identifier nothing is saved, as in UIKit")
        XCTAssertTrue(root2.finished && child2.finished)
    }

    @MainActor func testCodableValuesAndGarbageArchives() async throws {
        struct Selection: Codable, Equatable { var tab: Int; var item: String }
        let coder = UIStateRestorationCoder()
        try coder.encode(Selection(tab: 2, item: "pump A"), forKey: "sel")
        coder.encode("hello", forKey: "s")
        XCTAssertEqual(coder.decode(Selection.self, forKey: "sel"), Selection(tab: 2, item: "pump A"))
        XCTAssertNil(coder.decodeInteger(forKey: "s"), "another type: nil, not a crash")
        XCTAssertFalse(UIStateRestoration.isValidArchive(Data("not json".utf8)))
        XCTAssertThrowsError(try UIStateRestoration.restore(root: Counter(), from: Data([0xFF, 0x00])))
    }
}

/// Restored values are data from disk: the range-checked decoders clamp what is out of range
/// (and say so) instead of handing `Int.max` or NaN to code that counts or lays out with it.
final class StateRestorationUntrustedValueTests: XCTestCase {
    @MainActor func testIntegersOutOfRangeAreClampedAndReported() async {
        UIStateRestoration.lastRestoreProblems = []
        let coder = UIStateRestorationCoder(values: ["big": .int(Int.max), "low": .int(Int.min), "ok": .int(12), "s": .string("x")],
                                            path: "tap")
        XCTAssertEqual(coder.decodeInteger(forKey: "big", in: 0...999), 999)
        XCTAssertEqual(coder.decodeInteger(forKey: "low", in: 0...999), 0)
        XCTAssertEqual(coder.decodeInteger(forKey: "ok", in: 0...999), 12)
        XCTAssertNil(coder.decodeInteger(forKey: "s", in: 0...999))
        XCTAssertNil(coder.decodeInteger(forKey: "absent", in: 0...999))
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [
            "state restoration: tap saved big = \(Int.max), outside 0...999; using 999",
            "state restoration: tap saved low = \(Int.min), outside 0...999; using 0",
        ])
    }

    @MainActor func testDoublesOutOfRangeAreClampedAndNaNIsRefused() async {
        UIStateRestoration.lastRestoreProblems = []
        let coder = UIStateRestorationCoder(values: ["x": .double(1e300), "y": .double(-.infinity), "n": .double(.nan), "ok": .double(2.5)],
                                            path: "p")
        XCTAssertEqual(coder.decodeDouble(forKey: "x", in: -100...100), 100)
        XCTAssertEqual(coder.decodeDouble(forKey: "y", in: -100...100), -100)
        XCTAssertNil(coder.decodeDouble(forKey: "n", in: -100...100))
        XCTAssertEqual(coder.decodeDouble(forKey: "ok", in: -100...100), 2.5)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems.count, 3)
    }
}

/// A hostile archive is bounded: more than `maxControllers` controllers is refused (the store
/// then uses the previous copy), and a container's saved identifiers are cut at that many, so a
/// huge file cannot stall the launch with work and log lines.
final class StateRestorationHostileArchiveTests: XCTestCase {
    @MainActor func testAnArchiveWithMoreThanMaxControllersIsRefused() async throws {
        var controllers: [String: [String: [String: [String: Int]]]] = ["root": [:]]
        for i in 0..<UIStateRestoration.maxControllers { controllers["root/c\(i)"] = ["n": ["int": ["_0": i]]] }
        let data = try JSONEncoder().encode(["controllers": controllers])
        let versioned = try XCTUnwrap(String(data: data, encoding: .utf8)).dropLast() + #","version":2}"#
        XCTAssertThrowsError(try UIStateRestoration.validateArchive(Data(versioned.utf8))) { e in
            XCTAssertEqual("\(e)", "1001 controllers, more than the 1000 an archive may hold")
        }
        let root = StateRestorationTests.Counter()
        root.restorationIdentifier = "root"
        XCTAssertThrowsError(try UIStateRestoration.restore(root: root, from: Data(versioned.utf8)))
    }

    @MainActor func testANavigationStackOfThousandsOfIdentifiersIsCutAndReportedOnce() async throws {
        let a = UIViewController()
        a.restorationIdentifier = "a"
        let nav = UINavigationController(rootViewController: a)
        nav.restorationIdentifier = "nav"
        let ids = (["a"] + (0..<5000).map { "x\($0)" }).joined(separator: "/")
        let archive = #"{"version":2,"controllers":{"nav":{"UINavigationController.viewControllers":{"string":{"_0":"\#(ids)"}}},"nav/a":{}}}"#
        XCTAssertEqual(try UIStateRestoration.restore(root: nav, from: Data(archive.utf8)), 2)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.viewControllers.first === a)
        let problems = UIStateRestoration.lastRestoreProblems
        XCTAssertEqual(problems.first, "state restoration: nav saved more than 1000 identifiers; the rest are left out")
        // The first 1000 identifiers are looked at: "a" and 999 unknown ones, each reported.
        XCTAssertEqual(problems.count, 1 + 999)
    }
}
