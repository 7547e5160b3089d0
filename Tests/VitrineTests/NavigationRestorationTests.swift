import Foundation
import XCTest
@testable import Vitrine
@testable import VitrinePlatform
import VitrineTesting

/// Restoring a navigation stack as UIKit does: the navigation controller saves its children's
/// restoration identifiers; at launch the controllers that are missing are recreated through
/// their restoration class (registered by name) or the app delegate, decoded parents first,
/// and the navigation controller rebuilds its stack from them.
final class NavigationRestorationTests: XCTestCase {
    /// A screen with a counter; its restoration class makes a new one for any path.
    @MainActor final class Screen: UIViewController {
        static var journal: [String] = []
        static var made: [[String]] = []
        var count = 0
        var finished = false

        static func make(_ id: String, count: Int = 0) -> Screen {
            let s = Screen()
            s.restorationIdentifier = id
            s.restorationClass = Restorer.self
            s.title = id.capitalized
            s.count = count
            return s
        }

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            count = coder.containsValue(forKey: "count") ? coder.decodeInteger(forKey: "count") : -1
            Screen.journal.append("decode \(restorationIdentifier ?? "?")")
        }
        override func applicationFinishedRestoringState() {
            finished = true
            Screen.journal.append("finished \(restorationIdentifier ?? "?")")
        }
    }

    @MainActor final class Restorer: UIViewControllerRestoration {
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            Screen.made.append(identifierComponents)
            // The saved state is readable here already, as UIKit's coder is.
            XCTAssertTrue(coder.containsValue(forKey: "count"))
            return Screen.make(identifierComponents.last ?? "?")
        }
    }

    @MainActor final class Nav: UINavigationController {
        override func decodeRestorableState(with coder: NSCoder) {
            Screen.journal.append("decode \(restorationIdentifier ?? "?")")
            super.decodeRestorableState(with: coder)
        }
    }

    /// The app as it starts: a navigation controller "nav" with its root "menu".
    @MainActor private func freshApp(_ h: HeadlessHarness) -> UINavigationController {
        let nav = Nav(rootViewController: Screen.make("menu"))
        nav.restorationIdentifier = "nav"
        h.window.rootViewController = nav
        return nav
    }

    @MainActor private func savedThreeDeep(_ h: HeadlessHarness) throws -> Data {
        UIStateRestoration.register(Restorer.self, as: "Screen")
        let nav = freshApp(h)
        (nav.topViewController as? Screen)?.count = 1
        nav.pushViewController(Screen.make("display", count: 2), animated: false)
        nav.pushViewController(Screen.make("brightness", count: 3), animated: false)
        h.renderFrames()
        return try UIStateRestoration.archive(root: nav)
    }

    @MainActor private func ids(_ nav: UINavigationController) -> [String] {
        nav.viewControllers.map { $0.restorationIdentifier ?? "?" }
    }

    /// A three-deep stack comes back with each controller's state: the missing two are made
    /// by the restoration class (with their identifier paths), everything is decoded parents
    /// first, `applicationFinishedRestoringState()` comes after all decoding, and the top is
    /// on screen under a bar with its title.
    @MainActor func testThreeDeepStackRoundTripsWithPerControllerState() async throws {
        let data = try savedThreeDeep(HeadlessHarness(width: 480, height: 320))
        let saved = try StateArchiveFixture(data)
        XCTAssertEqual(saved.classes, ["nav/menu": "Screen", "nav/display": "Screen", "nav/brightness": "Screen"])
        XCTAssertEqual(saved.controllers["nav/display"]?["count"] as? Int, 2)

        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        h.renderFrames()
        Screen.journal = []
        Screen.made = []
        XCTAssertEqual(try UIStateRestoration.restore(root: nav, from: data), 4)
        XCTAssertEqual(Screen.made, [["nav", "brightness"], ["nav", "display"]])
        XCTAssertEqual(ids(nav), ["menu", "display", "brightness"])
        XCTAssertEqual(nav.viewControllers.map { ($0 as? Screen)?.count ?? -2 }, [1, 2, 3])
        XCTAssertEqual(Screen.journal.first, "decode nav", "the parent decodes first")
        XCTAssertEqual(Screen.journal.count, 7, "4 decodes (nav and its 3 screens), then 3 screens finished")
        XCTAssertEqual(Screen.journal.prefix(4).filter { $0.hasPrefix("finished") }, [], "finished after every decode")
        XCTAssertEqual(Set(Screen.journal.suffix(3)), ["finished menu", "finished display", "finished brightness"])
        XCTAssertTrue(nav.viewControllers.allSatisfy { ($0 as? Screen)?.finished ?? true })
        h.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController?.view.superview === nav.view)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Brightness")
        XCTAssertEqual(nav.navigationBar.backLabel.text, "Display")
        XCTAssertTrue(nav.topViewController?.isVisibleInHierarchy ?? false)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [])
    }

    /// A saved controller whose restoration class is not registered any more (and that the
    /// app delegate does not make) is left out: the stack comes back shorter, and the
    /// problem is reported.
    @MainActor func testMissingRestorationClassGivesAShorterStackAndALogLine() async throws {
        var saved = try StateArchiveFixture(try savedThreeDeep(HeadlessHarness(width: 480, height: 320)))
        // The middle screen's class was renamed in a later version of the app.
        XCTAssertEqual(saved.classes["nav/display"], "Screen")
        saved.classes["nav/display"] = "Gone"
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        XCTAssertEqual(try UIStateRestoration.restore(root: nav, from: saved.data()), 3)
        XCTAssertEqual(ids(nav), ["menu", "brightness"])
        XCTAssertEqual(nav.viewControllers.map { ($0 as? Screen)?.count ?? -2 }, [1, 3])
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems.count, 2, "\(UIStateRestoration.lastRestoreProblems)")
        XCTAssertTrue(UIStateRestoration.lastRestoreProblems[0].contains("nav/display"))
        XCTAssertTrue(UIStateRestoration.lastRestoreProblems[0].contains("no restoration class is registered as Gone"))
        XCTAssertTrue(UIStateRestoration.lastRestoreProblems[1].contains("left display out of its stack"))
    }

    /// A damaged or hostile archive with a 1 MB identifier in the stack: the controller is
    /// left out, and the problem line (logged and kept) carries a bounded part of it.
    @MainActor func testAHugeSavedIdentifierIsReportedBounded() async throws {
        var saved = try StateArchiveFixture(try savedThreeDeep(HeadlessHarness(width: 480, height: 320)))
        let huge = String(repeating: "x", count: 1 << 20)
        let key = UINavigationController.restorationStackKey
        XCTAssertEqual(saved.controllers["nav"]?[key] as? [String], ["menu", "display", "brightness"], "the stack is saved as an array of identifiers")
        saved.controllers["nav"]?[key] = ["menu", huge, "brightness"]
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        _ = try UIStateRestoration.restore(root: nav, from: saved.data())
        XCTAssertEqual(ids(nav), ["menu", "brightness"])
        let problem = UIStateRestoration.lastRestoreProblems.first { $0.contains("out of its stack") || $0.contains("more bytes") }
        XCTAssertNotNil(problem, "\(UIStateRestoration.lastRestoreProblems.map { $0.prefix(100) })")
        XCTAssertLessThanOrEqual(problem?.count ?? .max, LogText.maxCharacters + 30)
        XCTAssertTrue(problem?.hasSuffix(" more bytes)") ?? false)
        XCTAssertTrue(UIStateRestoration.lastRestoreProblems.allSatisfy { $0.count <= LogText.maxCharacters + 30 })
    }

    /// Without a restoration class, the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)` is asked.
    @MainActor func testAppDelegateMakesControllersWithoutARestorationClass() async throws {
        final class Delegate: UIApplicationDelegate {
            var window: UIWindow?
            var asked: [[String]] = []
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                             coder: NSCoder) -> UIViewController? {
                asked.append(identifierComponents)
                let s = Screen()
                s.restorationIdentifier = identifierComponents.last
                return s
            }
        }
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        let plain = Screen()
        plain.restorationIdentifier = "plain"
        plain.count = 9
        nav.pushViewController(plain, animated: false)
        let data = try UIStateRestoration.archive(root: nav)

        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.reset() }
        let h2 = HeadlessHarness(width: 480, height: 320)
        let nav2 = freshApp(h2)
        try UIStateRestoration.restore(root: nav2, from: data)
        XCTAssertEqual(delegate.asked, [["nav", "plain"]])
        XCTAssertEqual(ids(nav2), ["menu", "plain"])
        XCTAssertEqual((nav2.topViewController as? Screen)?.count, 9)
    }

    /// A state file of an older Vitrine (JSON, versions 1 and 2) is recognised and refused with
    /// a line that says so, as is a keyed archive of an unknown future version.
    @MainActor func testOldJSONStateFilesAndFutureVersionsAreRefusedWithAReason() async throws {
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        let v1 = Data(#"{"controllers":{"nav":{},"nav\/menu":{"count":{"int":{"_0":5}}}},"version":1}"#.utf8)
        let v2 = Data(#"{"controllers":{"nav":{}},"restorationClasses":{},"version":2}"#.utf8)
        for (data, version) in [(v1, 1), (v2, 2)] {
            XCTAssertThrowsError(try UIStateRestoration.validateArchive(data)) { e in
                XCTAssertEqual("\(e)", "a JSON state file of version \(version), the format of an older Vitrine; this version reads keyed archives (version 3) only, so it is not restored")
            }
            XCTAssertThrowsError(try UIStateRestoration.restore(root: nav, from: data))
        }
        XCTAssertThrowsError(try UIStateRestoration.validateArchive(Data(#"{"version":2,"#.utf8))) { e in
            XCTAssertTrue("\(e)".hasPrefix("a damaged JSON state file, the format of an older Vitrine"), "\(e)")
        }
        XCTAssertEqual((nav.topViewController as? Screen)?.count, 0, "nothing was restored")

        var future = StateArchiveFixture(controllers: ["nav": [:]])
        future.version = 4
        XCTAssertThrowsError(try UIStateRestoration.validateArchive(future.data())) { e in
            XCTAssertEqual("\(e)", "archive version 4 is not supported (readable: 3)")
        }
    }
}
