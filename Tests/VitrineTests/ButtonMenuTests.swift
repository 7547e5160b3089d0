import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIMenu on a button: shown by a tap with `showsMenuAsPrimaryAction`, else by a long press;
/// a row performs its action with the button as sender and closes the menu; a tap outside
/// closes it without acting.
final class ButtonMenuTests: XCTestCase {
    @MainActor private func make(primary: Bool) -> (HeadlessHarness, UIButton, [String], () -> [String]) {
        let h = HeadlessHarness(width: 320, height: 400)
        var performed: [String] = []
        let names = ["Copy", "Share", "Delete"]
        let b = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Open") { _ in performed.append("primary") })
        b.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        b.menu = UIMenu(children: [
            UIAction(title: "Copy") { a in performed.append("Copy:\(a.sender === b)") },
            UIAction(title: "Share") { _ in performed.append("Share") },
            UIMenu(options: .displayInline, children: [UIAction(title: "Delete") { _ in performed.append("Delete") }]),
        ])
        b.showsMenuAsPrimaryAction = primary
        h.window.addSubview(b)
        h.renderFrames()
        return (h, b, names, { performed })
    }

    /// UIKit: with `showsMenuAsPrimaryAction` "the control presents the menu as its primary
    /// action" (a tap shows it, and the primary action is not sent).
    @MainActor func testTapShowsTheMenuAsPrimaryAction() async {
        let (h, b, _, performed) = make(primary: true)
        h.tap(at: CGPoint(x: 80, y: 42))
        h.renderFrames()
        XCTAssertTrue(b.isMenuVisible)
        XCTAssertEqual(performed(), [])
        // Rows: Copy at 0, Share at 44, (gap 8), Delete at 96, below the button (y 64 + 6).
        guard let card = b.menuStore.presented?.card else { return XCTFail() }
        XCTAssertEqual(card.frame.minY, 70)
        XCTAssertEqual(card.frame.minX, 20, "leading edges aligned")
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: card.frame.minX + 40, y: card.frame.minY + 22))
        XCTAssertEqual(performed(), ["Copy:true"])
        XCTAssertFalse(b.isMenuVisible)
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 80, y: 42))
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: card.frame.minX + 40, y: card.frame.minY + 96 + 22))
        XCTAssertEqual(performed(), ["Copy:true", "Delete"])
    }

    /// Without it, a tap performs the primary action and a long press shows the menu.
    @MainActor func testLongPressShowsTheMenuOtherwise() async {
        let (h, b, _, performed) = make(primary: false)
        h.tap(at: CGPoint(x: 80, y: 42))
        XCTAssertEqual(performed(), ["primary"])
        XCTAssertFalse(b.isMenuVisible)
        h.advance(by: 0.5)
        h.touchDown(0, at: CGPoint(x: 80, y: 42))
        h.advance(by: 0.6)
        h.touchUp(0)
        XCTAssertTrue(b.isMenuVisible)
        XCTAssertEqual(performed(), ["primary"], "the long press does not also send the primary action")
    }

    /// A tap outside the list closes the menu without performing anything.
    @MainActor func testTapOutsideDismisses() async {
        let (h, b, _, performed) = make(primary: true)
        h.tap(at: CGPoint(x: 80, y: 42))
        XCTAssertTrue(b.isMenuVisible)
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 300, y: 380))
        XCTAssertFalse(b.isMenuVisible)
        XCTAssertEqual(performed(), [])
    }

    /// The open menu, light and dark (1×): a card below the button with Copy and Share, a
    /// grey group gap, then Delete (goldens, `GoldenTolerance.standard`).
    @MainActor func testMenuGolden() async {
        for (suffix, style) in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
            let (h, _, _, _) = make(primary: true)
            h.window.overrideUserInterfaceStyle = style
            h.window.backgroundColor = .systemGroupedBackground
            h.tap(at: CGPoint(x: 80, y: 42))
            h.renderFrames()
            if let failure = GoldenImage.verify(h.screenshot, name: "button-menu-\(suffix)-1x", directory: goldenDirectory) { XCTFail(failure) }
        }
    }
}
