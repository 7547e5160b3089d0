import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
import VitrineText

/// Bold Text reaches text that falls back to another face: Hangul in a label in the system
/// font (Inter, no Hangul) comes from Noto Sans CJK, in its bold face when the label's text
/// is drawn heavier, in its regular face otherwise.
final class BoldTextFallbackTests: XCTestCase {
    /// Inter and both weights of Noto Sans CJK that `fonts-noto-cjk` installs, and no other
    /// font, for `body`; then fontconfig's default again.
    @MainActor private func withCJKWeights(_ body: () throws -> Void) throws {
        let cjk = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"]
        for f in cjk where !FileManager.default.fileExists(atPath: f) {
            XCTFail("\(f) is missing: `make deps` installs fonts-noto-cjk")
            return
        }
        try GoldenFonts.pinned(files: cjk, directories: ["/usr/share/fonts/opentype/inter"], body)
    }

    /// The faces of the Latin and the Hangul runs of a label showing "Check-in 체크인" in
    /// `font` under `weight`.
    @MainActor private func faces(_ font: UIFont, _ weight: UILegibilityWeight) throws -> (latin: FontFace, hangul: FontFace) {
        let label = UILabel()
        label.text = "Check-in 체크인"
        label.font = font
        label.traitOverrides.legibilityWeight = weight
        let layout = try XCTUnwrap(label.textLayout(width: nil, lines: 1, fitting: .greatestFiniteMagnitude))
        let runs = layout.lines.flatMap(\.runs).map(\.run)
        let latin = try XCTUnwrap(runs.first { $0.face.familyName.hasPrefix("Inter") }?.face, "\(runs.map(\.face.familyName))")
        let hangul = try XCTUnwrap(runs.first { $0.face.familyName.hasPrefix("Noto Sans CJK") }?.face, "\(runs.map(\.face.familyName))")
        return (latin, hangul)
    }

    private func weight(_ face: FontFace) -> FontDatabase.Weight { FontDatabase.shared.style(of: face).weight }

    /// Rule (iOS Bold Text draws all of a system-font label heavier, whatever its script):
    /// with `legibilityWeight == .bold`, regular system text is drawn semibold, and its Hangul
    /// comes from the heavier CJK face (bold, the nearest installed weight); without it,
    /// both stay regular.
    @MainActor func testBoldTextPicksTheHeavierFallbackFace() async throws {
        try withCJKWeights {
            let regular = try faces(.systemFont(ofSize: 17), .regular)
            XCTAssertEqual(weight(regular.latin), FontDatabase.regularWeight)
            XCTAssertEqual(weight(regular.hangul), FontDatabase.regularWeight, "regular text keeps the regular Hangul face")
            XCTAssertTrue(regular.hangul.path.hasSuffix("NotoSansCJK-Regular.ttc"), regular.hangul.path)

            let bold = try faces(.systemFont(ofSize: 17), .bold)
            XCTAssertGreaterThan(weight(bold.latin), FontDatabase.regularWeight, "Bold Text: the Latin face is semibold")
            XCTAssertGreaterThan(weight(bold.hangul), weight(regular.hangul), "Bold Text: the Hangul face is heavier too")
            XCTAssertTrue(bold.hangul.path.hasSuffix("NotoSansCJK-Bold.ttc"), bold.hangul.path)
        }
    }

    /// Rule (fallback follows the text's weight, with or without Bold Text): a semibold system
    /// font's Hangul comes from the bold CJK face, a light one's from the regular.
    @MainActor func testFallbackFollowsThePrimaryWeight() async throws {
        try withCJKWeights {
            let semibold = try faces(.systemFont(ofSize: 17, weight: .semibold), .regular)
            XCTAssertEqual(weight(semibold.hangul), FontDatabase.boldWeight)
            let light = try faces(.systemFont(ofSize: 17, weight: .light), .regular)
            XCTAssertEqual(weight(light.hangul), FontDatabase.regularWeight)
        }
    }
}
