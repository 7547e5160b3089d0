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
}
