import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIView.AnimationOptions` that change more than the curve: `.allowUserInteraction` ("Allow
/// the user to interact with views while they are being animated" — without it UIKit
/// temporarily disables interaction for the views being animated) and `.layoutSubviews` ("Lay
/// out subviews at commit time so that they are animated together with their parent").
final class AnimationOptionsInteractionTests: XCTestCase {
    @MainActor func testAnAnimatingViewTakesNoTouchesUnlessTheOptionAllowsThem() async {
        let (h, v) = makeAnimationStage()
        let centre = CGPoint(x: 10, y: 10)
        XCTAssertTrue(h.window.hitTest(centre, with: nil) === v, "still: the view is hit")
        UIView.animate(withDuration: 1) { v.alpha = 0.5 }
        h.advance(by: 0.3)
        XCTAssertTrue(h.window.hitTest(centre, with: nil) === h.window, "animating: the touch goes to what is behind")
        h.advance(by: 1)
        XCTAssertTrue(h.window.hitTest(centre, with: nil) === v, "the animation ended: hit again")

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        h.advance(by: 0.3)
        XCTAssertTrue(h.window.hitTest(centre, with: nil) === v, ".allowUserInteraction: hit while animating")
        h.advance(by: 1)
    }

    /// The same for keyframe blocks, whose options share the raw values.
    @MainActor func testKeyframeBlocksFollowAllowUserInteractionToo() async {
        let (h, v) = makeAnimationStage()
        let centre = CGPoint(x: 10, y: 10)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.5 }
        })
        h.advance(by: 0.3)
        XCTAssertTrue(h.window.hitTest(centre, with: nil) === h.window)
        h.advance(by: 1)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 1 }
        })
        h.advance(by: 0.3)
        XCTAssertTrue(h.window.hitTest(centre, with: nil) === v)
        h.advance(by: 1)
    }

    /// A parent whose `layoutSubviews` sizes its child to its bounds.
    final class Frame: UIView {
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            child.frame = bounds.insetBy(dx: 10, dy: 10)
        }
    }

    @MainActor func testLayoutSubviewsAnimatesTheSubviewsWithTheirParent() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let parent = Frame(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(parent)
        h.renderFrames()
        XCTAssertEqual(parent.child.frame, CGRect(x: 10, y: 10, width: 80, height: 80))

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: {
            parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        })
        XCTAssertEqual(parent.child.frame, CGRect(x: 10, y: 10, width: 280, height: 180), "laid out inside the block")
        h.advance(by: 0.5)
        XCTAssertEqual(parent.child.presentationFrame.width, 180, accuracy: 4, "half way, with its parent")
        h.advance(by: 0.6)
        XCTAssertEqual(parent.child.presentationFrame.width, 280, accuracy: 0.5)

        // Without the option the child is laid out after the block: it takes its size at once.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        })
        h.advance(by: 0.5)
        XCTAssertEqual(parent.child.presentationFrame.width, 80, accuracy: 0.5, "not animated with its parent")
        h.advance(by: 0.6)
    }
}
