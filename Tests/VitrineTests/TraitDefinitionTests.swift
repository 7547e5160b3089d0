import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit's documentation example for `UITraitDefinition`: "enum Theme: Int { case standard,
/// monochrome } struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }"
/// ("Defining defaultValue is the minimum requirement to conform to this protocol").
enum TestTheme: Int { case standard, monochrome }
struct TestThemeTrait: UITraitDefinition { static let defaultValue = TestTheme.standard }
struct TestDensityTrait: UICGFloatTraitDefinition { static let defaultValue: CGFloat = 1 }

/// A controller that logs `traitCollectionDidChange(_:)` and has a property of its own, so a
/// handler typed with `Self` can reach it.
@MainActor
final class ThemedViewController: UIViewController {
    var log: [String] = []
    var themeSeen: TestTheme?
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        log.append("traitCollectionDidChange")
    }
}

/// A view that logs `traitCollectionDidChange(_:)` in a shared log.
@MainActor
final class NamedTraitLoggingView: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        log("\(name).traitCollectionDidChange")
    }
}

final class TraitDefinitionTests: XCTestCase {
    /// The system traits as trait definitions (`UITraitHorizontalSizeClass`, …, iOS 17) read
    /// and set the collection's own traits; unspecified traits read as the definitions'
    /// defaults.
    @MainActor func testSystemTraitDefinitionsMapOntoTheCollectionsTraits() {
        let t = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2,
                                  userInterfaceStyle: .dark, layoutDirection: .rightToLeft, preferredContentSizeCategory: .large)
        XCTAssertEqual(t[UITraitHorizontalSizeClass.self], .compact)
        XCTAssertEqual(t[UITraitVerticalSizeClass.self], .regular)
        XCTAssertEqual(t[UITraitDisplayScale.self], 2)
        XCTAssertEqual(t[UITraitUserInterfaceStyle.self], .dark)
        XCTAssertEqual(t[UITraitLayoutDirection.self], .rightToLeft)
        XCTAssertEqual(t[UITraitPreferredContentSizeCategory.self], .large)
        XCTAssertEqual(UITraitCollection.unspecified[UITraitHorizontalSizeClass.self], .unspecified)
        XCTAssertEqual(UITraitCollection.unspecified[TestThemeTrait.self], .standard, "an app trait nothing sets reads as its default")

        var o = UITraitCollection.Overrides()
        o[UITraitUserInterfaceStyle.self] = .dark
        o[UITraitHorizontalSizeClass.self] = .compact
        XCTAssertEqual(o.userInterfaceStyle, .dark)
        XCTAssertEqual(o.horizontalSizeClass, .compact)
        XCTAssertTrue(o.contains(UITraitUserInterfaceStyle.self))
        XCTAssertFalse(o.contains(UITraitVerticalSizeClass.self))
        o.remove(UITraitUserInterfaceStyle.self)
        XCTAssertNil(o.userInterfaceStyle)
        XCTAssertEqual(UITraitCollection.Trait.verticalSizeClass.definition == UITraitVerticalSizeClass.self, true)
    }

    /// An app's own trait set in a controller's `traitOverrides` is inherited by it, its
    /// children and their views; not by its parent; a change is reported by
    /// `changedTraitTypes(from:)` and equality.
    @MainActor func testCustomTraitIsInheritedDownTheHierarchy() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = UIViewController(), child = UIViewController()
        h.window.rootViewController = root
        root.embed(child)
        let label = UIView()
        child.view.addSubview(label)
        h.renderFrames()
        XCTAssertEqual(label.traitCollection[TestThemeTrait.self], .standard)

        let before = child.traitCollection
        child.traitOverrides[TestThemeTrait.self] = .monochrome
        child.traitOverrides[TestDensityTrait.self] = 1.5
        XCTAssertEqual(child.traitCollection[TestThemeTrait.self], .monochrome)
        XCTAssertEqual(child.view.traitCollection[TestThemeTrait.self], .monochrome)
        XCTAssertEqual(label.traitCollection[TestThemeTrait.self], .monochrome)
        XCTAssertEqual(label.traitCollection[TestDensityTrait.self], 1.5)
        XCTAssertEqual(root.traitCollection[TestThemeTrait.self], .standard, "the parent does not inherit from its child")
        XCTAssertNotEqual(child.traitCollection, before)
        let changed = child.traitCollection.changedTraitTypes(from: before)
        XCTAssertEqual(changed.count, 2)
        XCTAssertTrue(changed.contains { $0 == TestThemeTrait.self })
        XCTAssertTrue(changed.contains { $0 == TestDensityTrait.self })

        // Back to the default value: the same traits as never set.
        child.traitOverrides.remove(TestThemeTrait.self)
        child.traitOverrides.remove(TestDensityTrait.self)
        XCTAssertEqual(child.traitCollection, before)
        XCTAssertEqual(UITraitCollection(traitsFrom: [before]).modifyingTraits { $0[TestThemeTrait.self] = .standard }, before,
                       "a trait at its default value equals one not set")
    }

    /// `registerForTraitChanges(_:handler:)` (UITraitChangeObservable): "Registers a list of
    /// traits to observe and a closure to execute when one of the observed traits changes";
    /// the closure gets "The observed object containing the updated trait collection" (typed as
    /// the object's own type) and "The trait collection prior to the changes". It runs after
    /// `traitCollectionDidChange(_:)`, only for the registered traits, and not after
    /// `unregisterForTraitChanges(_:)`.
    @MainActor func testGenericRegistrationHandlerGetsSelfAndRunsForRegisteredTraitsOnly() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = ThemedViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        vc.log.removeAll()
        let registration = vc.registerForTraitChanges([TestThemeTrait.self, UITraitVerticalSizeClass.self]) { me, previous in
            // `me` is a ThemedViewController: its own property, no cast.
            me.themeSeen = me.traitCollection[TestThemeTrait.self]
            me.log.append("handler(previous: \(previous[TestThemeTrait.self]))")
        }
        var typed: [String] = []
        vc.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: UIViewController, _: UITraitCollection) in
            typed.append("style \(controller.traitCollection.userInterfaceStyle.rawValue)")
        }

        vc.traitOverrides[TestThemeTrait.self] = .monochrome
        XCTAssertEqual(vc.log, ["traitCollectionDidChange", "handler(previous: standard)"])
        XCTAssertEqual(vc.themeSeen, .monochrome)

        vc.log.removeAll()
        vc.traitOverrides.layoutDirection = .rightToLeft
        XCTAssertEqual(vc.log, ["traitCollectionDidChange"], "a trait not registered calls no handler")

        vc.log.removeAll()
        vc.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(typed, ["style 2"])

        vc.unregisterForTraitChanges(registration)
        vc.log.removeAll()
        vc.traitOverrides[TestThemeTrait.self] = .standard
        XCTAssertEqual(vc.log, ["traitCollectionDidChange"], "an unregistered handler is not called")
    }

    /// The registrations made with `UITraitCollection.Trait` values keep working.
    @MainActor func testTraitEnumRegistrationStillWorks() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        var calls = 0
        vc.registerForTraitChanges([.horizontalSizeClass]) { _, _ in calls += 1 }
        vc.traitOverrides.horizontalSizeClass = .compact
        XCTAssertEqual(calls, 1)
    }
}
