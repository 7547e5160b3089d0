import Foundation
import VitrineGraphics

/// The content of a cell, header or other view as a value: it makes the view that shows it and
/// says how it looks in a given state. Mirrors UIKit's `UIContentConfiguration`.
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration. Mirrors `makeContentView()`.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted, disabled…). Mirrors
    /// `updated(for:)`.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration. Mirrors UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown (setting it updates the view). Mirrors `configuration`.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the owner makes a new view for it).
    /// Mirrors `supports(_:)`.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a content view shows configurations of the type it shows now.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for. Mirrors UIKit's `UIConfigurationState`.
@MainActor
public protocol UIConfigurationState {
    /// The traits of the view the configuration is for.
    var traitCollection: UITraitCollection { get set }
}

/// The state of a view that is not a cell. Mirrors UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    /// Mirrors `init(traitCollection:)`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// The state of a cell: what the cell's configurations are updated for. Mirrors UIKit's
/// `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    /// The cell is disabled (a cell whose user interaction is off).
    public var isDisabled = false
    /// A finger is down on the cell.
    public var isHighlighted = false
    /// The cell is selected.
    public var isSelected = false
    /// The cell has the focus.
    public var isFocused = false
    /// The cell is in editing mode.
    public var isEditing = false
    /// The cell is swiped open, showing swipe actions.
    public var isSwiped = false
    /// The cell is expanded (an outline's parent row).
    public var isExpanded = false
    /// The cell is being reordered.
    public var isReordering = false

    /// Mirrors `init(traitCollection:)`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The state in words (for logs and test failures).
    public var description: String {
        var flags: [String] = []
        if isDisabled { flags.append("disabled") }
        if isHighlighted { flags.append("highlighted") }
        if isSelected { flags.append("selected") }
        if isFocused { flags.append("focused") }
        if isEditing { flags.append("editing") }
        if isSwiped { flags.append("swiped") }
        if isExpanded { flags.append("expanded") }
        if isReordering { flags.append("reordering") }
        return "UICellConfigurationState(\(flags.isEmpty ? "normal" : flags.joined(separator: ", ")))"
    }
}
