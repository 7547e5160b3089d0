/// Finds the three shapes of broken TOML that trip assertions inside toml++ 3.4 (the parser
/// under TOMLKit 0.6): a table header whose name starts with a character that cannot start a
/// key (`[=x]`, `[{`, `[` at the end of a line), a `}` where an array expects a value
/// (`[1, }`), and a date, a space and one digit ended by a space, newline, `#`, `,`, `]` or `}`
/// (`1979-05-27 0#`: toml++ reads on for a time and asserts on the terminator). A debug build of toml++ aborts on them and a release build reaches undefined
/// behaviour, so the loader refuses them before toml++ sees the text.
///
/// It lexes strings, comments and brackets as toml++ does; up to toml++'s first error the
/// two agree, and past it nothing matters, because toml++ stops at its first error. Valid
/// TOML never contains either shape.
struct ConfigurationSyntaxGuard {
    /// Where the first dangerous shape starts (a byte offset, 1-based line and column in
    /// characters) and what toml++ would have said.
    struct Finding: Equatable {
        var offset: Int
        var line: Int
        var column: Int
        var message: String
    }

    private enum Open { case array, inlineTable }

    private let bytes: [UInt8]
    private var pos = 0
    private var line = 1
    private var column = 1

    /// The first dangerous shape in `bytes` (valid UTF-8 without NUL), if any.
    static func check(_ bytes: [UInt8]) -> Finding? {
        var scanner = ConfigurationSyntaxGuard(bytes: bytes)
        return scanner.scan()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }   // toml++ skips a byte order mark too
    }

    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }
    private func peek(_ n: Int) -> UInt8? { pos + n < bytes.count ? bytes[pos + n] : nil }

    private mutating func advance() {
        guard pos < bytes.count else { return }
        let b = bytes[pos]
        pos += 1
        if b == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1   // a character starts here; continuation bytes do not count
        }
        // Keep the column pointing at the next character: skip its continuation bytes now.
        while pos < bytes.count, bytes[pos] & 0xC0 == 0x80 { pos += 1 }
    }

    private func finding(_ message: String) -> Finding {
        Finding(offset: pos, line: line, column: column, message: message)
    }

    private mutating func scan() -> Finding? {
        var stack: [Open] = []
        var lineHasContent = false   // something other than spaces before, on this line
        var inHeader = false
        var afterOpenOrComma = false // in an array: `[` or `,` was the last significant character
        while let c = current {
            switch c {
            case UInt8(ascii: "\n"):
                advance()
                lineHasContent = false
                inHeader = false
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                advance()
                continue
            case UInt8(ascii: "#"):
                while let b = current, b != UInt8(ascii: "\n") { advance() }
                continue
            default:
                break
            }
            defer { lineHasContent = true }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                skipString(c)
                afterOpenOrComma = false
                continue
            }
            if stack.isEmpty, !lineHasContent, c == UInt8(ascii: "[") {
                inHeader = true
                if let f = checkHeader() { return f }
                continue
            }
            if inHeader {
                advance()
                continue
            }
            if Self.isDigit(c), pos == 0 || !Self.continuesToken(bytes[pos - 1]), let f = checkDateThenOneDigit() { return f }
            switch c {
            case UInt8(ascii: "["):
                stack.append(.array)
                afterOpenOrComma = true
            case UInt8(ascii: "{"):
                stack.append(.inlineTable)
                afterOpenOrComma = false
            case UInt8(ascii: "}"):
                if stack.last == .array, afterOpenOrComma {
                    return finding("expected value or closing ']', saw '}'")
                }
                if !stack.isEmpty { stack.removeLast() }
                afterOpenOrComma = false
            case UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                afterOpenOrComma = false
            case UInt8(ascii: ","):
                afterOpenOrComma = stack.last == .array
            default:
                afterOpenOrComma = false
            }
            advance()
        }
        return nil
    }

    /// At a header's `[`: the name must start with a key character, a quote or `]`.
    private mutating func checkHeader() -> Finding? {
        advance()
        if current == UInt8(ascii: "[") { advance() }
        while let b = current, b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { advance() }
        guard let b = current else { return nil }
        if Self.isBare(b) || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: "]") { return nil }
        return finding("expected a table name after '[', saw '\(shown(at: pos))'")
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// Characters that continue a bare key or a number: a digit after them does not start a value.
    private static func continuesToken(_ b: UInt8) -> Bool {
        isBare(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: ":") || b == UInt8(ascii: "+")
    }

    /// At a value's first digit: `YYYY-MM-DD D` (underscores ignored, as toml++ does) followed
    /// by anything but a digit is the date-time toml++ cannot finish reading. Valid TOML never
    /// has it: a time after the space needs two digits.
    private mutating func checkDateThenOneDigit() -> Finding? {
        var end = pos
        var significant: [UInt8] = []
        while end < bytes.count, Self.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "_") {
            if bytes[end] != UInt8(ascii: "_") { significant.append(bytes[end]) }
            end += 1
        }
        guard significant.count == 10, significant[4] == UInt8(ascii: "-"), significant[7] == UInt8(ascii: "-"),
              significant.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || Self.isDigit($0.element) }),
              end + 2 < bytes.count, bytes[end] == UInt8(ascii: " "), Self.isDigit(bytes[end + 1]), !Self.isDigit(bytes[end + 2])
        else { return nil }
        let date = String(decoding: bytes[pos..<end], as: UTF8.self)
        let digit = Character(UnicodeScalar(bytes[end + 1]))
        while pos < end + 2 { advance() }
        return finding("expected a time (HH:MM:SS) after '\(date) \(digit)', saw '\(shown(at: pos))'")
    }

    /// The character at `offset` as a message shows it (control characters escaped).
    private func shown(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return ConfigurationText.oneLine(String(decoding: bytes[offset..<end], as: UTF8.self))
    }

    private static func isBare(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    /// Past a string that starts here: basic or literal, one-line or multi-line.
    private mutating func skipString(_ quote: UInt8) {
        let basic = quote == UInt8(ascii: "\"")
        if peek(1) == quote, peek(2) == quote {
            advance(); advance(); advance()
            while let c = current {
                if basic, c == UInt8(ascii: "\\") { advance(); advance(); continue }
                if c == quote, peek(1) == quote, peek(2) == quote {
                    advance(); advance(); advance()
                    // `""""` and `"""""` end with one or two quotes inside the string.
                    if current == quote { advance() }
                    if current == quote { advance() }
                    return
                }
                advance()
            }
            return
        }
        advance()
        while let c = current, c != quote, c != UInt8(ascii: "\n") {
            if basic, c == UInt8(ascii: "\\") { advance() }
            advance()
        }
        if current == quote { advance() }
    }
}
