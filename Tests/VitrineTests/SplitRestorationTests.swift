import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// State restoration of a split view controller (UIKit: a split view controller saves its
/// child view controllers and display mode with `encodeRestorableState(with:)`): the columns'
/// stacks come back through their navigation controllers (each wrapper has a restoration
/// identifier of its own), the display mode through the split view controller, and a stack
/// saved collapsed is divided back into the columns when restored in a regular width.
final class SplitRestorationTests: XCTestCase {
    @MainActor final class Page: UIViewController {
        static func make(_ id: String) -> Page {
            let p = Page()
            p.restorationIdentifier = id
            p.restorationClass = Restorer.self
            p.title = id.capitalized
            return p
        }
    }

    @MainActor final class Restorer: UIViewControllerRestoration {
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            Page.make(identifierComponents.last ?? "?")
        }
    }

    /// The app as it starts: a double-column split "split" with "list" and "welcome".
    @MainActor private func freshApp(_ h: HeadlessHarness) -> UISplitViewController {
        UIStateRestoration.register(Restorer.self, as: "SplitPage")
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "split"
        split.setViewController(Page.make("list"), for: .primary)
        split.setViewController(Page.make("welcome"), for: .secondary)
        h.window.rootViewController = split
        h.renderFrames()
        return split
    }

    @MainActor private func ids(_ vc: UIViewController?) -> [String] {
        ((vc as? UINavigationController)?.viewControllers ?? []).map { $0.restorationIdentifier ?? "?" }
    }

    /// Expanded: the detail shown in the secondary column and the display mode chosen with
    /// `hide(.primary)` come back.
    @MainActor func testColumnsAndDisplayModeRoundTrip() async throws {
        let h1 = HeadlessHarness(width: 800, height: 480)
        let saved = freshApp(h1)
        saved.viewController(for: .primary)?.showDetailViewController(Page.make("kitchen"), sender: nil)
        saved.hide(.primary)
        h1.advance(by: 0.5)
        XCTAssertEqual(saved.displayMode, .secondaryOnly)
        let data = try UIStateRestoration.archive(root: saved)

        let h2 = HeadlessHarness(width: 800, height: 480)
        let split = freshApp(h2)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        try UIStateRestoration.restore(root: split, from: data)
        h2.advance(by: 0.5)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [])
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(ids(split.viewControllers[1]), ["kitchen"])
        XCTAssertEqual(split.viewController(for: .secondary)?.restorationIdentifier, "kitchen")
        XCTAssertTrue(split.viewController(for: .secondary)?.isVisibleInHierarchy ?? false)
        XCTAssertNil(split.viewControllers[0].viewIfLoaded?.window, "the hidden primary column is off screen")
    }

    /// Saved collapsed in portrait (the detail on top of the list's stack), restored in
    /// landscape: the list stays in the primary column and the detail goes back to the
    /// secondary one, on screen, the placeholder detail gone.
    @MainActor func testStackSavedCollapsedIsDividedIntoColumnsWhenRestoredExpanded() async throws {
        let h1 = HeadlessHarness(width: 800, height: 480)
        let saved = freshApp(h1)
        saved.viewController(for: .primary)?.showDetailViewController(Page.make("kitchen"), sender: nil)
        h1.advance(by: 0.2)
        XCTAssertTrue(h1.rotate(to: .portrait))
        h1.advance(by: 0.5)
        XCTAssertTrue(saved.isCollapsed)
        XCTAssertEqual(ids(saved.viewControllers[0]), ["list", "kitchen"])
        let data = try UIStateRestoration.archive(root: saved)

        let h2 = HeadlessHarness(width: 800, height: 480)
        let split = freshApp(h2)
        try UIStateRestoration.restore(root: split, from: data)
        h2.advance(by: 0.5)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [])
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(ids(split.viewControllers[0]), ["list"])
        XCTAssertEqual(ids(split.viewControllers[1]), ["kitchen"])
        XCTAssertEqual(split.viewController(for: .secondary)?.restorationIdentifier, "kitchen")
        XCTAssertTrue(split.viewController(for: .secondary)?.isVisibleInHierarchy ?? false)
        XCTAssertTrue(split.viewController(for: .primary)?.isVisibleInHierarchy ?? false)
    }

    /// A saved display mode that does not exist is reported and skipped.
    @MainActor func testUnknownSavedDisplayModeIsReported() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        let split = freshApp(h)
        UIStateRestoration.lastRestoreProblems = []
        let state = StateArchiveFixture.state([UISplitViewController.restorationDisplayModeKey: 42])
        let coder = try UIStateRestorationUnarchiver(state, checked: KeyedArchiveCheck(state), path: "split")
        split.decodeRestorableState(with: coder)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, ["state restoration: split saved display mode 42, which does not exist; kept oneBesideSecondary"])
    }
}
