import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The navigation bar rendered headless and compared with a reviewed golden PNG (tolerance:
/// `GoldenTolerance.standard`).
final class NavigationGoldenTests: XCTestCase {
    /// A detail screen pushed on a settings list: a light grey bar with a hairline, the bold
    /// title centred, the back button (chevron and the previous title) and a right item in the
    /// tint colour; the content below the bar.
    @MainActor func testPushedScreenWithTheBar() async {
        let h = HeadlessHarness(width: 480, height: 320, scale: 2)
        let root = UIViewController()
        root.title = "Settings"
        let nav = UINavigationController(rootViewController: root)
        h.window.rootViewController = nav
        h.renderFrames()

        let detail = UIViewController()
        detail.title = "Display"
        detail.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let card = UIView(frame: CGRect(x: 16, y: 20, width: 448, height: 88))
        card.backgroundColor = .white
        card.cornerRadius = 10
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
        label.text = "Brightness"
        card.addSubview(label)
        let value = UILabel(frame: CGRect(x: 16, y: 44, width: 300, height: 44))
        value.text = "70 %"
        value.textColor = .secondaryLabel
        card.addSubview(value)
        detail.view.addSubview(card)
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
        nav.pushViewController(detail, animated: true)
        h.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === detail)
        if let failure = GoldenImage.verify(h.screenshot, name: "navigation-pushed", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }
}
