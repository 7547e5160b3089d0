import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting
import VitrineGraphics

/// The arranged subviews, hidden views collapsing (and animating), nested stacks, labels.
final class StackViewArrangementTests: XCTestCase {
    @MainActor private func views() -> [SizedView] { [SizedView(50, 20), SizedView(70, 30), SizedView(30, 40)] }

    /// UIKit: "The stack view ensures that the arrangedSubviews array is always a subset of
    /// its subviews array": `addArrangedSubview` adds the view as a subview if it isn't
    /// already; "Whenever an arranged view's removeFromSuperview() method is called, the
    /// stack view removes the view from its arrangedSubviews array"; `removeArrangedSubview`
    /// leaves it a subview. Arranged views stop translating their autoresizing masks.
    @MainActor func testArrangedSubviewsStayASubsetOfSubviews() async {
        let v = views()
        let s = UIStackView(arrangedSubviews: [v[0], v[1]])
        XCTAssertTrue(s.arrangedSubviews.elementsEqual(s.subviews, by: ===))
        XCTAssertFalse(v[0].translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(s.axis, .horizontal, "UIKit's default axis")
        XCTAssertEqual(s.distribution, .fill)
        XCTAssertEqual(s.alignment, .fill)
        XCTAssertEqual(s.spacing, 0)

        s.insertArrangedSubview(v[2], at: 0)
        XCTAssertTrue(s.arrangedSubviews.elementsEqual([v[2], v[0], v[1]], by: ===))
        s.insertArrangedSubview(v[1], at: 0)
        XCTAssertTrue(s.arrangedSubviews.elementsEqual([v[1], v[2], v[0]], by: ===), "an arranged view moves")
        XCTAssertEqual(s.subviews.count, 3)

        s.removeArrangedSubview(v[2])
        XCTAssertTrue(s.arrangedSubviews.elementsEqual([v[1], v[0]], by: ===))
        XCTAssertTrue(v[2].superview === s, "still a subview")

        v[0].removeFromSuperview()
        XCTAssertTrue(s.arrangedSubviews.elementsEqual([v[1]], by: ===))
    }

    /// The stack's constraints are installed on it and named `UISV-…`; a view taken out of
    /// the arrangement (but left a subview) is no longer in any of them, and the rest close
    /// up: 70 + 10 + 30 after removing the first.
    @MainActor func testConstraintsAreTheStacksAndFollowTheArrangement() async {
        let v = views()
        let (root, s) = pinnedStack(v) { $0.spacing = 10 }
        XCTAssertFalse(s.constraints.isEmpty)
        XCTAssertTrue(s.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true }, "\(s.constraints)")
        XCTAssertEqual(Set(s.arrangementConstraints.map(ObjectIdentifier.init)), Set(s.constraints.map(ObjectIdentifier.init)))
        XCTAssertEqual(s.frame.width, 170)
        s.removeArrangedSubview(v[0])
        root.layoutIfNeeded()
        XCTAssertFalse(s.constraints.contains { $0.firstItem === v[0] || $0.secondItem === v[0] })
        XCTAssertEqual(s.frame.width, 110)
        XCTAssertEqual(v[1].frame.minX, 0)
        XCTAssertEqual(v[2].frame.minX, 80)
    }

    /// Hidden arranged views collapse: no length and no spacing around them. A column with
    /// spacing 10 (y 0, 30, 70; 110 high): hiding the middle one puts the last at 20 + 10 =
    /// 30 (30 + 40 = 70 high); hiding the first instead puts the others at 0 and 30 + 10 =
    /// 40 (80 high); showing brings the original frames back. UIKit adds a `UISV-hiding`
    /// constraint (length 0; a constant size, so it is installed on the view itself).
    @MainActor func testHiddenViewsCollapse() async {
        let v = views()
        let (root, s) = pinnedStack(v) {
            $0.axis = .vertical
            $0.spacing = 10
        }
        XCTAssertEqual(v.map(\.frame.minY), [0, 30, 70])
        v[1].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(v[2].frame.minY, 30)
        XCTAssertEqual(v[1].frame.height, 0)
        XCTAssertEqual(s.frame.height, 70)
        XCTAssertTrue(v[1].constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === v[1] })
        v[1].isHidden = false
        v[0].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(v[1].frame.minY, 0)
        XCTAssertEqual(v[2].frame.minY, 40)
        XCTAssertEqual(s.frame.height, 80)
        v[0].isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(v.map(\.frame.minY), [0, 30, 70])
        XCTAssertFalse(v.contains { $0.constraints.contains { $0.identifier == "UISV-hiding" } })
        // Custom spacing after a view applies before the next *visible* one: 25 after the
        // first, the second hidden: the third at 20 + 25 = 45.
        s.setCustomSpacing(25, after: v[0])
        v[1].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(v[2].frame.minY, 45)
        // Every view hidden: no conflict, everything collapses.
        v[0].isHidden = true
        v[2].isHidden = true
        let conflicts = LayoutEngine.unsatisfiableCount
        root.layoutIfNeeded()
        XCTAssertEqual(LayoutEngine.unsatisfiableCount, conflicts)
        XCTAssertEqual(s.frame.height, 0)
    }

    /// fillEqually shares the length among the visible views only: 320 with the middle view
    /// hidden: (320 − 10) / 2 = 155 each, at 0 and 165.
    @MainActor func testHiddenViewsLeaveFillEqually() async {
        let v = views()
        v[1].isHidden = true
        let (_, _) = framedStack(CGRect(x: 0, y: 0, width: 320, height: 100), v) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        XCTAssertEqual(v[0].frame, CGRect(x: 0, y: 0, width: 155, height: 100))
        XCTAssertEqual(v[2].frame, CGRect(x: 165, y: 0, width: 155, height: 100))
        XCTAssertEqual(v[1].frame.width, 0)
    }

    /// Hiding an arranged view inside an animation block animates the collapse without a
    /// `layoutIfNeeded()` of the app's (UIKit: you can animate "changes to the arranged
    /// subview's isHidden property ... by placing these changes inside an animation block").
    /// Linear, 1 s: at 0.5 s the last view is half way from y 70 to 30 (50), the stack half
    /// way from 110 to 70 high (90); at the end they are there. The hidden view is drawn,
    /// squashed, until its collapse ends (UIKit hides it when the animation completes), and
    /// each frame equals a from-scratch redraw. Showing animates back.
    @MainActor func testHidingInsideAnAnimationBlockAnimatesTheCollapse() async {
        let h = HeadlessHarness(width: 300, height: 300)
        h.window.backgroundColor = .white
        let v = views()
        v[1].backgroundColor = UIColor(rgb: 0xFF0000)
        func red(at p: CGPoint) -> Bool {
            let px = h.screenshot.row(Int(p.y))[Int(p.x)]
            return px & 0xFFFFFF == 0xFF0000
        }
        func matchesFullRedraw() -> Bool {
            GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 2).matches(.standard)
        }
        let s = UIStackView(arrangedSubviews: v)
        s.axis = .vertical
        s.spacing = 10
        s.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(s)
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
            s.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
        ])
        h.renderFrames()
        XCTAssertEqual(v[2].frame.minY, 70)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v[1].isHidden = true })
        XCTAssertEqual(v[2].frame.minY, 30, "the model is final at once")
        h.advance(by: 0.5)
        XCTAssertEqual(v[2].presentationFrame.minY, 50, accuracy: 1, "half way at half time")
        XCTAssertEqual(s.presentationFrame.height, 90, accuracy: 1)
        // The middle view: window y 20 + 30 = 50, 30 → 15 high at half time: y 50…65.
        XCTAssertEqual(v[1].presentationFrame.height, 15, accuracy: 1)
        XCTAssertTrue(red(at: CGPoint(x: 40, y: 57)), "still drawn while it collapses")
        XCTAssertTrue(matchesFullRedraw())
        h.advance(by: 0.6)
        XCTAssertEqual(v[2].presentationFrame.minY, 30)
        XCTAssertEqual(s.presentationFrame.height, 70)
        XCTAssertFalse(red(at: CGPoint(x: 40, y: 50)), "hidden once the collapse is over")
        XCTAssertFalse((0..<300).contains { y in (0..<300).contains { x in red(at: CGPoint(x: x, y: y)) } })
        XCTAssertTrue(matchesFullRedraw())

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v[1].isHidden = false })
        h.advance(by: 0.5)
        XCTAssertEqual(v[2].presentationFrame.minY, 50, accuracy: 1)
        XCTAssertEqual(v[1].presentationFrame.height, 15, accuracy: 1, "the shown view grows from nothing")
        h.advance(by: 0.6)
        XCTAssertEqual(v[2].presentationFrame.minY, 70)

        // Outside an animation block nothing animates.
        v[1].isHidden = true
        h.renderFrames()
        XCTAssertEqual(v[2].presentationFrame.minY, 30)
    }

    /// A stack inside a stack sizes itself: a row (50×20, 70×30, spacing 5: 125 × 30, its
    /// views 30 high with `.fill`) above a 100×10 view in a leading-aligned column with
    /// spacing 8: the column is max(125, 100) = 125 wide and 30 + 8 + 10 = 48 high.
    @MainActor func testNestedStacksSizeThemselves() async {
        let a = SizedView(50, 20), b = SizedView(70, 30), c = SizedView(100, 10)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 5
        let (root, column) = pinnedStack([row, c]) {
            $0.axis = .vertical
            $0.spacing = 8
            $0.alignment = .leading
        }
        XCTAssertEqual(column.frame, CGRect(x: 10, y: 20, width: 125, height: 48))
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 0, width: 125, height: 30))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 55, y: 0, width: 70, height: 30))
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 38, width: 100, height: 10))
        // Hiding a view of the inner stack resizes the outer one.
        a.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(row.frame.width, 70)
        XCTAssertEqual(column.frame.width, 100, "now the 100-wide view is the widest")
    }

    /// Labels of different intrinsic widths in a 400-wide row with spacing 8. `.fill`: the
    /// label that hugs least (200, the others 250) takes the free space, the others keep
    /// their intrinsic widths w0, w2. `.fillProportionally`: each gets wᵢ / Σw of 400 − 16.
    @MainActor func testLabelsOfDifferentWidths() async {
        func labels() -> [UILabel] {
            ["Name", "A much longer label", "OK"].map { t in
                let l = UILabel()
                l.text = t
                return l
            }
        }
        let l = labels()
        let w = l.map(\.intrinsicContentSize.width)
        XCTAssertTrue(w[1] > w[0] && w[0] > w[2] && w[2] > 0, "\(w)")
        l[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = framedStack(CGRect(x: 0, y: 0, width: 400, height: 40), l) {
            $0.spacing = 8
            $0.alignment = .center
        }
        XCTAssertEqual(l[0].frame.minX, 0)
        XCTAssertEqual(l[0].frame.width, w[0].rounded(), accuracy: 1)
        XCTAssertEqual(l[1].frame.minX, l[0].frame.maxX + 8)
        XCTAssertEqual(l[2].frame.width, w[2].rounded(), accuracy: 1)
        XCTAssertEqual(l[2].frame.maxX, 400)
        XCTAssertEqual(l[1].frame.width, 400 - 16 - w[0] - w[2], accuracy: 1.5, "the rest")
        XCTAssertEqual(l[0].frame.midY, 20, accuracy: 0.5, "centred")

        let p = labels()
        let pw = p.map(\.intrinsicContentSize.width)
        _ = framedStack(CGRect(x: 0, y: 0, width: 400, height: 40), p) {
            $0.spacing = 8
            $0.distribution = .fillProportionally
        }
        let total = pw.reduce(0, +)
        for i in 0..<3 {
            XCTAssertEqual(p[i].frame.width, (400 - 16) * pw[i] / total, accuracy: 1, "label \(i)")
        }
        XCTAssertEqual(p[2].frame.maxX, 400)
    }
}

/// The stack's constraints leave nothing open: every arranged view, gap guide and the stack
/// itself have one layout (`hasAmbiguousLayout` is false), for each distribution and
/// alignment, when one view hugs less than the others. With `.fill` and several views tied
/// at the lowest hugging priority, which one stretches is open: UIKit's documentation says
/// it then goes by index, but in practice Interface Builder reports such a stack as
/// ambiguous, and Vitrine does not break the tie either (checked last).
final class StackViewAmbiguityTests: XCTestCase {
    @MainActor func testEqualHuggingInAFillStackIsAmbiguous() async {
        let v = [SizedView(50, 20), SizedView(70, 30), SizedView(30, 40)]
        let (root, _) = framedStack(CGRect(x: 0, y: 0, width: 300, height: 100), v) { $0.spacing = 10 }
        XCTAssertTrue(v.contains { $0.hasAmbiguousLayout }, "three views tied at 250 share 130 free points in any way")
        withExtendedLifetime(root) {}
    }

    @MainActor func testNoAmbiguityInTheStacksConstraints() async {
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        for d in distributions {
            for al in alignments {
                let v = [SizedView(50, 20), SizedView(70, 30), SizedView(30, 40)]
                v[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
                let (root, s) = framedStack(CGRect(x: 0, y: 0, width: 300, height: 100), v) {
                    $0.spacing = 10
                    $0.distribution = d
                    $0.alignment = al
                }
                for (i, view) in v.enumerated() {
                    XCTAssertFalse(view.hasAmbiguousLayout, "\(d) \(al): view \(i)")
                }
                for g in s.layoutGuides where g.identifier == "UISV-distributing" {
                    XCTAssertFalse(g.hasAmbiguousLayout, "\(d) \(al): gap guide")
                }
                // A self-sizing stack too.
                let w = [SizedView(50, 20), SizedView(70, 30), SizedView(30, 40)]
                let (pinnedRoot, p) = pinnedStack(w) {
                    $0.spacing = 10
                    $0.distribution = d
                    $0.alignment = al
                }
                XCTAssertFalse(p.hasAmbiguousLayout, "\(d) \(al): self-sizing stack")
                for (i, view) in w.enumerated() {
                    XCTAssertFalse(view.hasAmbiguousLayout, "\(d) \(al): self-sizing, view \(i)")
                }
                withExtendedLifetime((root, pinnedRoot)) {}
            }
        }
    }
}
