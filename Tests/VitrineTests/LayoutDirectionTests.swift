import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Counts layout passes and direction hooks.
@MainActor
private final class DirectionView: UIView {
    var layouts = 0
    var traitChanges = 0
    override func layoutSubviews() { layouts += 1 }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { traitChanges += 1 }
}

/// `UISemanticContentAttribute`, `UIUserInterfaceLayoutDirection`,
/// `UIView.effectiveUserInterfaceLayoutDirection` and the app-wide direction.
final class LayoutDirectionTests: XCTestCase {
    /// UIKit's raw values: `UISemanticContentAttribute` unspecified 0, playback 1, spatial 2,
    /// forceLeftToRight 3, forceRightToLeft 4; `UIUserInterfaceLayoutDirection` leftToRight 0,
    /// rightToLeft 1; `NSDirectionalEdgeInsets.zero` is all zero.
    @MainActor func testRawValuesAndZeroAreUIKits() async {
        XCTAssertEqual(UISemanticContentAttribute.allCases.map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(UISemanticContentAttribute.forceRightToLeft.rawValue, 4)
        XCTAssertEqual(UIUserInterfaceLayoutDirection.leftToRight.rawValue, 0)
        XCTAssertEqual(UIUserInterfaceLayoutDirection.rightToLeft.rawValue, 1)
        XCTAssertEqual(NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(NSDirectionalEdgeInsets(), .zero)
        XCTAssertEqual(UIView().semanticContentAttribute, .unspecified, "UIKit: unspecified is \"the default value for views\"")
    }

    /// UIKit: `userInterfaceLayoutDirection(for:relativeTo:)` "returns the layout direction
    /// implied by the specified semantic content attribute, relative to the specified layout
    /// direction": unspecified follows it; playback and spatial controls are not flipped;
    /// the forced ones are what they say. `userInterfaceLayoutDirection(for:)` is relative
    /// to the app's direction.
    @MainActor func testDirectionForEachSemanticContentAttribute() async {
        defer { UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
        for env in UIUserInterfaceLayoutDirection.allCases {
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: env), env)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: env), .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: env), .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: env), .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: env), .rightToLeft)
        }
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial), .leftToRight)
    }

    /// The app's direction reaches every window's trait collection (it was hard-coded left to
    /// right), and a view's effective direction is its semantic content attribute applied to
    /// its traits' direction.
    @MainActor func testAppDirectionReachesWindowTraitsAndViews() async {
        defer { UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let plain = UIView(), forced = UIView(), playback = UIView()
        forced.semanticContentAttribute = .forceRightToLeft
        playback.semanticContentAttribute = .playback
        for v in [plain, forced, playback] { vc.view.addSubview(v) }
        h.renderFrames()
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(h.window.traitCollection.layoutDirection, .leftToRight)
        XCTAssertEqual(plain.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(forced.effectiveUserInterfaceLayoutDirection, .rightToLeft)

        XCTAssertTrue(UIApplication.setUserInterfaceLayoutDirection(.rightToLeft))
        XCTAssertFalse(UIApplication.setUserInterfaceLayoutDirection(.rightToLeft), "no change, no work")
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(h.window.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(vc.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(plain.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(forced.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(playback.effectiveUserInterfaceLayoutDirection, .leftToRight, "playback controls are not flipped")
        XCTAssertEqual(UIView().effectiveUserInterfaceLayoutDirection, .rightToLeft, "outside a window: the app's direction")
    }

    /// A change of direction lays out again the views whose effective direction changed (the
    /// layout engine's hook `layoutDirectionDidChange()` asks for layout), and only those.
    @MainActor func testDirectionChangeMarksLayoutOfTheViewsItFlips() async {
        defer { UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let plain = DirectionView(), forced = DirectionView(), looseInWindow = DirectionView()
        forced.semanticContentAttribute = .forceLeftToRight
        vc.view.addSubview(plain)
        vc.view.addSubview(forced)
        h.window.addSubview(looseInWindow)
        h.renderFrames()
        XCTAssertEqual([plain.layouts, forced.layouts, looseInWindow.layouts], [1, 1, 1])

        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        XCTAssertTrue(plain.needsLayout)
        XCTAssertTrue(looseInWindow.needsLayout, "a window's own subviews follow the window's traits")
        XCTAssertFalse(forced.needsLayout, "forced left to right: nothing flipped")
        XCTAssertEqual(forced.traitChanges, 1, "its traits did change")
        h.renderFrames()
        XCTAssertEqual([plain.layouts, forced.layouts, looseInWindow.layouts], [2, 1, 2])
    }

    /// A view controller's trait override of the direction reaches its views (UIKit: the
    /// effective direction follows the trait collection's `layoutDirection`), with layout.
    @MainActor func testTraitOverrideOfTheDirectionReachesTheControllersViews() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let v = DirectionView()
        vc.view.addSubview(v)
        h.renderFrames()
        vc.traitOverrides.layoutDirection = .rightToLeft
        XCTAssertEqual(v.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(v.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertTrue(v.needsLayout)
        XCTAssertEqual(h.window.traitCollection.layoutDirection, .leftToRight, "the app is still left to right")
    }

    /// Setting `semanticContentAttribute` lays the view out again when its effective direction
    /// changes, not otherwise.
    @MainActor func testSemanticContentAttributeChangeMarksLayoutOnlyWhenTheDirectionFlips() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let v = DirectionView()
        h.window.addSubview(v)
        h.renderFrames()
        v.semanticContentAttribute = .spatial
        XCTAssertFalse(v.needsLayout, "spatial in a left-to-right app: still left to right")
        v.semanticContentAttribute = .forceRightToLeft
        XCTAssertTrue(v.needsLayout)
        XCTAssertEqual(v.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        h.renderFrames()
        XCTAssertEqual(v.layouts, 2)
    }
}
