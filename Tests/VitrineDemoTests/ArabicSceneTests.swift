import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --language ar` (or `[display] language = "ar"`): the check-in kiosk and the
/// gallery in Arabic, laid out right to left as the kiosk sets it for Arabic. Goldens of each
/// check-in step and of the gallery, light and dark.
final class ArabicSceneTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run {
            DemoStrings.use(language: nil)
            _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight)
        }
    }

    /// What the demo does with `--language ar`: Arabic strings, right to left.
    @MainActor private func arabic() {
        XCTAssertTrue(DemoStrings.use(language: "ar"))
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
    }

    @MainActor private func golden(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure, file: file, line: line) }
    }

    /// Rule (brief): the demo's strings follow the language; one the demo has no table for
    /// shows English, and so does a tag of an English variant.
    @MainActor func testStringsFollowTheLanguage() async {
        XCTAssertTrue(DemoStrings.use(language: "ar-EG"))
        XCTAssertEqual(localized("Find your booking"), "ابحث عن حجزك")
        XCTAssertEqual(localized("Check in to room {1}?", "0815"), "تسجيل الوصول إلى الغرفة 0815؟")
        XCTAssertEqual([1, 2, 3, 11].map(DemoStrings.nights), ["ليلة واحدة", "ليلتان", "3 ليالٍ", "11 ليلة"])
        XCTAssertFalse(DemoStrings.use(language: "he"))
        XCTAssertEqual(localized("Find your booking"), "Find your booking")
        XCTAssertTrue(DemoStrings.use(language: "en-GB"))
        XCTAssertEqual(DemoStrings.nights(1), "1 night")
    }

    /// The walk in Arabic: the start screen (the brand panel at the right, the leading side),
    /// the list (the back chevron at the right, the disclosure chevrons at the left), the
    /// form typed in English (a Latin name), the alert, the done screen.
    @MainActor func testCheckInInArabic() async {
        arabic()
        let k = CheckInKiosk()
        XCTAssertEqual(k.window.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        guard let welcome = k.top as? CheckInWelcomeViewController else { return XCTFail("the start screen") }
        XCTAssertEqual(welcome.startButton.configuration?.title ?? welcome.startButton.title(for: .normal), "ابدأ تسجيل الوصول")
        golden(k.h, "checkin-ar-start")

        k.tap("checkin.start")
        XCTAssertEqual(k.top?.title, "ابحث عن حجزك")
        golden(k.h, "checkin-ar-list")

        k.tap("booking.AUR-4836")
        guard let form = k.details else { return XCTFail("the form is pushed") }
        k.tap("checkin.name")
        k.type("Sofia Rossi", mode: .english)
        XCTAssertEqual(form.nameField.text, "Sofia Rossi")
        golden(k.h, "checkin-ar-form")

        k.tap("checkin.confirm")
        guard let alert = k.flow.presentedViewController as? UIAlertController else { return XCTFail("Confirm asks with an alert") }
        XCTAssertEqual(alert.title, "تسجيل الوصول إلى الغرفة 0815؟")
        golden(k.h, "checkin-ar-alert")

        k.tapAlertButton("تسجيل الوصول")
        XCTAssertTrue(k.top is CheckInDoneViewController)
        XCTAssertEqual((k.view("checkin.greeting") as? UILabel)?.text, "تم تسجيل وصولك يا Sofia Rossi.")
        golden(k.h, "checkin-ar-done")
    }

    /// The check-in brand stays light on a dark panel, and so does its keyboard (it takes the
    /// field's traits); the placeholder sits at the right.
    @MainActor func testCheckInFormInArabicOnADarkPanel() async {
        arabic()
        let k = CheckInKiosk(style: .dark)
        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        k.tap("checkin.name")
        golden(k.h, "checkin-ar-form-dark")
    }

    /// The gallery in Arabic, light and dark: Arabic captions at the right of each tile, the
    /// first column at the right, controls mirrored.
    @MainActor func testGalleryInArabic() async {
        arabic()
        for (style, name) in [(UIUserInterfaceStyle.light, "gallery-ar-light"), (.dark, "gallery-ar-dark")] {
            let (h, vc) = GallerySceneTests.scene(style: style)
            XCTAssertEqual(vc.tiles.first?.caption.text, "الألوان الدلالية")
            golden(h, name)
            if style == .light {
                vc.scrollView.contentOffset.y = max(0, vc.scrollView.contentSize.height - vc.scrollView.bounds.height)
                h.advance(by: 0.1)
                golden(h, "gallery-ar-light-end")
            }
        }
    }
}
