#if !canImport(Darwin)
import XCTest

// Synchronous `@MainActor` XCTest methods on Linux.
//
// Why they crash without this: Linux has no Objective-C runtime to find test methods, so
// SwiftPM generates a manifest for each test class,
//
//     static let __allTests__MyTests = [("testButton", testButton), ...]
//     ... testCase(MyTests.__allTests__MyTests)
//
// For `@MainActor func testButton()` the array's element type is
// `(String, (MyTests) -> @MainActor () -> ())`. XCTest's `testCase(_:)` takes
// `[(String, (T) -> () throws -> Void)]`; the generated module is compiled in the Swift 5
// language mode, which accepts dropping `@MainActor` there, and an array conversion of
// function types is done at run time, element by element, with a dynamic cast. The runtime
// does not cast a global-actor function type to a non-isolated one, so the test binary aborts
// before running any test: "Could not cast value of type '(MyTests) -> @Swift.MainActor () -> ()'
// to '(MyTests) -> () -> ()'". (`async` tests escape it: the manifest wraps them in
// `asyncTest(_:)`, a plain function conversion the compiler does statically.)
//
// The fix: an overload of `testCase(_:)` generic over the method's type, which matches the
// manifest's array exactly (no conversion, so it outranks XCTest's for `@MainActor` classes
// and loses to XCTest's more specific ones for every other class), and runs each method on the
// main actor: XCTest on Linux calls test methods on the main thread, so the main actor's
// isolation is asserted, not assumed blindly (`MainActor.assumeIsolated` traps otherwise).
//
// The generated manifest only sees functions of XCTest and of the test module itself, so a
// test target makes this overload visible with one line in any one of its files:
//
//     @_exported import VitrineTesting

// One limit remains, in the generated manifest itself: a class's test methods must share one
// shape for the array literal to have a type. A class whose synchronous tests are `@MainActor`
// cannot also have non-isolated synchronous tests or `async` tests (the build fails in the
// generated file with "conflicting arguments to generic parameter 'Element'"): put those in
// another class, or make the async ones synchronous (the harness's clock is virtual).

/// The test manifest entry of a class whose synchronous test methods are `@MainActor`
/// (SwiftPM's generated Linux test manifest calls this; tests never call it themselves).
///
/// Each method runs on the main actor. A method type this does not know (a future manifest
/// format) fails its test with a message naming the type instead of crashing the run.
public func testCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
    let kind = MainActorTestMethodKind(Method.self)
    let tests: [(String, XCTestCaseClosure)] = allTests.map { entry in
        nonisolated(unsafe) let method = entry.1
        let run: XCTestCaseClosure = { testCase in
            guard let instance = testCase as? T else {
                XCTFail("\(entry.0): test case \(type(of: testCase)) is not a \(T.self)")
                return
            }
            nonisolated(unsafe) let body = method(instance)
            try kind.run(body, name: entry.0)
        }
        return (entry.0, run)
    }
    return (T.self, tests)
}

/// The shapes of test method the overload runs, told apart by the method type's name: the
/// manifest's module is compiled in Swift 5 mode, where these types are not `@Sendable`, and
/// a Swift 6 module cannot spell a non-Sendable `@MainActor` function type to cast to. The
/// two shapes have the same representation as the `@Sendable` types cast to below.
package enum MainActorTestMethodKind {
    case mainActor, mainActorThrowing, unknown(String)

    package init<Method>(_ type: Method.Type) {
        let name = String(reflecting: type).replacingOccurrences(of: " @Sendable", with: "")
        switch name {
        case "@Swift.MainActor () -> ()": self = .mainActor
        case "@Swift.MainActor () throws -> ()": self = .mainActorThrowing
        default: self = .unknown(name)
        }
    }

    package func run<Method>(_ body: Method, name: String) throws {
        switch self {
        case .mainActor:
            let f = unsafeBitCast(body, to: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { f() }
        case .mainActorThrowing:
            let f = unsafeBitCast(body, to: (@MainActor () throws -> Void).self)
            try MainActor.assumeIsolated { try f() }
        case .unknown(let type):
            XCTFail("\(name): VitrineTesting cannot run a test method of type \(type) (expected a synchronous @MainActor method)")
        }
    }
}
#endif
