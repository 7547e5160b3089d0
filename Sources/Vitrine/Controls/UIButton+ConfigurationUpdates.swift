import Foundation

/// What a button keeps for its configuration (UIButton's one stored field for it).
@MainActor
final class ButtonConfigurationStore {
    var configuration: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var needsUpdate = false
    var isUpdating = false
    let subtitleLabel = UILabel()
    let backgroundView = BackgroundConfigurationView(frame: .zero)
    var activityIndicator: UIView?
    /// Styled titles already made (UIButton+ConfigurationText.swift).
    var attributedStrings: [AttributedString: NSAttributedString] = [:]
}

extension UIButton {
    /// Called to update the configuration for the button's state. Mirrors
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Creates a system button drawn by `configuration`; `primaryAction`'s title and image fill
    /// the configuration's when it has none, and the action runs on
    /// `.primaryActionTriggered`. Mirrors `UIButton.init(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var c = configuration
        if let primaryAction {
            if c.title == nil, c.attributedTitle == nil, !primaryAction.title.isEmpty { c.title = primaryAction.title }
            if c.image == nil { c.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = c
    }

    /// The button's configuration (`nil`: the classic per-state API draws it). Setting it
    /// updates the button. Mirrors `UIButton.configuration`.
    public var configuration: Configuration? {
        get { configurationStore.configuration }
        set {
            let had = configurationStore.configuration != nil
            configurationStore.configuration = newValue
            if newValue == nil {
                if had { leaveConfiguration() }
            } else {
                if !had { enterConfiguration() }
                if !configurationStore.isUpdating { setNeedsUpdateConfiguration() }
                else { applyConfiguration() }
            }
        }
    }

    /// Called before each configuration update (state changes, `setNeedsUpdateConfiguration`);
    /// set `configuration` in it to restyle per state. Mirrors
    /// `UIButton.configurationUpdateHandler`.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStore.updateHandler }
        set {
            configurationStore.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for `updateConfiguration()` before the next layout. Mirrors
    /// `UIButton.setNeedsUpdateConfiguration()`.
    public func setNeedsUpdateConfiguration() {
        guard configurationStore.configuration != nil || configurationStore.updateHandler != nil else { return }
        configurationStore.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs the update handler and shows the configuration for the current state. Mirrors
    /// `UIButton.updateConfiguration()` (Vitrine runs it at the next layout after
    /// `setNeedsUpdateConfiguration()`, and at once when called).
    public func updateConfiguration() {
        configurationStore.needsUpdate = false
        guard !configurationStore.isUpdating else { return }
        configurationStore.isUpdating = true
        configurationStore.updateHandler?(self)
        configurationStore.isUpdating = false
        applyConfiguration()
    }

    /// Runs a pending update (from `layoutSubviews` and `intrinsicContentSize`).
    func updateConfigurationIfNeeded() {
        if configurationStore.needsUpdate { updateConfiguration() }
    }

    private func enterConfiguration() {
        let s = configurationStore
        s.backgroundView.isUserInteractionEnabled = false
        s.subtitleLabel.isUserInteractionEnabled = false
        insertSubview(s.backgroundView, at: 0)
        addSubview(s.subtitleLabel)
        dimmingView.isHidden = true
    }

    private func leaveConfiguration() {
        let s = configurationStore
        s.backgroundView.removeFromSuperview()
        s.subtitleLabel.removeFromSuperview()
        s.activityIndicator?.removeFromSuperview()
        s.activityIndicator = nil
        if titleContentLabel.storedAttributedText != nil { titleContentLabel.attributedText = nil }
        s.attributedStrings = [:]
        titleContentLabel.font = .systemFont(ofSize: 15)
        titleContentLabel.textAlignment = .center
        titleContentLabel.numberOfLines = 1
        imageContentView.isHidden = false
        classicContentDidChange()
    }

    /// Shows the configuration in the current state on the content views.
    func applyConfiguration() {
        guard let c = configurationStore.configuration else { return }
        let s = configurationStore
        let st = state
        let tint = tintColor ?? .systemBlue
        let fg = c.foregroundColor(for: st, tint: tint)
        let (titleFont, subtitleFont) = c.fonts(compatibleWith: traitCollection)
        titleContentLabel.numberOfLines = c.titleLineBreakMode == .byWordWrapping || c.titleLineBreakMode == .byCharWrapping ? 0 : 1
        titleContentLabel.lineBreakMode = c.titleLineBreakMode
        let colour = { (own: UIColor?) in c.foregroundColor(for: st, tint: tint, own: own) }
        showConfigurationText(Configuration.styledText(c.attributedTitle, plain: c.title, transformer: c.titleTextAttributesTransformer,
                                                       font: titleFont, colour: colour),
                              plain: c.shownTitle, on: titleContentLabel, font: titleFont, colour: fg)
        titleContentLabel.alpha = 1
        showConfigurationText(Configuration.styledText(c.attributedSubtitle, plain: c.subtitle, transformer: c.subtitleTextAttributesTransformer,
                                                       font: subtitleFont, colour: colour),
                              plain: c.shownSubtitle, on: s.subtitleLabel, font: subtitleFont, colour: fg)
        imageContentView.image = c.showsActivityIndicator ? nil : c.image
        imageContentView.tintColor = fg
        imageContentView.alpha = 1
        imageContentView.isHidden = c.showsActivityIndicator
        dimmingView.isHidden = true
        if c.showsActivityIndicator {
            if s.activityIndicator == nil {
                let v = makeButtonActivityIndicator()
                v.isUserInteractionEnabled = false
                s.activityIndicator = v
                addSubview(v)
            }
            s.activityIndicator?.tintColor = fg
            s.activityIndicator?.setNeedsDisplay()
        } else {
            s.activityIndicator?.removeFromSuperview()
            s.activityIndicator = nil
        }
        var bg = c.background
        bg.backgroundColor = UIButton.configurationShowsButtonShape(c)
            ? UIButton.buttonShapeColor(foreground: fg) : c.backgroundColor(for: st, tint: tint)
        bg.cornerRadius = c.cornerRadius(height: bounds.height)
        s.backgroundView.apply(bg, tintColor: tint)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
