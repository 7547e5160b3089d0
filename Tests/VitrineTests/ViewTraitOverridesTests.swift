import XCTest
@testable import Vitrine
import VitrineTesting

/// `traitOverrides` and `registerForTraitChanges(_:handler:)` on views and windows, as UIKit
/// has them (iOS 17: UIView, UIWindow and UIViewController adopt `UITraitEnvironment` and
/// `UITraitChangeObservable`): UIKit's `UIView.traitOverrides`, "A mutable set of traits
/// that the view uses to override its trait collection", reach the view and its subviews, and
/// handlers run when an observed trait "change[s] value".
final class ViewTraitOverridesTests: XCTestCase {
    @MainActor func testViewTraitOverridesReachTheViewAndItsSubviewsNotItsSuperview() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = UIViewController()
        h.window.rootViewController = root
        let panel = NamedTraitLoggingView(), inner = NamedTraitLoggingView(), sibling = NamedTraitLoggingView()
        var log: [String] = []
        for (v, n) in [(panel, "panel"), (inner, "inner"), (sibling, "sibling")] {
            v.name = n
            v.log = { log.append($0) }
        }
        root.view.addSubview(panel)
        root.view.addSubview(sibling)
        panel.addSubview(inner)
        h.renderFrames()
        XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .regular, "800 pt wide: regular")

        var handled: [String] = []
        panel.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { view, previous in
            handled.append("\(view.name): \(previous.horizontalSizeClass) -> \(view.traitCollection.horizontalSizeClass)")
        }
        inner.registerForTraitChanges([TestThemeTrait.self]) { (view: UIView, _: UITraitCollection) in
            handled.append("inner theme \(view.traitCollection[TestThemeTrait.self])")
        }
        panel.traitOverrides.horizontalSizeClass = .compact
        XCTAssertEqual(panel.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(sibling.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(root.view.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(log, ["panel.traitCollectionDidChange", "inner.traitCollectionDidChange"])
        XCTAssertEqual(handled, ["panel: regular -> compact"], "the handler runs after traitCollectionDidChange, for its trait only")

        log.removeAll(); handled.removeAll()
        panel.traitOverrides[TestThemeTrait.self] = .monochrome
        XCTAssertEqual(inner.traitCollection[TestThemeTrait.self], .monochrome)
        XCTAssertEqual(handled, ["inner theme monochrome"])

        // An override deeper down fixes a trait: that subtree hears nothing when it changes above.
        log.removeAll(); handled.removeAll()
        inner.traitOverrides.horizontalSizeClass = .compact
        panel.traitOverrides.horizontalSizeClass = nil
        XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(log, ["panel.traitCollectionDidChange"])
        XCTAssertEqual(handled, ["panel: compact -> regular"])
    }

    /// `overrideUserInterfaceStyle` on a view is `traitOverrides.userInterfaceStyle`.
    @MainActor func testOverrideUserInterfaceStyleIsATraitOverride() {
        let v = UIView()
        v.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(v.traitOverrides.userInterfaceStyle, .dark)
        XCTAssertEqual(v.traitCollection.userInterfaceStyle, .dark)
        v.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(v.overrideUserInterfaceStyle, .light)
        v.traitOverrides = UITraitCollection.Overrides()
        XCTAssertEqual(v.overrideUserInterfaceStyle, .unspecified)
    }

    /// A window's `traitOverrides` reach its root view controller, the controller's views and
    /// the window's handlers.
    @MainActor func testWindowTraitOverridesReachItsControllers() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = ThemedViewController()
        h.window.rootViewController = root
        h.renderFrames()
        root.log.removeAll()
        var handled: [String] = []
        h.window.registerForTraitChanges([UITraitUserInterfaceStyle.self, TestThemeTrait.self]) { window, previous in
            handled.append("window \(previous.userInterfaceStyle.rawValue) -> \(window.traitCollection.userInterfaceStyle.rawValue)")
        }
        h.window.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(h.window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.log, ["traitCollectionDidChange"])
        XCTAssertEqual(handled, ["window 1 -> 2"])

        h.window.traitOverrides[TestThemeTrait.self] = .monochrome
        XCTAssertEqual(root.traitCollection[TestThemeTrait.self], .monochrome)
        XCTAssertEqual(handled.count, 2)
        // A rotation keeps the window's overrides.
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.traitCollection[TestThemeTrait.self], .monochrome)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
    }
}
