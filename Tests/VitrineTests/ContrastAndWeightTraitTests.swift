import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `accessibilityContrast` and `legibilityWeight` as traits: merged, overridden and compared
/// like the others; windows carry them from `UIAccessibility.settings` (Increase Contrast,
/// Bold Text); a change reaches `traitCollectionDidChange(_:)` and registered handlers.
final class ContrastAndWeightTraitTests: XCTestCase {
    /// Records (previous, new) contrast and weight of every `traitCollectionDidChange(_:)`.
    final class RecordingController: UIViewController {
        var contrasts: [(UIAccessibilityContrast, UIAccessibilityContrast)] = []
        var weights: [(UILegibilityWeight, UILegibilityWeight)] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            contrasts.append((previous?.accessibilityContrast ?? .unspecified, traitCollection.accessibilityContrast))
            weights.append((previous?.legibilityWeight ?? .unspecified, traitCollection.legibilityWeight))
        }
    }

    final class RecordingView: UIView {
        var contrasts: [UIAccessibilityContrast] = []
        var weights: [UILegibilityWeight] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            contrasts.append(traitCollection.accessibilityContrast)
            weights.append(traitCollection.legibilityWeight)
        }
    }

    /// Rule (UIKit `UIAccessibilityContrast`, `UILegibilityWeight`): the raw values UIKit
    /// declares (unspecified −1, normal/regular 0, high/bold 1), and the single-trait
    /// initialisers leave every other trait unspecified.
    func testRawValuesAndInitialisers() {
        XCTAssertEqual([UIAccessibilityContrast.unspecified, .normal, .high].map(\.rawValue), [-1, 0, 1])
        XCTAssertEqual([UILegibilityWeight.unspecified, .regular, .bold].map(\.rawValue), [-1, 0, 1])
        let high = UITraitCollection(accessibilityContrast: .high)
        XCTAssertEqual(high.accessibilityContrast, .high)
        XCTAssertEqual(high.legibilityWeight, .unspecified)
        XCTAssertEqual(high.userInterfaceStyle, .unspecified)
        let bold = UITraitCollection(legibilityWeight: .bold)
        XCTAssertEqual(bold.legibilityWeight, .bold)
        XCTAssertEqual(bold.accessibilityContrast, .unspecified)
        XCTAssertEqual(UITraitCollection.unspecified.accessibilityContrast, .unspecified)
        XCTAssertEqual(UITraitCollection.unspecified.legibilityWeight, .unspecified)
    }

    /// Rule (UIKit `UITraitCollection(traitsFrom:)`, `containsTraits(in:)`,
    /// `changedTraits(from:)`, `modifyingTraits`, `traitOverrides`): a later collection's
    /// specified value wins and `unspecified` does not; both traits count in equality, hash,
    /// containment and the changed set; overrides set them and leave the rest.
    func testTheyMergeCompareAndOverrideLikeTheOtherTraits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let high = UITraitCollection(accessibilityContrast: .high)
        let bold = UITraitCollection(legibilityWeight: .bold)
        let merged = UITraitCollection(traitsFrom: [high, bold, dark])
        XCTAssertEqual(merged.accessibilityContrast, .high)
        XCTAssertEqual(merged.legibilityWeight, .bold)
        XCTAssertEqual(merged.userInterfaceStyle, .dark)
        let later = UITraitCollection(traitsFrom: [merged, UITraitCollection(accessibilityContrast: .normal), UITraitCollection(legibilityWeight: .regular)])
        XCTAssertEqual(later.accessibilityContrast, .normal, "a later specified value wins")
        XCTAssertEqual(later.legibilityWeight, .regular)
        XCTAssertEqual(UITraitCollection(traitsFrom: [merged, .unspecified]).accessibilityContrast, .high, "unspecified does not")

        XCTAssertTrue(merged.containsTraits(in: high))
        XCTAssertTrue(merged.containsTraits(in: bold))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(accessibilityContrast: .normal)))
        XCTAssertFalse(merged.containsTraits(in: UITraitCollection(legibilityWeight: .regular)))

        XCTAssertNotEqual(high, UITraitCollection(accessibilityContrast: .normal))
        XCTAssertNotEqual(bold, UITraitCollection(legibilityWeight: .regular))
        XCTAssertEqual(UITraitCollection(traitsFrom: [high, bold]), UITraitCollection(traitsFrom: [bold, high]))
        XCTAssertEqual(Set([UITraitCollection(traitsFrom: [high, bold]), UITraitCollection(traitsFrom: [bold, high])]).count, 1)

        XCTAssertEqual(merged.changedTraits(from: dark), [.accessibilityContrast, .legibilityWeight])
        XCTAssertEqual(merged.changedTraits(from: UITraitCollection(traitsFrom: [dark, high])), [.legibilityWeight])
        XCTAssertTrue(merged.changedTraits(from: nil).isSuperset(of: [.accessibilityContrast, .legibilityWeight]))
        XCTAssertTrue(merged.changedTraitTypes(from: dark).contains { $0 == UITraitAccessibilityContrast.self })
        XCTAssertTrue(merged.changedTraitTypes(from: dark).contains { $0 == UITraitLegibilityWeight.self })
        XCTAssertEqual(merged[UITraitAccessibilityContrast.self], .high)
        XCTAssertEqual(merged[UITraitLegibilityWeight.self], .bold)

        var o = UITraitCollection.Overrides()
        XCTAssertTrue(o.isEmpty)
        o.accessibilityContrast = .normal
        XCTAssertFalse(o.isEmpty)
        XCTAssertEqual(merged.modifyingTraits(o).accessibilityContrast, .normal)
        XCTAssertEqual(merged.modifyingTraits(o).legibilityWeight, .bold, "what the override leaves is kept")
        o = UITraitCollection.Overrides()
        o[UITraitLegibilityWeight.self] = .regular
        XCTAssertTrue(o.contains(UITraitLegibilityWeight.self))
        XCTAssertFalse(o.isEmpty)
        XCTAssertEqual(merged.modifyingTraits(o).legibilityWeight, .regular)
        XCTAssertTrue(merged.modifyingTraits { $0.accessibilityContrast = .high } === merged, "an override that changes nothing gives the same collection")
        XCTAssertEqual(merged.modifyingTraits { $0.legibilityWeight = .regular }.legibilityWeight, .regular)
    }

    /// Rule (UIKit `UITraitDefinition.affectsColorAppearance`,
    /// `hasDifferentColorAppearance(comparedTo:)`): contrast changes how dynamic colours
    /// resolve; legibility weight does not.
    func testContrastAffectsColourAppearanceAndWeightDoesNot() {
        XCTAssertTrue(UITraitAccessibilityContrast.affectsColorAppearance)
        XCTAssertFalse(UITraitLegibilityWeight.affectsColorAppearance)
        let normal = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .normal)])
        XCTAssertTrue(normal.modifyingTraits { $0.accessibilityContrast = .high }.hasDifferentColorAppearance(comparedTo: normal))
        XCTAssertFalse(normal.modifyingTraits { $0.legibilityWeight = .bold }.hasDifferentColorAppearance(comparedTo: normal))
    }

    /// Rule (UIKit: `accessibilityContrast` is `.high` while Increase Contrast is on,
    /// `legibilityWeight` `.bold` while Bold Text is on, for every window; the Settings app's
    /// switch is `UIAccessibility.apply` here): windows, controllers and views follow the
    /// settings; `traitCollectionDidChange(_:)` hears the change with the previous value, and
    /// handlers registered for exactly these traits run, once per change.
    @MainActor func testWindowsFollowTheSettingsAndChangesReachObservers() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let h = HeadlessHarness(width: 200, height: 120)
        let root = RecordingController()
        h.window.rootViewController = root
        let view = RecordingView()
        root.view.addSubview(view)
        h.renderFrames()
        XCTAssertEqual(h.window.traitCollection.accessibilityContrast, .normal)
        XCTAssertEqual(h.window.traitCollection.legibilityWeight, .regular)
        XCTAssertEqual(view.traitCollection.accessibilityContrast, .normal)
        root.contrasts.removeAll(); root.weights.removeAll()

        var contrastHandled: [UIAccessibilityContrast] = []
        var weightHandled: [UILegibilityWeight] = []
        root.registerForTraitChanges([.accessibilityContrast]) { vc, previous in
            XCTAssertEqual(previous.accessibilityContrast, vc.traitCollection.accessibilityContrast == .high ? .normal : .high)
            contrastHandled.append(vc.traitCollection.accessibilityContrast)
        }
        view.registerForTraitChanges([UITraitLegibilityWeight.self]) { (v: RecordingView, _: UITraitCollection) in
            weightHandled.append(v.traitCollection.legibilityWeight)
        }

        var s = AccessibilitySettings()
        s.darkerSystemColors = true
        UIAccessibility.apply(s)
        XCTAssertEqual(h.window.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(root.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(view.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(view.traitCollection.legibilityWeight, .regular)
        XCTAssertEqual(root.contrasts.map(\.0), [.normal])
        XCTAssertEqual(root.contrasts.map(\.1), [.high])
        XCTAssertEqual(view.contrasts, [.high])
        XCTAssertEqual(contrastHandled, [.high])
        XCTAssertEqual(weightHandled, [], "a handler for another trait does not run")

        s.boldText = true
        UIAccessibility.apply(s)
        XCTAssertEqual(view.traitCollection.legibilityWeight, .bold)
        XCTAssertEqual(root.weights.map(\.0), [.regular, .regular])
        XCTAssertEqual(root.weights.map(\.1), [.regular, .bold])
        XCTAssertEqual(view.weights, [.regular, .bold])
        XCTAssertEqual(weightHandled, [.bold])
        XCTAssertEqual(contrastHandled, [.high], "the contrast did not change again")

        UIAccessibility.apply(AccessibilitySettings())
        XCTAssertEqual(view.traitCollection.accessibilityContrast, .normal)
        XCTAssertEqual(view.traitCollection.legibilityWeight, .regular)
        XCTAssertEqual(contrastHandled, [.high, .normal])
        XCTAssertEqual(weightHandled, [.bold, .regular])

        // A window made while the settings are on starts with them.
        UIAccessibility.apply(s)
        let later = HeadlessHarness(width: 100, height: 100)
        XCTAssertEqual(later.window.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(later.window.traitCollection.legibilityWeight, .bold)
    }

    /// Rule (UIKit `traitOverrides`): a view or controller may fix the contrast or weight for
    /// itself and everything below it, whatever the settings say.
    @MainActor func testOverridesBeatTheSettings() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let h = HeadlessHarness(width: 200, height: 120)
        let outer = UIView(), inner = RecordingView()
        outer.addSubview(inner)
        h.window.addSubview(outer)
        outer.traitOverrides.accessibilityContrast = .high
        outer.traitOverrides.legibilityWeight = .bold
        XCTAssertEqual(inner.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(inner.traitCollection.legibilityWeight, .bold)
        XCTAssertEqual(inner.contrasts, [.high, .high], "one change per override set")
        XCTAssertEqual(inner.weights, [.regular, .bold])
        inner.contrasts.removeAll()
        var s = AccessibilitySettings()
        s.darkerSystemColors = true
        s.boldText = true
        UIAccessibility.apply(s)
        UIAccessibility.apply(AccessibilitySettings())
        XCTAssertEqual(inner.traitCollection.accessibilityContrast, .high, "the override holds")
        XCTAssertEqual(inner.contrasts, [], "traits fixed by the override did not change")
    }
}
