import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

extension SplitMix {
    mutating func int(_ n: Int) -> Int { int(0..<n) }
    mutating func double(_ a: Double, _ b: Double) -> Double { a + (b - a) * Double(next() >> 11) / Double(1 << 53) }
}

/// One constraint of the random scene, by view index, so it can be made again in a fresh tree.
private struct Spec {
    var first: Int
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: Int?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float
}

/// The incremental engine against a from-scratch one: random changes (constraints added,
/// removed, their constants and priorities changed, views moved to other superviews — which
/// removes the constraints to the outside, as UIKit does — the direction flipped, the
/// container resized) and after each, every frame equals that of a fresh tree with the same
/// active constraints laid out once. Every view is pinned weakly (at its own small priority)
/// so the optimum is unique and two correct solvers must agree.
final class AutoLayoutRandomTests: XCTestCase {
    static let viewCount = 8
    static let positions: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .left, .right, .top, .bottom, .centerY]

    @MainActor private func build(parents: [Int], size: CGSize, rtl: Bool, specs: [Spec]) -> (HeadlessHarness, UIView, [UIView], [NSLayoutConstraint]) {
        let h = HeadlessHarness(width: 400, height: 300)
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        h.window.addSubview(container)
        container.semanticContentAttribute = rtl ? .forceRightToLeft : .unspecified
        let views = (0..<Self.viewCount).map { _ in UIView() }
        for (i, v) in views.enumerated() {
            v.translatesAutoresizingMaskIntoConstraints = false
            (parents[i] < 0 ? container : views[parents[i]]).addSubview(v)
        }
        let made = specs.map { make($0, views, container) }
        NSLayoutConstraint.activate(made)
        return (h, container, views, made)
    }

    @MainActor private func make(_ s: Spec, _ views: [UIView], _ container: UIView) -> NSLayoutConstraint {
        let second: UIView? = s.second.map { $0 < 0 ? container : views[$0] }
        let c = NSLayoutConstraint(item: views[s.first], attribute: s.firstAttribute, relatedBy: s.relation,
                                   toItem: second, attribute: second == nil ? .notAnAttribute : s.secondAttribute,
                                   multiplier: s.multiplier, constant: s.constant)
        c.priority = UILayoutPriority(s.priority)
        return c
    }

    @MainActor private func frames(_ views: [UIView]) -> [CGRect] { views.map { $0.convert($0.bounds, to: nil) } }

    @MainActor func testIncrementalLayoutEqualsFromScratch() async {
        for seed in [1, 2, 3] as [UInt64] { await run(seed: seed, steps: 120) }
    }

    @MainActor private func run(seed: UInt64, steps: Int) async {
        var rng = SplitMix(seed: seed)
        let n = Self.viewCount
        // A tree: each view under the container or an earlier view.
        var parents = (0..<n).map { i in i == 0 ? -1 : rng.int(i + 1) - 1 }
        var size = CGSize(width: 400, height: 300)
        var rtl = false
        // The weak pins: distinct small priorities, one per variable.
        var specs: [Spec] = []
        var pins = 0
        for i in 0..<n {
            for (a, lo, hi) in [(NSLayoutConstraint.Attribute.left, 0.0, 200.0), (.top, 0.0, 150.0), (.width, 10.0, 120.0), (.height, 10.0, 80.0)] {
                pins += 1
                let parent = parents[i]
                specs.append(Spec(first: i, firstAttribute: a, relation: .equal, second: a.isDimension ? nil : parent,
                                  secondAttribute: a, multiplier: 1, constant: CGFloat(rng.double(lo, hi).rounded()),
                                  priority: Float(1 + Double(pins) * 0.37)))
            }
        }
        let pinCount = specs.count
        let (h, container, views, initial) = build(parents: parents, size: size, rtl: rtl, specs: specs)
        var made = initial
        h.renderFrames()
        for step in 0..<steps {
            let op = rng.int(10)
            switch op {
            case 0...3:
                // A new optional constraint between two views (or a view and the container).
                let a = rng.int(n)
                let useDimension = rng.int(3) == 0
                let attrA: NSLayoutConstraint.Attribute = useDimension ? (rng.int(2) == 0 ? .width : .height) : Self.positions[rng.int(Self.positions.count)]
                var attrB = attrA
                if !useDimension {
                    let sameAxis = Self.positions.filter { $0.axis == attrA.axis && ($0.isDirectional == attrA.isDirectional || $0 == .centerX || $0 == .centerY || attrA == .centerX || attrA == .centerY) && !($0.isDirectional && attrA.isAbsoluteHorizontal) && !($0.isAbsoluteHorizontal && attrA.isDirectional) }
                    attrB = sameAxis[rng.int(sameAxis.count)]
                }
                let b = rng.int(n + 1) - 1
                guard b != a else { continue }
                let spec = Spec(first: a, firstAttribute: attrA, relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)],
                                second: b, secondAttribute: attrB, multiplier: useDimension && rng.int(2) == 0 ? 0.5 : 1,
                                constant: CGFloat(rng.double(-40, 40).rounded()), priority: Float(rng.double(100, 990)))
                let c = make(spec, views, container)
                c.isActive = true
                if c.isActive {
                    specs.append(spec)
                    made.append(c)
                }
            case 4:
                guard specs.count > pinCount else { continue }
                let i = pinCount + rng.int(specs.count - pinCount)
                made[i].isActive = false
                specs.remove(at: i)
                made.remove(at: i)
            case 5:
                let i = rng.int(specs.count)
                let k = CGFloat(rng.double(-60, 60).rounded())
                specs[i].constant = i < pinCount ? abs(k) + 10 : k
                made[i].constant = specs[i].constant
            case 6:
                guard specs.count > pinCount else { continue }
                let i = pinCount + rng.int(specs.count - pinCount)
                let p = Float(rng.double(100, 990))
                specs[i].priority = p
                made[i].priority = UILayoutPriority(p)
            case 7:
                // Move a view under another (not inside itself): constraints to the outside go.
                let v = rng.int(n)
                let candidates = [-1] + (0..<n).filter { !views[$0].isDescendant(of: views[v]) }
                let newParent = candidates[rng.int(candidates.count)]
                guard newParent != parents[v] else { continue }
                parents[v] = newParent
                (newParent < 0 ? container : views[newParent]).addSubview(views[v])
                // Keep what is still active (UIKit removed the rest); the moved view's pins
                // come back against its new superview.
                var keep: [Int] = []
                for (i, c) in made.enumerated() where c.isActive { keep.append(i) }
                for i in 0..<pinCount where !made[i].isActive {
                    if specs[i].second != nil { specs[i].second = parents[specs[i].first] }
                    made[i] = make(specs[i], views, container)
                    made[i].isActive = true
                    keep.append(i)
                }
                keep.sort()
                specs = keep.map { specs[$0] }
                made = keep.map { made[$0] }
            case 8:
                rtl.toggle()
                container.semanticContentAttribute = rtl ? .forceRightToLeft : .forceLeftToRight
            default:
                size = CGSize(width: rng.double(200, 400).rounded(), height: rng.double(150, 300).rounded())
                container.frame = CGRect(origin: .zero, size: size)
            }
            h.renderFrames()
            XCTAssertEqual(made.count, specs.count)
            let (fresh, _, freshViews, _) = build(parents: parents, size: size, rtl: rtl, specs: specs)
            fresh.renderFrames()
            let got = frames(views), want = frames(freshViews)
            if got != want {
                XCTFail("seed \(seed) step \(step) (op \(op)): incremental \(got) != from scratch \(want)")
                return
            }
        }
    }
}
