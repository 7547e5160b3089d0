import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A navigation bar with a custom standard and scroll-edge appearance over a table, light,
/// rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`): at the table's top, then scrolled.
final class BarAppearanceGoldenTests: XCTestCase {
    @MainActor private func verify(_ h: HeadlessHarness, _ name: String) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure) }
    }

    /// At the top: the scroll-edge appearance, a pale lavender bar without a hairline, the
    /// "Rooms" title in indigo, "Edit" in indigo. Scrolled by 100 pt: the standard
    /// appearance, an indigo bar with a white title, "Edit" in yellow.
    @MainActor func testStandardAndScrollEdgeAppearances() async {
        let h = HeadlessHarness(width: 360, height: 240, scale: 2)
        let rows = AppearanceRowsController()
        rows.title = "Rooms"
        rows.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        let nav = UINavigationController(rootViewController: rows)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemIndigo
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]
        standard.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = UIColor(rgb: 0xEEF0FF)
        edge.shadowColor = nil
        edge.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        edge.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        nav.navigationBar.standardAppearance = standard
        nav.navigationBar.scrollEdgeAppearance = edge
        h.window.rootViewController = nav
        h.renderFrames()
        verify(h, "bar-appearance-scroll-edge-light")
        rows.tableView.contentOffset = CGPoint(x: 0, y: 100)
        h.renderFrames()
        verify(h, "bar-appearance-standard-light")
    }
}
