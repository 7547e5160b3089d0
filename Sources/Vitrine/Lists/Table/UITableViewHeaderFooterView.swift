import Foundation
import VitrineGraphics

/// A reusable section header or footer of a table. Its look follows where the table puts it
/// (`listPlacement`): a plain header (17 pt semibold, label colour), a plain footer, a
/// grouped header (13 pt footnote in secondary grey, in capitals), a grouped footer (13 pt,
/// secondary grey), or an inset-grouped prominent header. Mirrors UIKit's
/// `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Where a header or footer view sits, which decides its default look.
    package enum Placement: Sendable {
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader
    }

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
        styleLabels()
        setNeedsLayout()
        return l
    }
    /// Mirrors `detailTextLabel` (grouped-style footers).
    open var detailTextLabel: UILabel? {
        if let l = _detailTextLabel { return l }
        let l = UILabel()
        contentView.addSubview(l)
        _detailTextLabel = l
        styleLabels()
        setNeedsLayout()
        return l
    }
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    /// Mirrors `backgroundView`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = backgroundView {
                if storedBackgroundConfiguration != nil { backgroundConfiguration = nil }
                insertSubview(v, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// Where the table shows this view (the table sets it before showing the view).
    package var listPlacement: Placement = .plainHeader {
        didSet { if listPlacement != oldValue { styleLabels(); setNeedsLayout() } }
    }

    var storedContentConfiguration: UIContentConfiguration?
    var configurationContentView: (UIView & UIContentView)?
    var needsConfigurationUpdate = false

    /// Mirrors `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The placement's configuration brings the vertical room; the sides match the rows'.
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: ListMetrics.horizontalMargin,
                                                                       bottom: 0, trailing: ListMetrics.horizontalMargin)
        addSubview(contentView)
    }

    /// Mirrors `init(frame:)` (no reuse identifier).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a registered header or footer class when the table view dequeues it: Swift can
    /// make an object from a class value only through a `required` initializer, and
    /// `init(reuseIdentifier:)` is not one in UIKit (a subclass overrides it as on iOS). A
    /// subclass that overrides all the designated initializers (`init(reuseIdentifier:)` with
    /// `init?(coder:)`) or none inherits this one, and it runs the subclass's
    /// `init(reuseIdentifier:)`. Apps don't call it.
    public required convenience init(vitrineRegisteredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Mirrors `prepareForReuse()` (nothing to reset: the content stays; overrides call
    /// `super`).
    open func prepareForReuse() {}

    /// The list content configuration of the view's placement, with no content. Mirrors
    /// `defaultContentConfiguration()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listPlacement {
        case .plainHeader: return .plainHeader()
        case .plainFooter: return .plainFooter()
        case .groupedHeader: return .groupedHeader()
        case .groupedFooter: return .groupedFooter()
        case .prominentInsetGroupedHeader: return .prominentInsetGroupedHeader()
        }
    }

    /// The content as a configuration (replaces the labels). Mirrors `contentConfiguration`.
    public var contentConfiguration: UIContentConfiguration? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            guard let newValue else {
                configurationContentView?.removeFromSuperview()
                configurationContentView = nil
                _textLabel?.isHidden = false
                _detailTextLabel?.isHidden = false
                setNeedsLayout()
                return
            }
            _textLabel?.isHidden = true
            _detailTextLabel?.isHidden = true
            let shown = newValue.updated(for: configurationState)
            if let v = configurationContentView, v.supports(shown) {
                v.configuration = shown
            } else {
                configurationContentView?.removeFromSuperview()
                let v = shown.makeContentView()
                v.frame = contentView.bounds
                contentView.addSubview(v)
                configurationContentView = v
            }
            setNeedsLayout()
        }
    }

    /// The background as a configuration (`nil`: `backgroundColor` and `backgroundView`);
    /// setting one clears `backgroundView`. Mirrors `backgroundConfiguration`.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            guard let newValue else {
                backgroundConfigurationView?.removeFromSuperview()
                backgroundConfigurationView = nil
                return
            }
            backgroundView = nil
            backgroundColor = nil
            let v = backgroundConfigurationView ?? BackgroundConfigurationView()
            if v.superview !== self { insertSubview(v, at: 0) }
            v.frame = bounds
            v.apply(newValue.updated(for: configurationState), tintColor: UIColor.systemBlue)
            backgroundConfigurationView = v
        }
    }
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    var backgroundConfigurationView: BackgroundConfigurationView?

    /// The view's state. Mirrors `configurationState`.
    public var configurationState: UIViewConfigurationState {
        var s = UIViewConfigurationState(traitCollection: traitCollection)
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// Override to update the configurations for `state`. Mirrors `updateConfiguration(using:)`.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Called after `updateConfiguration(using:)`. Mirrors `configurationUpdateHandler`.
    public var configurationUpdateHandler: ((UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for a configuration update before the next layout. Mirrors
    /// `setNeedsUpdateConfiguration()`.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    private func styleLabels() {
        let c = defaultContentConfiguration()
        if let l = _textLabel {
            l.font = c.textProperties.font
            l.textColor = c.textProperties.color
            l.numberOfLines = 0
        }
        if let l = _detailTextLabel {
            l.font = c.secondaryTextProperties.font
            l.textColor = c.secondaryTextProperties.color
            l.numberOfLines = 0
        }
        if storedBackgroundConfiguration == nil {
            backgroundColor = listPlacement == .plainHeader || listPlacement == .plainFooter ? .systemBackground : .clear
        }
    }

    private var labelLayout: ListContentLayout {
        let c = defaultContentConfiguration()
        var l = ListContentLayout(margins: c.directionalLayoutMargins)
        l.verticalPadding = c.textToSecondaryTextVerticalPadding
        l.isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return l
    }

    /// Places the background, the content view, and the labels (or the content
    /// configuration's view) with the placement's margins. In a grouped header the title is
    /// shown in capitals.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        backgroundConfigurationView?.frame = bounds
        contentView.frame = bounds
        if let v = configurationContentView {
            v.frame = contentView.bounds
            return
        }
        if defaultContentConfiguration().textProperties.transform == .uppercase, let l = _textLabel, let t = l.text, t != t.uppercased() {
            l.text = t.uppercased()
        }
        let f = labelLayout.frames(in: contentView.bounds.size, text: _textLabel, secondary: _detailTextLabel)
        _textLabel?.frame = f.text
        _detailTextLabel?.frame = f.secondary
    }

    /// The height at `size.width` (the view's width when 0): the labels wrapped, or the
    /// content configuration's view, with the margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var w = size.width
        if !w.isFinite || w <= 0 { w = bounds.width }
        if let v = configurationContentView {
            return CGSize(width: w, height: v.sizeThatFits(CGSize(width: w, height: 0)).height.rounded(.up))
        }
        if defaultContentConfiguration().textProperties.transform == .uppercase, let l = _textLabel, let t = l.text, t != t.uppercased() {
            l.text = t.uppercased()
        }
        return CGSize(width: w, height: labelLayout.frames(in: CGSize(width: w, height: 0), text: _textLabel, secondary: _detailTextLabel).fittingHeight.rounded(.up))
    }
}
