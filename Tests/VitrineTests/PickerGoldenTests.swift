import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Pickers, date pickers and configured buttons rendered headless, light and dark, at 1× and
/// 2×, compared with reviewed golden PNGs (tolerance `GoldenTolerance.standard`: ±2 per
/// channel, no differing pixel).
final class PickerGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    private static let variants: [(String, UIUserInterfaceStyle, Double)] = [
        ("light-1x", .light, 1), ("dark-1x", .dark, 1), ("light-2x", .light, 2), ("dark-2x", .dark, 2),
    ]

    @MainActor private func harness(_ style: UIUserInterfaceStyle, _ scale: Double, width: Int, height: Int) -> HeadlessHarness {
        let h = HeadlessHarness(width: width, height: height, scale: scale)
        h.window.overrideUserInterfaceStyle = style
        h.window.backgroundColor = .systemBackground
        return h
    }

    /// Two wheels (fruit names; numbers 0–99) with rows 3 and 42 selected: the grey band
    /// across the centre row, rows above and below squashed and faded towards the edges.
    @MainActor func testPickerView() async {
        final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
            let fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon"]
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? fruit.count : 100 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                component == 0 ? fruit[row] : String(row)
            }
        }
        let source = Source()
        for (suffix, style, scale) in PickerGoldenTests.variants {
            let h = harness(style, scale, width: 320, height: 216)
            let p = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            p.dataSource = source
            p.delegate = source
            p.selectRow(3, inComponent: 0, animated: false)
            p.selectRow(42, inComponent: 1, animated: false)
            h.window.addSubview(p)
            check(h, "picker-wheels-\(suffix)")
        }
    }

    /// A `.date` picker on 18 March 2024 (en_US, UTC) limited to 10–20 March 2024: month,
    /// day, year; the days after the 20th and the other months and years in the tertiary
    /// (disabled) colour.
    @MainActor func testDatePicker() async {
        for (suffix, style, scale) in PickerGoldenTests.variants {
            let h = harness(style, scale, width: 320, height: 216)
            let p = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = DatePickerTests.utc
            p.calendar = cal
            p.timeZone = DatePickerTests.utc
            p.locale = Locale(identifier: "en_US")
            p.datePickerMode = .date
            p.minimumDate = DatePickerTests.date(2024, 3, 10)
            p.maximumDate = DatePickerTests.date(2024, 3, 20)
            p.date = DatePickerTests.date(2024, 3, 18)
            h.window.addSubview(p)
            check(h, "datepicker-date-limits-\(suffix)")
        }
    }

    /// Eight rows, one per configuration style (plain, tinted, gray, filled, bordered,
    /// borderedTinted, borderedProminent, borderless); columns: normal, pressed (a finger is
    /// down), disabled. The first column's buttons carry a leading template image.
    @MainActor func testButtonConfigurationStyles() async {
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
            ("Bordered", .bordered()), ("BTinted", .borderedTinted()), ("Prominent", .borderedProminent()), ("Borderless", .borderless()),
        ]
        for (suffix, style, scale) in PickerGoldenTests.variants {
            let h = harness(style, scale, width: 330, height: 8 * 42 + 8)
            var slot = 0
            for (row, (name, base)) in styles.enumerated() {
                for col in 0..<3 {
                    var c = base
                    c.title = name
                    if col == 0 { c.image = ButtonConfigurationTests.square(12); c.imagePadding = 4 }
                    let b = UIButton(configuration: c)
                    b.frame = CGRect(x: 6 + CGFloat(col) * 108, y: 6 + CGFloat(row) * 42, width: 102, height: 36)
                    h.window.addSubview(b)
                    if col == 2 { b.isEnabled = false }
                    if col == 1 {
                        h.touchDown(slot, at: CGPoint(x: b.frame.midX, y: b.frame.midY))
                        slot += 1
                    }
                }
            }
            check(h, "button-configuration-styles-\(suffix)")
            for s in 0..<slot { h.touchUp(s) }
        }
    }

    /// Configured layouts: image leading/trailing/top/bottom with padding, a title with a
    /// subtitle, a capsule, large and mini sizes, and an activity indicator.
    @MainActor func testButtonConfigurationLayouts() async {
        for (suffix, style, scale) in PickerGoldenTests.variants {
            let h = harness(style, scale, width: 330, height: 200)
            let img = ButtonConfigurationTests.square(16)
            func add(_ c: UIButton.Configuration, _ frame: CGRect) {
                let b = UIButton(configuration: c)
                b.frame = frame
                h.window.addSubview(b)
            }
            for (i, placement) in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom].enumerated() {
                var c = UIButton.Configuration.tinted()
                c.title = "Edge"
                c.image = img
                c.imagePlacement = placement
                c.imagePadding = 6
                c.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                add(c, CGRect(x: 6 + CGFloat(i) * 80, y: 6, width: 76, height: 64))
            }
            var sub = UIButton.Configuration.filled()
            sub.title = "Title"
            sub.subtitle = "Subtitle here"
            sub.titlePadding = 2
            sub.image = img
            sub.imagePadding = 8
            add(sub, CGRect(x: 6, y: 78, width: 156, height: 52))
            var capsule = UIButton.Configuration.gray()
            capsule.title = "Capsule"
            capsule.cornerStyle = .capsule
            add(capsule, CGRect(x: 168, y: 78, width: 156, height: 52))
            var large = UIButton.Configuration.borderedProminent()
            large.title = "Large"
            large.buttonSize = .large
            add(large, CGRect(x: 6, y: 138, width: 110, height: 54))
            var mini = UIButton.Configuration.filled()
            mini.title = "Mini"
            mini.buttonSize = .mini
            add(mini, CGRect(x: 122, y: 150, width: 60, height: 28))
            var busy = UIButton.Configuration.filled()
            busy.title = "Loading"
            busy.image = img
            busy.imagePadding = 6
            busy.showsActivityIndicator = true
            add(busy, CGRect(x: 188, y: 144, width: 136, height: 40))
            check(h, "button-configuration-layouts-\(suffix)")
        }
    }
}
