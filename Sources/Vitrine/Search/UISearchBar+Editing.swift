import Foundation

/// The search bar's side of editing: its field's delegate calls, edits, Return key, Cancel
/// button and scope bar become `UISearchBarDelegate` calls (then the owning search
/// controller's), in the order `UISearchBarDelegate` documents.
extension UISearchBar {
    func connectEditing() {
        let proxy = SearchFieldDelegate(bar: self)
        fieldDelegate = proxy
        searchTextField.delegate = proxy
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .primaryActionTriggered)
        scopeBar.addAction(UIAction { [weak self] _ in self?.userSelectedScope() }, for: .valueChanged)
    }

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        controller?.searchBarTextDidChange()
    }

    func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        controller?.searchBarCancelTapped()
    }

    private func userSelectedScope() {
        let index = scopeBar.selectedSegmentIndex
        guard index >= 0, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        controller?.searchBarScopeDidChange()
    }
}

/// Turns the field's `UITextFieldDelegate` calls into the search bar's delegate calls.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
    weak var bar: UISearchBar?
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    /// The search controller activates before the delegate hears that editing began; the
    /// updater is asked last ("when the search bar becomes the first responder").
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.controller?.searchBarWillReportBeginEditing()
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.controller?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: the delegate's `searchBarSearchButtonClicked(_:)`; the field stays
    /// first responder unless the app (or the search controller) resigns it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        bar.controller?.searchBarSearchTapped()
        return true
    }
}
