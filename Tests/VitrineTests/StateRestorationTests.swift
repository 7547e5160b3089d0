import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

final class StateRestorationTests: XCTestCase {
    @MainActor final class Counter: UIViewController {
        var count = 0
        var finished = false
        override func encodeRestorableState(with coder: NSCoder) { coder.encode(count, forKey: "count") }
        override func decodeRestorableState(with coder: NSCoder) {
            count = coder.containsValue(forKey: "count") ? coder.decodeInteger(forKey: "count") : -1
        }
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
        XCTAssertEqual(try UIStateRestoration.archive(root: root), data, "the same state gives the same bytes (the kiosk writes only changes)")

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

    /// What a UIKit controller writes in `encodeRestorableState(with:)` through `NSCoder`
    /// comes back through `decodeRestorableState(with:)`: scalars with `decodeInteger`,
    /// `decodeDouble`, `decodeBool`, objects with `decodeObject(of:forKey:)` (secure coding)
    /// and `decodeObject(forKey:)`, and `containsValue(forKey:)` says what was saved.
    @MainActor final class Everything: UIViewController {
        var decoded: [String: Any] = [:]
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            XCTAssertTrue(coder.allowsKeyedCoding && coder.requiresSecureCoding, "a secure keyed archiver, as UIKit passes")
            coder.encode(42, forKey: "int")
            coder.encode(-2.5, forKey: "double")
            coder.encode(true, forKey: "bool")
            coder.encode("pump A", forKey: "string")
            coder.encode(Data([0, 1, 2, 255]), forKey: "data")
            coder.encode(Date(timeIntervalSince1970: 1_700_000_000), forKey: "date")
            coder.encode(["nav/menu", "nav/display"], forKey: "paths")
            coder.encode(["a": 1, "b": 2], forKey: "dict")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            XCTAssertTrue(coder is NSKeyedUnarchiver && coder.requiresSecureCoding)
            XCTAssertEqual(coder.decodingFailurePolicy, .setErrorAndReturn, "not .raiseException, which stops the process in corelibs")
            decoded["int"] = coder.decodeInteger(forKey: "int")
            decoded["double"] = coder.decodeDouble(forKey: "double")
            decoded["bool"] = coder.decodeBool(forKey: "bool")
            decoded["string"] = coder.decodeObject(of: NSString.self, forKey: "string") as String?
            decoded["string2"] = coder.decodeObject(forKey: "string") as? String
            decoded["data"] = coder.decodeObject(of: NSData.self, forKey: "data") as Data?
            decoded["date"] = coder.decodeObject(of: NSDate.self, forKey: "date") as Date?
            decoded["paths"] = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "paths") as? [String]
            decoded["dict"] = coder.decodeObject(of: [NSDictionary.self, NSString.self, NSNumber.self], forKey: "dict") as? [String: Int]
            decoded["contains"] = [coder.containsValue(forKey: "int"), coder.containsValue(forKey: "absent")]
            decoded["absent"] = coder.decodeInteger(forKey: "absent")
        }
    }

    @MainActor func testEncodeDecodeRoundTripOfValueTypesThroughNSKeyedArchiver() async throws {
        let vc = Everything()
        vc.restorationIdentifier = "all"
        let data = try UIStateRestoration.archive(root: vc)
        XCTAssertTrue(data.starts(with: Array("bplist00".utf8)), "the state file is a keyed archive")
        let back = Everything()
        back.restorationIdentifier = "all"
        XCTAssertEqual(try UIStateRestoration.restore(root: back, from: data), 1)
        XCTAssertEqual(back.decoded["int"] as? Int, 42)
        XCTAssertEqual(back.decoded["double"] as? Double, -2.5)
        XCTAssertEqual(back.decoded["bool"] as? Bool, true)
        XCTAssertEqual(back.decoded["string"] as? String, "pump A")
        XCTAssertEqual(back.decoded["string2"] as? String, "pump A")
        XCTAssertEqual(back.decoded["data"] as? Data, Data([0, 1, 2, 255]))
        XCTAssertEqual(back.decoded["date"] as? Date, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(back.decoded["paths"] as? [String], ["nav/menu", "nav/display"])
        XCTAssertEqual(back.decoded["dict"] as? [String: Int], ["a": 1, "b": 2])
        XCTAssertEqual(back.decoded["contains"] as? [Bool], [true, false])
        XCTAssertEqual(back.decoded["absent"] as? Int, 0, "an absent integer is 0, as NSCoder says")
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [])
    }

    /// `viewController(withRestorationIdentifierPath:coder:)` gets the coder holding what the
    /// missing controller saved (UIKit passes it so the class can decide from the state).
    @MainActor final class Named: UIViewController, UIViewControllerRestoration {
        static var seen: [String?] = []
        var name = ""
        override func encodeRestorableState(with coder: NSCoder) { coder.encode(name, forKey: "name") }
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            seen.append(coder.decodeObject(of: NSString.self, forKey: "name") as String?)
            let vc = Named()
            vc.restorationClass = Named.self
            return vc
        }
    }

    @MainActor func testRestorationClassPathGetsTheCoderWithTheSavedState() async throws {
        UIStateRestoration.register(Named.self, as: "Named")
        let root = Counter(); root.restorationIdentifier = "root"
        let child = Named(); child.restorationIdentifier = "pump"; child.name = "pump A"; child.restorationClass = Named.self
        root.addChild(child)
        let data = try UIStateRestoration.archive(root: root)
        let root2 = Counter(); root2.restorationIdentifier = "root"
        Named.seen = []
        XCTAssertEqual(try UIStateRestoration.restore(root: root2, from: data), 2)
        XCTAssertEqual(Named.seen, ["pump A"])
    }

    @MainActor func testGarbageArchivesAreRefusedWithAReason() async throws {
        XCTAssertFalse(UIStateRestoration.isValidArchive(Data("not json".utf8)))
        XCTAssertThrowsError(try UIStateRestoration.restore(root: Counter(), from: Data([0xFF, 0x00]))) { e in
            XCTAssertEqual("\(e)", "not a state archive: not a binary property list")
        }
    }
}

/// Restored values are data from disk: the range-checked decoders clamp what is out of range
/// (and say so) instead of handing `Int.max` or NaN to code that counts or lays out with it.
final class StateRestorationUntrustedValueTests: XCTestCase {
    @MainActor static func coder(_ values: [String: Any], path: String) throws -> NSCoder {
        let state = StateArchiveFixture.state(values)
        return try UIStateRestorationUnarchiver(state, checked: KeyedArchiveCheck(state), path: path)
    }

    @MainActor func testIntegersOutOfRangeAreClampedAndReported() async throws {
        UIStateRestoration.lastRestoreProblems = []
        let coder = try Self.coder(["big": Int.max, "low": Int.min, "ok": 12, "s": "x", "real": 1e300, "half": 2.5], path: "tap")
        XCTAssertEqual(coder.decodeInteger(forKey: "big", in: 0...999), 999)
        XCTAssertEqual(coder.decodeInteger(forKey: "low", in: 0...999), 0)
        XCTAssertEqual(coder.decodeInteger(forKey: "ok", in: 0...999), 12)
        XCTAssertNil(coder.decodeInteger(forKey: "s", in: 0...999), "a string is not a number: nil")
        XCTAssertNil(coder.decodeInteger(forKey: "absent", in: 0...999))
        XCTAssertEqual(coder.decodeInteger(forKey: "real", in: 0...999), 999, "a huge double saved for an integer is clamped as a number")
        XCTAssertEqual(coder.decodeInteger(forKey: "half", in: 0...999), 2)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [
            "state restoration: tap saved big = \(Int.max), outside 0...999; using 999",
            "state restoration: tap saved low = \(Int.min), outside 0...999; using 0",
            "state restoration: tap saved real = 1e+300, outside 0.0...999.0; using 999.0",
        ])
    }

    @MainActor func testDoublesOutOfRangeAreClampedAndNaNIsRefused() async throws {
        UIStateRestoration.lastRestoreProblems = []
        let coder = try Self.coder(["x": 1e300, "y": -Double.infinity, "n": Double.nan, "ok": 2.5], path: "p")
        XCTAssertEqual(coder.decodeDouble(forKey: "x", in: -100...100), 100)
        XCTAssertEqual(coder.decodeDouble(forKey: "y", in: -100...100), -100)
        XCTAssertNil(coder.decodeDouble(forKey: "n", in: -100...100))
        XCTAssertEqual(coder.decodeDouble(forKey: "ok", in: -100...100), 2.5)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems.count, 3)
    }
}

/// A container saves a child view controller with `coder.encode(child, forKey:)` and gets it
/// back with `decodeObject(forKey:)`, as UIKit containers do (corelibs' archiver alone stops
/// the process: a view controller is not `NSCoding`); a controller that is not restorable is
/// restored as `nil`, with a log line, and nothing stops.
final class StateRestorationViewControllerReferenceTests: XCTestCase {
    @MainActor final class Picker: UIViewController {
        var selected: UIViewController?
        var stray: UIViewController?
        var decodedStray: UIViewController? = UIViewController()
        var shown: [UIViewController] = []
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(selected, forKey: "selected")
            coder.encode(stray, forKey: "stray")
            coder.encode(shown, forKey: "shown")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            selected = coder.decodeObject(forKey: "selected") as? UIViewController
            decodedStray = coder.decodeObject(of: [UIViewController.self], forKey: "stray") as? UIViewController
            shown = coder.decodeObject(forKey: "shown") as? [UIViewController] ?? []
        }
    }

    @MainActor private func picker() -> (Picker, [UIViewController]) {
        let p = Picker()
        p.restorationIdentifier = "picker"
        let pages = ["a", "b", "c"].map { id -> UIViewController in
            let vc = UIViewController()
            vc.restorationIdentifier = id
            p.addChild(vc)
            return vc
        }
        return (p, pages)
    }

    @MainActor func testAViewControllerIsSavedAsAReferenceToItsPath() async throws {
        let (p, pages) = picker()
        p.selected = pages[2]
        p.stray = UIViewController() // no restoration identifier: not restorable
        p.shown = [pages[1], UIViewController(), pages[0]]
        let data = try UIStateRestoration.archive(root: p)
        let (back, backPages) = picker()
        XCTAssertEqual(try UIStateRestoration.restore(root: back, from: data), 4)
        XCTAssertTrue(back.selected === backPages[2], "the restored controller at picker/c")
        XCTAssertNil(back.decodedStray, "an unrestorable controller comes back as nil")
        XCTAssertEqual(back.shown.count, 2, "an array of controllers, the unrestorable one left out as in UIKit")
        XCTAssertTrue(back.shown.first === backPages[1] && back.shown.last === backPages[0])
    }
}
