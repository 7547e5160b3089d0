import Foundation

/// An alert or an action sheet: a title, a message and buttons (`UIAlertAction`s), presented
/// over the current screen with `present(_:animated:completion:)`. Mirrors UIKit's
/// `UIAlertController` (which, as here, is meant to be used as is).
///
/// - `.alert`: a 270-point card centred above a dimming view, the title and message centred,
///   the actions below as buttons separated by hairlines (side by side when there are two,
///   the cancel action on the left; stacked otherwise, the cancel action at the bottom), text
///   fields between the message and the buttons. It fades in while shrinking from 1.1× to
///   1×; with text fields the first becomes first responder and the card stays above the
///   keyboard. A message too long for the screen scrolls inside the card.
/// - `.actionSheet`: at the bottom of the screen, the actions in a rounded group and the cancel
///   action in a group of its own below; it slides up. A tap on the dimming view chooses the
///   cancel action. On a regular-width screen UIKit shows it as a popover; Vitrine keeps it at
///   the bottom, no wider than a readable width.
///
/// Choosing an action dismisses the controller; the action's handler runs once the dismissal
/// is over. Return chooses the preferred action (or the only action that does not cancel),
/// Escape the cancel action. While it is shown the views behind it are tinted dimmed
/// (`tintAdjustmentMode = .dimmed`).
@MainActor
public class UIAlertController: UIViewController {
    /// Alert or action sheet. Mirrors `UIAlertController.Style` (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// Buttons at the bottom of the screen.
        case actionSheet = 0
        /// A centred card.
        case alert = 1
    }

    /// The style it was made with. Mirrors `UIAlertController.preferredStyle`.
    public let preferredStyle: Style

    /// The title, shown in bold at the top; may change while shown. Mirrors `title`.
    public override var title: String? {
        didSet { textDidChange() }
    }

    /// The text under the title; may change while shown. Mirrors
    /// `UIAlertController.message`.
    public var message: String? {
        didSet { textDidChange() }
    }

    /// The actions, in the order they were added. Mirrors `UIAlertController.actions`.
    public private(set) var actions: [UIAlertAction] = []

    /// The action Return chooses, drawn in bold instead of the cancel action; must be one of
    /// `actions` (others are reported and ignored: UIKit calls it a programmer error). Used by
    /// alerts only, as in UIKit. Mirrors `UIAlertController.preferredAction`.
    public var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            if let a = newValue, !actions.contains(where: { $0 === a }) {
                BadInputLog.report("UIAlertController: preferredAction \(Self.describe(a)) is not one of the controller's actions; ignored")
                return
            }
            _preferredAction = newValue
            actionsDidChange()
        }
    }
    private var _preferredAction: UIAlertAction?

    /// The alert's text fields (`nil` when it has none). Mirrors
    /// `UIAlertController.textFields`.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private(set) var fields: [UITextField] = []

    /// An alert or action sheet with `title` and `message`. Mirrors
    /// `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .custom
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Adds a button. A second `.cancel` action is reported and ignored (UIKit raises: "only
    /// one action with the style UIAlertActionStyleCancel"); so is an action already added.
    /// Mirrors `UIAlertController.addAction(_:)`.
    public func addAction(_ action: UIAlertAction) {
        if actions.contains(where: { $0 === action }) || action.controller != nil {
            BadInputLog.report("UIAlertController: action \(Self.describe(action)) was already added to an alert controller; ignored")
            return
        }
        if action.style == .cancel, let other = actions.first(where: { $0.style == .cancel }) {
            BadInputLog.report("UIAlertController can only have one action with a style of .cancel: \(Self.describe(action)) ignored, \(Self.describe(other)) kept")
            return
        }
        action.controller = self
        actions.append(action)
        actionsDidChange()
    }

    /// Adds a text field under the message (alerts only: UIKit raises for an action sheet;
    /// here it is reported and ignored). `configurationHandler` runs at once with the new
    /// field. Mirrors `UIAlertController.addTextField(configurationHandler:)`.
    public func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            BadInputLog.report("UIAlertController: text fields can only be added to an alert, not to an action sheet; ignored")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        fields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    static func describe(_ a: UIAlertAction) -> String { "\"\(a.title ?? "")\"" }

    // MARK: View

    public override func loadView() {
        switch preferredStyle {
        case .alert: view = AlertCardView(controller: self)
        case .actionSheet: view = ActionSheetView(controller: self)
        }
    }

    /// The view that shows the content (nil before it is loaded).
    var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    func contentDidChange() {
        contentView?.rebuild()
        presentationController?.container.setNeedsLayout()
    }

    func actionsDidChange() { contentDidChange() }

    /// The title or message changed: only the labels follow (the buttons and fields stay the
    /// same views, so a finger on a button or a field being edited is not cut off, as a
    /// countdown in the message needs), and the card is placed again only when its text
    /// changed height.
    func textDidChange() {
        guard let content = contentView else { return }
        if content.textDidChange() { presentationController?.container.setNeedsLayout() }
    }

    override func makePresentationController(presenting: UIViewController?) -> UIPresentationController {
        AlertPresentationController(presented: self, presenting: presenting)
    }

    // MARK: Choosing an action

    /// The cancel action, if any.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// The action Return chooses: the preferred one (alerts only: UIKit's action sheets do not
    /// use it), else the only enabled one that does not cancel.
    var returnAction: UIAlertAction? {
        if preferredStyle == .alert, let p = _preferredAction { return p.isEnabled ? p : nil }
        let candidates = actions.filter { $0.style != .cancel }
        return candidates.count == 1 && candidates[0].isEnabled ? candidates[0] : nil
    }

    /// Set from the moment an action is chosen until the dismissal ends (a second choice is
    /// ignored meanwhile).
    private var choosing = false

    /// Chooses `action`: the controller is dismissed, then the action's handler runs.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !choosing, actions.contains(where: { $0 === action }) else { return }
        guard presentingViewController != nil, !_isBeingPresented, !_isBeingDismissed else { return }
        choosing = true
        _ = viewIfLoaded?.endEditing(true)
        dismiss(animated: true) { [self] in
            choosing = false
            action.handler?(action)
        }
    }

    public override var keyCommands: [UIKeyCommand]? {
        guard presentingViewController != nil else { return nil }
        return [
            UIKeyCommand(input: "\r", action: { [weak self] _ in
                guard let self, let a = self.returnAction else { return }
                self.choose(a)
            }),
            UIKeyCommand(input: UIKeyCommand.inputEscape, action: { [weak self] _ in
                guard let self, let a = self.cancelAction else { return }
                self.choose(a)
            }),
        ]
    }
}
