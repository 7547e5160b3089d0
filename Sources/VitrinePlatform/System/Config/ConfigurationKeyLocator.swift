/// Finds the line each key of a TOML document is on, since TOMLKit keeps no source positions.
///
/// It walks the text as TOML is laid out: table headers (`[display]`, `[[x]]`), `key = value`
/// lines with bare, quoted or dotted keys, and values that span lines (arrays, inline tables,
/// multi-line strings), recording the first line of every key path (`display.rotation`), of
/// every table a header or a dotted key opens (`display`), and of every array element
/// (`input.calibration[2]`). It is run only on text toml++ accepted, but it never traps or
/// loops on anything: every step consumes input.
struct ConfigurationKeyLocator {
    private let bytes: [UInt8]
    private var pos = 0
    private var line = 1
    private(set) var lines: [String: Int] = [:]
    /// The key paths whose key or string value holds a NUL escape (`\u0000`, `\U00000000`), with
    /// the line of the escape, in file order. TOMLKit hands strings over as C strings, cut at the
    /// NUL, so the loader must find them here to refuse them.
    private(set) var nulCharacters: [(path: [String], inKey: Bool, line: Int)] = []

    /// Locates the keys in `text`.
    init(text: String) {
        bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
        scanDocument()
    }

    /// The line of `path` (`["display", "rotation"]`), or of its nearest located ancestor.
    func line(of path: [String]) -> Int? {
        var p = path
        while !p.isEmpty {
            if let l = lines[Self.key(p)] { return l }
            p.removeLast()
        }
        return nil
    }

    static func key(_ path: [String]) -> String { path.joined(separator: ".") }

    // MARK: - Walking

    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }
    private func peek(_ offset: Int) -> UInt8? { pos + offset < bytes.count ? bytes[pos + offset] : nil }

    private mutating func advance() {
        guard pos < bytes.count else { return }
        if bytes[pos] == UInt8(ascii: "\n") { line += 1 }
        pos += 1
    }

    private mutating func record(_ path: [String], line: Int) {
        guard !path.isEmpty else { return }
        for n in 1...path.count {
            let k = Self.key(Array(path.prefix(n)))
            if lines[k] == nil { lines[k] = line }
        }
    }

    private mutating func skipSpaces() {
        while let c = current, c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { advance() }
    }

    private mutating func skipToEndOfLine() {
        while let c = current, c != UInt8(ascii: "\n") { advance() }
    }

    /// Spaces, newlines and comments (between array elements).
    private mutating func skipBlank() {
        while let c = current {
            if c == UInt8(ascii: "#") { skipToEndOfLine() } else if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t")
                || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { advance() } else { return }
        }
    }

    private mutating func scanDocument() {
        var prefix: [String] = []
        while current != nil {
            skipBlank()
            guard let c = current else { return }
            let start = pos
            let startLine = line
            if c == UInt8(ascii: "[") {
                advance()
                let isArray = current == UInt8(ascii: "[")
                if isArray { advance() }
                let path = scanKey()
                record(path, line: startLine)
                prefix = path
            } else {
                let path = prefix + scanKey()
                skipSpaces()
                if current == UInt8(ascii: "=") {
                    advance()
                    record(path, line: startLine)
                    scanValue(path, depth: 0)
                }
            }
            skipToEndOfLine()
            if pos == start { advance() }
        }
    }

    /// A bare, quoted or dotted key; stops before `=` or `]`.
    private mutating func scanKey() -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            guard let c = current else { return parts }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                let keyLine = line
                let (part, hasNUL) = scanQuoted(c)
                parts.append(part)
                if hasNUL { nulCharacters.append((parts, true, keyLine)) }
            } else {
                var part: [UInt8] = []
                while let b = current, Self.isBare(b) { part.append(b); advance() }
                guard !part.isEmpty else { return parts }
                parts.append(String(decoding: part, as: UTF8.self))
            }
            skipSpaces()
            guard current == UInt8(ascii: ".") else { return parts }
            advance()
        }
    }

    private static func isBare(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    /// A one-line quoted string, unescaped as TOML does for a basic (`"`) string so that quoted
    /// keys match TOMLKit's, and whether it holds a NUL escape.
    private mutating func scanQuoted(_ quote: UInt8) -> (String, hasNUL: Bool) {
        advance()
        var out: [UInt8] = []
        var hasNUL = false
        while let c = current, c != quote, c != UInt8(ascii: "\n") {
            if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\") {
                advance()
                guard let scalar = scanEscape() else { continue }
                if scalar == "\0" { hasNUL = true }
                out += Array(String(Character(scalar)).utf8)
                continue
            }
            out.append(c)
            advance()
        }
        if current == quote { advance() }
        return (String(decoding: out, as: UTF8.self), hasNUL)
    }

    /// The character of the escape after a `\` (already consumed): `\n`, `\"`, `\u0041`,
    /// `\U0001F600`…; `nil` for a line-ending backslash or an escape toml++ would have refused.
    private mutating func scanEscape() -> Unicode.Scalar? {
        guard let c = current else { return nil }
        advance()
        switch c {
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "e"): return "\u{1B}"
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): return Unicode.Scalar(c)
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = c == UInt8(ascii: "x") ? 2 : c == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for _ in 0..<digits {
                guard let d = current, let v = Self.hexValue(d) else { return nil }
                value = value << 4 | v
                advance()
            }
            return Unicode.Scalar(value)
        default: return nil
        }
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func scanValue(_ path: [String], depth: Int) {
        skipSpaces()
        guard let c = current, depth < 512 else { return }
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let stringLine = line
            if scanString(c) { nulCharacters.append((path, false, stringLine)) }
        case UInt8(ascii: "["):
            advance()
            var index = 0
            while true {
                skipBlank()
                guard let b = current else { return }
                if b == UInt8(ascii: "]") { advance(); return }
                if b == UInt8(ascii: ",") { advance(); continue }
                let start = pos
                let elementPath = path.isEmpty ? path : Array(path.dropLast()) + ["\(path[path.count - 1])[\(index)]"]
                record(elementPath, line: line)
                scanValue(elementPath, depth: depth + 1)
                index += 1
                if pos == start { advance() }
            }
        case UInt8(ascii: "{"):
            advance()
            while true {
                skipSpaces()
                guard let b = current, b != UInt8(ascii: "\n") else { return }
                if b == UInt8(ascii: "}") { advance(); return }
                if b == UInt8(ascii: ",") { advance(); continue }
                let start = pos
                let keyLine = line
                let key = path + scanKey()
                skipSpaces()
                if current == UInt8(ascii: "=") {
                    advance()
                    record(key, line: keyLine)
                    scanValue(key, depth: depth + 1)
                }
                if pos == start { advance() }
            }
        default:
            // A number, boolean or date: up to the next delimiter.
            while let b = current, !Self.endsScalar(b) { advance() }
        }
    }

    private static func endsScalar(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == UInt8(ascii: "#")
            || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
    }

    /// A basic, literal or multi-line string value; whether it holds a NUL escape.
    private mutating func scanString(_ quote: UInt8) -> Bool {
        let multi = peek(1) == quote && peek(2) == quote
        guard multi else { return scanQuoted(quote).hasNUL }
        advance(); advance(); advance()
        var hasNUL = false
        while let c = current {
            if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\") {
                advance()
                if scanEscape() == "\0" { hasNUL = true }
                continue
            }
            if c == quote, peek(1) == quote, peek(2) == quote {
                advance(); advance(); advance()
                // Up to two more quotes belong to the string (`""""` ends with one inside).
                while current == quote { advance() }
                return hasNUL
            }
            advance()
        }
        return hasNUL
    }
}
