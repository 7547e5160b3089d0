import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The built-in transition styles (UIKit: `UIModalTransitionStyle`, "the transition style to use
/// when presenting the view controller"; UIViewController's `modalTransitionStyle`, default
/// `.coverVertical`), a custom card presentation on the virtual clock, and their goldens
/// (tolerance `GoldenTolerance.standard`: ±2 per channel, no differing pixel).
final class ModalTransitionStyleTests: XCTestCase {
    /// An 800×600 window with a white root `A` showing a grey bar, and a blue `B` to present.
    @MainActor private func scene(style: UIModalPresentationStyle, transition: UIModalTransitionStyle)
        -> (HeadlessHarness, UIViewController, UIViewController) {
        let h = HeadlessHarness(width: 800, height: 600)
        let a = UIViewController()
        a.view.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 60))
        bar.backgroundColor = UIColor(white: 0.5, alpha: 1)
        a.view.addSubview(bar)
        h.window.rootViewController = a
        h.renderFrames()
        let b = UIViewController()
        b.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        b.modalPresentationStyle = style
        b.modalTransitionStyle = transition
        return (h, a, b)
    }

    private func rgb(_ shot: PixelBuffer, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = shot[x, y]
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    @MainActor private func golden(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    @MainActor func testCoverVerticalIsTheDefault() async {
        XCTAssertEqual(UIViewController().modalTransitionStyle, .coverVertical, "UIKit: the default value is coverVertical")
    }

    @MainActor func testCrossDissolveFadesTheSheetAndItsDimmingIn() async {
        let (h, a, b) = scene(style: .formSheet, transition: .crossDissolve)
        a.present(b, animated: true)
        h.runUntilIdle()
        XCTAssertEqual(b.view.frame, CGRect(x: 130, y: 20, width: 540, height: 560), "the card does not move: it fades")
        XCTAssertEqual(b.view.presentationFrame, b.view.frame)
        h.advance(by: 0.15)
        // Half way (0.15 s of 0.3 s on a symmetric ease-in-out: 0.5): the dimming at
        // 0.4 × 0.5 = 0.2 over white gives 255 × 0.8 = 204; the blue card at 0.5 over that
        // gives (102, 102, 229.5).
        XCTAssertEqual(b.view.presentationAlpha, 0.5, accuracy: 0.02)
        let shot = h.screenshot
        let corner = rgb(shot, 790, 590)
        XCTAssertEqual(corner.0, 204, accuracy: 3)
        let centre = rgb(shot, 400, 300)
        XCTAssertEqual(centre.0, 102, accuracy: 3)
        XCTAssertEqual(centre.2, 229, accuracy: 3)
        golden(h, "transition-cross-dissolve-half")
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.presentationAlpha, 1)
        XCTAssertEqual(rgb(h.screenshot, 400, 300).2, 255)
        // Dismissal fades out, and the view leaves opaque (it may be presented again).
        a.dismiss(animated: true)
        h.advance(by: 0.15)
        // (Within a 60 Hz frame of half way: the fade starts with the frame after the call.)
        XCTAssertEqual(b.view.presentationAlpha, 0.5, accuracy: 0.1)
        h.advance(by: 0.5)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(b.view.alpha, 1)
    }

    @MainActor func testFlipHorizontalSqueezesThePresenterThenGrowsThePresented() async {
        let (h, a, b) = scene(style: .fullScreen, transition: .flipHorizontal)
        a.present(b, animated: true)
        h.runUntilIdle()
        h.advance(by: 0.125)
        // First half: the presenter's view narrows about its centre, the presented one hidden.
        let aw = a.view.presentationFrame.width
        XCTAssertTrue(aw > 1 && aw < 800, "presenter narrowing: \(aw)")
        XCTAssertEqual(a.view.presentationFrame.midX, 400, accuracy: 0.5)
        XCTAssertEqual(b.view.presentationAlpha, 0)
        h.advance(by: 0.25)
        // Second half: swapped; the presented view widens back.
        let bw = b.view.presentationFrame.width
        XCTAssertTrue(bw > 1 && bw < 800, "presented widening: \(bw)")
        XCTAssertEqual(b.view.presentationAlpha, 1)
        XCTAssertEqual(a.view.presentationAlpha, 0)
        golden(h, "transition-flip-horizontal-second-half")
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.presentationFrame, h.window.bounds)
        XCTAssertNil(a.view.window)
        XCTAssertEqual(a.view.transform, .identity, "the presenter's view leaves flat")
        XCTAssertEqual(a.view.alpha, 1)
        a.dismiss(animated: true)
        h.advance(by: 1)
        XCTAssertTrue(a.view.window === h.window)
        XCTAssertEqual(a.view.presentationFrame, h.window.bounds)
        XCTAssertEqual(a.view.presentationAlpha, 1)
    }

    @MainActor func testPartialCurlFallsBackToCoverVertical() async {
        let (h, a, b) = scene(style: .formSheet, transition: .partialCurl)
        a.present(b, animated: true)
        h.runUntilIdle()
        XCTAssertEqual(b.view.presentationFrame.minY, 600, accuracy: 1, "starts below the window, as cover vertical does")
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.presentationFrame.minY, 20)
    }

    @MainActor func testAHalfCardPresentationControllerMidTransitionAndAtRest() async {
        // Apple's sample shape: a custom presentation controller from the transitioning
        // delegate puts the card on the lower half over a dimming view (black at 0.5) that
        // fades in alongside; the delegate's animator slides the card up linearly over 1 s.
        let (h, a, b) = scene(style: .custom, transition: .coverVertical)
        let delegate = CardTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        h.runUntilIdle()
        h.advance(by: 0.5)
        // Half way: the card's top at 300 + 150 = 450; the dimming at 0.5 × 0.5 = 0.25 over
        // white gives 255 × 0.75 = 191.
        XCTAssertEqual(b.view.presentationFrame.minY, 450, accuracy: 0.5)
        let mid = h.screenshot
        XCTAssertEqual(rgb(mid, 400, 200).0, 191, accuracy: 3)
        XCTAssertEqual(rgb(mid, 400, 440).0, 191, accuracy: 3, "above the card: dimmed white")
        XCTAssertEqual(rgb(mid, 400, 460).2, 255, "the card")
        golden(h, "transition-half-card-mid")
        h.advance(by: 1)
        // At rest: the dimming at 0.5 over white gives 128 (127.5), the card on the lower half.
        let rest = h.screenshot
        XCTAssertEqual(rgb(rest, 400, 200).0, 128, accuracy: 3)
        XCTAssertEqual(rgb(rest, 400, 20).0, 64, accuracy: 3, "the grey bar dimmed: 128 × 0.5")
        XCTAssertEqual(rgb(rest, 400, 310).2, 255)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 300, width: 800, height: 300))
        golden(h, "transition-half-card-rest")
        a.dismiss(animated: true)
        h.advance(by: 1.5)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(rgb(h.screenshot, 400, 400).0, 255, "all white again")
    }
}
