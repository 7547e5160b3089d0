import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

@MainActor private final class Field: UIView, UIKeyInput {
    var hasText: Bool { false }
    func insertText(_ t: String) {}
    func deleteBackward() {}
    override var canBecomeFirstResponder: Bool { true }
}

/// How the app's views follow the on-screen keyboard: the keyboard layout guide and the
/// scroll view holding the active input (the shell's keyboard reports its frames through
/// `keyboardWillChangeFrame` / `keyboardDidChangeFrame`; here the test reports them).
final class KeyboardAvoidanceTests: XCTestCase {
    static let hidden = CGRect(x: 0, y: 300, width: 400, height: 120)
    static let shown = CGRect(x: 0, y: 180, width: 400, height: 120)

    @MainActor private func show(_ h: HeadlessHarness, duration: Double = 0.25) {
        h.screen.textInput.keyboardWillChangeFrame(from: Self.hidden, to: Self.shown, duration: duration, curve: 7)
    }
    @MainActor private func hide(_ h: HeadlessHarness, duration: Double = 0.25) {
        h.screen.textInput.keyboardWillChangeFrame(from: Self.shown, to: Self.hidden, duration: duration, curve: 7)
    }

    /// UIKeyboardLayoutGuide: its top follows the keyboard's top while the keyboard is shown
    /// and is the safe area's bottom while it is hidden; the change animates with the
    /// keyboard (the model takes the end value at once, the screen shows it moving).
    @MainActor func testKeyboardLayoutGuideTracksTheKeyboardAndAnimatesWithIt() async {
        let h = HeadlessHarness(width: 400, height: 300)
        h.screen.systemSafeAreaInsets.bottom = 20
        let w = UIWindow(screen: h.screen)
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 40),
            bar.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor),
        ])
        h.renderFrames()
        XCTAssertEqual(bar.frame.maxY, 280, "hidden: the guide's top is the safe area's bottom (300 - 20)")
        show(h)
        XCTAssertEqual(bar.frame.maxY, 180, "shown: the guide's top is the keyboard's top")
        XCTAssertEqual(vc.view.keyboardLayoutGuide.layoutFrame.height, 120)
        h.advance(by: 0.1)
        h.renderFrames()
        guard case .point(let c)? = bar.presentation[.center] else { return XCTFail("the bar is not animating") }
        let mid = c.y + 20
        XCTAssertTrue(mid > 180 && mid < 280, "mid-animation the bar is between its two places (\(mid))")
        h.advance(by: 0.3)
        hide(h, duration: 0)
        XCTAssertEqual(bar.frame.maxY, 280)
    }

    /// A text input covered by the keyboard is scrolled into view by its enclosing scroll
    /// view (iOS), which insets its content by the covered part so even the last field can
    /// come up; the inset goes when the keyboard hides.
    @MainActor func testCoveredInputIsScrolledIntoViewAndTheInsetGoesWithTheKeyboard() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        let scroll = UIScrollView(frame: w.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 400, height: 400)
        w.addSubview(scroll)
        let top = Field(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
        let bottom = Field(frame: CGRect(x: 10, y: 360, width: 200, height: 30))
        scroll.addSubview(top); scroll.addSubview(bottom)
        h.renderFrames()
        XCTAssertTrue(bottom.becomeFirstResponder())
        show(h)
        XCTAssertEqual(scroll.adjustedContentInset.bottom, 120, "the keyboard covers the bottom 120 points")
        let inWindow = bottom.convert(bottom.bounds, to: nil)
        XCTAssertEqual(inWindow.maxY, 180 - TextInputSystem.avoidanceMargin, accuracy: 0.001,
                       "the field sits just above the keyboard")
        XCTAssertEqual(scroll.contentOffset.y, 218, "390 + 8 - 180: beyond the content's end, which the inset allows")
        // Another input under the keyboard: the new one comes into view.
        XCTAssertTrue(top.becomeFirstResponder())
        XCTAssertEqual(top.convert(top.bounds, to: nil).minY, TextInputSystem.avoidanceMargin, accuracy: 0.001)
        hide(h, duration: 0)
        XCTAssertEqual(scroll.adjustedContentInset.bottom, 0)
        XCTAssertEqual(scroll.contentOffset.y, 12, "the offset is clamped back into the content (20 - 8)")
    }

    /// An app that insets its scroll view for the keyboard itself, as Apple's "Managing the
    /// Keyboard" shows (contentInset.bottom = keyboard height in keyboardWillShow), gets no
    /// extra inset: the field still comes into view, with the app's room only.
    @MainActor func testAnAppsOwnKeyboardInsetIsNotDoubled() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        let scroll = UIScrollView(frame: w.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 400, height: 400)
        w.addSubview(scroll)
        let bottom = Field(frame: CGRect(x: 10, y: 360, width: 200, height: 30))
        scroll.addSubview(bottom)
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated { scroll.contentInset.bottom = end.height }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        h.renderFrames()
        XCTAssertTrue(bottom.becomeFirstResponder())
        show(h)
        XCTAssertEqual(scroll.contentInset.bottom, 120)
        XCTAssertEqual(scroll.adjustedContentInset.bottom, 120, "the app's 120, nothing added")
        XCTAssertEqual(bottom.convert(bottom.bounds, to: nil).maxY, 180 - TextInputSystem.avoidanceMargin, accuracy: 0.001)
    }

    /// A view the keyboard does not reach has no overlap; an input outside any scroll view
    /// changes no scroll view.
    @MainActor func testOverlapIsZeroWhereTheKeyboardDoesNotReach() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        let high = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let low = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        w.addSubview(high); w.addSubview(low)
        show(h, duration: 0)
        XCTAssertEqual(high.keyboardOverlapForLayout, 0)
        XCTAssertEqual(low.keyboardOverlapForLayout, 100, "the keyboard's top (180) is above the view's top (200): all of it")
        XCTAssertEqual(w.keyboardOverlapForLayout, 120)
    }

    /// Rule (iOS: a text field that becomes first responder is scrolled into sight in its
    /// scroll view): a scroll view whose bottom follows the keyboard (it ends above a button
    /// on the keyboard guide) is not covered by the keyboard, yet shrinks when it comes up
    /// and can leave the input below its visible part; the input is scrolled into view all
    /// the same, with no keyboard inset (nothing of it is covered).
    @MainActor func testAnInputLeftOutOfSightByAShrinkingScrollViewIsScrolledIntoView() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.translatesAutoresizingMaskIntoConstraints = false
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(scroll)
        vc.view.addSubview(button)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: vc.view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: button.topAnchor),
            button.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: 40),
            button.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor),
        ])
        scroll.contentSize = CGSize(width: 400, height: 600)
        let field = Field(frame: CGRect(x: 10, y: 200, width: 200, height: 30))
        scroll.addSubview(field)
        h.renderFrames()
        XCTAssertLessThanOrEqual(field.convert(field.bounds, to: nil).maxY, scroll.frame.maxY, "in sight before the keyboard")
        XCTAssertTrue(field.becomeFirstResponder())
        show(h, duration: 0)
        XCTAssertEqual(scroll.frame.maxY, 140, "the scroll view ends above the button, above the keyboard")
        XCTAssertEqual(scroll.adjustedContentInset.bottom, 0, "the keyboard covers none of it")
        let inWindow = field.convert(field.bounds, to: nil)
        XCTAssertLessThanOrEqual(inWindow.maxY, 140, "scrolled into the visible part")
        XCTAssertGreaterThanOrEqual(inWindow.minY, 0)
    }
}
