import Foundation

/// An action a screen reader offers on an element besides activating it ("Delete",
/// "Archive"): VoiceOver says its name when the user swipes up or down to it and performs it on
/// a double tap. Mirrors `UIAccessibilityCustomAction`, Swift-native: the handler is a closure
/// (UIKit's `init(name:target:selector:)` needs Objective-C selectors, which Vitrine does not
/// have); it returns whether the action succeeded.
@MainActor
open class UIAccessibilityCustomAction {
    /// What the action does, as performed.
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    /// The name said for the action, with its attributes (a language, for example).
    public var attributedName: NSAttributedString
    /// An image for the action (menus of assistive technologies may show it); `nil` by default.
    public var image: UIImage?
    /// Runs when the action is performed.
    public var actionHandler: Handler?

    /// The name said for the action ("Delete"); the plain text of `attributedName`.
    public var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    /// An action named `name` that runs `actionHandler`. Mirrors
    /// `init(name:image:actionHandler:)`.
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping Handler) {
        self.attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
    }

    /// An action with an attributed name. Mirrors `init(attributedName:image:actionHandler:)`.
    public init(attributedName: NSAttributedString, image: UIImage? = nil, actionHandler: @escaping Handler) {
        self.attributedName = attributedName
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the handler; `false` when there is none or it failed.
    @discardableResult
    package func perform() -> Bool { actionHandler?(self) ?? false }
}
