import Foundation

extension UIViewController {
    /// Whether the controller is in editing mode (setting it is `setEditing(_:animated: false)`).
    /// Mirrors `UIViewController.isEditing`.
    public var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// A bar button item that toggles editing mode: "Edit", or "Done" (bold) while editing; a
    /// tap calls `setEditing(_:animated: true)`. The same item each time. Mirrors
    /// `UIViewController.editButtonItem`.
    public var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        _editButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// The edit button says what a tap will do.
    func updateEditButtonItem() {
        guard let item = _editButtonItem else { return }
        item.title = _isEditing ? "Done" : "Edit"
        item.style = _isEditing ? .done : .plain
    }
}
