import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Selection and highlight look (`selectionStyle`, `selectedBackgroundView`,
/// `setSelected(_:animated:)`), the configuration update cycle (state change →
/// `updateConfiguration(using:)` → `configurationUpdateHandler`) and `prepareForReuse()`.
final class TableViewCellSelectionTests: XCTestCase {
    /// The grey view behind the content while the cell looks selected, if any.
    @MainActor private func selectionBackground(_ cell: UITableViewCell) -> UIView? {
        guard let i = cell.subviews.firstIndex(where: { $0 === cell.contentView }) else { return nil }
        return cell.subviews[..<i].last { $0 !== cell.backgroundView && !($0 is BackgroundConfigurationView) }
    }

    /// `.default`: "The cell selection style to use for tables" — a grey (systemGray4)
    /// background behind the content while selected, as wide as the cell; the standard labels
    /// are highlighted with it.
    @MainActor func testDefaultStyleShowsAGreyBackgroundWhileSelected() async {
        let cell = layoutCell(.default) { $0.textLabel?.text = "Row" }
        XCTAssertNil(selectionBackground(cell))
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        let bg = selectionBackground(cell)
        XCTAssertEqual(bg?.backgroundColor, UIColor.systemGray4)
        XCTAssertEqual(bg?.frame, cell.bounds)
        XCTAssertEqual(bg?.alpha, 1)
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(cell.textLabel?.isHighlighted, true)
        cell.setSelected(false, animated: false)
        XCTAssertNil(selectionBackground(cell))
        XCTAssertEqual(cell.textLabel?.isHighlighted, false)
    }

    /// Highlight (a finger down) looks like selection.
    @MainActor func testHighlightLooksSelected() async {
        let cell = layoutCell(.default) { $0.textLabel?.text = "Row" }
        cell.isHighlighted = true
        XCTAssertNotNil(selectionBackground(cell))
        XCTAssertFalse(cell.isSelected)
        cell.isHighlighted = false
        XCTAssertNil(selectionBackground(cell))
    }

    /// `.blue`: "In iOS 7, the selection color is no longer blue" — grey as `.default`;
    /// `.gray` grey; `.none`: "no distinct style for when it's selected".
    @MainActor func testSelectionStyles() async {
        for (style, grey) in [(UITableViewCell.SelectionStyle.blue, true), (.gray, true), (.none, false)] {
            let cell = layoutCell(.default) { $0.selectionStyle = style }
            cell.setSelected(true, animated: false)
            XCTAssertEqual(selectionBackground(cell)?.backgroundColor == UIColor.systemGray4, grey, "\(style)")
            XCTAssertTrue(cell.isSelected, "\(style): still selected, whatever it looks like")
        }
    }

    /// `selectedBackgroundView`: "the view to use as the background for a selected cell" —
    /// shown instead of the grey one, above `backgroundView`, below the content.
    @MainActor func testSelectedBackgroundViewAndBackgroundView() async {
        let back = UIView(), selected = UIView()
        let cell = layoutCell(.default) { c in
            c.backgroundView = back
            c.selectedBackgroundView = selected
        }
        XCTAssertEqual(back.frame, cell.bounds)
        XCTAssertNil(selected.superview)
        cell.setSelected(true, animated: false)
        XCTAssertTrue(selected.superview === cell)
        XCTAssertEqual(cell.subviews.firstIndex { $0 === back }, 0)
        XCTAssertEqual(cell.subviews.firstIndex { $0 === selected }, 1)
        XCTAssertEqual(cell.subviews.firstIndex { $0 === cell.contentView }, 2)
    }

    /// Deselecting animated fades the selected background out over 0.25 s on the screen's
    /// clock (the model alpha is 0 at once, as UIKit's animations work); it leaves the cell
    /// when the fade ends. Selecting again in the middle keeps it.
    @MainActor func testAnimatedDeselectFadesOnTheClock() async {
        let h = HeadlessHarness(width: 320, height: 100)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        h.window.addSubview(cell)
        cell.setSelected(true, animated: false)
        h.renderFrames()
        let bg = selectionBackground(cell)
        XCTAssertNotNil(bg)
        cell.setSelected(false, animated: true)
        XCTAssertEqual(bg?.alpha, 0)
        XCTAssertTrue(bg?.superview === cell, "still fading")
        h.advance(by: 0.15)
        XCTAssertTrue(bg?.superview === cell, "still fading at 0.15 s")
        h.advance(by: 0.2)
        XCTAssertNil(bg?.superview, "gone once the 0.25 s fade ended")

        cell.setSelected(true, animated: false)
        cell.setSelected(false, animated: true)
        h.advance(by: 0.1)
        cell.setSelected(true, animated: true)
        h.advance(by: 0.5)
        XCTAssertNotNil(selectionBackground(cell), "a fade-out overtaken by a new selection does not remove it")
        XCTAssertEqual(selectionBackground(cell)?.alpha, 1)
    }

    /// The documented order: a state change asks for an update ("The system calls this method
    /// automatically when the cell's configurationState changes"), requests combine ("The
    /// system might combine multiple requests into a single update"), and the handler runs
    /// "after calling updateConfiguration(using:)"; the automatic content configuration update
    /// comes first.
    @MainActor func testConfigurationUpdateOrder() async {
        let cell = RecordingCell(style: .default, reuseIdentifier: "r")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentConfiguration = RecordingConfiguration(log: cell.logBox)
        cell.configurationUpdateHandler = { c, state in (c as? RecordingCell)?.logBox.lines.append("handler \(state.isSelected)") }
        cell.layoutIfNeeded()
        cell.logBox.lines.removeAll()

        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)
        XCTAssertEqual(cell.logBox.lines, [], "nothing until the update runs")
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.logBox.lines, ["content selected=true highlighted=true", "update selected=true", "handler true"])
        cell.logBox.lines.removeAll()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.logBox.lines, [], "no state change, no update")
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.logBox.lines.count, 3, "editing is part of the state")
        XCTAssertTrue(cell.configurationState.isEditing)
    }

    /// `automaticallyUpdatesContentConfiguration = false`: the configuration is left alone;
    /// the override and handler still run.
    @MainActor func testManualContentConfigurationUpdates() async {
        let cell = RecordingCell(style: .default, reuseIdentifier: "r")
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = RecordingConfiguration(log: cell.logBox)
        cell.layoutIfNeeded()
        cell.logBox.lines.removeAll()
        cell.isSelected = true
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.logBox.lines, ["update selected=true"])
    }

    /// `prepareForReuse()`: "reset attributes of the cell that are not related to content, for
    /// example, alpha, editing, and selection state" — selection, highlight, editing and the
    /// selected background go; the content configuration stays.
    @MainActor func testPrepareForReuseResetsStateKeepsContent() async {
        let cell = layoutCell(.default) { c in
            var content = c.defaultContentConfiguration()
            content.text = "Kept"
            c.contentConfiguration = content
        }
        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)
        cell.setEditing(true, animated: false)
        cell.isSwiped = true
        cell.prepareForReuse()
        XCTAssertFalse(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertFalse(cell.isEditing)
        XCTAssertFalse(cell.configurationState.isSwiped)
        XCTAssertNil(selectionBackground(cell))
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Kept")
    }

    /// A background configuration replaces the background views ("Setting a non-nil value for
    /// this property resets … backgroundColor, backgroundView, selectedBackgroundView") and a
    /// list cell's turns systemGray4 when selected.
    @MainActor func testBackgroundConfigurationSelectedLook() async {
        let cell = layoutCell(.default) { c in
            c.backgroundView = UIView()
            c.selectedBackgroundView = UIView()
            c.backgroundConfiguration = .listPlainCell()
        }
        XCTAssertNil(cell.backgroundView)
        XCTAssertNil(cell.selectedBackgroundView)
        XCTAssertNil(cell.backgroundColor)
        let view = cell.subviews.first { $0 is BackgroundConfigurationView } as? BackgroundConfigurationView
        XCTAssertEqual(view?.configuration.backgroundColor, .systemBackground)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(view?.configuration.backgroundColor, UIColor.systemGray4)
        XCTAssertNil(selectionBackground(cell), "the configuration draws the selection itself")
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemBackground, "the app's configuration is kept as set")
        // "Setting a non-nil value for this property [selectedBackgroundView] resets
        // backgroundConfiguration to nil."
        cell.selectedBackgroundView = UIView()
        XCTAssertNil(cell.backgroundConfiguration)
        XCTAssertNil(view?.superview)
    }
}

@MainActor final class LogBox { var lines: [String] = [] }

@MainActor final class RecordingCell: UITableViewCell {
    let logBox = LogBox()
    override func updateConfiguration(using state: UICellConfigurationState) {
        logBox.lines.append("update selected=\(state.isSelected)")
    }
}

/// A content configuration that records its `updated(for:)` calls.
struct RecordingConfiguration: UIContentConfiguration {
    let log: LogBox
    func makeContentView() -> UIView & UIContentView { RecordingContentView(self) }
    func updated(for state: UIConfigurationState) -> RecordingConfiguration {
        let s = state as? UICellConfigurationState
        log.lines.append("content selected=\(s?.isSelected ?? false) highlighted=\(s?.isHighlighted ?? false)")
        return self
    }
}

@MainActor final class RecordingContentView: UIView, UIContentView {
    var configuration: UIContentConfiguration
    init(_ c: UIContentConfiguration) { configuration = c; super.init(frame: .zero) }

    required init?(coder: NSCoder) { return nil }
}
