import Foundation

/// A visual format string (Apple's Visual Format Language) parsed into what it says, with no
/// views involved: the orientation, the views in order with their size predicates, and the
/// connections between them and to the superview edges.
///
/// The grammar (Auto Layout Guide, "Visual Format Language"):
///
///     <visualFormatString> (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
///     <orientation>        H | V
///     <superview>          |
///     <view>               [<viewName>(<predicateListWithParens>)?]
///     <connection>         e | -<predicateList>- | -
///     <predicateList>      <simplePredicate> | <predicateListWithParens>
///     <simplePredicate>    <metricName> | <positiveNumber>
///     <predicateListWithParens> (<predicate>(,<predicate>)*)
///     <predicate>          (<relation>)?(<objectOfPredicate>)(@<priority>)?
///     <relation>           == | <= | >=
///     <objectOfPredicate>  <constant> | <viewName>
///     <priority>           <metricName> | <number>
///     <constant>           <metricName> | <number>
///
/// A view name as the object of a predicate is allowed only in a view's own predicates (its
/// width or height equals the other view's). Spaces between tokens are skipped.
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// What a predicate relates to: a constant (a number or a metric's value) or another view.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    /// `(>=70@750)`: a relation, what it relates to, and a priority (`nil`: required).
    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours.
    enum Connection: Equatable {
        /// `[a][b]` or `|[a]`: no space.
        case flush
        /// `[a]-[b]`: the standard space.
        case standard
        /// `-20-`, `-(>=8@750)-`: explicit predicates on the space.
        case predicates([Predicate])
    }

    /// `[name(predicates)]`.
    struct View: Equatable {
        var name: String
        var predicates: [Predicate] = []
    }

    var orientation: Orientation = .horizontal
    /// The connection to the superview's leading (top) edge, when the format starts with `|`.
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` is the space between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection to the superview's trailing (bottom) edge, when the format ends with `|`.
    var trailingSuperview: Connection?
}

/// A format string UIKit would refuse: the reason, and where in the string it was found.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    var reason: String
    var format: String
    /// Offset (in characters) of the offending character; may equal the string's length.
    var position: Int

    /// UIKit's form: the reason, the format, and a caret under the position.
    var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n" + String(repeating: " ", count: position) + "^"
    }
}

/// The visual format parser: pure (names are checked against the given metric values and view
/// names; no views needed), so it can be tested on strings alone.
struct VisualFormatParser {
    private let chars: [Character]
    private let format: String
    private let metrics: [String: CGFloat]
    private let viewNames: Set<String>
    private var i = 0

    private init(_ format: String, metrics: [String: CGFloat], viewNames: Set<String>) {
        self.format = format
        self.chars = Array(format)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// Parses `format`; a name in brackets must be in `viewNames`, a name standing for a
    /// number must be in `metrics`.
    static func parse(_ format: String, metrics: [String: CGFloat] = [:],
                      viewNames: Set<String>) throws(VisualFormatError) -> VisualFormat {
        var p = VisualFormatParser(format, metrics: metrics, viewNames: viewNames)
        return try p.parseFormat()
    }

    // MARK: Grammar

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        var out = VisualFormat()
        skipSpaces()
        if let c = peek, c == "H" || c == "V" {
            advance()
            skipSpaces()
            guard peek == ":" else {
                throw fail(c == "V" ? "Expected ':' after 'V' to specify vertical arrangement"
                                    : "Expected ':' after 'H' to specify horizontal arrangement")
            }
            advance()
            out.orientation = c == "V" ? .vertical : .horizontal
        }
        skipSpaces()
        if peek == "|" {
            advance()
            out.leadingSuperview = try parseConnection()
            skipSpaces()
            guard peek == "[" else {
                throw fail("Expected a '[' here. That is how you give the start of a view.")
            }
        }
        out.views.append(try parseView())
        while true {
            skipSpaces()
            guard peek != nil else { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "|" {
                advance()
                out.trailingSuperview = connection
                skipSpaces()
                guard peek == nil else {
                    throw fail("Expected the end of the format string after the superview's '|'.")
                }
                break
            }
            guard peek == "[" else {
                throw fail(connection == .flush
                    ? "Expected a '[' or '|' here: a view or the superview's edge, or '-' for a space."
                    : "Expected a '[' or '|' after the space: a view or the superview's edge.")
            }
            out.connections.append(connection)
            out.views.append(try parseView())
        }
        return out
    }

    /// `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        guard peek == "[" else { throw fail("Expected a '[' here. That is how you give the start of a view.") }
        advance()
        skipSpaces()
        guard let name = identifier() else {
            throw fail("Expected a view name here: a key of the views dictionary.")
        }
        guard viewNames.contains(name) else { throw fail("\(name) is not a key in the views dictionary.") }
        var view = VisualFormat.View(name: name)
        skipSpaces()
        if peek == "(" {
            view.predicates = try parsePredicateList(allowViews: true)
            skipSpaces()
        }
        guard peek == "]" else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        advance()
        return view
    }

    /// Nothing (flush), `-` (standard) or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        advance()
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            // <simplePredicate>: a metric name or a positive number.
            predicates = [VisualFormat.Predicate(object: .constant(try constant(allowSign: false)))]
        }
        skipSpaces()
        guard peek == "-" else {
            throw fail("Expected a '-' here: a space ends with a dash before the next view or '|'.")
        }
        advance()
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    private mutating func parsePredicateList(allowViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        advance() // "("
        var out: [VisualFormat.Predicate] = []
        while true {
            skipSpaces()
            out.append(try parsePredicate(allowViews: allowViews))
            skipSpaces()
            if peek == "," { advance(); continue }
            guard peek == ")" else { throw fail("Expected ')' or ',' here: the end of the predicate list or another predicate.") }
            advance()
            return out
        }
    }

    /// `(relation)?object(@priority)?`.
    private mutating func parsePredicate(allowViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if let r = peekRelation() {
            relation = r
            advance(); advance()
            skipSpaces()
        }
        let object: VisualFormat.Object
        let start = i
        if let name = identifier() {
            if let value = metrics[name] {
                object = .constant(value)
            } else if allowViews, viewNames.contains(name) {
                object = .view(name)
            } else if viewNames.contains(name) {
                i = start
                throw fail("A view (\(name)) can be the object of a predicate only in a view's own predicates, as in [a(==\(name))].")
            } else {
                throw fail("\(name) is not a key in the metrics dictionary.")
            }
        } else {
            object = .constant(try constant(allowSign: true))
        }
        var priority: Float?
        skipSpaces()
        if peek == "@" {
            advance()
            skipSpaces()
            let at = i
            let p = try constant(allowSign: true)
            guard p > 0, p <= 1000 else {
                i = at
                throw fail("A priority must be greater than 0 and at most 1000.")
            }
            priority = Float(p)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    // MARK: Tokens

    /// A number, or a metric name standing for one.
    private mutating func constant(allowSign: Bool) throws(VisualFormatError) -> CGFloat {
        if let name = identifier() {
            guard let value = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary.") }
            return value
        }
        let start = i
        var text = ""
        if allowSign, let c = peek, c == "-" || c == "+" { text.append(c); advance() }
        while let c = peek, c.isASCII, c.isNumber || c == "." {
            text.append(c)
            advance()
        }
        guard let value = Double(text), value.isFinite else {
            i = start
            throw fail("Expected a number or a metric name here.")
        }
        return CGFloat(value)
    }

    /// A C identifier.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var s = ""
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" {
            s.append(c)
            advance()
        }
        return s
    }

    private func peekRelation() -> NSLayoutConstraint.Relation? {
        guard i + 1 < chars.count, chars[i + 1] == "=" else { return nil }
        switch chars[i] {
        case "=": return .equal
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return nil
        }
    }

    private var peek: Character? { i < chars.count ? chars[i] : nil }
    private mutating func advance() { i += 1 }
    private mutating func skipSpaces() { while let c = peek, c == " " { i += 1 } }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: min(i, chars.count))
    }
}
