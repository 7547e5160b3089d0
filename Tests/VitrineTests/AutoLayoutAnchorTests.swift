import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A container of `size` in a fresh 800×480 headless window, ready for constraints.
@MainActor
func autoLayoutScene(_ size: CGSize = CGSize(width: 400, height: 300)) -> (HeadlessHarness, UIView) {
    let h = HeadlessHarness(width: 800, height: 480)
    let container = UIView(frame: CGRect(origin: .zero, size: size))
    h.window.addSubview(container)
    return (h, container)
}

@MainActor
func constrainedView(in container: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(v)
    return v
}

/// The anchor API against UIKit's documented rules (frames computed by hand in each test).
final class AutoLayoutAnchorTests: XCTestCase {
    /// "constraint(equalTo:multiplier:) … the dimension equals the other times the multiplier."
    @MainActor func testEqualWidthsWithMultiplier() async {
        let (h, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: c.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 200),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 1, constant: 10),
        ])
        h.renderFrames()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 20, width: 200, height: 40))
        // 0.5 × 200 = 100 wide, 40 + 10 = 50 tall, 20 + 40 + 8 = 68 down.
        XCTAssertEqual(b.frame, CGRect(x: 10, y: 68, width: 100, height: 50))
    }

    /// Centring: "centerXAnchor … the horizontal center of the view's frame".
    @MainActor func testCentringInSuperview() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: c.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: c.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        h.renderFrames()
        // (400 − 100) / 2 = 150, (300 − 50) / 2 = 125.
        XCTAssertEqual(v.frame, CGRect(x: 150, y: 125, width: 100, height: 50))
        XCTAssertEqual(v.center, c.convert(CGPoint(x: 200, y: 150), to: c))
    }

    /// Constraints between views in different superviews are expressed in their nearest
    /// common ancestor ("the constraint must involve only views that are within scope").
    @MainActor func testConstraintAcrossSuperviews() async {
        let (h, c) = autoLayoutScene()
        let panel = UIView(frame: CGRect(x: 50, y: 30, width: 200, height: 200))
        c.addSubview(panel)
        let inner = constrainedView(in: panel)
        let outer = constrainedView(in: c)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
            // outer's leading at inner's trailing, in the container: 50 + 5 + 20 = 75.
            outer.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            outer.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 1),
            outer.widthAnchor.constraint(equalToConstant: 10),
            outer.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrames()
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 20, height: 20))
        XCTAssertEqual(outer.frame, CGRect(x: 75, y: 30 + 5 + 20 + 1, width: 10, height: 10))
        // Installed on the nearest common ancestor, as UIKit does.
        XCTAssertTrue(c.constraints.contains { $0.firstItem === outer && $0.firstAttribute == .leading })
        XCTAssertTrue(panel.constraints.contains { $0.firstItem === inner && $0.firstAttribute == .leading })
    }

    /// "safeAreaLayoutGuide: … the portion of your view that is unobscured by bars and other
    /// content." A view pinned to it clears the status bar's 20 points.
    @MainActor func testSafeAreaPinning() async {
        let h = HeadlessHarness(width: 800, height: 480)
        h.screen.systemSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let v = constrainedView(in: vc.view)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            v.leadingAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.trailingAnchor),
            v.bottomAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        h.renderFrames()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 20, width: 800, height: 460))
        XCTAssertEqual(vc.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 20, width: 800, height: 460))
        // The guide follows the insets when they change.
        h.screen.systemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 10, right: 0)
        h.renderFrames()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 40, width: 800, height: 430))
    }

    /// "layoutMarginsGuide: … the view's margins" (8 points on each side by default).
    @MainActor func testMarginPinning() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: c.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: c.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: c.layoutMarginsGuide.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 30),
        ])
        h.renderFrames()
        XCTAssertEqual(v.frame, CGRect(x: 8, y: 8, width: 384, height: 30))
        // The margin attributes of NSLayoutConstraint's initialiser mean the same edges.
        let w = constrainedView(in: c)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: w, attribute: .leading, relatedBy: .equal, toItem: c, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: w, attribute: .bottom, relatedBy: .equal, toItem: c, attribute: .bottomMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: w, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 50),
            NSLayoutConstraint(item: w, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 50),
        ])
        h.renderFrames()
        XCTAssertEqual(w.frame, CGRect(x: 8, y: 300 - 8 - 50, width: 50, height: 50))
    }

    /// Content hugging: "the view with the lower hugging priority is the one that grows";
    /// compression resistance: "the view with the lower resistance priority is the one that
    /// shrinks" (UIKit's Auto Layout Guide, "Intrinsic Content Size").
    @MainActor func testHuggingAgainstCompressionBetweenTwoLabels() async {
        let (h, c) = autoLayoutScene(CGSize(width: 400, height: 100))
        let a = UILabel(), b = UILabel()
        a.text = "Name"
        b.text = "Value"
        for l in [a, b] {
            l.translatesAutoresizingMaskIntoConstraints = false
            c.addSubview(l)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: c.trailingAnchor),
            a.topAnchor.constraint(equalTo: c.topAnchor),
            b.topAnchor.constraint(equalTo: c.topAnchor),
        ])
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        h.renderFrames()
        let aw = a.intrinsicContentSize.width
        XCTAssertEqual(a.frame.width, aw, "the label that hugs more keeps its size")
        XCTAssertEqual(b.frame.width, 400 - 8 - aw, "the other one takes the rest")
        XCTAssertEqual(a.frame.height, a.intrinsicContentSize.height, "height from the intrinsic size")

        // Swap: now b hugs more, a grows.
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        h.renderFrames()
        XCTAssertEqual(b.frame.width, b.intrinsicContentSize.width)

        // Too long for both: the lower compression resistance is cut.
        a.text = String(repeating: "Longer name ", count: 4)
        b.text = String(repeating: "Longer value ", count: 4)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        h.renderFrames()
        XCTAssertEqual(a.frame.width, a.intrinsicContentSize.width, "a resists compression more and keeps its width")
        XCTAssertEqual(b.frame.width, max(0, 400 - 8 - a.intrinsicContentSize.width))
        // Constraints can ask for a negative width (nothing keeps sizes positive, as in UIKit);
        // the view gets an empty frame where its leading edge is.
        if a.intrinsicContentSize.width > 392 { XCTAssertEqual(b.frame.minX, a.frame.maxX + 8) }
    }

    /// "invalidateIntrinsicContentSize(): call this when something changes in your custom view
    /// that invalidates its intrinsic content size" — a button's new title and an image view's
    /// new image resize them under Auto Layout.
    @MainActor func testContentChangesInvalidateTheIntrinsicSize() async {
        let (h, c) = autoLayoutScene()
        let b = UIButton(type: .system)
        b.setTitle("OK", for: .normal)
        let iv = UIImageView()
        for v in [b, iv] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            c.addSubview(v)
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: c.leadingAnchor), v.topAnchor.constraint(equalTo: c.topAnchor)])
        }
        h.renderFrames()
        let short = b.frame.width
        XCTAssertEqual(b.frame.size, b.intrinsicContentSize)
        b.setTitle("A much longer title", for: .normal)
        h.renderFrames()
        XCTAssertGreaterThan(b.frame.width, short)
        XCTAssertEqual(b.frame.size, b.intrinsicContentSize)
        XCTAssertEqual(iv.frame.size, .zero)
        iv.image = UIImage(image: Image(width: 30, height: 20) { _, _ in Color(red: 1, green: 0, blue: 0, alpha: 1) })
        h.renderFrames()
        XCTAssertEqual(iv.frame.size, CGSize(width: 30, height: 20))
    }

    /// Default priorities of views made in code (UIKit): content hugging 250 and compression
    /// resistance 750 on both axes, a label included; a switch hugs at 750, so pinning it
    /// between two edges does not stretch it past its 51×31.
    @MainActor func testDefaultContentPriorities() async {
        for v in [UIView(), UILabel(), UIButton(type: .system), UIImageView()] {
            XCTAssertEqual(v.contentHuggingPriority(for: .horizontal), .defaultLow, "\(type(of: v))")
            XCTAssertEqual(v.contentHuggingPriority(for: .vertical), .defaultLow)
            XCTAssertEqual(v.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
            XCTAssertEqual(v.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        }
        let (h, c) = autoLayoutScene()
        let s = UISwitch()
        XCTAssertEqual(s.contentHuggingPriority(for: .horizontal), .defaultHigh)
        s.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(s)
        let stretch = s.trailingAnchor.constraint(equalTo: c.trailingAnchor)
        stretch.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: c.leadingAnchor), s.topAnchor.constraint(equalTo: c.topAnchor), stretch])
        h.renderFrames()
        XCTAssertEqual(s.frame.size, CGSize(width: 51, height: 31))
    }

    /// "constant: … you can modify it after the constraint is active" — the frame follows at
    /// the next layout, without recreating anything.
    @MainActor func testChangingConstantMovesTheView() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        let left = v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: c.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
        h.renderFrames()
        XCTAssertEqual(v.frame.minX, 10)
        left.constant = 120
        XCTAssertEqual(v.frame.minX, 10, "frames change in the layout pass, not at once")
        c.layoutIfNeeded()
        XCTAssertEqual(v.frame.minX, 120)
        left.isActive = false
        XCTAssertFalse(c.constraints.contains { $0 === left })
        XCTAssertTrue(v.hasAmbiguousLayout, "without a horizontal position the layout is ambiguous")
    }

    /// A frame set in code (translatesAutoresizingMaskIntoConstraints, the default) is a
    /// fixed point other views can be constrained to.
    @MainActor func testAutoresizingViewIsAnAnchor() async {
        let (h, c) = autoLayoutScene()
        let fixed = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 40))
        c.addSubview(fixed)
        let v = constrainedView(in: c)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            v.centerYAnchor.constraint(equalTo: fixed.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.renderFrames()
        XCTAssertEqual(v.frame, CGRect(x: 130, y: 20, width: 30, height: 20))
        fixed.frame = CGRect(x: 0, y: 100, width: 60, height: 40)
        h.renderFrames()
        XCTAssertEqual(v.frame, CGRect(x: 70, y: 110, width: 30, height: 20))
        XCTAssertEqual(fixed.frame, CGRect(x: 0, y: 100, width: 60, height: 40), "the engine leaves it where the code put it")
    }

    /// A multi-line label wraps at the width its constraints give it and its height follows
    /// (UIKit's automatic preferredMaxLayoutWidth).
    @MainActor func testMultilineLabelHeightFollowsItsWidth() async {
        let (h, c) = autoLayoutScene(CGSize(width: 200, height: 400))
        let l = UILabel()
        l.numberOfLines = 0
        l.text = "A label with enough words to wrap onto several lines at two hundred points."
        l.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(l)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: c.leadingAnchor),
            l.trailingAnchor.constraint(equalTo: c.trailingAnchor),
            l.topAnchor.constraint(equalTo: c.topAnchor),
        ])
        h.renderFrames()
        let fit = l.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(l.frame.width, 200)
        XCTAssertEqual(l.frame.height, fit.height)
        XCTAssertGreaterThan(fit.height, l.font.lineHeight * 2, "the text really wraps")
    }

    /// Leading/trailing with the layout guide of an app: two spacer guides of equal width
    /// centre a view between two others ("use layout guides instead of dummy views").
    @MainActor func testCustomLayoutGuidesAsSpacers() async {
        let (h, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c), mid = constrainedView(in: c)
        let g1 = UILayoutGuide(), g2 = UILayoutGuide()
        c.addLayoutGuide(g1)
        c.addLayoutGuide(g2)
        var cs: [NSLayoutConstraint] = []
        for v in [a, b, mid] {
            cs += [v.topAnchor.constraint(equalTo: c.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)]
        }
        cs += [
            a.leadingAnchor.constraint(equalTo: c.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.trailingAnchor.constraint(equalTo: c.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 100),
            mid.widthAnchor.constraint(equalToConstant: 30),
            g1.leadingAnchor.constraint(equalTo: a.trailingAnchor), g1.trailingAnchor.constraint(equalTo: mid.leadingAnchor),
            g2.leadingAnchor.constraint(equalTo: mid.trailingAnchor), g2.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            g1.widthAnchor.constraint(equalTo: g2.widthAnchor),
        ]
        NSLayoutConstraint.activate(cs)
        h.renderFrames()
        // Free space 400 − 50 − 100 − 30 = 220, 110 each side: mid at 50 + 110 = 160.
        XCTAssertEqual(mid.frame.minX, 160)
        XCTAssertEqual(g1.layoutFrame.width, 110)
        XCTAssertEqual(g2.layoutFrame, CGRect(x: 190, y: 0, width: 110, height: 0).offsetBy(dx: 0, dy: g2.layoutFrame.minY))
    }
}
