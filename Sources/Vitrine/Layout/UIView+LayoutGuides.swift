import Foundation

extension UIView {
    /// The layout guides added to this view. Mirrors `UIView.layoutGuides`.
    public var layoutGuides: [UILayoutGuide] { _layoutGuides }

    /// Adds a guide whose frame is in this view's coordinates. Mirrors
    /// `UIView.addLayoutGuide(_:)`.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        _layoutGuides.append(guide)
    }

    /// Removes a guide and the constraints on it. Mirrors `UIView.removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutEngine.guideWasRemoved(guide, from: self)
        _layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's safe area (`bounds` less `safeAreaInsets`) as a guide. Mirrors
    /// `UIView.safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }

    /// The view's bounds less its layout margins (with the safe area and the superview's
    /// margins as `insetsLayoutMarginsFromSafeArea` and `preservesSuperviewLayoutMargins`
    /// say). Mirrors `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins, "UIViewLayoutMarginsGuide") }

    /// A region of comfortable reading width inside the layout margins. Mirrors
    /// `UIView.readableContentGuide`.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, "UIViewReadableContentGuide") }

    /// The space the on-screen keyboard takes at the bottom of the view (its height over the
    /// view above the bottom safe area; just the safe area while the keyboard is hidden).
    /// Mirrors `UIView.keyboardLayoutGuide`.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        // The keyboard guide is always made as a `UIKeyboardLayoutGuide`.
        systemGuide(.keyboard, "UIViewKeyboardLayoutGuide") as? UIKeyboardLayoutGuide ?? UIKeyboardLayoutGuide()
    }

    private func systemGuide(_ role: SystemGuideRole, _ identifier: String) -> UILayoutGuide {
        if let g = _systemGuides[role] { return g }
        let g = role == .keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
        g.identifier = identifier
        g.systemRole = role
        g.owningView = self
        _systemGuides[role] = g
        return g
    }

    /// The safe area, margins, bounds or keyboard changed: the system guides in use take
    /// their new edges.
    func refreshSystemLayoutGuides() {
        guard !_systemGuides.isEmpty else { return }
        for g in _systemGuides.values {
            g._layoutVariables?.engine?.refreshGuide(g)
        }
    }
}

/// The layout guide of the on-screen keyboard. Mirrors `UIKeyboardLayoutGuide`.
@MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard; Vitrine's keyboard is always docked.
    /// Mirrors `UIKeyboardLayoutGuide.followsUndockedKeyboard`.
    public var followsUndockedKeyboard = false
}
