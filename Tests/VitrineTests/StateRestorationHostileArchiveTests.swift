import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A state file is data from disk: damaged by a power cut, edited, or hostile. corelibs'
/// `NSKeyedUnarchiver` stops the process on several of the archives below (a class other than
/// the one asked for, whatever the failure policy; a dictionary with more values than keys; an
/// array naming `$null`; a cycle or 100 000 nested arrays exhaust the stack). Each is refused
/// with a reason, or decodes as `nil` with a log line, and never reaches the code that traps.
final class StateRestorationHostileArchiveTests: XCTestCase {
    typealias H = HostileKeyedArchive

    /// A controller that decodes the way UIKit code does.
    @MainActor final class Reader: UIViewController {
        var name: String?
        var paths: [String]?
        var count = -1
        override func decodeRestorableState(with coder: NSCoder) {
            name = coder.decodeObject(of: NSString.self, forKey: "name") as String?
            paths = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "paths") as? [String]
            count = coder.decodeInteger(forKey: "count")
        }
    }

    @MainActor private func reader() -> Reader {
        let r = Reader()
        r.restorationIdentifier = "r"
        return r
    }

    /// The state file around one controller's hostile archive.
    private func file(_ state: Data) -> Data {
        StateArchiveFixture(controllers: ["r": [:]]).data(states: ["r": state])
    }

    /// Secure decoding of another class than the one asked for: corelibs calls `fatalError`
    /// ("Value was of unexpected class") even with `.setErrorAndReturn`. Here: `nil`, a log
    /// line naming the controller, the key and the classes, and the other keys still decode.
    @MainActor func testAValueOfAnotherClassDecodesAsNilAndIsReported() async throws {
        let state = StateArchiveFixture.state(["name": Date(timeIntervalSince1970: 0), "paths": [Date(timeIntervalSince1970: 0)], "count": 7])
        let r = reader()
        XCTAssertEqual(try UIStateRestoration.restore(root: r, from: file(state)), 1)
        XCTAssertNil(r.name)
        XCTAssertNil(r.paths)
        XCTAssertEqual(r.count, 7, "a refused key does not spoil the rest")
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [
            "state restoration: r saved name as of class NSDate, not NSString; decoded as nil",
            "state restoration: r saved paths as of class NSDate, not NSArray or NSString; decoded as nil",
        ])
    }

    /// `decodeObject(forKey:)` with no classes named (corelibs: `fatalError` under secure
    /// coding) reads Foundation's value classes; a number asked for as an object is `nil`.
    @MainActor func testDecodeObjectWithoutClassesNeverStopsTheProcess() async throws {
        let state = StateArchiveFixture.state(["s": "text", "n": 5, "uuid": NSUUID()])
        let coder = try UIStateRestorationUnarchiver(state, checked: KeyedArchiveCheck(state), path: "p")
        XCTAssertEqual(coder.decodeObject(forKey: "s") as? String, "text")
        XCTAssertNil(coder.decodeObject(forKey: "n"))
        XCTAssertNotNil(coder.decodeObject(forKey: "uuid") as? NSUUID)
        XCTAssertNil(coder.decodeObject(of: NSString.self, forKey: "uuid"))
        XCTAssertEqual(coder.takeProblems(), ["p saved n as a number, not an object; decoded as nil",
                                              "p saved uuid as of class NSUUID, not NSString; decoded as nil"])
    }

    /// An app's own class (not one state restoration decodes) refuses only its key.
    @MainActor func testAnUnknownClassRefusesOnlyItsKey() async throws {
        let state = H.archive(top: ["name": .uid(1), "count": .int(3)], objects: [
            .dict(["$class": .uid(2), "secret": .int(1)]), H.classObject("MyApp.Secret"),
        ])
        let r = reader()
        XCTAssertEqual(try UIStateRestoration.restore(root: r, from: file(state)), 1)
        XCTAssertNil(r.name)
        XCTAssertEqual(r.count, 3)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, ["state restoration: r saved name as of class MyApp.Secret, not NSString; decoded as nil"])
    }

    /// Archives whose objects would make corelibs trap: refused as a whole with a reason.
    @MainActor func testMalformedObjectsAreRefusedBeforeDecoding() async throws {
        let cases: [(String, [H.Value], String)] = [
            // NSDictionary(objects:forKeys:) indexes past the end of the keys.
            ("dictionary", [.dict(["$class": .uid(2), "NS.keys": .array([.uid(3)]), "NS.objects": .array([.uid(3), .uid(3)])]),
                            H.classObject("NSDictionary"), .string("k")], "has keys and values that differ in number"),
            // A `$null` element is skipped, so the keys and values no longer pair up.
            ("null element", [.dict(["$class": .uid(2), "NS.objects": .array([.uid(0)])]), H.classObject("NSArray")],
             "has an entry in NS.objects that is not an object"),
            // NSString.init(coder:) force-casts NS.string to String.
            ("string", [.dict(["$class": .uid(2), "NS.string": .int(5)]), H.classObject("NSString")], "holds no string"),
            // An array that contains itself: decoding it never ends.
            ("cycle", [.dict(["$class": .uid(2), "NS.objects": .array([.uid(1)])]), H.classObject("NSArray")], "contains itself (a cycle)"),
            ("reference", [.dict(["$class": .uid(2), "NS.objects": .array([.uid(99)])]), H.classObject("NSArray")], "refers to object 99"),
            ("class", [.dict(["$class": .uid(1)])], "has no class"),
        ]
        for (what, objects, reason) in cases {
            let state = H.archive(top: ["paths": .uid(1)], objects: objects)
            XCTAssertThrowsError(try UIStateRestoration.validateArchive(file(state)), what) { e in
                XCTAssertTrue("\(e)".hasPrefix("the state of r is damaged: archived object"), "\(what): \(e)")
                XCTAssertTrue("\(e)".contains(reason), "\(what): \(e)")
            }
            XCTAssertThrowsError(try UIStateRestoration.restore(root: reader(), from: file(state)), what)
        }
    }

    /// 20 000 arrays nested in one another: corelibs decodes them recursively and runs out of
    /// stack. Refused: objects may nest `maxNesting` deep.
    @MainActor func testDeepNestingIsRefused() async throws {
        let depth = 20_000
        var objects: [H.Value] = [H.classObject("NSArray")]
        for i in 0..<depth { objects.append(.dict(["$class": .uid(1), "NS.objects": .array(i == depth - 1 ? [] : [.uid(i + 3)])])) }
        let state = H.archive(top: ["paths": .uid(2)], objects: objects)
        XCTAssertThrowsError(try UIStateRestoration.validateArchive(file(state))) { e in
            XCTAssertTrue("\(e)".contains("nests objects more than \(KeyedArchiveCheck.maxNesting) deep"), "\(e)")
        }
        XCTAssertThrowsError(try UIStateRestoration.restore(root: reader(), from: file(state)))
        // Within the bound it decodes.
        var shallow: [H.Value] = [H.classObject("NSArray")]
        for i in 0..<10 { shallow.append(.dict(["$class": .uid(1), "NS.objects": .array(i == 9 ? [] : [.uid(i + 3)])])) }
        let r = reader()
        XCTAssertEqual(try UIStateRestoration.restore(root: r, from: file(H.archive(top: ["paths": .uid(2)], objects: shallow))), 1)
        XCTAssertNil(r.paths, "nested arrays are not an array of strings")
    }

    /// Property lists that lie about their size: counts, offsets and references past the data.
    @MainActor func testHugeCountsAndOffsetsAreRefused() async throws {
        let good = StateArchiveFixture(controllers: ["r": ["count": 1]]).data()
        var bytes = [UInt8](good)
        let t = bytes.count - 32
        // 2^40 objects in the trailer.
        var lying = bytes
        lying.replaceSubrange(t + 8..<t + 16, with: H.be(1 << 40, 8))
        XCTAssertThrowsError(try UIStateRestoration.validateArchive(Data(lying))) { e in
            XCTAssertEqual("\(e)", "not a state archive: damaged binary property list trailer")
        }
        // An array that claims 2^60 elements.
        let huge = H.plist(.array([])) // [0xA0] at offset 8
        var claim = [UInt8](huge)
        claim.replaceSubrange(8..<9, with: [0xAF, 0x13] + H.be(1 << 60, 8))
        XCTAssertThrowsError(try BinaryPropertyList(Data(claim)))
        // The offset table pointing past the end.
        bytes.replaceSubrange(t + 24..<t + 32, with: H.be(UInt64(bytes.count * 2), 8))
        XCTAssertFalse(UIStateRestoration.isValidArchive(Data(bytes)))
    }

    /// More than `maxControllers` controllers is refused (the store then uses the previous
    /// copy), so a huge file cannot stall the launch with work and log lines.
    @MainActor func testAnArchiveWithMoreThanMaxControllersIsRefused() async throws {
        var controllers: [String: [String: Any]] = ["root": [:]]
        for i in 0..<UIStateRestoration.maxControllers { controllers["root/c\(i)"] = ["n": i] }
        let data = StateArchiveFixture(controllers: controllers).data()
        XCTAssertThrowsError(try UIStateRestoration.validateArchive(data)) { e in
            XCTAssertEqual("\(e)", "1001 controllers, more than the 1000 an archive may hold")
        }
        let root = StateRestorationTests.Counter()
        root.restorationIdentifier = "root"
        XCTAssertThrowsError(try UIStateRestoration.restore(root: root, from: data))
    }

    /// A container's saved identifiers are cut at `maxControllers`, reported once.
    @MainActor func testANavigationStackOfThousandsOfIdentifiersIsCutAndReportedOnce() async throws {
        let a = UIViewController()
        a.restorationIdentifier = "a"
        let nav = UINavigationController(rootViewController: a)
        nav.restorationIdentifier = "nav"
        let ids = ["a"] + (0..<5000).map { "x\($0)" }
        let data = StateArchiveFixture(controllers: ["nav": [UINavigationController.restorationStackKey: ids], "nav/a": [:]]).data()
        XCTAssertEqual(try UIStateRestoration.restore(root: nav, from: data), 2)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.viewControllers.first === a)
        let problems = UIStateRestoration.lastRestoreProblems
        XCTAssertEqual(problems.first, "state restoration: nav saved more than 1000 identifiers; the rest are left out")
        // The first 1000 identifiers are looked at: "a" and 999 unknown ones, each reported.
        XCTAssertEqual(problems.count, 1 + 999)
    }

    /// Fuzz: every truncation of a real archive, every single-byte change of it, and random
    /// bytes are refused or restore; none stops the process.
    @MainActor func testTruncatedFlippedAndRandomArchivesNeverCrash() async throws {
        let src = Everything()
        src.restorationIdentifier = "r"
        let good = try UIStateRestoration.archive(root: src)
        var refused = 0, restored = 0
        func attempt(_ data: Data) {
            let r = reader()
            if (try? UIStateRestoration.restore(root: r, from: data)) != nil { restored += 1 } else { refused += 1 }
        }
        for n in stride(from: 0, to: good.count, by: 1) { attempt(good.prefix(n)) }
        XCTAssertEqual(restored, 0, "no truncation restores")
        var rng = SplitMix(seed: 7)
        for i in 0..<good.count {
            var bytes = [UInt8](good)
            bytes[i] ^= UInt8(truncatingIfNeeded: rng.next() | 1)
            attempt(Data(bytes))
        }
        for _ in 0..<300 {
            var bytes = Array("bplist00".utf8) + (0..<Int(rng.next() % 600)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            bytes += [UInt8](good.suffix(32)) // a plausible trailer over garbage
            attempt(Data(bytes))
        }
        XCTAssertGreaterThan(refused, good.count)
    }

    /// The controller the fuzz starts from: values of every kind.
    @MainActor final class Everything: UIViewController {
        override func encodeRestorableState(with coder: NSCoder) {
            coder.encode(3, forKey: "count")
            coder.encode("pump", forKey: "name")
            coder.encode(["a/b", "c"], forKey: "paths")
            coder.encode(["k": Date(timeIntervalSince1970: 5)], forKey: "dict")
            coder.encode(Data([1, 2]), forKey: "data")
        }
    }
}
