import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

@MainActor
private final class CycleLog { var events: [String] = [] }

@MainActor
private final class CycleView: UIView {
    let name: String
    let log: CycleLog
    var onUpdateConstraints: (() -> Void)?
    init(_ name: String, _ log: CycleLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override func updateConstraints() {
        log.events.append("\(name).updateConstraints")
        onUpdateConstraints?()
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log.events.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
private final class CycleViewController: UIViewController {
    let log: CycleLog
    var child: CycleView?
    init(_ log: CycleLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = CycleView("root", log)
        let c = CycleView("child", log)
        c.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(c)
        child = c
        view = root
    }
    override func updateViewConstraints() {
        log.events.append("vc.updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { log.events.append("vc.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.events.append("vc.viewDidLayoutSubviews") }
}

/// UIKit's layout cycle with constraints: update constraints (bottom-up), layout
/// (top-down), display; animations of constraint changes; hierarchy changes.
final class AutoLayoutCycleTests: XCTestCase {
    /// "The update pass … from the bottom up: subviews first, then their superview" and a
    /// view controller's `updateViewConstraints()` stands for its root view's update; all
    /// before `viewWillLayoutSubviews()` ("update constraints → layout → display").
    @MainActor func testUpdateConstraintsComeBottomUpBeforeLayout() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = CycleLog()
        let vc = CycleViewController(log)
        h.window.rootViewController = vc
        let child = try! XCTUnwrap(vc.child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            child.topAnchor.constraint(equalTo: vc.view.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrames()
        let firstUpdates = log.events.filter { $0.contains("pdate") }
        XCTAssertEqual(firstUpdates, ["child.updateConstraints", "vc.updateViewConstraints", "root.updateConstraints"])
        let i = log.events.firstIndex(of: "vc.viewWillLayoutSubviews") ?? -1
        XCTAssertGreaterThan(i, log.events.lastIndex(of: "root.updateConstraints") ?? Int.max)

        // setNeedsUpdateConstraints asks for one more update, then layout.
        log.events.removeAll()
        child.onUpdateConstraints = { child.constraints.first?.constant = 0 }
        child.setNeedsUpdateConstraints()
        XCTAssertTrue(child.needsUpdateConstraints())
        h.renderFrames()
        XCTAssertEqual(log.events.first, "child.updateConstraints")
        XCTAssertFalse(child.needsUpdateConstraints())
    }

    /// "To animate a change to a constraint, change it, then call layoutIfNeeded() inside an
    /// animation block": the view moves on the animation's curve.
    @MainActor func testConstraintChangeAnimatesWithLayoutIfNeeded() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        let left = v.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: c.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40)])
        h.renderFrames()
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { c.layoutIfNeeded() })
        XCTAssertEqual(v.frame.minX, 200, "the model value changes at once")
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationFrame.minX, 100, accuracy: 1, "half-way on a linear curve")
        h.advance(by: 0.6)
        XCTAssertEqual(v.presentationFrame.minX, 200)
    }

    /// A rotation with constraints: the content is laid out for the new size at once (the
    /// compositor turns the new layout in); a constraint changed and laid out in an alongside
    /// block (`coordinator.animate(alongsideTransition:)`) animates with the transition.
    @MainActor func testRotationWithConstraintsAnimatingAlongside() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = RotatingConstraintsController()
        h.window.rootViewController = vc
        h.renderFrames()
        XCTAssertEqual(vc.box.frame, CGRect(x: 16, y: 16, width: 800 - 32, height: 100))
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.15)
        // Half-way through the 0.3 s turn the box's height is between 100 and 300.
        let mid = vc.box.presentationFrame.height
        XCTAssertGreaterThan(mid, 100)
        XCTAssertLessThan(mid, 300)
        h.advance(by: 0.5)
        XCTAssertEqual(vc.box.frame, CGRect(x: 16, y: 16, width: 480 - 32, height: 300))
        XCTAssertEqual(vc.box.presentationFrame, vc.box.frame)
    }

    /// Unsatisfiable constraints: UIKit logs the conflicting set and the one it breaks, and
    /// layout completes with the rest.
    @MainActor func testUnsatisfiableConstraintsAreLoggedAndLayoutCompletes() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        let before = LayoutEngine.unsatisfiableCount
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        w100.identifier = "w100"
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        w200.identifier = "w200"
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: c.leadingAnchor), v.topAnchor.constraint(equalTo: c.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10), w100, w200])
        h.renderFrames()
        XCTAssertEqual(LayoutEngine.unsatisfiableCount, before + 1)
        let logged = LayoutEngine.existingEngine(for: c)?.lastUnsatisfiable ?? []
        XCTAssertEqual(logged.count, 2)
        XCTAssertTrue(logged[0].contains("'w100'"), "the conflicting constraint is listed")
        XCTAssertTrue(logged[1].contains("'w200'"), "the broken one comes last")
        XCTAssertEqual(v.frame.width, 100, "the constraint that was there holds; layout completes")
        XCTAssertTrue(w200.isActive, "a broken constraint stays active, as in UIKit")
        // Removing the first lets the broken one take effect.
        w100.isActive = false
        h.renderFrames()
        XCTAssertEqual(v.frame.width, 200)
    }

    /// "When you remove a view from its superview, the constraints between it and views
    /// outside are removed"; constraints inside the removed tree stay and work again when the
    /// tree is added elsewhere.
    @MainActor func testRemovingAViewRemovesConstraintsToTheOutside() async {
        let (h, c) = autoLayoutScene()
        let card = constrainedView(in: c)
        let inner = constrainedView(in: card)
        let toOutside = card.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 30)
        let insideOnly = inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([
            toOutside, card.topAnchor.constraint(equalTo: c.topAnchor), card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            insideOnly, inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.renderFrames()
        XCTAssertEqual(card.frame.minX, 30)
        card.removeFromSuperview()
        XCTAssertFalse(toOutside.isActive)
        XCTAssertTrue(insideOnly.isActive)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(other)
        other.addSubview(card)
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 7),
                                     card.topAnchor.constraint(equalTo: other.topAnchor, constant: 7)])
        inner.frame = .zero
        h.renderFrames()
        XCTAssertEqual(card.frame, CGRect(x: 7, y: 7, width: 100, height: 100))
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 10, height: 10), "the constraints inside came along")
    }

    /// Constraints hold their items weakly (as UIKit's do) and nothing else keeps a removed
    /// tree alive: a card with constraints, a stack view and a guide, shown and removed, is
    /// freed with its constraints and its engine.
    @MainActor func testRemovedTreeIsFreed() async {
        let (h, c) = autoLayoutScene()
        weak var weakCard: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        weak var weakEngine: LayoutEngine?
        do {
            let card = constrainedView(in: c)
            let label = UILabel()
            label.text = "Hello"
            let stack = UIStackView(arrangedSubviews: [label, UIView()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(stack)
            let guide = UILayoutGuide()
            card.addLayoutGuide(guide)
            let inner = stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: c.leadingAnchor), card.topAnchor.constraint(equalTo: c.safeAreaLayoutGuide.topAnchor),
                card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                inner, stack.topAnchor.constraint(equalTo: card.topAnchor), guide.leadingAnchor.constraint(equalTo: stack.trailingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 10),
            ])
            h.renderFrames()
            card.removeFromSuperview()
            h.renderFrames()
            weakCard = card
            weakConstraint = inner
            weakEngine = card._layoutEngine
            XCTAssertNotNil(weakEngine, "the removed tree took its inner constraints to an engine of its own")
        }
        h.renderFrames()
        XCTAssertNil(weakCard)
        XCTAssertNil(weakConstraint)
        XCTAssertNil(weakEngine)
    }

    /// Constraints can be made on a tree before it is in a window ("activate … the items
    /// must share a common ancestor"); they take effect when it is shown.
    @MainActor func testConstraintsMadeBeforeTheTreeIsInAWindow() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = constrainedView(in: card)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: card.centerXAnchor), title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.window.addSubview(card)
        h.renderFrames()
        XCTAssertEqual(title.frame, CGRect(x: 75, y: 40, width: 50, height: 20))
    }

    /// A size constraint on a view not yet added anywhere is not a conflict with its frame
    /// (the frame of a tree's top view is only held temporarily, as UIKit's
    /// `_UITemporaryLayoutWidth`); once the view is placed by constraints it takes the size.
    @MainActor func testSizeConstraintOnAFreshView() async {
        let before = LayoutEngine.unsatisfiableCount
        let v = UIView()
        v.widthAnchor.constraint(equalToConstant: 50).isActive = true
        v.layoutIfNeeded()
        XCTAssertEqual(LayoutEngine.unsatisfiableCount, before, "no conflict logged")
        XCTAssertEqual(v.bounds.width, 50, "a loose top view takes the size its constraints give")
        let (h, c) = autoLayoutScene()
        v.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: c.leadingAnchor), v.topAnchor.constraint(equalTo: c.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        h.renderFrames()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(LayoutEngine.unsatisfiableCount, before)
    }

    /// Views in different hierarchies cannot be related: UIKit raises an exception; Vitrine
    /// logs the error and leaves the constraint inactive.
    @MainActor func testNoCommonAncestorIsRefused() async {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        // A location equal to a constant is refused the same way.
        let bad = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 10)
        bad.isActive = true
        XCTAssertFalse(bad.isActive)
    }

    /// "systemLayoutSizeFitting(_:) … the optimal size of the view based on its constraints"
    /// (compressed: the smallest that satisfies them).
    @MainActor func testSystemLayoutSizeFitting() async {
        let card = UIView()
        let label = UILabel()
        label.text = "Check in"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let ics = label.intrinsicContentSize
        XCTAssertEqual(size, CGSize(width: ics.width + 24, height: ics.height + 12))
        // The card's own frame (zero, translated into constraints) does not count.
        XCTAssertEqual(card.frame, .zero)
        // A required width gives the height at that width.
        let fixed = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fixed, CGSize(width: 300, height: ics.height + 12))
    }

    /// `hasAmbiguousLayout` is true while a view's frame is not fully determined, and
    /// `exerciseAmbiguityInLayout()` moves it to another allowed frame.
    @MainActor func testAmbiguity() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
                                     v.topAnchor.constraint(equalTo: c.topAnchor)])
        h.renderFrames()
        XCTAssertTrue(v.hasAmbiguousLayout)
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        h.renderFrames()
        XCTAssertNotEqual(v.frame.minX, before.minX, "moved along the free axis")
        XCTAssertEqual(v.frame.minY, before.minY, "not along the determined one")
        v.leadingAnchor.constraint(equalTo: c.leadingAnchor).isActive = true
        h.renderFrames()
        XCTAssertFalse(v.hasAmbiguousLayout)
        XCTAssertEqual(v.constraintsAffectingLayout(for: .horizontal).count, 2)
        // An aspect ratio (width == height) takes part on both axes.
        let ratio = NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: v, attribute: .width,
                                       multiplier: 1, constant: 0)
        ratio.priority = .defaultLow
        ratio.isActive = true
        XCTAssertTrue(v.constraintsAffectingLayout(for: .horizontal).contains { $0 === ratio })
        XCTAssertTrue(v.constraintsAffectingLayout(for: .vertical).contains { $0 === ratio })
    }

    /// The tree dump shows each view's installed constraints and flags ambiguous layouts
    /// (what UIKit's `_autolayoutTrace` prints in the debugger).
    @MainActor func testTreeDumpShowsConstraintsAndAmbiguity() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        let w = v.widthAnchor.constraint(equalToConstant: 50)
        w.identifier = "fixed-width"
        NSLayoutConstraint.activate([w, v.heightAnchor.constraint(equalToConstant: 20), v.topAnchor.constraint(equalTo: c.topAnchor)])
        h.renderFrames()
        let dump = c.recursiveDescription()
        let lines = dump.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("<UIView: 0x"), dump)
        XCTAssertTrue(lines.contains { $0.contains("'fixed-width'") && $0.contains(".width == 50") }, dump)
        XCTAssertTrue(lines.contains { $0.contains("translatesAutoresizingMaskIntoConstraints = NO") && $0.hasSuffix("AMBIGUOUS LAYOUT") }, dump)
        v.leadingAnchor.constraint(equalTo: c.leadingAnchor).isActive = true
        h.renderFrames()
        XCTAssertFalse(c.recursiveDescription().contains("AMBIGUOUS"))
    }

    /// An optional priority can change on an active constraint; required ↔ optional cannot
    /// (UIKit raises an exception; Vitrine logs and keeps the old priority).
    @MainActor func testPriorityChanges() async {
        let (h, c) = autoLayoutScene()
        let v = constrainedView(in: c)
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        let b = v.widthAnchor.constraint(equalToConstant: 200)
        a.priority = .defaultLow
        b.priority = .defaultHigh
        NSLayoutConstraint.activate([a, b, v.leadingAnchor.constraint(equalTo: c.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: c.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        h.renderFrames()
        XCTAssertEqual(v.frame.width, 200, "the higher priority wins")
        a.priority = UILayoutPriority(751)
        h.renderFrames()
        XCTAssertEqual(v.frame.width, 100)
        a.priority = .required
        XCTAssertEqual(a.priority, UILayoutPriority(751))
    }
}

/// A controller whose box is pinned 16 points from the edges with a height that depends on
/// the orientation: 100 in landscape, 300 in portrait, changed and laid out alongside the
/// transition.
@MainActor
private final class RotatingConstraintsController: UIViewController {
    let box = UIView()
    var height: NSLayoutConstraint?
    override func viewDidLoad() {
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let h = box.heightAnchor.constraint(equalToConstant: 100)
        height = h
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: 16), h,
        ])
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let portrait = size.height > size.width
        coordinator.animate(alongsideTransition: { _ in
            self.height?.constant = portrait ? 300 : 100
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}
