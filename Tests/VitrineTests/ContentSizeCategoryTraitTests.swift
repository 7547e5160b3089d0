import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The content size category as a trait: from the app to every window, controller and view;
/// `traitCollectionDidChange(_:)` and registered handlers when it changes; the notification;
/// labels that follow it (`adjustsFontForContentSizeCategory`).
final class ContentSizeCategoryTraitTests: XCTestCase {
    /// Records the category of every `traitCollectionDidChange(_:)`, as (previous, new).
    final class CategoryController: UIViewController {
        var changes: [(UIContentSizeCategory, UIContentSizeCategory)] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            changes.append((previous?.preferredContentSizeCategory ?? .unspecified, traitCollection.preferredContentSizeCategory))
        }
    }

    final class CategoryView: UIView {
        var seen: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            seen.append(traitCollection.preferredContentSizeCategory)
        }
    }

    /// A rendered window with a `CategoryController` root (each test puts the app's category
    /// back to `large`).
    @MainActor private func scene() -> (HeadlessHarness, CategoryController) {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = CategoryController()
        h.window.rootViewController = root
        h.renderFrames()
        return (h, root)
    }

    /// Rule (UIKit `UITraitCollection`): the category merges like the other traits (a later
    /// collection's specified value wins, `unspecified` does not), counts in equality,
    /// `containsTraits(in:)` and `changedTraits(from:)`.
    func testTheCategoryIsATraitLikeTheOthers() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let small = UITraitCollection(preferredContentSizeCategory: .small)
        let merged = UITraitCollection(traitsFrom: [small, compact])
        XCTAssertEqual(merged.preferredContentSizeCategory, .small)
        XCTAssertEqual(merged.horizontalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection(traitsFrom: [small, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
            .preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertTrue(merged.containsTraits(in: small))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .large)))
        XCTAssertNotEqual(small, UITraitCollection(preferredContentSizeCategory: .large))
        XCTAssertEqual(merged.changedTraits(from: compact), [.preferredContentSizeCategory])
        var o = UITraitCollection.Overrides()
        o.preferredContentSizeCategory = .extraLarge
        XCTAssertEqual(merged.modifyingTraits(o).preferredContentSizeCategory, .extraLarge)
        XCTAssertEqual(merged.modifyingTraits(o).horizontalSizeClass, .compact)
    }

    /// Rule (UIKit `UITraitCollection.preferredContentSizeCategory`): windows, controllers
    /// and views carry the app's category (`large` by default).
    @MainActor func testTraitsCarryTheAppsCategory() async {
        let (h, root) = scene()
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        XCTAssertEqual(h.window.traitCollection.preferredContentSizeCategory, .large)
        XCTAssertEqual(root.traitCollection.preferredContentSizeCategory, .large)
        let v = UIView()
        root.view.addSubview(v)
        XCTAssertEqual(v.traitCollection.preferredContentSizeCategory, .large)
        XCTAssertEqual(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory, .small)
        XCTAssertEqual(UITraitCollection().preferredContentSizeCategory, .unspecified)
    }

    /// Rule (UIKit): a change of the category reaches `traitCollectionDidChange(_:)` of the
    /// controllers and views (with the previous traits), handlers registered for
    /// `.preferredContentSizeCategory`, and `didChangeNotification` with the new value; setting
    /// the same category again changes nothing.
    @MainActor func testAChangeReachesControllersViewsHandlersAndTheNotification() async {
        let (_, root) = scene()
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let view = CategoryView()
        root.view.addSubview(view)
        var handled: [UIContentSizeCategory] = []
        root.registerForTraitChanges([.preferredContentSizeCategory]) { vc, _ in handled.append(vc.traitCollection.preferredContentSizeCategory) }
        // Posted synchronously on the main actor; the box only satisfies the Sendable closure.
        final class Box: @unchecked Sendable { var values: [UIContentSizeCategory] = [] }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { n in
            if let c = n.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { box.values.append(c) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        root.changes.removeAll()

        XCTAssertTrue(UIApplication.setPreferredContentSizeCategory(.accessibilityLarge))
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(root.changes.map(\.0), [.large])
        XCTAssertEqual(root.changes.map(\.1), [.accessibilityLarge])
        XCTAssertEqual(view.seen, [.accessibilityLarge])
        XCTAssertEqual(handled, [.accessibilityLarge])
        XCTAssertEqual(box.values, [.accessibilityLarge])

        XCTAssertFalse(UIApplication.setPreferredContentSizeCategory(.accessibilityLarge))
        XCTAssertFalse(UIApplication.setPreferredContentSizeCategory(.unspecified))
        XCTAssertEqual(root.changes.count, 1)
        XCTAssertEqual(box.values.count, 1)
    }

    /// Rule (UIKit `traitOverrides`): a controller can impose a category on its subtree.
    @MainActor func testATraitOverrideSetsTheCategoryBelowIt() async {
        let (_, root) = scene()
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let child = CategoryController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        var o = UITraitCollection.Overrides()
        o.preferredContentSizeCategory = .extraSmall
        child.traitOverrides = o
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .extraSmall)
        XCTAssertEqual(root.traitCollection.preferredContentSizeCategory, .large)
        // The app's category changing does not reach past the override.
        UIApplication.setPreferredContentSizeCategory(.extraLarge)
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .extraSmall)
        XCTAssertEqual(root.traitCollection.preferredContentSizeCategory, .extraLarge)
    }

    /// Rule (UIKit `adjustsFontForContentSizeCategory`): a label with a `preferredFont` or
    /// `UIFontMetrics` font takes the new category's size live; without the flag, or with a
    /// fixed font, it keeps its font.
    @MainActor func testLabelsThatAdjustFollowTheCategoryLive() async throws {
        let (_, root) = scene()
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let adjusting = UILabel(), fixedFlag = UILabel(), fixedFont = UILabel(), metrics = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixedFlag.font = .preferredFont(forTextStyle: .body)
        fixedFont.font = .systemFont(ofSize: 17)
        fixedFont.adjustsFontForContentSizeCategory = true
        let mono = try XCTUnwrap(UIFont(name: "DejaVu Sans Mono", size: 10))
        metrics.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: mono)
        metrics.adjustsFontForContentSizeCategory = true
        for l in [adjusting, fixedFlag, fixedFont, metrics] { root.view.addSubview(l) }
        XCTAssertEqual(adjusting.font.pointSize, 17)

        UIApplication.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(adjusting.font.pointSize, 53, "body at AX5")
        XCTAssertEqual(fixedFlag.font.pointSize, 17)
        XCTAssertEqual(fixedFont.font.pointSize, 17)
        XCTAssertEqual(metrics.font.pointSize, 10 * 58 / 28, accuracy: 1e-9, "title1: 28 at large, 58 at AX5")
        XCTAssertEqual(metrics.font.fontName, "DejaVuSansMono")

        UIApplication.setPreferredContentSizeCategory(.extraSmall)
        XCTAssertEqual(adjusting.font.pointSize, 14)
        XCTAssertEqual(metrics.font.pointSize, 10 * 25 / 28, accuracy: 1e-9)
        // Headline keeps its weight at every size.
        let headline = UILabel()
        headline.font = .preferredFont(forTextStyle: .headline)
        headline.adjustsFontForContentSizeCategory = true
        root.view.addSubview(headline)
        XCTAssertEqual(headline.font.pointSize, 14)
        XCTAssertEqual(headline.font.fontName, "Inter-SemiBold")
        // Past 20 pt the same label takes Inter Display, still semibold.
        UIApplication.setPreferredContentSizeCategory(.accessibilityMedium)
        XCTAssertEqual(headline.font.pointSize, 28)
        XCTAssertEqual(headline.font.fontName, "InterDisplay-SemiBold")
    }

    /// Rule (UIKit): a label made while the category was one size, put in a window later,
    /// takes the window's category when it adjusts; turning the flag on applies it at once.
    @MainActor func testALabelTakesTheCategoryWhenItMovesIntoAWindowOrTurnsTheFlagOn() async {
        let (_, root) = scene()
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        var o = UITraitCollection.Overrides()
        o.preferredContentSizeCategory = .accessibilityMedium
        root.traitOverrides = o
        XCTAssertEqual(label.font.pointSize, 12)
        root.view.addSubview(label)
        XCTAssertEqual(label.font.pointSize, 22, "caption1 at AX1")

        let late = UILabel()
        late.font = .preferredFont(forTextStyle: .caption1)
        root.view.addSubview(late)
        XCTAssertEqual(late.font.pointSize, 12)
        late.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(late.font.pointSize, 22)
    }
}
