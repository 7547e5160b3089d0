import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

/// Fonts an app ships, registered by file (`UIFont.registerFonts(at:)`, Vitrine's
/// `CTFontManagerRegisterFontsForURL`).
final class FontRegistrationTests: XCTestCase {
    /// A copy of DejaVu Sans Mono renamed "Vitrin… " so that fontconfig does not know it yet:
    /// every "DejaVu" in its name table (ASCII and UTF-16BE records) becomes a made-up word of
    /// the same length, unique per test run.
    private func renamedFontFile() throws -> (url: URL, word: String) {
        let word = "Vt" + String(UUID().uuidString.filter(\.isLetter).prefix(4)).lowercased()
        XCTAssertEqual(word.count, 6)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")))
        func replace(_ from: [UInt8], _ to: [UInt8]) {
            var i = 0
            while i + from.count <= bytes.count {
                if Array(bytes[i..<i + from.count]) == from { bytes.replaceSubrange(i..<i + from.count, with: to); i += from.count } else { i += 1 }
            }
        }
        replace(Array("DejaVu".utf8), Array(word.utf8))
        replace(Array("DejaVu".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }, Array(word.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("Brand.ttf")
        try Data(bytes).write(to: url)
        return (url, word)
    }

    /// Rule (`CTFontManagerRegisterFontsForURL`, process scope): before registering, the
    /// app's font is unknown by name; after, `UIFont(name:size:)` finds it by family and by
    /// PostScript name, from the registered file.
    func testARegisteredFileIsFoundByFamilyAndPostScriptName() throws {
        let (url, word) = try renamedFontFile()
        let family = "\(word) Sans Mono", postScript = "\(word)SansMono"
        XCTAssertNil(UIFont(name: family, size: 12))
        XCTAssertNil(UIFont(name: postScript, size: 12))
        XCTAssertEqual(try UIFont.registerFonts(at: url), family)
        let byFamily = try XCTUnwrap(UIFont(name: family, size: 12))
        XCTAssertEqual(byFamily.face?.path, url.path)
        XCTAssertEqual(byFamily.familyName, family)
        let byPostScript = try XCTUnwrap(UIFont(name: postScript, size: 14))
        XCTAssertTrue(byPostScript.face === byFamily.face)
        // Registering again is harmless.
        XCTAssertEqual(try UIFont.registerFonts(at: url), family)
    }

    /// Rule (issue 11, bad input): a corrupt file, a missing one or a non-file URL is refused
    /// with an error (and a log line); nothing is registered.
    func testACorruptOrMissingFileIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory
        let junk = dir.appendingPathComponent("vitrine-junk-\(UUID().uuidString).ttf")
        try Data("definitely not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        XCTAssertThrowsError(try UIFont.registerFonts(at: junk)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot register font \(junk.path): "), "\(error)")
        }
        XCTAssertNil(UIFont(name: junk.deletingPathExtension().lastPathComponent, size: 12))
        XCTAssertThrowsError(try UIFont.registerFonts(at: dir.appendingPathComponent("vitrine-missing-\(UUID().uuidString).otf")))
        XCTAssertThrowsError(try UIFont.registerFonts(at: try XCTUnwrap(URL(string: "https://example.com/Brand.otf"))))
    }
}
