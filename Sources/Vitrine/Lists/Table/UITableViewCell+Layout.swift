import Foundation
import VitrineGraphics

/// The layout of a cell: where the content view and the accessory go, and where the standard
/// styles put their labels and image (`ListContentLayout`, with `ListMetrics`' numbers).
extension UITableViewCell {
    /// The standard fonts and colours of the style's labels (iOS 15+, Large text size):
    /// text 17 pt body in label colour (`.value2`: 15 pt subheadline in the tint colour,
    /// trailing-aligned); detail 17 pt in secondary grey (`.value1`), 15 pt in secondary grey
    /// (`.subtitle`), 15 pt in label colour (`.value2`).
    func styleStandardLabel(_ l: UILabel, primary: Bool) {
        let c = standardConfiguration
        let p = primary ? c.textProperties : c.secondaryTextProperties
        l.font = p.font
        // The standard labels follow the text size, as UIKit's do.
        l.adjustsFontForContentSizeCategory = true
        l.textColor = p.color
        if primary, style == .value2 { l.textAlignment = .right }
        // A content configuration replaces the standard views.
        l.isHidden = configurationContentView != nil
    }

    /// The list content configuration that looks like the cell's style.
    var standardConfiguration: UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .value2Cell()
        }
    }

    /// The view shown at the trailing edge: while editing the editing accessory view or
    /// type, else the accessory view or type; `nil` for none.
    var shownAccessory: UIView? {
        let view = isEditing ? editingAccessoryView : accessoryView
        if let view { return view }
        let type = isEditing ? editingAccessoryType : accessoryType
        guard type != .none else { return nil }
        if let g = standardAccessory, g.type == type { return g }
        let g = AccessoryGlyphView(type: type)
        standardAccessory = g
        return g
    }

    /// An accessory view's size: its frame's, or its intrinsic size when its frame is empty;
    /// sizes that are not finite count as zero (reported).
    static func accessorySize(_ v: UIView) -> CGSize {
        var s = v.frame.size
        if s.width <= 0 || s.height <= 0 {
            let i = v.intrinsicContentSize
            if i.width > 0, i.height > 0 { s = i }
        }
        guard s.width.isFinite, s.height.isFinite else {
            BadInputLog.report("UITableViewCell: accessory view of size \(s) is not finite; laid out as zero")
            return .zero
        }
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    /// The content view's, accessory's and reorder control's frames in a cell of `size`: the
    /// reorder control (when shown) `reorderControlWidth` wide at the trailing edge, the
    /// accessory `ListMetrics.horizontalMargin` before it (or before the trailing edge),
    /// centred vertically; the content view from the leading edge (moved over by
    /// `editingControlWidth` while editing and indenting) to the accessory (or the reorder
    /// control, or the trailing edge). Mirrored right to left.
    func cellGeometry(_ size: CGSize, accessory: UIView?) -> (content: CGRect, accessory: CGRect, reorder: CGRect) {
        let w = size.width, h = size.height
        let leading = isEditing && shouldIndentWhileEditing ? ListMetrics.editingControlWidth : 0
        var trailing = w
        var grip = CGRect.zero
        if reorderControlShown {
            grip = CGRect(x: w - ListMetrics.reorderControlWidth, y: 0, width: ListMetrics.reorderControlWidth, height: h)
            trailing = grip.minX
        }
        var acc = CGRect.zero
        if let accessory {
            let s = Self.accessorySize(accessory)
            let margin = reorderControlShown ? 0 : ListMetrics.horizontalMargin
            acc = CGRect(x: trailing - margin - s.width, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
            trailing = acc.minX
        }
        var content = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: h)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            content.origin.x = w - content.maxX
            if accessory != nil { acc.origin.x = w - acc.maxX }
            if reorderControlShown { grip.origin.x = w - grip.maxX }
        }
        return (content, acc, grip)
    }

    /// The standard style's layout in the content view.
    var standardLayout: ListContentLayout {
        let c = standardConfiguration
        var l = ListContentLayout(margins: contentView.directionalLayoutMargins)
        l.indentation = CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? max(0, indentationWidth) : 0)
        if let iv = _imageView, !iv.isHidden {
            l.imageSize = ListContentLayout.displayedImageSize(iv.image, maximum: .zero)
        }
        l.horizontalPadding = c.textToSecondaryTextHorizontalPadding
        l.verticalPadding = c.textToSecondaryTextVerticalPadding
        switch style {
        case .default, .subtitle: l.arrangement = .stacked
        case .value1: l.arrangement = .sideBySide
        case .value2: l.arrangement = .column(width: ListMetrics.value2ColumnWidth, padding: ListMetrics.value2ColumnPadding)
        }
        l.minimumHeight = ListMetrics.minimumRowHeight
        l.isRightToLeft = contentView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        l.isAccessibilitySize = UIFont.contentSizeCategory(of: traitCollection).isAccessibilityCategory
        return l
    }

    func layoutCell() {
        let b = bounds
        backgroundView?.frame = b
        backgroundConfigurationView?.frame = b
        shownSelectionBackground?.frame = b
        let accessory = shownAccessory
        for v in [accessoryView, editingAccessoryView, standardAccessory] {
            if let v, v !== accessory, v.superview === self { v.removeFromSuperview() }
        }
        let g = cellGeometry(b.size, accessory: accessory)
        if let accessory {
            if accessory.superview !== self { addSubview(accessory) }
            accessory.frame = g.accessory
        }
        contentView.frame = g.content
        layoutReorderControl(in: g.reorder)
        if let v = configurationContentView {
            v.frame = contentView.bounds
        } else {
            let l = standardLayout
            // `.value2`'s trailing-aligned title reads from the leading edge once stacked.
            if style == .value2 { _textLabel?.textAlignment = l.effectiveArrangement == .stacked ? .natural : .right }
            let f = l.frames(in: contentView.bounds.size, text: _textLabel, secondary: _detailTextLabel)
            _textLabel?.frame = f.text
            _detailTextLabel?.frame = f.secondary
            _imageView?.frame = f.image
        }
    }

    /// Shows the reorder control in `frame` while the table shows it for this row, else hides
    /// it (made on first use).
    private func layoutReorderControl(in frame: CGRect) {
        guard reorderControlShown else {
            reorderControl?.isHidden = true
            return
        }
        let grip = reorderControl ?? TableReorderControl()
        if reorderControl == nil {
            reorderControl = grip
            addSubview(grip)
        }
        grip.isHidden = false
        grip.frame = frame
    }

    /// Whether the content view's subtree holds active constraints (then Auto Layout sizes the
    /// cell).
    var contentViewUsesAutoLayout: Bool {
        func has(_ v: UIView) -> Bool {
            if v._installedConstraints.contains(where: { $0._isActive }) { return true }
            return v.subviews.contains(where: has)
        }
        return has(contentView)
    }

    func fittingSize(forWidth width: CGFloat) -> CGSize {
        var w = width
        if !w.isFinite || w <= 0 {
            if !w.isFinite || w < 0 { BadInputLog.report("UITableViewCell.sizeThatFits: width \(w) is not a usable width; using the cell's \(bounds.width)") }
            w = bounds.width
        }
        updateConfigurationIfNeeded()
        let g = cellGeometry(CGSize(width: w, height: ListMetrics.minimumRowHeight), accessory: shownAccessory)
        let cw = g.content.width
        var h: CGFloat
        if contentViewUsesAutoLayout {
            h = contentView.systemLayoutSizeFitting(CGSize(width: cw, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel).height
        } else if let v = configurationContentView {
            h = max(ListMetrics.minimumRowHeight, v.sizeThatFits(CGSize(width: cw, height: 0)).height)
        } else {
            h = standardLayout.frames(in: CGSize(width: cw, height: 0), text: _textLabel, secondary: _detailTextLabel).fittingHeight
        }
        if !h.isFinite || h < 0 { h = ListMetrics.minimumRowHeight }
        return CGSize(width: w, height: h.rounded(.up))
    }
}

extension UITableViewCell {
    /// Where the cell's text starts, measured from the cell's leading edge after layout: the
    /// leading inset iOS gives the separator under a standard row ("If every cell in a table
    /// contains an image view of the same size, by default iOS vertically aligns the leading
    /// edge of all separators" — with the text, after the image). For the table, which draws
    /// separators.
    package var textLeadingInset: CGFloat {
        layoutIfNeeded()
        let label: UILabel? = (configurationContentView as? UIListContentView)?.textLabel ?? _textLabel
        let m = contentView.directionalLayoutMargins.leading
        guard let label, !label.isHidden, label.frame.width > 0 else {
            return (effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - contentView.frame.maxX : contentView.frame.minX) + m
        }
        let r = label.convert(label.bounds, to: self)
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - r.maxX : r.minX
    }
}
