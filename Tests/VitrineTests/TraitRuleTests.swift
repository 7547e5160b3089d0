import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Trait and size-class rules: size classes from the window's size in points (through the
/// screen's `SizeClassMapping`), the display scale from the screen, traits flowing screen →
/// window → root controller → children → views, `traitOverrides`,
/// `setOverrideTraitCollection(_:forChild:)`, `registerForTraitChanges(_:handler:)` and
/// `traitCollectionDidChange(_:)` (never for the first traits).
final class TraitRuleTests: XCTestCase {
    /// The size-class table for the standard mapping (width < 640 pt is compact, height
    /// < 540 pt is compact), worked out by hand:
    ///
    /// | window (pt) | width class | height class |
    /// |---|---|---|
    /// | 800×480  | 800 ≥ 640 regular | 480 < 540 compact |
    /// | 480×800  | 480 < 640 compact | 800 ≥ 540 regular |
    /// | 1024×600 | regular           | 600 ≥ 540 regular |
    /// | 600×1024 | 600 < 640 compact | regular           |
    /// | 1280×800 | regular           | regular           |
    /// | 320×240  | compact           | compact           |
    static let sizeClassTable: [(width: Int, height: Int, h: UIUserInterfaceSizeClass, v: UIUserInterfaceSizeClass)] = [
        (800, 480, .regular, .compact),
        (480, 800, .compact, .regular),
        (1024, 600, .regular, .regular),
        (600, 1024, .compact, .regular),
        (1280, 800, .regular, .regular),
        (320, 240, .compact, .compact),
    ]

    /// A visible root controller in a rendered window, log cleared.
    @MainActor private func visibleRoot(_ h: HeadlessHarness, _ log: LifecycleRecorder, name: String = "R") -> RecordingViewController {
        let root = RecordingViewController(name: name, recorder: log)
        h.window.rootViewController = root
        h.renderFrames()
        log.clear()
        return root
    }

    /// A root controller's size classes follow the table for its window's size.
    @MainActor func testSizeClassesFollowTheWindowSizeThroughTheStandardMapping() async {
        XCTAssertEqual(SizeClassMapping.standard, SizeClassMapping(compactWidthBelow: 640, compactHeightBelow: 540))
        var actual: [String] = [], expected: [String] = []
        for row in Self.sizeClassTable {
            let h = HeadlessHarness(width: row.width, height: row.height)
            let log = LifecycleRecorder()
            let root = visibleRoot(h, log)
            actual.append("\(row.width)x\(row.height) → \(RecordingViewController.sizeClasses(root.traitCollection))")
            expected.append("\(row.width)x\(row.height) → h:\(row.h),v:\(row.v)")
            XCTAssertEqual(h.window.traitCollection, root.traitCollection, "\(row.width)x\(row.height)")
        }
        XCTAssertEqual(actual, expected)
    }

    /// `displayScale` is the screen's scale (pixels per point).
    @MainActor func testDisplayScaleComesFromTheScreenScale() async {
        let h = HeadlessHarness(width: 320, height: 240, scale: 2)
        let log = LifecycleRecorder()
        let root = visibleRoot(h, log)
        XCTAssertEqual(h.screen.scale, 2)
        XCTAssertEqual(h.window.traitCollection.displayScale, 2)
        XCTAssertEqual(root.traitCollection.displayScale, 2)
        XCTAssertEqual(root.view.traitCollection.displayScale, 2)
        // Size classes are in points, not pixels: 320×240 pt is compact × compact.
        XCTAssertEqual(RecordingViewController.sizeClasses(root.traitCollection), "h:compact,v:compact")
    }

    /// Traits flow down: window → root → child → views; a plain subview's traits are its
    /// controller's, and an appearance change on the screen reaches all of them.
    @MainActor func testTraitsFlowFromScreenToWindowToRootToChildrenToViews() async {
        let h = HeadlessHarness(width: 1024, height: 600)
        let log = LifecycleRecorder()
        let root = visibleRoot(h, log)
        let child = RecordingViewController(name: "C", recorder: log)
        root.embed(child, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let rootLabel = UIView(), childLabel = UIView(), deep = UIView()
        root.view.addSubview(rootLabel)
        child.view.addSubview(childLabel)
        childLabel.addSubview(deep)
        h.renderFrames()

        XCTAssertEqual(root.traitCollection, h.window.traitCollection)
        XCTAssertEqual(child.traitCollection, root.traitCollection)
        XCTAssertEqual(root.view.traitCollection, root.traitCollection)
        XCTAssertEqual(rootLabel.traitCollection, root.traitCollection)
        XCTAssertEqual(childLabel.traitCollection, child.traitCollection)
        XCTAssertEqual(deep.traitCollection, child.traitCollection)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        log.clear()

        h.screen.userInterfaceStyle = .dark
        h.renderFrames()
        for (name, traits) in [("window", h.window.traitCollection), ("root", root.traitCollection), ("child", child.traitCollection),
                               ("rootLabel", rootLabel.traitCollection), ("deep", deep.traitCollection)] {
            XCTAssertEqual(traits.userInterfaceStyle, .dark, name)
        }
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]),
                       ["R.traitCollectionDidChange(h:regular,v:regular)", "C.traitCollectionDidChange(h:regular,v:regular)"])
    }

    /// Views hear trait changes too: `UIView.traitCollectionDidChange(_:)` reaches the root
    /// view and its plain subviews, with the previous traits, when their controller's change.
    @MainActor func testViewsGetTraitCollectionDidChangeWhenTheirControllersTraitsChange() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = visibleRoot(h, log)
        let label = TraitLoggingView()
        root.view.addSubview(label)
        h.renderFrames()
        XCTAssertEqual(label.changes, [], "not for the first traits")

        h.resize(to: CGSize(width: 480, height: 800))
        h.renderFrames()
        XCTAssertEqual(label.changes, ["h:regular,v:compact → h:compact,v:regular"])
    }

    /// `traitOverrides` on a controller changes its own traits and those of its children and
    /// views, not its parent's or its window's; removing the override restores them.
    @MainActor func testTraitOverridesApplyToTheControllerAndItsChildren() async {
        let h = HeadlessHarness(width: 1024, height: 600)
        let log = LifecycleRecorder()
        let root = visibleRoot(h, log)
        let mid = RecordingViewController(name: "M", recorder: log), leaf = RecordingViewController(name: "L", recorder: log)
        root.embed(mid)
        mid.embed(leaf)
        let leafLabel = UIView()
        leaf.view.addSubview(leafLabel)
        h.renderFrames()
        log.clear()

        mid.traitOverrides.horizontalSizeClass = .compact
        XCTAssertEqual(RecordingViewController.sizeClasses(root.traitCollection), "h:regular,v:regular")
        XCTAssertEqual(RecordingViewController.sizeClasses(mid.traitCollection), "h:compact,v:regular")
        XCTAssertEqual(RecordingViewController.sizeClasses(leaf.traitCollection), "h:compact,v:regular")
        XCTAssertEqual(leafLabel.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(h.window.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]),
                       ["M.traitCollectionDidChange(h:compact,v:regular)", "L.traitCollectionDidChange(h:compact,v:regular)"])

        log.clear()
        mid.traitOverrides = UITraitCollection.Overrides()
        XCTAssertEqual(leaf.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]),
                       ["M.traitCollectionDidChange(h:regular,v:regular)", "L.traitCollectionDidChange(h:regular,v:regular)"])
    }

    /// `setOverrideTraitCollection(_:forChild:)` changes that child's traits (merged over the
    /// parent's) and nothing else; `overrideTraitCollection(forChild:)` returns it.
    @MainActor func testSetOverrideTraitCollectionForChildOverridesOnlyThatChild() async {
        let h = HeadlessHarness(width: 1024, height: 600)
        let log = LifecycleRecorder()
        let root = visibleRoot(h, log)
        let a = RecordingViewController(name: "A", recorder: log), b = RecordingViewController(name: "B", recorder: log)
        root.embed(a)
        root.embed(b)
        h.renderFrames()
        log.clear()

        let compact = UITraitCollection(horizontalSizeClass: .compact)
        root.setOverrideTraitCollection(compact, forChild: a)
        XCTAssertEqual(root.overrideTraitCollection(forChild: a), compact)
        XCTAssertNil(root.overrideTraitCollection(forChild: b))
        XCTAssertEqual(RecordingViewController.sizeClasses(a.traitCollection), "h:compact,v:regular")
        XCTAssertEqual(a.traitCollection.displayScale, root.traitCollection.displayScale, "unspecified traits are inherited")
        XCTAssertEqual(RecordingViewController.sizeClasses(b.traitCollection), "h:regular,v:regular")
        XCTAssertEqual(RecordingViewController.sizeClasses(root.traitCollection), "h:regular,v:regular")
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]), ["A.traitCollectionDidChange(h:compact,v:regular)"])

        log.clear()
        root.setOverrideTraitCollection(nil, forChild: a)
        XCTAssertEqual(RecordingViewController.sizeClasses(a.traitCollection), "h:regular,v:regular")
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]), ["A.traitCollectionDidChange(h:regular,v:regular)"])
    }

    /// A `registerForTraitChanges(_:handler:)` handler runs only when one of its traits
    /// changes — not for the first traits, not for other traits — with the previous traits.
    @MainActor func testRegisterForTraitChangesCallsHandlerOnlyForRegisteredTraitsAndNotForInitialTraits() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        var calls: [String] = []
        root.registerForTraitChanges([.userInterfaceStyle]) { vc, previous in
            calls.append("style: \(previous.userInterfaceStyle.rawValue) → \(vc.traitCollection.userInterfaceStyle.rawValue)")
        }
        let sizeToken = root.registerForTraitChanges([.horizontalSizeClass]) { vc, previous in
            calls.append("h: \(previous.horizontalSizeClass) → \(vc.traitCollection.horizontalSizeClass)")
        }
        h.window.rootViewController = root
        h.renderFrames()
        XCTAssertEqual(calls, [], "not called for the first traits")

        h.resize(to: CGSize(width: 480, height: 800))
        h.renderFrames()
        XCTAssertEqual(calls, ["h: regular → compact"])

        h.screen.userInterfaceStyle = .dark
        h.renderFrames()
        XCTAssertEqual(calls, ["h: regular → compact", "style: 1 → 2"])

        root.unregisterForTraitChanges(sizeToken)
        h.resize(to: CGSize(width: 800, height: 480))
        h.renderFrames()
        XCTAssertEqual(calls, ["h: regular → compact", "style: 1 → 2"], "unregistered")
    }

    /// `traitCollectionDidChange(_:)` is not called for a controller's first traits: neither
    /// for a root put in a window nor for a child added to a visible container.
    @MainActor func testTraitCollectionDidChangeIsNotCalledForTheFirstTraits() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        h.window.rootViewController = root
        h.renderFrames()
        let child = RecordingViewController(name: "C", recorder: log)
        root.embed(child)
        h.renderFrames()
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]), [])
        XCTAssertEqual(RecordingViewController.sizeClasses(child.traitCollection), "h:regular,v:compact")
    }

    /// A child that overrides some of its own traits (`traitOverrides`) inside a container that
    /// is not in a window yet gets its first real traits when the container is shown: that is
    /// not a change, so no `traitCollectionDidChange`.
    @MainActor func testChildWithTraitOverridesGetsNoTraitChangeWhenItsContainerIsFirstShown() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = RecordingViewController(name: "R", recorder: log)
        let child = RecordingViewController(name: "C", recorder: log)
        child.traitOverrides.userInterfaceStyle = .dark
        root.embed(child)
        h.window.rootViewController = root
        h.renderFrames()
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(RecordingViewController.sizeClasses(child.traitCollection), "h:regular,v:compact")
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]), [])
    }

    /// A custom `SizeClassMapping` on the screen changes the classes its windows get (and
    /// tells the controllers).
    @MainActor func testCustomSizeClassMappingOnTheScreenChangesTheClasses() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = visibleRoot(h, log)
        XCTAssertEqual(RecordingViewController.sizeClasses(root.traitCollection), "h:regular,v:compact")

        // 800 < 900 → compact width; 480 ≥ 400 → regular height.
        let mapping = SizeClassMapping(compactWidthBelow: 900, compactHeightBelow: 400)
        XCTAssertTrue(mapping.sizeClasses(for: CGSize(width: 800, height: 480)) == (.compact, .regular))
        h.screen.sizeClassMapping = mapping
        h.renderFrames()
        XCTAssertEqual(RecordingViewController.sizeClasses(root.traitCollection), "h:compact,v:regular")
        XCTAssertEqual(log.events(only: [.traitCollectionDidChange]), ["R.traitCollectionDidChange(h:compact,v:regular)"])
    }
}

/// Notes each trait change it hears, previous → current.
final class TraitLoggingView: UIView {
    var changes: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let before = previousTraitCollection.map(RecordingViewController.sizeClasses) ?? "nil"
        changes.append("\(before) → \(RecordingViewController.sizeClasses(traitCollection))")
    }
}
