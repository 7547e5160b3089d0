import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// What a right-to-left interface does to text alignment and images: `NSTextAlignment.natural`
/// is "the default alignment for the current localization of the app" (UIKit's documentation),
/// and images that flip in right-to-left layouts (`imageFlippedForRightToLeftLayoutDirection()`,
/// the symbols whose direction is reading order) are drawn mirrored there.
final class RightToLeftImagesAndTextTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
    }

    /// The columns of `frame` (window points, scale 1) with a pixel other than `background`.
    @MainActor private func inkColumns(_ h: HeadlessHarness, _ frame: CGRect) -> [Int] {
        let shot = h.screenshot
        let background = shot[0, 0]
        return (Int(frame.minX)..<Int(frame.maxX)).filter { x in
            (Int(frame.minY)..<Int(frame.maxY)).contains { shot[x, $0] != background }
        }
    }

    @MainActor private func labelScene(_ text: String) -> (HeadlessHarness, UILabel) {
        let h = HeadlessHarness(width: 400, height: 100)
        h.window.backgroundColor = .white
        let l = UILabel(frame: CGRect(x: 20, y: 20, width: 360, height: 30))
        l.text = text
        l.textColor = .black
        h.window.addSubview(l)
        h.renderFrames()
        return (h, l)
    }

    /// Rule (NSTextAlignment.natural): left in a left-to-right app and right in a
    /// right-to-left one, whatever the label's script; the label follows a change of the
    /// app's direction and of its own `semanticContentAttribute`.
    @MainActor func testNaturalAlignmentFollowsTheInterfaceNotTheScript() async {
        for text in ["Check in", "تسجيل الوصول"] {
            UIApplication.setUserInterfaceLayoutDirection(.leftToRight)
            let (h, l) = labelScene(text)
            let frame = l.convert(l.bounds, to: nil)
            var ink = inkColumns(h, frame)
            XCTAssertLessThan(ink.first ?? 999, 30, "\(text): left to right, at the left")
            XCTAssertLessThan(ink.last ?? 999, 250, "\(text): left to right, not at the right")

            UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
            h.renderFrames()
            ink = inkColumns(h, frame)
            XCTAssertGreaterThan(ink.last ?? 0, 370, "\(text): right to left, at the right")
            XCTAssertGreaterThan(ink.first ?? 0, 150, "\(text): right to left, not at the left")

            l.semanticContentAttribute = .forceLeftToRight
            h.renderFrames()
            XCTAssertLessThan(inkColumns(h, frame).first ?? 999, 30, "\(text): forced left to right")
            l.textAlignment = .left
            l.semanticContentAttribute = .forceRightToLeft
            h.renderFrames()
            XCTAssertLessThan(inkColumns(h, frame).first ?? 999, 30, "\(text): .left stays left")
        }
    }

    /// Rule (imageFlippedForRightToLeftLayoutDirection, flipsForRightToLeftLayoutDirection,
    /// withHorizontallyFlippedOrientation): the first marks the image without changing its
    /// pixels; the second's orientation is mirrored, twice is upright again.
    @MainActor func testFlippingMarksTheImage() async throws {
        let plain = try XCTUnwrap(UIImage(systemName: "chevron.right"))
        XCTAssertFalse(plain.flipsForRightToLeftLayoutDirection)
        XCTAssertEqual(plain.imageOrientation, .up)
        let flips = plain.imageFlippedForRightToLeftLayoutDirection()
        XCTAssertTrue(flips.flipsForRightToLeftLayoutDirection)
        XCTAssertTrue(flips.image === plain.image, "the same pixels")
        XCTAssertTrue(flips.isSymbolImage)
        XCTAssertEqual(plain.withHorizontallyFlippedOrientation().imageOrientation, .upMirrored)
        XCTAssertEqual(plain.withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation().imageOrientation, .up)
        // A flag survives a configuration and a tint.
        XCTAssertTrue(flips.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).flipsForRightToLeftLayoutDirection)
        XCTAssertTrue(flips.withTintColor(.red).flipsForRightToLeftLayoutDirection)
    }

    /// Rule (SF Symbols, HIG "Flip an interface icon that shows forward or backward motion"):
    /// the symbols named for reading order flip; those named for a side, and playback, do not.
    @MainActor func testDirectionalSymbolsFlip() async throws {
        for name in ["chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward", "arrow.uturn.backward"] {
            XCTAssertEqual(UIImage(systemName: name)?.flipsForRightToLeftLayoutDirection, true, name)
        }
        for name in ["chevron.right", "chevron.left", "arrow.right", "forward.fill", "backward.fill", "gear"] {
            XCTAssertEqual(UIImage(systemName: name)?.flipsForRightToLeftLayoutDirection, false, name)
        }
    }

    /// Rule: an image view laid out right to left draws an image that flips mirrored (its
    /// ink at the other side of its middle), one that does not as it is; a mirrored
    /// orientation is drawn mirrored in both directions.
    @MainActor func testImageViewDrawsFlippingImagesMirrored() async throws {
        let h = HeadlessHarness(width: 300, height: 100)
        h.window.backgroundColor = .white
        let config = UIImage.SymbolConfiguration(pointSize: 60)
        let forward = try XCTUnwrap(UIImage(systemName: "chevron.forward", withConfiguration: config))
        let right = try XCTUnwrap(UIImage(systemName: "chevron.right", withConfiguration: config))
        let views = [forward, right, right.withHorizontallyFlippedOrientation()].enumerated().map { i, image in
            let v = UIImageView(image: image)
            v.frame = CGRect(x: 10 + CGFloat(i) * 100, y: 10, width: 80, height: 80)
            v.tintColor = .black
            h.window.addSubview(v)
            return v
        }
        /// Whether the chevron's tip (its middle row's ink) is right of its arms' ends (a top row's).
        func pointsRight(_ v: UIImageView) -> Bool? {
            let shot = h.screenshot
            let f = v.convert(v.bounds, to: nil)
            let white = shot[0, 0]
            func ink(_ y: Int) -> [Int] { (Int(f.minX)..<Int(f.maxX)).filter { shot[$0, y] != white } }
            let rows = (Int(f.minY)..<Int(f.maxY)).filter { !ink($0).isEmpty }
            guard let top = rows.first, let mid = ink(rows[rows.count / 2]).last, let arm = ink(top + 2).last else { return nil }
            return mid > arm
        }
        h.renderFrames()
        XCTAssertEqual(views.map(pointsRight), [true, true, false], "left to right: forward points right; the mirrored one left")
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertEqual(views.map(pointsRight), [false, true, false], "right to left: forward points left; chevron.right still right")
    }

    /// Rule (UITextField.textAlignment's default `.natural`, resolved as TextKit resolves a
    /// natural paragraph, by its first strong character): a Latin name stays at the left in a
    /// right-to-left app, Arabic sits at the right in a left-to-right one, and an empty field
    /// puts its caret at the interface's leading side.
    @MainActor func testTextFieldNaturalAlignmentFollowsItsTextAndTheInterfaceWhenEmpty() async throws {
        let h = HeadlessHarness(width: 400, height: 100)
        let f = UITextField(frame: CGRect(x: 20, y: 20, width: 360, height: 34))
        h.window.addSubview(f)
        let end = { f.caretRect(for: f.endOfDocument).maxX }
        f.text = "مرحبا"
        h.renderFrames()
        XCTAssertGreaterThan(f.caretRect(for: f.beginningOfDocument).maxX, 340, "Arabic, left to right app: at the right")
        f.text = "Sofia Rossi"
        h.renderFrames()
        XCTAssertLessThan(end(), 150, "Latin, left to right app: at the left")
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertLessThan(end(), 150, "Latin, right to left app: still at the left")
        f.text = ""
        h.renderFrames()
        XCTAssertGreaterThan(end(), 340, "empty, right to left app: the caret at the right")
        f.text = "12345"
        h.renderFrames()
        XCTAssertGreaterThan(end(), 340, "digits only, right to left app: at the right")
    }

    /// Rule (UIKit's cells mirror right to left): the disclosure chevron points left.
    @MainActor func testTheDisclosureChevronPointsLeftRightToLeft() async {
        let h = HeadlessHarness(width: 100, height: 60)
        h.window.backgroundColor = .white
        let v = AccessoryGlyphView(type: .disclosureIndicator)
        v.chevronColor = .black
        v.frame = CGRect(x: 40, y: 20, width: 8, height: 13)
        h.window.addSubview(v)
        func tipIsRight() -> Bool? {
            let shot = h.screenshot
            let white = shot[0, 0]
            func ink(_ y: Int) -> [Int] { (36..<52).filter { shot[$0, y] != white } }
            guard let tip = ink(26).first, let arm = ink(21).first else { return nil }
            return tip > arm
        }
        h.renderFrames()
        XCTAssertEqual(tipIsRight(), true, "left to right: >")
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertEqual(tipIsRight(), false, "right to left: <")
    }
}
