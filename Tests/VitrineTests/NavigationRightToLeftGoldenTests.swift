import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The navigation bar right to left, in Arabic, rendered headless and compared with reviewed
/// golden PNGs (tolerance: `GoldenTolerance.standard`), light and dark.
final class NavigationRightToLeftGoldenTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
    }

    /// A "Display" screen pushed on "Settings", in Arabic, the app right to left: the back
    /// button at the right (its chevron pointing right, then the previous title "الإعدادات"),
    /// a leading "مساعدة" (Help) item to its left, the trailing "تم" (Done) at the left, the
    /// large title "العرض" right-aligned in the second row; a card of right-aligned Arabic
    /// text below the bar.
    @MainActor func testPushedScreenInArabic() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        for dark in [false, true] {
            let h = HeadlessHarness(width: 480, height: 320, scale: 2)
            if dark { h.screen.userInterfaceStyle = .dark }
            let root = UIViewController()
            root.title = "الإعدادات"
            let nav = UINavigationController(rootViewController: root)
            nav.navigationBar.prefersLargeTitles = true
            h.window.rootViewController = nav
            h.renderFrames()

            let detail = UIViewController()
            detail.title = "العرض"
            detail.view.backgroundColor = .systemGroupedBackground
            let card = UIView(frame: CGRect(x: 16, y: 20, width: 448, height: 88))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.cornerRadius = 10
            for (i, text) in ["السطوع", "٧٠٪ · تلقائي"].enumerated() {
                let label = UILabel(frame: CGRect(x: 16, y: CGFloat(i) * 44, width: 416, height: 44))
                label.text = text
                if i == 1 { label.textColor = .secondaryLabel }
                card.addSubview(label)
            }
            detail.view.addSubview(card)
            detail.navigationItem.leftItemsSupplementBackButton = true
            detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "مساعدة", primaryAction: UIAction { _ in })
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "تم", primaryAction: UIAction { _ in })
            nav.pushViewController(detail, animated: true)
            h.advance(by: 0.6)
            XCTAssertTrue(nav.topViewController === detail)
            let name = "navigation-rtl-arabic-\(dark ? "dark" : "light")"
            if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
                XCTFail(failure)
            }
        }
    }
}
