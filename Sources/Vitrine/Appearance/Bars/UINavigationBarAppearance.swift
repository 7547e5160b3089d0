import Foundation

/// A navigation bar's look: the background (`UIBarAppearance`), the titles' text
/// attributes, the plain, done and back buttons, and the back indicator. Mirrors UIKit's
/// `UINavigationBarAppearance`.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (colour, font). Mirrors
    /// `UINavigationBarAppearance.titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// The large title's attributes. Mirrors `UINavigationBarAppearance.largeTitleTextAttributes`.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// Plain bar button items. Mirrors `UINavigationBarAppearance.buttonAppearance`.
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(buttonAppearance) } }
    /// Done-style bar button items. Mirrors `UINavigationBarAppearance.doneButtonAppearance`.
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { adopt(doneButtonAppearance) } }
    /// The back button (its title; the chevron takes the normal title colour). Mirrors
    /// `UINavigationBarAppearance.backButtonAppearance`.
    public var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(backButtonAppearance) } }
    /// The image in place of the back chevron (`nil`: the chevron). Mirrors
    /// `UINavigationBarAppearance.backIndicatorImage`.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask for the back indicator's transition (kept). Mirrors
    /// `UINavigationBarAppearance.backIndicatorTransitionMaskImage`.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Mirrors `UINavigationBarAppearance.init()`.
    public required init() {
        super.init()
        for b in [buttonAppearance, doneButtonAppearance, backButtonAppearance] { adopt(b) }
    }

    /// Sets the back indicator and its transition mask; both or neither (one alone is
    /// logged and ignored, as UIKit raises). Mirrors
    /// `UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)`.
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
            BadInputLog.report("UINavigationBarAppearance: setBackIndicatorImage needs both images or neither; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
        changed()
    }

    override func copyValues(from other: UIBarAppearance) {
        batch {
            super.copyValues(from: other)
            guard let other = other as? UINavigationBarAppearance else { return }
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            buttonAppearance.copyValues(from: other.buttonAppearance)
            doneButtonAppearance.copyValues(from: other.doneButtonAppearance)
            backButtonAppearance.copyValues(from: other.backButtonAppearance)
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        }
    }
}

/// A toolbar's look: the background and its plain and done buttons. Mirrors UIKit's
/// `UIToolbarAppearance`.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Plain items. Mirrors `UIToolbarAppearance.buttonAppearance`.
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(buttonAppearance) } }
    /// Done-style items. Mirrors `UIToolbarAppearance.doneButtonAppearance`.
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { adopt(doneButtonAppearance) } }

    /// Mirrors `UIToolbarAppearance.init()`.
    public required init() {
        super.init()
        adopt(buttonAppearance)
        adopt(doneButtonAppearance)
    }

    override func copyValues(from other: UIBarAppearance) {
        batch {
            super.copyValues(from: other)
            guard let other = other as? UIToolbarAppearance else { return }
            buttonAppearance.copyValues(from: other.buttonAppearance)
            doneButtonAppearance.copyValues(from: other.doneButtonAppearance)
        }
    }
}

extension UIBarButtonItemAppearance {
    /// The title colour for a button in `state` (`nil`: the bar's tint / grey as before).
    func titleColor(enabled: Bool) -> UIColor? {
        (enabled ? normal : disabled).titleTextAttributes.foregroundColor
    }
}
