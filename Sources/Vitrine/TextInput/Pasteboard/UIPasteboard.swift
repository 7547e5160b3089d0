import Foundation

/// A place to put text and data for later pasting, within the process. Mirrors UIKit's
/// `UIPasteboard`: the general pasteboard holds a list of items, each a dictionary from a
/// type identifier (a UTI such as `"public.utf8-plain-text"`) to a value (a `String` or
/// `Data`); writing replaces the items and bumps `changeCount`, and
/// `UIPasteboard.changedNotification` is posted.
///
/// Vitrine runs one app per panel, so there is no cross-process pasteboard: the general
/// pasteboard lives as long as the process.
///
/// Text stored as `Data` under a plain-text type that is not valid UTF-8 (an app wrote raw
/// bytes) is read by `string`/`strings` with each bad byte sequence as U+FFFD and reported to
/// the bad-input log; it never crashes.
@MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard (for this process). Mirrors `UIPasteboard.general`.
    public static let general = UIPasteboard()

    /// Posted (object: the pasteboard) after the items changed; `userInfo` holds the types
    /// added and removed under `changedTypesAddedUserInfoKey` / `changedTypesRemovedUserInfoKey`.
    /// Mirrors `UIPasteboard.changedNotification`.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Mirrors `UIPasteboard.changedTypesAddedUserInfoKey`.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// Mirrors `UIPasteboard.changedTypesRemovedUserInfoKey`.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The type `string` is written under (UTF-8 plain text, `UTType.utf8PlainText`).
    public static let plainTextType = "public.utf8-plain-text"
    /// The types read as text, most specific first. Mirrors `UIPasteboard.typeListString`.
    public static let typeListString = ["public.utf8-plain-text", "public.plain-text", "public.text"]

    private var _items: [[String: Any]] = []
    /// The change count of the last read that reported bad data (so a bad item is logged once).
    private var reportedChangeCount = -1

    /// An empty pasteboard (apps use `general`; tests may make their own).
    public init() {}

    /// Bumped by every write. Mirrors `UIPasteboard.changeCount`.
    public private(set) var changeCount = 0

    // MARK: Items

    /// The items, each a dictionary from type to value. Setting replaces them all. Mirrors
    /// `UIPasteboard.items`.
    public var items: [[String: Any]] {
        get { _items }
        set { write(newValue) }
    }

    /// Mirrors `UIPasteboard.numberOfItems`.
    public var numberOfItems: Int { _items.count }

    /// The types of the first item. Mirrors `UIPasteboard.types`.
    public var types: [String] { _items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether the first item holds any of `pasteboardTypes`. Mirrors
    /// `UIPasteboard.contains(pasteboardTypes:)`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = _items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Replaces the items with one item holding `data` under `pasteboardType`. Mirrors
    /// `UIPasteboard.setData(_:forPasteboardType:)`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        write([[pasteboardType: data]])
    }

    /// Replaces the items with one item holding `value` under `pasteboardType`. Mirrors
    /// `UIPasteboard.setValue(_:forPasteboardType:)`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        write([[pasteboardType: value]])
    }

    /// The first item's data for `pasteboardType` (a string value as its UTF-8 bytes); nil
    /// when it has none. Mirrors `UIPasteboard.data(forPasteboardType:)`.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = _items.first?[pasteboardType] else { return nil }
        return Self.data(of: value)
    }

    /// The first item's value for `pasteboardType`. Mirrors `UIPasteboard.value(forPasteboardType:)`.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        _items.first?[pasteboardType]
    }

    // MARK: Strings

    /// The first item's text (nil when it holds none). Setting replaces all items with one
    /// holding the string as UTF-8 plain text; nil clears the pasteboard. Mirrors
    /// `UIPasteboard.string`.
    public var string: String? {
        get { _items.first.flatMap { text(of: $0, index: 0) } }
        set { write(newValue.map { [[Self.plainTextType: $0]] } ?? []) }
    }

    /// The text of every item that holds text, in order (nil when none does). Setting
    /// replaces the items, one per string. Mirrors `UIPasteboard.strings`.
    public var strings: [String]? {
        get {
            let all = _items.enumerated().compactMap { text(of: $0.element, index: $0.offset) }
            return all.isEmpty ? nil : all
        }
        set { write((newValue ?? []).map { [Self.plainTextType: $0] }) }
    }

    /// Whether any item holds text (cheap: nothing is decoded). Mirrors `UIPasteboard.hasStrings`.
    public var hasStrings: Bool {
        _items.contains { item in Self.typeListString.contains { t in item[t].map { $0 is String || $0 is Data } ?? false } }
    }

    // MARK: Internals

    private func write(_ newItems: [[String: Any]]) {
        let before = Set(_items.flatMap(\.keys)), after = Set(newItems.flatMap(\.keys))
        _items = newItems
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: Array(after.subtracting(before)).sorted(),
            Self.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)).sorted(),
        ])
    }

    /// The text of `item`: a string value as is, data decoded as UTF-8 (bad bytes as U+FFFD,
    /// reported once per change).
    private func text(of item: [String: Any], index: Int) -> String? {
        for type in Self.typeListString {
            guard let value = item[type] else { continue }
            if let s = value as? String { return s }
            if let d = value as? Data {
                let decoded = String(decoding: d, as: UTF8.self)
                if String(data: d, encoding: .utf8) == nil { report("item \(index)'s \(type) data (\(d.count) bytes) is not valid UTF-8: its bad bytes read as U+FFFD") }
                return decoded
            }
            report("item \(index)'s \(type) value is a \(Swift.type(of: value)), not a String or Data: ignored")
        }
        return nil
    }

    private func report(_ message: String) {
        guard reportedChangeCount != changeCount else { return }
        reportedChangeCount = changeCount
        BadInputLog.report("UIPasteboard: \(message)")
    }

    private static func data(of value: Any) -> Data? {
        if let d = value as? Data { return d }
        if let s = value as? String { return Data(s.utf8) }
        return nil
    }
}
