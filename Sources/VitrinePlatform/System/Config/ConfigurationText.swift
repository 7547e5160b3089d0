/// How configuration messages show characters: control characters escaped, so every message
/// stays one journal line (`saw '\n'`, `"a\tb"`).
package enum ConfigurationText {
    /// The escape for a control character (`\n`, `\r`, `\t`, `\u001B`…), `nil` for any other.
    package static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            return scalar.value < 0x20 || scalar.value == 0x7F ? "\\u" + hex4(scalar.value) : nil
        }
    }

    /// `text` with its control characters escaped.
    package static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let e = escape(scalar) { out += e } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func hex4(_ v: UInt32) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - h.count)) + h
    }
}
