import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Controls rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel).
final class ControlGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    @MainActor private func button(_ title: String, frame: CGRect, filled: Bool) -> UIButton {
        let b = UIButton(type: .system)
        b.frame = frame
        b.setTitle(title, for: .normal)
        if filled {
            b.backgroundColor = .systemBlue
            b.cornerRadius = 8
            b.setTitleColor(.white, for: .normal)
            b.setTitleColor(UIColor(white: 1, alpha: 0.45), for: .disabled)
        }
        return b
    }

    /// Top row, filled buttons: normal, highlighted (a finger is down on it: darker), disabled
    /// (faded title). Bottom row, plain system buttons: normal, highlighted (faded title),
    /// disabled (grey title).
    @MainActor func testButtonsNormalHighlightedDisabled() async {
        let h = HeadlessHarness(width: 240, height: 100)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        var rows: [[UIButton]] = []
        for (row, filled) in [true, false].enumerated() {
            let y = 10 + CGFloat(row) * 48
            rows.append(["Normal", "Pressed", "Disabled"].enumerated().map { i, title in
                let b = button(title, frame: CGRect(x: 8 + CGFloat(i) * 78, y: y, width: 70, height: 36), filled: filled)
                h.window.addSubview(b)
                return b
            })
        }
        rows[0][2].isEnabled = false
        rows[1][2].isEnabled = false
        h.touchDown(0, at: rows[0][1].center)
        h.touchDown(1, at: rows[1][1].center)
        XCTAssertTrue(rows[0][1].isHighlighted)
        XCTAssertTrue(rows[1][1].isHighlighted)
        check(h, "controls-buttons")
        h.touchUp(0)
        h.touchUp(1)
    }

    /// Top row: a switch off, one on, one on with an orange track and a dark thumb, and a
    /// disabled one that is on (faded). Below: a default slider at 0.25 and a tinted one at
    /// 0.75.
    @MainActor func testSwitchesAndSliders() async {
        let h = HeadlessHarness(width: 240, height: 120)
        h.window.backgroundColor = .white
        let off = UISwitch(frame: CGRect(x: 8, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 66, y: 10, width: 0, height: 0))
        on.isOn = true
        let tinted = UISwitch(frame: CGRect(x: 124, y: 10, width: 0, height: 0))
        tinted.onTintColor = .systemOrange
        tinted.thumbTintColor = UIColor(rgb: 0x333333)
        tinted.isOn = true
        let disabled = UISwitch(frame: CGRect(x: 182, y: 10, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        for s in [off, on, tinted, disabled] { h.window.addSubview(s) }

        let quarter = UISlider(frame: CGRect(x: 10, y: 50, width: 220, height: 31))
        quarter.value = 0.25
        let threeQuarters = UISlider(frame: CGRect(x: 10, y: 84, width: 220, height: 31))
        threeQuarters.value = 0.75
        threeQuarters.minimumTrackTintColor = .systemPink
        threeQuarters.maximumTrackTintColor = UIColor(rgb: 0xB0B0B8)
        threeQuarters.thumbTintColor = UIColor(rgb: 0xFFF4D6)
        h.window.addSubview(quarter)
        h.window.addSubview(threeQuarters)
        check(h, "controls-switches-sliders")
    }
}
