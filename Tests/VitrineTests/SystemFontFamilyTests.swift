import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineText

/// The system family behind `systemFont`, `boldSystemFont`, `italicSystemFont`,
/// `monospacedSystemFont`, `monospacedDigitSystemFont`, and what a `UIFont` hands the layout
/// engine. Expected files checked by hand with `fc-match` on Debian 12 (fonts-dejavu-core,
/// fonts-dejavu-extra, fonts-inter 4.0~beta7).
final class SystemFontFamilyTests: XCTestCase {
    private let inter = "/usr/share/fonts/opentype/inter/"

    /// Runs `body` with `family` as the system family, then puts the old one back.
    private func with(_ family: UIFont.SystemFontFamily, _ body: () throws -> Void) rethrows {
        let saved = UIFont.systemFontFamily
        defer { UIFont.systemFontFamily = saved }
        UIFont.systemFontFamily = family
        try body()
    }

    /// Requirement (issue 11, lead's note): the default look stays DejaVu Sans until the
    /// goldens are re-recorded: the standard family is DejaVu Sans and the system fonts are its
    /// files.
    func testTheStandardFamilyIsStillDejaVuSans() {
        XCTAssertEqual(UIFont.SystemFontFamily.standard, .dejaVuSans)
        XCTAssertEqual(UIFont.systemFontFamily, .standard)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).face?.path, FontFace.defaultPath)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).face?.path, "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        // At 20 pt and up too: DejaVu Sans has no display family.
        XCTAssertEqual(UIFont.systemFont(ofSize: 34).face?.path, FontFace.defaultPath)
    }

    /// Rule (UIKit `systemFont(ofSize:weight:)` on iOS: SF Pro Text below 20 pt, SF Pro
    /// Display from 20 pt): with the Inter preset each weight is Inter's face of that weight
    /// (fontconfig: semibold 180 = Inter-SemiBold, ultraLight 0 = Inter-Thin, thin 40 =
    /// Inter-ExtraLight), Inter Display from 20 pt, and italics are Inter's real italics.
    func testTheInterPresetHasEveryWeightAndDisplayFrom20pt() {
        with(.inter) {
            XCTAssertEqual(UIFont.systemFont(ofSize: 17).face?.path, inter + "Inter-Regular.otf")
            XCTAssertEqual(UIFont.systemFont(ofSize: 19.5).face?.path, inter + "Inter-Regular.otf")
            XCTAssertEqual(UIFont.systemFont(ofSize: 20).face?.path, inter + "InterDisplay-Regular.otf")
            let weights: [(UIFont.Weight, String)] = [
                (.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"), (.regular, "Inter-Regular"),
                (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"), (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"),
                (.black, "Inter-Black"),
            ]
            for (weight, name) in weights {
                XCTAssertEqual(UIFont.systemFont(ofSize: 15, weight: weight).fontName, name, "\(weight.rawValue)")
            }
            XCTAssertEqual(UIFont.boldSystemFont(ofSize: 28).fontName, "InterDisplay-Bold")
            XCTAssertEqual(UIFont.italicSystemFont(ofSize: 15).fontName, "Inter-Italic")
            // Headline is semibold: Inter has a real semibold, DejaVu Sans does not.
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, category: .large).fontName, "Inter-SemiBold")
            // A font made at 17 pt and resized to 28 pt takes the display face, as SF Pro does.
            XCTAssertEqual(UIFont.systemFont(ofSize: 17).withSize(28).fontName, "InterDisplay-Regular")
        }
    }

    /// Rule: a configured family fontconfig does not know falls back to the standard family
    /// (logged), never to boxes.
    func testAFamilyThatIsNotInstalledFallsBackToDejaVuSans() {
        with(.named("Vitrine No Such Family")) {
            XCTAssertEqual(UIFont.systemFontFamily.family, "Vitrine No Such Family")
            XCTAssertEqual(UIFont.systemFont(ofSize: 17).face?.path, FontFace.defaultPath)
            XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, "DejaVuSans-Bold")
        }
        XCTAssertEqual(UIFont.SystemFontFamily.named(""), .standard)
        XCTAssertEqual(UIFont.SystemFontFamily.named("Inter"), .inter)
        XCTAssertEqual(UIFont.SystemFontFamily.named("Noto Sans"), UIFont.SystemFontFamily(family: "Noto Sans"))
    }

    /// Rule (UIKit `monospacedSystemFont(ofSize:weight:)`): the system's monospaced family at
    /// the nearest weight: DejaVu Sans Mono Book, and Bold from semibold up.
    func testMonospacedSystemFontIsDejaVuSansMono() {
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontName, "DejaVuSansMono")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 13, weight: .bold).fontName, "DejaVuSansMono-Bold")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 13, weight: .semibold).fontName, "DejaVuSansMono-Bold")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).pointSize, 13)
        // Whatever the text family is.
        with(.inter) {
            XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontName, "DejaVuSansMono")
        }
    }

    /// Rule (UIKit `monospacedDigitSystemFont(ofSize:weight:)`): the system font with
    /// tabular figures: the same face, the OpenType feature `tnum`, which the layout engine's
    /// `TextFont` carries; features are part of the font's identity.
    func testMonospacedDigitSystemFontIsTheSystemFontWithTabularFigures() throws {
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let plain = UIFont.systemFont(ofSize: 17)
        XCTAssertTrue(digits.face === plain.face)
        XCTAssertEqual(digits.features, ["tnum"])
        XCTAssertNotEqual(digits, plain)
        XCTAssertNotEqual(Set([digits, plain]).count, 1)
        let text = try XCTUnwrap(digits.textFont)
        XCTAssertEqual(text.features, ["tnum"])
        XCTAssertEqual(text.size, 17)
        XCTAssertTrue(text.face === plain.face)
        XCTAssertEqual(plain.textFont, TextFont(face: try XCTUnwrap(plain.face), size: 17))
        // The feature survives a size change.
        XCTAssertEqual(digits.withSize(30).features, ["tnum"])
        XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .bold).fontName, "DejaVuSans-Bold")
    }
}
