import Foundation

/// A rotor the app adds for a screen reader: VoiceOver's two-finger rotate chooses it (saying
/// its name), and swipes down and up ask its `itemSearchBlock` for the next or previous item
/// from the focused one. A rotor with a `systemRotorType` takes the place of the screen
/// reader's own rotor of that kind ("Headings"). Mirrors `UIAccessibilityCustomRotor`.
@MainActor
open class UIAccessibilityCustomRotor {
    /// Finds the item after or before the predicate's current item; `nil`: there is none.
    public typealias Search = @MainActor (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// Which way a search goes. Mirrors `UIAccessibilityCustomRotor.Direction`.
    public enum Direction: Int, Sendable {
        case previous
        case next
    }

    /// The screen reader's own rotors a custom rotor can stand for. Mirrors
    /// `UIAccessibilityCustomRotor.SystemRotorType` (the kinds Vitrine's reader names).
    public enum SystemRotorType: Int, Sendable {
        case none
        case link
        case visitedLink
        case heading
        case headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5, headingLevel6
        case boldText, italicText, underlineText, misspelledWord
        case image, textField, table, list, landmark

        /// What VoiceOver calls the rotor.
        package var name: String {
            switch self {
            case .none: return ""
            case .link: return "Links"
            case .visitedLink: return "Visited links"
            case .heading: return "Headings"
            case .headingLevel1: return "Headings level 1"
            case .headingLevel2: return "Headings level 2"
            case .headingLevel3: return "Headings level 3"
            case .headingLevel4: return "Headings level 4"
            case .headingLevel5: return "Headings level 5"
            case .headingLevel6: return "Headings level 6"
            case .boldText: return "Bold text"
            case .italicText: return "Italic text"
            case .underlineText: return "Underlined text"
            case .misspelledWord: return "Misspelled words"
            case .image: return "Images"
            case .textField: return "Text fields"
            case .table: return "Tables"
            case .list: return "Lists"
            case .landmark: return "Landmarks"
            }
        }
    }

    /// The name said when the rotor is chosen.
    public var attributedName: NSAttributedString
    /// The screen reader's rotor this one stands for (`.none`: a rotor of the app's own).
    public let systemRotorType: SystemRotorType
    /// Finds the items.
    public var itemSearchBlock: Search

    /// The name said when the rotor is chosen (a system rotor's is the screen reader's).
    public var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    /// A rotor named `name`. Mirrors `init(name:itemSearch:)`.
    public init(name: String, itemSearch: @escaping Search) {
        attributedName = NSAttributedString(string: name)
        systemRotorType = .none
        itemSearchBlock = itemSearch
    }

    /// A rotor with an attributed name. Mirrors `init(attributedName:itemSearch:)`.
    public init(attributedName: NSAttributedString, itemSearch: @escaping Search) {
        self.attributedName = attributedName
        systemRotorType = .none
        itemSearchBlock = itemSearch
    }

    /// A rotor that stands for the screen reader's rotor of `systemType`, named as that one.
    /// Mirrors `init(systemType:itemSearch:)`.
    public init(systemType: SystemRotorType, itemSearch: @escaping Search) {
        attributedName = NSAttributedString(string: systemType.name)
        systemRotorType = systemType
        itemSearchBlock = itemSearch
    }
}

/// What a rotor search starts from and which way it goes. Mirrors
/// `UIAccessibilityCustomRotorSearchPredicate`.
@MainActor
open class UIAccessibilityCustomRotorSearchPredicate {
    /// The item the search starts from (the focused element).
    public var currentItem: UIAccessibilityCustomRotorItemResult
    /// Which way to search.
    public var searchDirection: UIAccessibilityCustomRotor.Direction

    /// A predicate from `currentItem` in `searchDirection`.
    public init(currentItem: UIAccessibilityCustomRotorItemResult, searchDirection: UIAccessibilityCustomRotor.Direction) {
        self.currentItem = currentItem
        self.searchDirection = searchDirection
    }
}

/// An item a rotor search found: the element to focus (a view or a `UIAccessibilityElement`)
/// and, in text, a range. Mirrors `UIAccessibilityCustomRotorItemResult`.
@MainActor
open class UIAccessibilityCustomRotorItemResult {
    /// The element to focus (held weakly, as UIKit does).
    public weak var targetElement: AnyObject?
    /// The range of text inside the element (`nil`: the whole element).
    public var targetRange: UITextRange?

    /// A result focusing `targetElement`. Mirrors `init(targetElement:targetRange:)`.
    public init(targetElement: AnyObject?, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
    }
}
