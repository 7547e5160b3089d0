import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Alerts and action sheets rendered headless and compared with reviewed golden PNGs
/// (tolerance: `GoldenTolerance.standard`, ±2 per channel and no differing pixel), light and
/// dark, 1× and 2×. Behind each one: a white (black in dark) screen with a title and a blue
/// "Edit" button, which the alert's dimming darkens and whose tint turns grey (dimmed).
final class AlertGoldenTests: XCTestCase {
    /// A 320×480 screen with a root controller behind the alert.
    @MainActor static func scene(scale: Double, dark: Bool) -> (HeadlessHarness, UIViewController) {
        let h = HeadlessHarness(width: 320, height: 480, scale: scale)
        if dark { h.screen.userInterfaceStyle = .dark }
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 16, y: 20, width: 200, height: 30))
        title.text = "Settings"
        title.font = .systemFont(ofSize: 24, weight: .bold)
        root.view.addSubview(title)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 240, y: 20, width: 64, height: 30)
        button.setTitle("Edit", for: .normal)
        root.view.addSubview(button)
        h.window.rootViewController = root
        h.renderFrames()
        return (h, root)
    }

    @MainActor private func check(_ build: () -> UIAlertController, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        for scale in [1.0, 2.0] {
            for dark in [false, true] {
                let (h, root) = Self.scene(scale: scale, dark: dark)
                root.present(build(), animated: false)
                h.renderFrames()
                h.advance(by: 1)
                h.renderFrames()
                let full = "alert-\(name)-\(dark ? "dark" : "light")@\(Int(scale))x"
                if let failure = GoldenImage.verify(h.screenshot, name: full, directory: goldenDirectory) {
                    XCTFail(failure, file: file, line: line)
                }
            }
        }
    }

    /// Two actions side by side: Cancel on the left (bold, no preferred action), Delete in red.
    @MainActor func testAlertWithTwoActions() async {
        check({
            let a = UIAlertController(title: "Delete the recipe?", message: "This cannot be undone.", preferredStyle: .alert)
            a.addAction(UIAlertAction(title: "Delete", style: .destructive))
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            return a
        }, "two-actions")
    }

    /// Three stacked actions (more than two stack), one destructive, the cancel one last
    /// although added first, "Save" preferred (bold) so Cancel is not.
    @MainActor func testAlertWithThreeStackedActions() async {
        check({
            let a = UIAlertController(title: "Unsaved changes", message: "Save the changes to this program before leaving?", preferredStyle: .alert)
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let save = UIAlertAction(title: "Save", style: .default)
            a.addAction(save)
            a.addAction(UIAlertAction(title: "Discard", style: .destructive))
            a.preferredAction = save
            return a
        }, "three-actions")
    }

    /// A text field with a placeholder between the message and the buttons; OK disabled (grey).
    @MainActor func testAlertWithTextField() async {
        check({
            let a = UIAlertController(title: "Rename", message: "Enter a name for this program.", preferredStyle: .alert)
            a.addTextField { $0.placeholder = "Name" }
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let ok = UIAlertAction(title: "OK", style: .default)
            ok.isEnabled = false
            a.addAction(ok)
            return a
        }, "text-field")
    }

    /// An action sheet: a header, two actions (one destructive) in a rounded group, Cancel in
    /// its own group below, 8 points from the sides and the bottom.
    @MainActor func testActionSheetWithCancel() async {
        check({
            let a = UIAlertController(title: "Photo", message: "What do you want to do with it?", preferredStyle: .actionSheet)
            a.addAction(UIAlertAction(title: "Share", style: .default))
            a.addAction(UIAlertAction(title: "Delete", style: .destructive))
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            return a
        }, "action-sheet")
    }
}
