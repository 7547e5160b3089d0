import Foundation

extension UITextField {
    /// How the field's border is drawn. Mirrors `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border.
        case none = 0
        /// A thin dark rectangle.
        case line
        /// A bezel: a grey frame, darker on its top and left edges, as if sunk in.
        case bezel
        /// A white field with rounded corners and a light grey hairline (the usual iOS field).
        case roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows. Mirrors
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, CaseIterable {
        case never = 0
        /// Only while the field is editing.
        case whileEditing
        /// Only while the field is not editing.
        case unlessEditing
        case always
    }

    /// Why editing ended. Mirrors `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder (the user or the app ended editing).
        case committed = 0
    }

    /// Posted after a field became first responder (object: the field). Mirrors
    /// `UITextField.textDidBeginEditingNotification`.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after the user changed the field's text. Mirrors
    /// `UITextField.textDidChangeNotification`.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field resigned first responder. Mirrors
    /// `UITextField.textDidEndEditingNotification`.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UITextField.ViewMode {
    func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }
}
