import Foundation
import XCTest
@testable import VitrineGraphics

/// Font lookup and per-character fallback through fontconfig (`FontDatabase`). The expected
/// files are the ones Debian 12's packages install (fonts-dejavu-core, fonts-noto-core,
/// fonts-noto-cjk; `make deps`), checked by hand with `fc-match` and `fc-match -s`.
final class FontDatabaseTests: XCTestCase {
    private let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private func dejaVu() throws -> FontFace {
        try FontDatabase.shared.face(at: FaceLocation(path: FontFace.defaultPath)).get()
    }

    /// Rule (fontconfig `FcFontMatch` with `FC_FAMILY`): a family name finds that family's
    /// regular face.
    func testAFamilyNameFindsItsRegularFace() throws {
        let face = try XCTUnwrap(FontDatabase.shared.face(family: "DejaVu Sans"))
        XCTAssertEqual(face.familyName, "DejaVu Sans")
        XCTAssertEqual(face.path, FontFace.defaultPath)
        XCTAssertEqual(face.styleName, "Book")
        // Family names compare without case, as fontconfig's do.
        XCTAssertTrue(FontDatabase.shared.face(family: "dejavu sans") === face)
    }

    /// Rule (`FC_WEIGHT`): asking the family at bold weight finds its bold face.
    func testTheBoldWeightFindsTheBoldFace() throws {
        let face = try XCTUnwrap(FontDatabase.shared.face(family: "DejaVu Sans", weight: FontDatabase.boldWeight))
        XCTAssertEqual(face.path, dejaVuBold)
        XCTAssertEqual(face.styleName, "Bold")
    }

    /// Rule (`FC_POSTSCRIPT_NAME`): a PostScript name finds exactly that face.
    func testAPostScriptNameFindsThatFace() throws {
        let face = try XCTUnwrap(FontDatabase.shared.face(postScriptName: "DejaVuSans-Bold"))
        XCTAssertEqual(face.path, dejaVuBold)
        XCTAssertEqual(face.postScriptName, "DejaVuSans-Bold")
    }

    /// Rule: fontconfig always answers with *some* font; a name nobody has is `nil`, not that
    /// substitute.
    func testAMadeUpNameFindsNothing() {
        XCTAssertNil(FontDatabase.shared.face(family: "Vitrine No Such Family"))
        XCTAssertNil(FontDatabase.shared.face(postScriptName: "VitrineNoSuchFont-Bold"))
        XCTAssertNil(FontDatabase.shared.face(family: ""))
    }

    /// Rule (`FcFontSort` + `FcCharSetHasChar`): 김 (U+AE40), which DejaVu Sans lacks, comes
    /// from the first face in DejaVu Sans's fallback list that has it: Noto Sans CJK (face 0
    /// of the collection, `fc-match -s 'DejaVu Sans:charset=ae40'` answers the same file).
    func testHangulFallsBackToNotoSansCJK() throws {
        let primary = try dejaVu()
        let kim: Unicode.Scalar = "\u{AE40}"
        XCTAssertFalse(primary.hasGlyph(for: kim))
        let face = try XCTUnwrap(FontDatabase.shared.fallbackFace(for: kim, primary: primary))
        XCTAssertTrue(face.familyName.contains("Noto") && face.familyName.contains("CJK"), face.familyName)
        XCTAssertEqual(face.path, "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        XCTAssertTrue(face.hasGlyph(for: kim))
    }

    /// Rule: अ (U+0905) comes from Noto Sans Devanagari.
    func testDevanagariFallsBackToNotoSansDevanagari() throws {
        let face = try XCTUnwrap(FontDatabase.shared.fallbackFace(for: "\u{0905}", primary: try dejaVu()))
        XCTAssertEqual(face.familyName, "Noto Sans Devanagari")
    }

    /// Rule: a character the face has needs no fallback: the answer is the face itself.
    func testACharacterTheFaceHasIsItsOwn() throws {
        let primary = try dejaVu()
        XCTAssertTrue(FontDatabase.shared.fallbackFace(for: "A", primary: primary) === primary)
    }

    /// Rule: answers are cached per (face, character): the same face object twice, and one
    /// cache entry, not one per call.
    func testFallbackAnswersAreCached() throws {
        let database = FontDatabase()
        let primary = try database.face(at: FaceLocation(path: FontFace.defaultPath)).get()
        let first = database.fallbackFace(for: "\u{BBFC}", primary: primary)  // 민
        XCTAssertNotNil(first)
        XCTAssertEqual(database.cachedFallbackCount, 1)
        XCTAssertTrue(database.fallbackFace(for: "\u{BBFC}", primary: primary) === first)
        XCTAssertEqual(database.cachedFallbackCount, 1)
        // A face is opened once per file and index, whoever asks for it.
        XCTAssertTrue(try database.face(at: FaceLocation(path: first?.path ?? "", index: first?.index ?? 0)).get() === first)
    }

    /// Rule: a character no installed font has is `nil` (the caller draws the missing-glyph
    /// box), logged once, not once per lookup. U+10FFFC is a private-use character no Debian
    /// font maps (the Material Icons font the symbol images use maps U+10FFFD, next to it).
    func testACharacterNoFontHasIsLoggedOnce() throws {
        let database = FontDatabase()
        let lines = LockedLines()
        database.setLogHandler { lines.append($0) }
        let primary = try database.face(at: FaceLocation(path: FontFace.defaultPath)).get()
        XCTAssertNil(database.fallbackFace(for: "\u{10FFFC}", primary: primary))
        XCTAssertNil(database.fallbackFace(for: "\u{10FFFC}", primary: primary))
        XCTAssertEqual(lines.all, ["no installed font has U+10FFFC; drawing a missing-glyph box"])
    }

    /// Rule: without fontconfig (its configuration cannot be loaded) every lookup is `nil`,
    /// logged once, never a crash; faces opened by file still work, and text falls back to
    /// the face's missing-glyph box.
    func testWithoutFontconfigLookupsAreNilAndFilesStillWork() throws {
        let loads = LockedLines()
        let database = FontDatabase(loadConfiguration: { loads.append("load"); return nil })
        let lines = LockedLines()
        database.setLogHandler { lines.append($0) }
        XCTAssertNil(database.face(family: "DejaVu Sans"))
        XCTAssertNil(database.face(family: "DejaVu Sans", weight: FontDatabase.boldWeight))
        XCTAssertNil(database.face(postScriptName: "DejaVuSans-Bold"))
        let primary = try database.face(at: FaceLocation(path: FontFace.defaultPath)).get()
        XCTAssertTrue(database.fallbackFace(for: "A", primary: primary) === primary)
        XCTAssertNil(database.fallbackFace(for: "\u{AE40}", primary: primary))
        XCTAssertEqual(loads.all.count, 1, "a failed load is remembered, not retried per lookup")
        XCTAssertEqual(lines.all.first, "fontconfig: cannot load its configuration; only the configured font files are used")
        XCTAssertEqual(lines.all.filter { $0.hasPrefix("fontconfig:") }.count, 1)
    }

    /// Rule: faces in collections (`.ttc`) are chosen by index (`FT_New_Memory_Face`'s
    /// `face_index`); an index the file lacks is an error, not a crash.
    func testACollectionFaceIsOpenedByIndex() throws {
        let path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let first = try FontFace(path: path, index: 0)
        let second = try FontFace(path: path, index: 1)
        XCTAssertEqual(first.index, 0)
        XCTAssertEqual(second.index, 1)
        XCTAssertNotEqual(first.familyName, second.familyName)
        XCTAssertThrowsError(try FontFace(path: path, index: 999))
    }
}

/// Log lines gathered from any thread.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
