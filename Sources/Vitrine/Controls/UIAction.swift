import Foundation

/// The closure a `UIAction` runs. Mirrors UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled piece of behaviour that a control performs for the events it is registered for
/// (`UIControl.addAction(_:for:)`, `UIButton(primaryAction:)`). Mirrors UIKit's `UIAction`:
/// the handler receives the action itself, whose `sender` is the control that is sending it.
@MainActor
public final class UIAction: UIMenuElement {
    /// A name that makes an action unique within a control: adding an action whose identifier
    /// is already registered replaces the earlier one. Mirrors `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    // `title` and `image` (a button created with the action shows them) are UIMenuElement's.
    /// The identifier controls use to unique actions (a fresh UUID unless given). Mirrors
    /// `UIAction.identifier`.
    public let identifier: Identifier
    /// The closure run when the action is performed.
    public let handler: UIActionHandler

    /// The control performing the action, set while its handler runs (and left pointing at
    /// the last sender afterwards). Mirrors `UIAction.sender`.
    public internal(set) weak var sender: AnyObject?

    /// Creates an action. Mirrors `UIAction(title:image:identifier:handler:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set. Mirrors what `UIControl.sendAction(_:)` does.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
