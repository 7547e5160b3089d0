import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

/// `UIFont`'s UIKit API over fontconfig: weights, names, italic.
final class UIFontTests: XCTestCase {
    private let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    private let inter = "/usr/share/fonts/opentype/inter/"

    /// Rule (UIKit `UIFont.Weight`): the raw values UIKit's constants have
    /// (`UIFontWeightUltraLight` = −0.8 … `UIFontWeightBlack` = 0.62).
    func testWeightRawValuesAreUIKits() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, raw) in expected { XCTAssertEqual(weight.rawValue, raw) }
        XCTAssertEqual(UIFont.Weight(0.4), .bold)
    }

    /// Rule: UIKit's named weights become fontconfig's weights of the same name
    /// (fontconfig.h: THIN 0, EXTRALIGHT 40, LIGHT 50, REGULAR 80, MEDIUM 100, DEMIBOLD 180,
    /// BOLD 200, EXTRABOLD 205, BLACK 210); a weight in between is in between.
    func testWeightsMapToFontconfigWeights() {
        let expected: [(UIFont.Weight, Int)] = [
            (.ultraLight, 0), (.thin, 40), (.light, 50), (.regular, 80), (.medium, 100),
            (.semibold, 180), (.bold, 200), (.heavy, 205), (.black, 210),
        ]
        for (weight, fc) in expected { XCTAssertEqual(weight.fontconfigWeight, fc, "\(weight.rawValue)") }
        XCTAssertEqual(UIFont.Weight(0.35).fontconfigWeight, 190)
        XCTAssertEqual(UIFont.Weight(-5).fontconfigWeight, 0)
        XCTAssertEqual(UIFont.Weight(5).fontconfigWeight, 210)
        XCTAssertEqual(UIFont.Weight(.nan).fontconfigWeight, 0)
    }

    /// Runs `body` with `family` as the system family, then puts the old one back (global
    /// state shared by every test).
    private func with(_ family: UIFont.SystemFontFamily, _ body: () throws -> Void) rethrows {
        let saved = UIFont.systemFontFamily
        defer { UIFont.systemFontFamily = saved }
        UIFont.systemFontFamily = family
        try body()
    }

    /// Rule (UIKit `systemFont(ofSize:weight:)`): `.bold` is the bold system face, `.regular`
    /// the regular one, each weight the family's face of that weight (Inter has them all);
    /// a weight the family lacks is the nearest it has (DejaVu Sans: semibold and black →
    /// Bold, medium → Book, as `fc-match` picks).
    func testSystemFontAtAWeightUsesThatWeightsFaceOrTheNearest() throws {
        let bold = UIFont.systemFont(ofSize: 14, weight: .bold)
        XCTAssertEqual(bold.face?.path, inter + "Inter-Bold.otf")
        XCTAssertEqual(bold.face?.styleName, "Bold")
        XCTAssertEqual(bold.fontName, "Inter-Bold")
        XCTAssertTrue(bold.face === UIFont.boldSystemFont(ofSize: 14).face)
        XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .regular), UIFont.systemFont(ofSize: 14))
        XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .semibold).face?.path, inter + "Inter-SemiBold.otf")
        XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .black).face?.path, inter + "Inter-Black.otf")
        XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .medium).face?.path, inter + "Inter-Medium.otf")
        XCTAssertEqual(bold.familyName, "Inter")
        XCTAssertEqual(bold.pointSize, 14)
        with(.dejaVuSans) {
            XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .bold).face?.path, dejaVuBold)
            XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .semibold).face?.path, dejaVuBold)
            XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .black).face?.path, dejaVuBold)
            XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .medium).face?.path, FontFace.defaultPath)
            XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .bold).familyName, "DejaVu Sans")
        }
    }

    /// Rule (UIKit `UIFont(name:size:)`): a family or PostScript name of an installed font
    /// gives that font; a name that is not installed gives `nil`.
    func testFontByNameOrNil() throws {
        XCTAssertNil(UIFont(name: "NoSuchFont", size: 12))
        let byPostScript = try XCTUnwrap(UIFont(name: "DejaVuSans-Bold", size: 12))
        XCTAssertEqual(byPostScript.face?.path, dejaVuBold)
        XCTAssertEqual(byPostScript.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(byPostScript.familyName, "DejaVu Sans")
        let byFamily = try XCTUnwrap(UIFont(name: "DejaVu Sans", size: 12))
        XCTAssertEqual(byFamily.face?.path, FontFace.defaultPath)
        XCTAssertEqual(byFamily.fontName, "DejaVuSans")
        XCTAssertTrue(byFamily.face === UIFont(contentsOfFile: FontFace.defaultPath, size: 12).face)
        // The system family by name is the system font's face.
        let system = try XCTUnwrap(UIFont(name: "Inter", size: 12))
        XCTAssertEqual(system.face?.path, inter + "Inter-Regular.otf")
        XCTAssertTrue(system.face === UIFont.systemFont(ofSize: 12).face)
        XCTAssertEqual(try XCTUnwrap(UIFont(name: "Inter-SemiBold", size: 12)).face?.path, inter + "Inter-SemiBold.otf")
    }

    /// Rule (UIKit `italicSystemFont(ofSize:)`): the system family's italic face: Inter's
    /// real italic, Inter Italic; DejaVu Sans's is DejaVu Sans Oblique (fonts-dejavu-extra).
    func testItalicSystemFontIsTheFamilysItalicFace() {
        let italic = UIFont.italicSystemFont(ofSize: 12)
        XCTAssertEqual(italic.face?.path, inter + "Inter-Italic.otf")
        XCTAssertEqual(italic.fontName, "Inter-Italic")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 24).fontName, "InterDisplay-Italic")
        with(.dejaVuSans) {
            let oblique = UIFont.italicSystemFont(ofSize: 12)
            XCTAssertEqual(oblique.face?.path, "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf")
            XCTAssertEqual(oblique.fontName, "DejaVuSans-Oblique")
        }
    }
}
