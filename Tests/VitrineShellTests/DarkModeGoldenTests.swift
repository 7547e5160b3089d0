import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The built-in views with their default colours in dark appearance, under the shell's status
/// bar, against a reviewed golden PNG (`GoldenTolerance.standard`).
final class DarkModeGoldenTests: XCTestCase {
    /// On a dark screen: the status bar (white text, `.default` style), a title and a
    /// secondary label, a plain table with two titled sections (dark grey header bands, white
    /// titles), a switch off (grey track) and on, a segmented control, a slider, a system
    /// button and a filled one, a field showing its placeholder and a field tinted orange
    /// with its first word selected (orange highlight and handles).
    @MainActor func testBuiltInViewsInDarkAppearance() async {
        let h = HeadlessHarness(width: 400, height: 290)
        h.screen.userInterfaceStyle = .dark
        let scene = DarkSceneViewController()
        h.window.rootViewController = scene
        let bar = StatusBar(screen: h.screen, text: "kiosk-01", wallClock: h.wallClock)
        h.renderFrames()
        XCTAssertTrue(scene.tinted.becomeFirstResponder())
        scene.tinted.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 6))
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "dark-mode-built-in-views", directory: shellGoldenDirectory) {
            XCTFail(failure)
        }
        withExtendedLifetime(bar) {}
    }
}

/// The scene of `DarkModeGoldenTests`: built-in views at fixed frames, default colours.
@MainActor
private final class DarkSceneViewController: UIViewController, UITableViewDataSource {
    let tinted = UITextField(frame: CGRect(x: 205, y: 246, width: 185, height: 34))
    private let sections = [("Network", ["Wi-Fi", "Ethernet"]), ("Display", ["Brightness"])]

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 10, y: 24, width: 380, height: 22))
        title.text = "Settings"
        title.font = .boldSystemFont(ofSize: 17)
        let subtitle = UILabel(frame: CGRect(x: 10, y: 46, width: 380, height: 18))
        subtitle.text = "Dark appearance"
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel

        let table = UITableView(frame: CGRect(x: 0, y: 70, width: 200, height: 170), style: .plain)
        table.dataSource = self

        let off = UISwitch(frame: CGRect(x: 214, y: 74, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 280, y: 74, width: 0, height: 0))
        on.isOn = true
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 210, y: 116, width: 180, height: 32)
        segments.selectedSegmentIndex = 1
        let slider = UISlider(frame: CGRect(x: 210, y: 156, width: 180, height: 31))
        slider.value = 0.4
        let plainButton = UIButton(type: .system)
        plainButton.frame = CGRect(x: 210, y: 198, width: 80, height: 34)
        plainButton.setTitle("Cancel", for: .normal)
        var filled = UIButton.Configuration.filled()
        filled.title = "Save"
        let filledButton = UIButton(configuration: filled)
        filledButton.frame = CGRect(x: 300, y: 198, width: 90, height: 34)

        let placeholder = UITextField(frame: CGRect(x: 10, y: 246, width: 185, height: 34))
        placeholder.borderStyle = .roundedRect
        placeholder.placeholder = "Name"
        tinted.borderStyle = .roundedRect
        tinted.text = "Orange tint"
        tinted.tintColor = .systemOrange

        for v in [title, subtitle, table, off, on, segments, slider, plainButton, filledButton, placeholder, tinted] as [UIView] {
            root.addSubview(v)
        }
        view = root
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        return c
    }
}
