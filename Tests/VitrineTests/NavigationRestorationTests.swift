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

        override func encodeRestorableState(with coder: UIStateRestorationCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }
        override func decodeRestorableState(with coder: UIStateRestorationCoder) {
            super.decodeRestorableState(with: coder)
            count = coder.decodeInteger(forKey: "count") ?? -1
            Screen.journal.append("decode \(restorationIdentifier ?? "?")")
        }
        override func applicationFinishedRestoringState() {
            finished = true
            Screen.journal.append("finished \(restorationIdentifier ?? "?")")
        }
    }

    @MainActor final class Restorer: UIViewControllerRestoration {
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: UIStateRestorationCoder) -> UIViewController? {
            Screen.made.append(identifierComponents)
            // The saved state is readable here already, as UIKit's coder is.
            XCTAssertNotNil(coder.decodeInteger(forKey: "count"))
            return Screen.make(identifierComponents.last ?? "?")
        }
    }

    @MainActor final class Nav: UINavigationController {
        override func decodeRestorableState(with coder: UIStateRestorationCoder) {
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
        let json = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(json.contains("\"version\":2"))
        XCTAssertTrue(json.contains("\"nav\\/display\":\"Screen\"") || json.contains("\"nav/display\":\"Screen\""), json)

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
        var json = String(decoding: try savedThreeDeep(HeadlessHarness(width: 480, height: 320)), as: UTF8.self)
        // The middle screen's class was renamed in a later version of the app.
        json = json.replacingOccurrences(of: #""nav\/display":"Screen""#, with: #""nav\/display":"Gone""#)
            .replacingOccurrences(of: #""nav/display":"Screen""#, with: #""nav/display":"Gone""#)
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        XCTAssertEqual(try UIStateRestoration.restore(root: nav, from: Data(json.utf8)), 3)
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
        var json = String(decoding: try savedThreeDeep(HeadlessHarness(width: 480, height: 320)), as: UTF8.self)
        let huge = String(repeating: "x", count: 1 << 20)
        // The stack is saved as "menu/display/brightness" (JSON may escape the slashes).
        let before = json
        json = json.replacingOccurrences(of: #"menu\/display\/brightness"#, with: #"menu\/\#(huge)\/brightness"#)
            .replacingOccurrences(of: "menu/display/brightness", with: "menu/\(huge)/brightness")
        XCTAssertNotEqual(json, before, "the saved stack was found")
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        _ = try UIStateRestoration.restore(root: nav, from: Data(json.utf8))
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
                             coder: UIStateRestorationCoder) -> UIViewController? {
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

    /// An archive written by version 1 (no restoration classes) still restores the
    /// controllers that exist; an unknown future version is refused.
    @MainActor func testVersion1ArchiveStillRestores() async throws {
        let v1 = #"{"controllers":{"nav":{},"nav\/menu":{"count":{"int":{"_0":5}}}},"version":1}"#
        XCTAssertTrue(UIStateRestoration.isValidArchive(Data(v1.utf8)))
        let h = HeadlessHarness(width: 480, height: 320)
        let nav = freshApp(h)
        XCTAssertEqual(try UIStateRestoration.restore(root: nav, from: Data(v1.utf8)), 2)
        XCTAssertEqual((nav.topViewController as? Screen)?.count, 5)
        XCTAssertEqual(ids(nav), ["menu"], "version 1 saved no stack: it stays as the app built it")

        let v3 = Data(#"{"controllers":{},"version":3}"#.utf8)
        XCTAssertFalse(UIStateRestoration.isValidArchive(v3))
        XCTAssertThrowsError(try UIStateRestoration.restore(root: nav, from: v3))
    }
}
