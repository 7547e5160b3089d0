import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The app delegate's part, as in UIKit: `application(_:shouldSaveSecureApplicationState:)`
/// and `application(_:shouldRestoreSecureApplicationState:)` decide, with the app-level coder
/// (a secure keyed archiver holding `UIApplication.stateRestorationSystemVersionKey`), and
/// `willEncodeRestorableStateWith` / `didDecodeRestorableStateWith` save and read app-level state
/// through the same coder.
final class StateRestorationAppDelegateTests: XCTestCase {
    @MainActor final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        var save = true
        var restore = true
        var journal: [String] = []
        var savedSystem: String?
        var decodedMode: String?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
            journal.append("shouldSave secure=\(coder.requiresSecureCoding)")
            return save
        }
        func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
            journal.append("willEncode")
            coder.encode("kiosk", forKey: "mode")
        }
        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
            journal.append("shouldRestore")
            savedSystem = coder.decodeObject(of: NSString.self, forKey: UIApplication.stateRestorationSystemVersionKey) as String?
            return restore
        }
        func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
            journal.append("didDecode")
            decodedMode = coder.decodeObject(of: NSString.self, forKey: "mode") as String?
        }
    }

    @MainActor private func counter(_ n: Int) -> StateRestorationTests.Counter {
        let c = StateRestorationTests.Counter()
        c.restorationIdentifier = "counter"
        c.count = n
        return c
    }

    @MainActor func testTheDelegateIsAskedAndKeepsAppLevelStateThroughTheSameCoder() async throws {
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.reset() }
        let data = try UIStateRestoration.archive(root: counter(5))
        XCTAssertEqual(delegate.journal, ["shouldSave secure=true", "willEncode"])
        delegate.journal = []
        let back = counter(0)
        XCTAssertEqual(try UIStateRestoration.restore(root: back, from: data), 1)
        XCTAssertEqual(back.count, 5)
        XCTAssertEqual(delegate.journal, ["shouldRestore", "didDecode"])
        XCTAssertEqual(delegate.savedSystem, ProcessInfo.processInfo.operatingSystemVersionString)
        XCTAssertEqual(delegate.decodedMode, "kiosk")
    }

    @MainActor func testADelegateThatDeclinesSavingOrRestoringIsObeyed() async throws {
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.reset() }
        let data = try UIStateRestoration.archive(root: counter(5))
        delegate.save = false
        XCTAssertThrowsError(try UIStateRestoration.archive(root: counter(6))) { e in
            XCTAssertEqual("\(e)", "the app delegate declined (application(_:shouldSaveSecureApplicationState:) returned false)")
        }
        delegate.restore = false
        let back = counter(0)
        XCTAssertEqual(try UIStateRestoration.restore(root: back, from: data), 0)
        XCTAssertEqual(back.count, 0, "nothing restored")
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems,
                       ["state restoration: the app delegate declined the saved state (application(_:shouldRestoreSecureApplicationState:) returned false)"])
    }
}
