import Foundation
import XCTest
import VitrineTesting
@testable import Vitrine
import VitrineGraphics

/// `[fonts]`: the files behind the system fonts.
final class SystemFontFilesTests: XCTestCase {
    private let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    private let interBold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"

    /// Rule (`[fonts] default` and `bold`): the configured files replace the system family's
    /// regular and bold faces; a file that is not a font falls back to the family's face
    /// (the standard family, Inter: Inter-Regular and Inter-Bold).
    func testTheSystemFontsComeFromTheConfiguredFilesAndABadFileFallsBack() {
        let saved = UIFont.systemFontFiles
        defer { UIFont.systemFontFiles = saved }
        let regular = FontFace.defaultPath, bold = UIFont.dejaVuBoldPath
        // Swapped on purpose: the regular system font now comes from the bold file.
        UIFont.systemFontFiles = .init(regular: bold, bold: regular)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).fontName, "DejaVuSans-Bold")
        XCTAssertTrue(UIFont.systemFont(ofSize: 12).face === UIFont(contentsOfFile: bold, size: 12).face)
        XCTAssertTrue(UIFont.boldSystemFont(ofSize: 12).face === UIFont(contentsOfFile: regular, size: 12).face)
        // A file that is not a font: the family's face (Inter Regular, Inter Bold), not a
        // crash or boxes.
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf").path
        XCTAssertTrue(FileManager.default.createFile(atPath: junk, contents: Data("not a font".utf8)))
        defer { try? FileManager.default.removeItem(atPath: junk) }
        UIFont.systemFontFiles = .init(regular: junk, bold: junk)
        XCTAssertNotNil(UIFont.systemFont(ofSize: 12).face)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).face?.path, interRegular)
        XCTAssertTrue(UIFont.systemFont(ofSize: 12).face === UIFont(contentsOfFile: interRegular, size: 12).face)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).face?.path, interBold)
        XCTAssertTrue(UIFont.boldSystemFont(ofSize: 12).face === UIFont(contentsOfFile: interBold, size: 12).face)
    }

    /// Rule: a FIFO given as the system font file falls back to the family's face (the
    /// standard family's Inter Regular; with a log line) at once; it never blocks the kiosk
    /// waiting for a writer.
    func testAFIFOAsTheSystemFontFallsBackWithoutBlocking() throws {
        let saved = UIFont.systemFontFiles
        defer { UIFont.systemFontFiles = saved }
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-font-fifo-\(UUID().uuidString).ttf").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        UIFont.systemFontFiles = .init(regular: fifo, bold: fifo)
        let family = interRegular
        let fallsBack = FIFOGuard.run(fifo: fifo) { () -> Bool in
            UIFont.systemFont(ofSize: 12).face === UIFont(contentsOfFile: family, size: 12).face
        }
        XCTAssertEqual(fallsBack, true, "nil: blocked on the FIFO")
    }
}
