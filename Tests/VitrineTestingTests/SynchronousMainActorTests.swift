import Vitrine
import VitrineGraphics
import XCTest

/// Issue 19, "App tests": VitrineTesting works from synchronous `@MainActor` XCTest methods,
/// written as an app developer writes them (no `async`, no wrapper). Every test of this class
/// is a synchronous `@MainActor` method: before the `testCase(_:)` overload the whole test
/// binary aborted at start-up on Linux ("Could not cast value of type
/// '(SynchronousMainActorTests) -> @Swift.MainActor () -> ()'").
final class SynchronousMainActorTests: XCTestCase {
    /// A harness, a button and a tap through the touch path, all synchronous on the main actor.
    @MainActor func testButtonTapInASynchronousTest() {
        let h = HeadlessHarness(width: 200, height: 100)
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        h.window.addSubview(button)
        h.renderFrames()
        h.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(taps, 1)
        h.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(taps, 1, "a tap outside the button does not trigger it")
    }

    /// A throwing synchronous `@MainActor` test runs too (the manifest's other method shape).
    @MainActor func testThrowingSynchronousTest() throws {
        let h = HeadlessHarness(width: 40, height: 30)
        h.window.backgroundColor = .red
        h.renderFrames()
        let pixel = try XCTUnwrap(h.screenshot.row(15).first)
        XCTAssertEqual(pixel & 0xFF_FFFF, 0xFF_0000)
    }

    /// The method runs on the main thread, where XCTest on Linux calls it, and on the main
    /// actor (`assumeIsolated` would trap otherwise).
    @MainActor func testRunsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        MainActor.preconditionIsolated()
    }
}

/// The method shapes the manifest entry knows by name: a shape it does not know fails its
/// test with the type's name instead of crashing (tested on the classifier, as a real unknown
/// shape would not compile into a manifest).
final class MainActorTestMethodKindTests: XCTestCase {
    func testKnownAndUnknownShapes() {
        typealias Plain = @MainActor () -> Void
        typealias Throwing = @MainActor () throws -> Void
        guard case .mainActor = MainActorTestMethodKind(Plain.self) else { return XCTFail("\(Plain.self)") }
        guard case .mainActorThrowing = MainActorTestMethodKind(Throwing.self) else { return XCTFail("\(Throwing.self)") }
        guard case .unknown(let name) = MainActorTestMethodKind((() -> Int).self) else { return XCTFail("() -> Int") }
        XCTAssertEqual(name, "() -> Swift.Int")
    }
}
