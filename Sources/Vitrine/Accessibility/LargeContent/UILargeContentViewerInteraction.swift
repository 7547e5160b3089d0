import Foundation
import VitrineGraphics

/// The large content viewer for views that stay small at the accessibility text sizes (the
/// items of tab bars, toolbars and navigation bars, which do not grow with Dynamic Type):
/// while the user's text size is an accessibility one, a long press on an item shows its
/// title and image enlarged in a panel at the centre of the screen; sliding the finger to
/// another item shows that one instead, and lifting the finger over an item activates it (a
/// control gets `touchUpInside`, as a tap). Mirrors UIKit's `UILargeContentViewerInteraction`
/// (iOS 13): add one to a view with `addInteraction(_:)`; the items are the view and its
/// subviews whose `showsLargeContentViewer` is `true` (or what the delegate returns).
///
/// The gesture is a long press of `minimumPressDuration` 0.5 s (UIKit's long-press default,
/// which the viewer's gesture uses too) on an item; at the other text sizes, or where no
/// item is under the finger, it fails at once and the touch goes on as usual. An item's own
/// long press (a bar button's menu) is deeper in the hierarchy and wins over the viewer's.
@MainActor
public final class UILargeContentViewerInteraction: UIInteraction {
    /// Posted (object `nil`) when `isEnabled` changes: the text size crossed into or out of
    /// the accessibility sizes. Mirrors
    /// `UILargeContentViewerInteraction.enabledStatusDidChangeNotification`.
    public nonisolated static let enabledStatusDidChangeNotification = Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the viewer is on: the app's `preferredContentSizeCategory` is one of the
    /// accessibility sizes (iOS turns it on with Larger Accessibility Sizes). Mirrors
    /// `UILargeContentViewerInteraction.isEnabled`.
    public static var isEnabled: Bool { FontRegistry.shared.contentSizeCategory.isAccessibilityCategory }

    /// Customises the items, the action on lift and where the viewer shows (held weakly).
    /// Mirrors `UILargeContentViewerInteraction.delegate`.
    public private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?

    /// The view the interaction was added to. Mirrors `UIInteraction.view`.
    public private(set) weak var view: UIView?

    /// The interaction's long-press recognizer, for `require(toFail:)` and simultaneous
    /// recognition with the view's own recognizers. Mirrors
    /// `UILargeContentViewerInteraction.gestureRecognizerForExclusionRelationship`.
    public var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { recognizer }

    private let recognizer = LargeContentViewerGestureRecognizer()
    /// The item shown while the finger is down.
    private var shownItem: (any UILargeContentViewerItem)?
    private var hud: LargeContentViewerHUD?

    /// Creates an interaction with `delegate` (`nil`: UIKit's defaults). Mirrors
    /// `UILargeContentViewerInteraction.init(delegate:)`.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        recognizer.interaction = self
        recognizer.addAction { [weak self] g in self?.gestureChanged(g) }
    }

    // MARK: UIInteraction

    public func willMove(to view: UIView?) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        hideViewer()
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    // MARK: Items

    /// The item at `point` in the interaction's view: the delegate's, else the default.
    func item(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        let item = delegate.map { $0.largeContentViewerInteraction(self, itemAt: point) } ?? defaultItem(at: point)
        return item?.showsLargeContentViewer == true ? item : nil
    }

    /// UIKit's default: the deepest visible view at `point` (asking `point(inside:with:)`
    /// down the hierarchy, topmost first) that shows in the viewer.
    package func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        func deepest(_ v: UIView, _ p: CGPoint) -> UIView? {
            guard !v.isHidden, v.alpha > 0.01, v.point(inside: p, with: nil) else { return nil }
            for s in v.subviews.reversed() {
                if let hit = deepest(s, s.convert(p, from: v)) { return hit }
            }
            return v.showsLargeContentViewer ? v : nil
        }
        return view.flatMap { deepest($0, point) }
    }

    /// UIKit's default on lift: an enabled control under the finger is tapped.
    package func performDefaultAction(on item: (any UILargeContentViewerItem)?) {
        guard let control = item as? UIControl, control.isEnabled, control.window != nil else { return }
        control.sendActions(for: .touchUpInside)
        if control.sendsPrimaryActionOnTouchUpInside { control.sendActions(for: .primaryActionTriggered) }
    }

    /// UIKit's default host: the view controller containing the interaction's view (the
    /// window's root when none does).
    package var defaultViewController: UIViewController? {
        var r: UIResponder? = view
        while let cur = r {
            if let vc = cur as? UIViewController { return vc }
            r = cur.next
        }
        return view?.window?.rootViewController
    }

    // MARK: The gesture

    private func gestureChanged(_ g: UIGestureRecognizer) {
        guard let view else { return }
        let point = g.location(in: view)
        switch g.state {
        case .began, .changed:
            if let item = item(at: point), item !== shownItem {
                shownItem = item
                showViewer(for: item)
            }
        case .ended:
            let item = item(at: point)
            hideViewer()
            let local = (item as? UIView).map { $0.convert(point, from: view) } ?? point
            if let delegate {
                delegate.largeContentViewerInteraction(self, didEndOn: item, at: local)
            } else {
                performDefaultAction(on: item)
            }
        default:
            hideViewer()
        }
    }

    /// The window the viewer shows in: the delegate's controller's, else the view's.
    private var hostWindow: UIWindow? {
        delegate.flatMap { $0.viewController(for: self).viewIfLoaded?.window } ?? view?.window
    }

    private func showViewer(for item: any UILargeContentViewerItem) {
        guard let window = hostWindow else { return }
        let hud = self.hud ?? LargeContentViewerHUD()
        if hud.superview !== window {
            hud.removeFromSuperview()
            window.addSubview(hud)
        }
        self.hud = hud
        hud.show(item, in: window.bounds)
    }

    private func hideViewer() {
        shownItem = nil
        hud?.removeFromSuperview()
        hud = nil
    }
}

/// The interaction's long press: fails at once unless the viewer is on and an item is under
/// the first finger, so a tap on a bar's item is never delayed or taken.
@MainActor
final class LargeContentViewerGestureRecognizer: UILongPressGestureRecognizer {
    weak var interaction: UILargeContentViewerInteraction?
    /// The first finger of this touch sequence has been checked.
    private var checked = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !checked {
            checked = true
            guard UILargeContentViewerInteraction.isEnabled, let interaction, let view, let touch = touches.first,
                  interaction.item(at: touch.location(in: view)) != nil
            else { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        checked = false
    }
}
