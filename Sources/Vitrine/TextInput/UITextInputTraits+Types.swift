import Foundation

/// The kinds of on-screen keyboard. Mirrors UIKit's `UIKeyboardType` (same raw values).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The input mode's usual keyboard (English QWERTY or Korean 2-set).
    case `default` = 0
    /// Letters with a row of digits and punctuation, ASCII only (no Korean).
    case asciiCapable = 1
    /// Digits and punctuation first.
    case numbersAndPunctuation = 2
    /// Letters with `/` and `.` for web addresses.
    case URL = 3
    /// Digits 0–9 only.
    case numberPad = 4
    /// Digits, `*`, `#` and `+`.
    case phonePad = 5
    /// Letters for a person's name and a telephone number.
    case namePhonePad = 6
    /// Letters with `@` and `.`.
    case emailAddress = 7
    /// Digits and the locale's decimal separator.
    case decimalPad = 8
    /// Letters with `@` and `#`.
    case twitter = 9
    /// Letters with a `Go` key for search.
    case webSearch = 10
    /// Digits with punctuation, ASCII only.
    case asciiCapableNumberPad = 11

    /// Mirrors `UIKeyboardType.alphabet` (deprecated alias of `.asciiCapable`).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// Light or dark keys. Mirrors UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    /// Follows the text input's `userInterfaceStyle`.
    case `default` = 0
    case dark = 1
    case light = 2

    /// Mirrors `UIKeyboardAppearance.alert` (an alias of `.dark`).
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key. Mirrors UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard shifts by itself. Mirrors UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none = 0, words, sentences, allCharacters
}

/// Autocorrection. Mirrors UIKit's `UITextAutocorrectionType` (Vitrine has no dictionary:
/// every value behaves as `.no`).
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Spell checking. Mirrors UIKit's `UITextSpellCheckingType` (no checking in Vitrine).
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// What the text of an input means. Mirrors UIKit's `UITextContentType` (same raw strings).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("name-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("name-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
