import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIKit (`UITraitCollection.current`): "UIKit updates the value of this property before
/// calling the following methods of UIView, UIViewController, and UIPresentationController.
/// Inside these methods, the trait collection contains the traits describing the currently
/// updating view or controller" — the view's `draw(_:)`, `layoutSubviews()`,
/// `traitCollectionDidChange(_:)`, `tintColorDidChange()`, `updateConstraints()`; the
/// controller's `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`,
/// `updateViewConstraints()`, `traitCollectionDidChange(_:)`. A dynamic colour resolved there
/// (`UIColor.label.cgColor` for a layer) follows the view's own appearance: dark under a dark
/// override in a light window.
final class CurrentTraitCollectionTests: XCTestCase {
    /// What each callback saw: its name, `UITraitCollection.current`'s style, and
    /// `UIColor.label.cgColor` resolved there.
    @MainActor final class Log {
        var entries: [(String, UIUserInterfaceStyle, Color)] = []
        func note(_ name: String) {
            entries.append((name, UITraitCollection.current.userInterfaceStyle, UIColor.label.cgColor))
        }
    }

    @MainActor final class ProbeView: UIView {
        let log: Log
        init(log: Log) { self.log = log; super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() { super.layoutSubviews(); log.note("view.layoutSubviews") }
        override func updateConstraints() { log.note("view.updateConstraints"); super.updateConstraints() }
        override func tintColorDidChange() { super.tintColorDidChange(); log.note("view.tintColorDidChange") }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            log.note("view.traitCollectionDidChange")
        }
    }

    @MainActor final class ProbeController: UIViewController {
        let log: Log
        let probe: ProbeView
        init(log: Log) { self.log = log; probe = ProbeView(log: log); super.init() }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            probe.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(probe)
            NSLayoutConstraint.activate([
                probe.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                probe.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                probe.widthAnchor.constraint(equalToConstant: 100), probe.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.note("vc.viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.note("vc.viewDidLayoutSubviews") }
        override func updateViewConstraints() { log.note("vc.updateViewConstraints"); super.updateViewConstraints() }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            log.note("vc.traitCollectionDidChange")
        }
    }

    private static let darkLabel = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor

    @MainActor private func assertAllDark(_ log: Log, expecting names: Set<String>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(log.entries.map(\.0)), names, "the callbacks ran", file: file, line: line)
        for (name, style, colour) in log.entries {
            XCTAssertEqual(style, .dark, "\(name): UITraitCollection.current is the dark override", file: file, line: line)
            XCTAssertEqual(colour, Self.darkLabel, "\(name): UIColor.label resolves dark", file: file, line: line)
        }
    }

    /// Layout and constraint updates under a controller whose `overrideUserInterfaceStyle` is
    /// dark, in a light window.
    @MainActor func testLayoutAndConstraintCallbacksRunWithTheViewsTraitsCurrent() async {
        let h = HeadlessHarness(width: 400, height: 300)
        h.window.overrideUserInterfaceStyle = .light
        let log = Log()
        let vc = ProbeController(log: log)
        vc.overrideUserInterfaceStyle = .dark
        h.window.rootViewController = vc
        h.renderFrames()
        log.entries = []
        vc.view.setNeedsUpdateConstraints()
        vc.probe.setNeedsUpdateConstraints()
        vc.view.setNeedsLayout()
        vc.probe.setNeedsLayout()
        h.renderFrames()
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "outside the callbacks: the window drawn last")
        assertAllDark(log, expecting: ["vc.updateViewConstraints", "view.updateConstraints", "vc.viewWillLayoutSubviews",
                                       "vc.viewDidLayoutSubviews", "view.layoutSubviews"])
    }

    /// A trait change to dark: `traitCollectionDidChange(_:)` sees the new traits as current
    /// (where a layer's colours are usually refreshed); so does `tintColorDidChange()`.
    @MainActor func testTraitAndTintChangesRunWithTheViewsTraitsCurrent() async {
        let h = HeadlessHarness(width: 400, height: 300)
        h.window.overrideUserInterfaceStyle = .light
        let log = Log()
        let vc = ProbeController(log: log)
        h.window.rootViewController = vc
        h.renderFrames()
        log.entries = []
        vc.overrideUserInterfaceStyle = .dark
        assertAllDark(log, expecting: ["vc.traitCollectionDidChange", "view.traitCollectionDidChange"])
        h.renderFrames()
        log.entries = []
        vc.view.tintColor = .systemRed
        assertAllDark(log, expecting: ["view.tintColorDidChange"])
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "restored after the callbacks")
    }

    /// A view whose `layoutSubviews()` records the current style (and may run a change first).
    @MainActor final class StyleProbe: UIView {
        var seen: [UIUserInterfaceStyle] = []
        var beforeLayout: (() -> Void)?
        override func layoutSubviews() {
            beforeLayout?()
            super.layoutSubviews()
            seen.append(UITraitCollection.current.userInterfaceStyle)
        }
    }

    /// Plain views (no controller) in one layout pass: each one's `layoutSubviews()` sees its
    /// own traits, below an override and beside it, and a change made by a parent's
    /// `layoutSubviews()` reaches the children laid out after it in the same pass.
    @MainActor func testEachViewOfOnePassSeesItsOwnTraits() async {
        let h = HeadlessHarness(width: 400, height: 300)
        h.window.overrideUserInterfaceStyle = .light
        let darkBranch = StyleProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        darkBranch.overrideUserInterfaceStyle = .dark
        let middle = UIView(frame: darkBranch.bounds)
        let deep = StyleProbe(frame: middle.bounds)
        let lightBranch = StyleProbe(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let switching = StyleProbe(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        let switchingChild = StyleProbe(frame: switching.bounds)
        h.window.addSubview(darkBranch)
        darkBranch.addSubview(middle)
        middle.addSubview(deep)
        h.window.addSubview(lightBranch)
        h.window.addSubview(switching)
        switching.addSubview(switchingChild)
        h.renderFrames()
        for v in [darkBranch, deep, lightBranch, switching, switchingChild] { v.seen = [] }
        switching.beforeLayout = { switching.overrideUserInterfaceStyle = .dark }
        for v in [darkBranch, deep, lightBranch, switching, switchingChild] { v.setNeedsLayout() }
        h.renderFrames()
        XCTAssertEqual(darkBranch.seen, [.dark])
        XCTAssertEqual(deep.seen, [.dark], "two levels below the override")
        XCTAssertEqual(lightBranch.seen, [.light], "beside it")
        XCTAssertEqual(switchingChild.seen, [.dark], "after its parent's layoutSubviews changed the traits")
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
    }

    /// `performAsCurrent` restores what was current before, also when the traits were
    /// already current and the block made others current.
    @MainActor func testPerformAsCurrentRestores() async {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        UITraitCollection.current = light
        light.performAsCurrent {
            XCTAssertTrue(UITraitCollection.current === light)
            UITraitCollection.current = dark
        }
        XCTAssertTrue(UITraitCollection.current === light)
        dark.performAsCurrent { XCTAssertTrue(UITraitCollection.current === dark) }
        XCTAssertTrue(UITraitCollection.current === light)
    }
}
