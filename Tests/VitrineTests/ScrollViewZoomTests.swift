import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Zooming an image, as UIKit: a pinch scales `viewForZooming(in:)` about the fingers (the
/// content point under them stays there), past `maximumZoomScale` with resistance and back
/// into range after (`bouncesZoom`); a double tap is app code — a tap recognizer calling
/// `zoom(to:animated:)`.
final class ScrollViewZoomTests: XCTestCase {
    @MainActor func makeImageStage() -> (HeadlessHarness, UIScrollView, UIImageView, ScrollDelegateLog) {
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320, height: 480))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        image.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        sv.addSubview(image)
        rec.zoomView = image
        sv.minimumZoomScale = 1
        sv.maximumZoomScale = 3
        h.renderFrames()
        rec.calls = []
        return (h, sv, image, rec)
    }

    @MainActor func testAPinchZoomsAboutTheFingers() async {
        let (h, sv, image, rec) = makeImageStage()
        XCTAssertNotNil(sv.pinchGestureRecognizer)
        // Fingers 100 pt apart about (160, 240) spread to 200 pt: scale 2; the content point
        // (160, 240) stays under them, so the offset is (160, 240)·2 − (160, 240).
        h.twoFingerGesture(from: CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)) { f in
            (CGPoint(x: 110 - 50 * f, y: 240), CGPoint(x: 210 + 50 * f, y: 240))
        }
        XCTAssertEqual(sv.zoomScale, 2, accuracy: 1e-9)
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: sv.zoomScale, y: sv.zoomScale))
        XCTAssertEqual(sv.contentSize.width, 640, accuracy: 1e-6)
        assertPoint(sv.contentOffset, CGPoint(x: 160, y: 240), accuracy: 1e-6)
        XCTAssertEqual(rec.folded(excluding: ["didScroll"]), ["willBeginZooming", "didZoom…", "didEndZooming"])
        XCTAssertEqual(rec.endZoomScale ?? 0, 2, accuracy: 1e-9)
        XCTAssertFalse(sv.isZooming)
    }

    @MainActor func testAPinchPastTheMaximumBouncesBack() async {
        let (h, sv, _, rec) = makeImageStage()
        // 100 → 500 pt apart: 5× asked, 3·√(5/3) shown while the fingers are down.
        h.twoFingerGesture(from: CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240), lift: false) { f in
            (CGPoint(x: 110 - 150 * f, y: 240), CGPoint(x: 210 + 250 * f, y: 240))
        }
        XCTAssertEqual(sv.zoomScale, 3 * (5.0 / 3).squareRoot(), accuracy: 1e-9)
        XCTAssertTrue(sv.isZooming)
        h.touchFrame(up: [0, 1])
        XCTAssertTrue(sv.isZoomBouncing)
        XCTAssertNil(rec.endZoomScale, "UIKit ends zooming after the bounce")
        h.advance(by: 1)
        XCTAssertEqual(sv.zoomScale, 3)
        XCTAssertFalse(sv.isZoomBouncing)
        XCTAssertEqual(rec.endZoomScale, 3)
        XCTAssertEqual(sv.contentOffset, sv.clampedContentOffset(sv.contentOffset))
    }

    @MainActor func testADoubleTapZoomsToARect() async {
        let (h, sv, image, rec) = makeImageStage()
        image.isUserInteractionEnabled = true
        let doubleTap = UITapGestureRecognizer { [unowned sv] _ in
            sv.zoom(to: CGRect(x: 60, y: 140, width: 160, height: 240), animated: true)
        }
        doubleTap.numberOfTapsRequired = 2
        image.addGestureRecognizer(doubleTap)
        h.tap(at: CGPoint(x: 140, y: 260))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 140, y: 260))
        h.advance(by: 1)
        // UIKit: the rect fills the view as far as the limits allow: min(320/160, 480/240) = 2,
        // centred: (140·2 − 160, 260·2 − 240).
        XCTAssertEqual(sv.zoomScale, 2)
        XCTAssertEqual(sv.contentOffset, CGPoint(x: 120, y: 280))
        XCTAssertEqual(rec.endZoomScale, 2)
    }

    @MainActor func testNoPinchWithoutAViewForZooming() async {
        let (h, sv, _, rec) = makeImageStage()
        rec.zoomView = nil
        XCTAssertNil(sv.pinchGestureRecognizer)
        h.twoFingerGesture(from: CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)) { f in
            (CGPoint(x: 110 - 50 * f, y: 240), CGPoint(x: 210 + 50 * f, y: 240))
        }
        XCTAssertEqual(sv.zoomScale, 1)
        XCTAssertEqual(rec.calls, [])
    }
}
