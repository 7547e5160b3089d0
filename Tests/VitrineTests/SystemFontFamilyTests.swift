import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineText

/// The system family behind `systemFont`, `boldSystemFont`, `italicSystemFont`,
/// `monospacedSystemFont`, `monospacedDigitSystemFont`, and what a `UIFont` hands the layout
/// engine. Expected files checked by hand with `fc-match` and `fc-query` on Debian 12
/// (fonts-dejavu-core, fonts-dejavu-extra, fonts-inter 4.0~beta7).
final class SystemFontFamilyTests: XCTestCase {
    private let inter = "/usr/share/fonts/opentype/inter/"

    /// Runs `body` with `family` as the system family, then puts the old one back.
    private func with(_ family: UIFont.SystemFontFamily, _ body: () throws -> Void) rethrows {
        let saved = UIFont.systemFontFamily
        defer { UIFont.systemFontFamily = saved }
        UIFont.systemFontFamily = family
        try body()
    }

    /// Requirement (issue 11): the default system family is Inter (Debian's fonts-inter), the
    /// packaged family closest to iOS's SF Pro, with Inter Display from 20 pt as SF Pro Display;
    /// monospaced text stays DejaVu Sans Mono. Files and PostScript names checked with
    /// `fc-query` on /usr/share/fonts/opentype/inter.
    func testTheStandardFamilyIsInterWithInterDisplayFrom20pt() {
        XCTAssertEqual(UIFont.SystemFontFamily.standard, .inter)
        XCTAssertEqual(UIFont.SystemFontFamily.standard.family, "Inter")
        XCTAssertEqual(UIFont.SystemFontFamily.standard.displayFamily, "Inter Display")
        XCTAssertEqual(UIFont.SystemFontFamily.standard.displaySize, 20)
        XCTAssertEqual(UIFont.systemFontFamily, .standard)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).face?.path, inter + "Inter-Regular.otf")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontName, "Inter-Regular")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).face?.path, inter + "Inter-Bold.otf")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, "Inter-SemiBold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 17).fontName, "Inter-Italic")
        // From 20 pt: Inter Display.
        XCTAssertEqual(UIFont.systemFont(ofSize: 34).face?.path, inter + "InterDisplay-Regular.otf")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 20).fontName, "InterDisplay-Bold")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 17, weight: .regular).fontName, "DejaVuSansMono")
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

    /// Rule (`[fonts] family = "DejaVu Sans"`): the DejaVu Sans preset is DejaVu Sans's files
    /// at every size (it has no display family), and semibold is its nearest face, Bold
    /// (fontconfig: 180 is nearer 200 than 80).
    func testTheDejaVuSansPresetIsDejaVuSansAtEverySize() {
        with(.dejaVuSans) {
            XCTAssertEqual(UIFont.systemFont(ofSize: 17).face?.path, FontFace.defaultPath)
            XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).face?.path, "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
            XCTAssertEqual(UIFont.systemFont(ofSize: 34).face?.path, FontFace.defaultPath)
            XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, "DejaVuSans-Bold")
        }
    }

    /// Rule: a configured family fontconfig does not know falls back to the standard family,
    /// Inter (logged), never to boxes.
    func testAFamilyThatIsNotInstalledFallsBackToTheStandardFamily() {
        with(.named("Vitrine No Such Family")) {
            XCTAssertEqual(UIFont.systemFontFamily.family, "Vitrine No Such Family")
            XCTAssertEqual(UIFont.systemFont(ofSize: 17).face?.path, inter + "Inter-Regular.otf")
            XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, "Inter-Bold")
            // The standard family's display face too.
            XCTAssertEqual(UIFont.systemFont(ofSize: 28).fontName, "InterDisplay-Regular")
        }
        XCTAssertEqual(UIFont.SystemFontFamily.named(""), .standard)
        XCTAssertEqual(UIFont.SystemFontFamily.named("Inter"), .inter)
        XCTAssertEqual(UIFont.SystemFontFamily.named("DejaVu Sans"), .dejaVuSans)
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
        with(.dejaVuSans) {
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
        XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .bold).fontName, "Inter-Bold")
    }
}
