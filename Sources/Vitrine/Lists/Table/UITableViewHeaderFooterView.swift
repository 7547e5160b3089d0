import Foundation
import VitrineGraphics

/// A reusable section header or footer of a table. Mirrors UIKit's
/// `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Mirrors `UITableViewHeaderFooterView.reuseIdentifier`.
    public let reuseIdentifier: String?
    /// The view the header's content goes in. Mirrors `contentView`.
    public let contentView = UIView()

    /// The title label (made when first asked for). Mirrors `textLabel`.
    open var textLabel: UILabel? {
        if let l = _textLabel { return l }
        let l = UILabel()
        contentView.addSubview(l)
        _textLabel = l
        setNeedsLayout()
        return l
    }
    /// Mirrors `detailTextLabel` (grouped-style footers).
    open var detailTextLabel: UILabel? {
        if let l = _detailTextLabel { return l }
        let l = UILabel()
        contentView.addSubview(l)
        _detailTextLabel = l
        setNeedsLayout()
        return l
    }
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    /// Mirrors `backgroundView`.
    open var backgroundView: UIView?

    /// Mirrors `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Mirrors `init(frame:)` (no reuse identifier).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Mirrors `prepareForReuse()`.
    open func prepareForReuse() {}
}
