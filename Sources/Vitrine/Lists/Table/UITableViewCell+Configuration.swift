import Foundation
import VitrineGraphics

/// Content and background configurations on a cell, and the configuration update cycle:
/// a state change (selection, highlight, editing, swipe, reuse) or `setNeedsUpdateConfiguration()`
/// asks for an update; the update runs once before the next layout (requests in between are
/// combined, as UIKit's documentation allows) and goes: the automatic updates of the content
/// and background configurations (`updated(for:)`), then `updateConfiguration(using:)`, then
/// `configurationUpdateHandler` ("The system calls this handler after calling
/// updateConfiguration(using:)").
extension UITableViewCell {
    /// Mirrors `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The content shown in the content view as a configuration (`nil`: the standard labels
    /// and image, or the app's own subviews). Setting one replaces the standard labels and
    /// image; the same kind of configuration updates the view in place. Mirrors
    /// `contentConfiguration`.
    public var contentConfiguration: UIContentConfiguration? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            showContentConfiguration(automaticallyUpdatesContentConfiguration ? newValue?.updated(for: configurationState) : newValue)
        }
    }

    func showContentConfiguration(_ configuration: UIContentConfiguration?) {
        guard let configuration else {
            configurationContentView?.removeFromSuperview()
            configurationContentView = nil
            for v in [_textLabel, _detailTextLabel, _imageView] as [UIView?] { v?.isHidden = false }
            setNeedsLayout()
            return
        }
        for v in [_textLabel, _detailTextLabel, _imageView] as [UIView?] { v?.isHidden = true }
        if let view = configurationContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurationContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configurationContentView = view
        }
        setNeedsLayout()
    }

    /// A list content configuration with the look of the cell's style and no content (the
    /// `.value2` look for `.value2`). Mirrors `defaultContentConfiguration()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration { standardConfiguration }

    /// The background as a configuration (`nil`: `backgroundColor`, `backgroundView` and
    /// `selectedBackgroundView`). Setting one clears those three, as UIKit documents ("A
    /// background configuration is mutually exclusive with background views"). Mirrors
    /// `backgroundConfiguration`.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            guard let newValue else {
                backgroundConfigurationView?.removeFromSuperview()
                backgroundConfigurationView = nil
                updateSelectionAppearance(animated: false)
                return
            }
            backgroundColor = nil
            backgroundView = nil
            selectedBackgroundView = nil
            updateSelectionAppearance(animated: false)
            showBackgroundConfiguration(automaticallyUpdatesBackgroundConfiguration ? newValue.updated(for: configurationState) : newValue)
        }
    }

    func showBackgroundConfiguration(_ c: UIBackgroundConfiguration) {
        let view = backgroundConfigurationView ?? BackgroundConfigurationView()
        if view.superview !== self { insertSubview(view, at: 0) }
        view.frame = bounds
        view.apply(c, tintColor: UIColor.systemBlue)
        backgroundConfigurationView = view
    }

    /// The background configuration of the cell's default look (a plain list cell). Mirrors
    /// `defaultBackgroundConfiguration()`.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// Whether a state change re-applies `contentConfiguration.updated(for:)` (`true`).
    /// Mirrors `automaticallyUpdatesContentConfiguration`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { !configurationFlags.contains(.manualContent) }
        set { if newValue { configurationFlags.remove(.manualContent) } else { configurationFlags.insert(.manualContent) } }
    }

    /// Whether a state change re-applies `backgroundConfiguration.updated(for:)` (`true`).
    /// Mirrors `automaticallyUpdatesBackgroundConfiguration`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { !configurationFlags.contains(.manualBackground) }
        set { if newValue { configurationFlags.remove(.manualBackground) } else { configurationFlags.insert(.manualBackground) } }
    }

    /// The cell's state: traits, selected, highlighted, editing, swiped, disabled (user
    /// interaction off). Mirrors `configurationState`.
    public var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = _isSelected
        s.isHighlighted = _isHighlighted
        s.isEditing = isEditing
        s.isSwiped = isSwiped
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// Asks for a configuration update before the next layout. Mirrors
    /// `setNeedsUpdateConfiguration()`.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update now (the table calls it before it shows a cell).
    package func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = storedContentConfiguration {
            showContentConfiguration(c.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let b = storedBackgroundConfiguration {
            showBackgroundConfiguration(b.updated(for: state))
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
