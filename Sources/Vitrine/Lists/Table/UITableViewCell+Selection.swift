import Foundation
import VitrineGraphics

/// How selection and highlight look: the selected background (the app's
/// `selectedBackgroundView`, or a systemGray4 view) behind the content while the cell is
/// selected or highlighted and its `selectionStyle` is not `.none`, fading in and out over
/// `ListMetrics.selectionFadeDuration` when animated; the standard labels switch to their
/// highlighted colours (`UILabel.isHighlighted`) at the same time.
extension UITableViewCell {
    /// Whether the cell looks selected now.
    var showsSelection: Bool { (_isSelected || _isHighlighted) && selectionStyle != .none }

    func updateSelectionAppearance(animated: Bool) {
        let shows = showsSelection
        for l in [_textLabel, _detailTextLabel] { l?.isHighlighted = shows }
        // A background configuration draws its own selected look.
        if storedBackgroundConfiguration != nil {
            removeSelectionBackground()
            return
        }
        let wanted = selectionBackgroundForTable ?? defaultSelectedBackground
        if shows {
            if let old = shownSelectionBackground, old !== wanted { old.removeFromSuperview() }
            selectionFadeGeneration += 1
            let fresh = wanted.superview !== self
            if fresh {
                // Above the background view, below the content.
                insertSubview(wanted, at: backgroundView?.superview === self ? 1 : (backgroundConfigurationView?.superview === self ? 1 : 0))
            }
            wanted.frame = bounds
            shownSelectionBackground = wanted
            if animated && fresh {
                UIView.performWithoutAnimation { wanted.alpha = 0 }
                UIView.animate(withDuration: ListMetrics.selectionFadeDuration) { wanted.alpha = 1 }
            } else if animated {
                UIView.animate(withDuration: ListMetrics.selectionFadeDuration) { wanted.alpha = 1 }
            } else {
                UIView.performWithoutAnimation { wanted.alpha = 1 }
            }
        } else if let shown = shownSelectionBackground {
            if animated {
                selectionFadeGeneration += 1
                let generation = selectionFadeGeneration
                UIView.animate(withDuration: ListMetrics.selectionFadeDuration, animations: { shown.alpha = 0 }, completion: { [weak self] _ in
                    guard let self, self.selectionFadeGeneration == generation else { return }
                    self.removeSelectionBackground()
                })
            } else {
                removeSelectionBackground()
            }
        }
    }

    /// The app's selected background for the table the cell is in: the multiple-selection one
    /// when the table allows several selected rows and the cell has one, else the usual one.
    private var selectionBackgroundForTable: UIView? {
        if let multiple = multipleSelectionBackgroundView, enclosingTableView?.allowsMultipleSelection == true { return multiple }
        return selectedBackgroundView
    }

    /// The table view showing the cell (its nearest ancestor table).
    private var enclosingTableView: UITableView? {
        var v = superview
        while let s = v {
            if let t = s as? UITableView { return t }
            v = s.superview
        }
        return nil
    }

    func removeSelectionBackground() {
        selectionFadeGeneration += 1
        if let shown = shownSelectionBackground {
            if shown.superview === self { shown.removeFromSuperview() }
            UIView.performWithoutAnimation { shown.alpha = 1 }
        }
        shownSelectionBackground = nil
    }
}
