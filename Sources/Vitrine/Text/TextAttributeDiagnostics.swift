import Foundation
import VitrinePlatform
import VitrineText

/// Reports attribute values the text system cannot use (a `UIColor` key holding a string, a
/// paragraph style that is not an `NSParagraphStyle`, …): one log line the first time each
/// key meets each wrong type, so a bad value in a label redrawn every frame does not flood
/// the journal. The value itself is ignored and the default used, never a crash.
package enum TextAttributeDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []

    /// Reports that `key` held `value`, which is not `expected`. Returns whether this was the
    /// first report for that key and type (and so was logged).
    @discardableResult
    package static func reportIgnored(_ key: NSAttributedString.Key, value: Any, expected: String) -> Bool {
        let type = String(describing: Swift.type(of: value))
        let id = "\(key.rawValue)|\(type)"
        lock.lock()
        let first = seen.insert(id).inserted
        lock.unlock()
        if first {
            Log.ui.warning("Attributed string: \(key.rawValue) holds a \(type), not \(expected); ignored (logged once per key and type)")
        }
        return first
    }

    /// Reports a font size larger than the engine draws (`TextFont.maximumSize`), once.
    @discardableResult
    package static func reportClampedFontSize(_ size: CGFloat) -> Bool {
        lock.lock()
        let first = seen.insert("font-size|clamped").inserted
        lock.unlock()
        if first {
            Log.ui.warning("A \(size)-pt font is drawn at \(TextFont.maximumSize) pt, the largest text size (logged once)")
        }
        return first
    }

    /// Whether a report for `key` and a value of `type` was made (for tests).
    package static func wasReported(_ key: NSAttributedString.Key, type: Any.Type) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return seen.contains("\(key.rawValue)|\(String(describing: type))")
    }
}
