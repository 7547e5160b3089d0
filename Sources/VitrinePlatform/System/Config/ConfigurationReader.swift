import Foundation
import TOMLKit

/// Reads typed values out of a parsed TOML document and collects every problem as a
/// ``ConfigurationError/Issue`` placed at the key's line. The schema
/// (``ConfigurationSchema``) says which keys exist and what their values mean; this says how
/// to get a string, a number or an array of them and how to word a value of the wrong type.
struct ConfigurationReader {
    let file: String
    let locator: ConfigurationKeyLocator
    private(set) var issues: [ConfigurationError.Issue] = []
    /// Problems that do not refuse the file (logged by the kiosk).
    private(set) var warnings: [ConfigurationError.Issue] = []

    init(file: String, text: String) {
        self.file = file
        self.locator = ConfigurationKeyLocator(text: text)
    }

    /// Records a problem with the key at `path`.
    mutating func fail(_ path: [String], _ message: String) {
        issues.append(.init(kind: .invalid, file: file, line: locator.line(of: path),
                            key: ConfigurationKeyLocator.key(path), message: message))
    }

    /// Records a problem with the key at `path` that does not refuse the file: the key keeps
    /// its default.
    mutating func warn(_ path: [String], _ message: String) {
        warnings.append(.init(kind: .invalid, file: file, line: locator.line(of: path),
                              key: ConfigurationKeyLocator.key(path), message: message))
    }

    /// Records every key or string value that holds a NUL character: TOMLKit hands strings over
    /// as C strings, so the NUL would silently cut a path or a name (`/dev/dri/card0\u0000x`
    /// read as `/dev/dri/card0`, a key `card\u0000x` as `card`).
    mutating func refuseNULCharacters() {
        for n in locator.nulCharacters {
            issues.append(.init(kind: .invalid, file: file, line: n.line, key: ConfigurationKeyLocator.key(n.path),
                                message: n.inKey ? "a key must not contain a NUL character (\\u0000)"
                                                 : "must not contain a NUL character (\\u0000)"))
        }
    }

    /// The table at `path`, reporting keys outside `known` (and a value that is not a table).
    mutating func table(_ value: (any TOMLValueConvertible)?, at path: [String], known: [String]) -> TOMLTable? {
        guard let value else { return nil }
        guard let table = value.table else {
            fail(path, "expected a table, found \(Self.describe(value.type))")
            return nil
        }
        for key in table.keys where !known.contains(key) {
            let kind = table[key]?.type == .table && !(table[key]?.table?.inline ?? false) ? "table" : "key"
            fail(path + [key], "unknown \(kind)" + Self.suggestion(for: key, among: known))
        }
        return table
    }

    // MARK: - Scalars

    mutating func string(_ table: TOMLTable, _ key: String, at path: [String]) -> String? {
        guard let value = table[key] else { return nil }
        guard let s = value.string else { return mismatch(path + [key], "a string", value) }
        return s
    }

    mutating func bool(_ table: TOMLTable, _ key: String, at path: [String]) -> Bool? {
        guard let value = table[key] else { return nil }
        guard let b = value.bool else { return mismatch(path + [key], "a boolean (true or false)", value) }
        return b
    }

    mutating func integer(_ table: TOMLTable, _ key: String, at path: [String]) -> Int? {
        guard let value = table[key] else { return nil }
        guard let i = value.int else { return mismatch(path + [key], "an integer", value) }
        return i
    }

    /// An integer or a floating-point number, as a `Double`.
    mutating func number(_ table: TOMLTable, _ key: String, at path: [String]) -> Double? {
        guard let value = table[key] else { return nil }
        guard let d = Self.number(value) else { return mismatch(path + [key], "a number", value) }
        return d
    }

    // MARK: - Arrays

    /// An array whose elements `element` converts; wrong elements are reported at `key[i]`.
    mutating func array<T>(_ table: TOMLTable, _ key: String, at path: [String], of what: String,
                           _ element: (any TOMLValueConvertible) -> T?) -> [T]? {
        guard let value = table[key] else { return nil }
        guard let array = value.array else { return mismatch(path + [key], "an array of \(what)", value) }
        var out: [T] = []
        var ok = true
        for (i, item) in array.enumerated() {
            if let v = element(item) {
                out.append(v)
            } else {
                ok = false
                fail(path + ["\(key)[\(i)]"], "expected \(Self.singular(what)), found \(Self.describe(item.type))")
            }
        }
        return ok ? out : nil
    }

    mutating func strings(_ table: TOMLTable, _ key: String, at path: [String]) -> [String]? {
        array(table, key, at: path, of: "strings") { $0.string }
    }

    mutating func numbers(_ table: TOMLTable, _ key: String, at path: [String]) -> [Double]? {
        array(table, key, at: path, of: "numbers") { Self.number($0) }
    }

    // MARK: - Wording

    private mutating func mismatch<T>(_ path: [String], _ expected: String, _ value: any TOMLValueConvertible) -> T? {
        fail(path, "expected \(expected), found \(Self.describe(value.type))")
        return nil
    }

    static func number(_ value: any TOMLValueConvertible) -> Double? {
        if let i = value.int { return Double(i) }
        return value.double
    }

    /// `an integer`, `a string`, … for a TOML type.
    static func describe(_ type: TOMLType) -> String {
        switch type {
        case .table: return "a table"
        case .array: return "an array"
        case .string: return "a string"
        case .int: return "an integer"
        case .double: return "a floating-point number"
        case .bool: return "a boolean"
        case .date: return "a date"
        case .time: return "a time"
        case .dateTime: return "a date-time"
        }
    }

    private static func singular(_ plural: String) -> String {
        switch plural {
        case "strings": return "a string"
        case "numbers": return "a number"
        default: return plural
        }
    }

    /// A value as TOML would write it, for messages (`"1920by1080"`, `45`, `nan`, `true`).
    static func render(_ value: any TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return quote(value.string ?? "")
        case .int: return value.int.map(String.init) ?? "?"
        case .double: return value.double.map(render) ?? "?"
        case .bool: return value.bool.map(String.init) ?? "?"
        default: return describe(value.type)
        }
    }

    /// A number as written in messages: `45`, `2.5`, `nan`, `inf`.
    static func render(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    /// A string in double quotes with `"`, `\` and control characters escaped, cut after 60
    /// characters so that a runaway value does not flood the journal.
    static func quote(_ s: String) -> String {
        var out = "\""
        for (n, scalar) in s.unicodeScalars.enumerated() {
            if n == 60 { out += "…"; break }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if let e = ConfigurationText.escape(scalar) { out += e } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// ` (did you mean rotation?)` when `key` is a small typo of a known key.
    static func suggestion(for key: String, among known: [String]) -> String {
        let k = Array(key.lowercased().utf8.prefix(64))
        let best = known.map { ($0, editDistance(k, Array($0.utf8))) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 2, best.1 < max(k.count, 1) else { return "" }
        return " (did you mean \(best.0)?)"
    }

    private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var prev = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}
