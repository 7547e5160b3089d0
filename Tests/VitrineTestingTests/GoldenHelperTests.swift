import Foundation
import Testing
import Vitrine
import VitrineGraphics
import XCTest

/// A card as an app would draw one: a title, a Korean line with an emoji, a button.
@MainActor func goldenCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
    card.backgroundColor = .secondarySystemBackground
    let title = UILabel(frame: CGRect(x: 12, y: 8, width: 200, height: 24))
    title.text = "Check in"
    title.font = .boldSystemFont(ofSize: 18)
    title.textColor = .label
    card.addSubview(title)
    let line = UILabel(frame: CGRect(x: 12, y: 34, width: 200, height: 22))
    line.text = "환영합니다 👋"
    line.font = .systemFont(ofSize: 15)
    line.textColor = .secondaryLabel
    card.addSubview(line)
    let button = UIButton(type: .system)
    button.setTitle("Start", for: .normal)
    button.frame = CGRect(x: 12, y: 62, width: 80, height: 30)
    card.addSubview(button)
    return card
}

/// Issue 19: "a golden helper usable from app tests (`assertGolden(view:named:)`)", from XCTest.
final class GoldenHelperXCTests: XCTestCase {
    /// The card in light, at 2x, against `__Goldens__/card-light@2x.png` beside this file.
    @MainActor func testCardGolden() {
        XCTAssertTrue(assertGolden(view: goldenCard(), named: "card-light@2x", scale: 2))
    }

    /// A view controller as a window's root, against `__Goldens__/controller.png`.
    @MainActor func testViewControllerGolden() {
        XCTAssertTrue(assertGolden(viewController: CardController(), named: "controller", size: CGSize(width: 240, height: 120)))
    }

    /// Issue 19: "fonts pinned so goldens do not depend on the machine's installed fonts". A
    /// fontconfig configuration (`FONTCONFIG_FILE`) that adds a directory with another font
    /// (Noto Sans Thai, which the pinned set lacks) changes an unpinned rendering of Thai text
    /// — the test can see the difference — and leaves the pinned one pixel for pixel as it is.
    @MainActor func testAnExtraFontDirectoryDoesNotChangeAPinnedRendering() throws {
        let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: thai), "needs \(thai) (fonts-noto-core, make deps)")
        let dir = NSTemporaryDirectory() + "vitrine-extra-fonts-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: thai, toPath: dir + "/Extra.ttf")
        let conf = dir + "/fonts.conf"
        try "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(dir)</dir><cachedir>\(dir)/cache</cachedir></fontconfig>\n"
            .write(toFile: conf, atomically: true, encoding: .utf8)

        let pinnedBefore = GoldenFonts.pinned { renderThai() }
        setenv("FONTCONFIG_FILE", conf, 1)
        FontDatabase.shared.replaceConfiguration(FontDatabase.defaultConfiguration)
        let unpinnedWithExtra = renderThai()
        let pinnedWithExtra = GoldenFonts.pinned { renderThai() }
        unsetenv("FONTCONFIG_FILE")
        FontDatabase.shared.replaceConfiguration(FontDatabase.defaultConfiguration)

        XCTAssertEqual(GoldenImage.compare(pinnedWithExtra, pinnedBefore, channelTolerance: 0).differingPixels, 0,
                       "the extra font directory changed a pinned rendering")
        XCTAssertGreaterThan(GoldenImage.compare(unpinnedWithExtra, pinnedBefore, channelTolerance: 0).differingPixels, 50,
                             "without pinning the extra font draws the Thai text (else this test could not fail)")
    }

    @MainActor private func renderThai() -> PixelBuffer {
        let h = HeadlessHarness(width: 160, height: 40)
        h.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 150, height: 30))
        label.text = "สวัสดี"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        h.window.addSubview(label)
        h.renderFrames()
        return h.screenshot(orientation: .interface)
    }
}

private final class CardController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let card = goldenCard()
        card.frame.origin = CGPoint(x: 10, y: 10)
        view.addSubview(card)
    }
}

/// Issue 19: `assertGolden` from Swift Testing `@Test` functions.
@Suite struct GoldenHelperSwiftTests {
    /// The card in dark, against `__Goldens__/card-dark.png`.
    @Test @MainActor func cardGoldenDark() {
        #expect(assertGolden(view: goldenCard(), named: "card-dark", style: .dark))
    }

    /// A mismatch is reported as an issue of the running test, and the actual and diff images
    /// are written beside the golden (a golden of the right size, all black, stands in).
    @Test @MainActor func aMismatchIsAnIssueAndWritesActualAndDiff() throws {
        let dir = NSTemporaryDirectory() + "vitrine-golden-mismatch-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNGCodec.write(PixelBuffer(width: 220, height: 100, format: .xrgb8888), to: dir + "/black.png")
        guard !GoldenImage.isRecording else { return }
        withKnownIssue {
            #expect(!assertGolden(view: goldenCard(), named: "black", directory: dir))
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/black.actual.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/black.diff.png"))
    }
}
