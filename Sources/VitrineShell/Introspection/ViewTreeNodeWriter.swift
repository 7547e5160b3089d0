import Foundation
import Vitrine
import VitrinePlatform

/// Writes one view's members for the `tree` document (everything but its subviews), on one
/// line: identity, geometry in window points, visibility, accessibility, text, constraints.
/// Members that are `nil` (no identifier, no text, no constraints) are left out.
@MainActor
struct ViewTreeNodeWriter {
    /// The longest string written (longer ones are cut and end in "…"), so one view's members
    /// stay small.
    static let maxString = 512
    /// The most constraints listed for one view.
    static let maxConstraints = 64
    /// An upper bound of one view's members in bytes (strings cut, constraints capped).
    static let nodeBudget = 12 * maxString * 4 + maxConstraints * 400 + 1024

    /// The number a view goes by in the document (constraints and view controllers refer to
    /// views by it): unique among the views alive at the time. It is the object's address, which
    /// stays below 2^53 in a 64-bit process's user space, so every JSON reader (jq and JavaScript
    /// read numbers as doubles, Foundation's `JSONSerialization` misreads some 19-digit
    /// integers) gets it back exactly; a hash value would not be.
    static func id(of object: AnyObject) -> Int { Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object))) }

    /// `s`, cut to `maxString` characters.
    static func clipped(_ s: String) -> String {
        guard s.utf8.count > maxString else { return s }
        return String(s.prefix(maxString)) + "…"
    }

    /// The members of `view` (after its `{` and, for a window, its `rootViewController`
    /// member), up to before `,"subviews":`.
    func writeNode(_ view: UIView, controller: String?, to out: inout String) {
        var m: [(String, JSONValue)] = [
            ("id", .int(Self.id(of: view))),
            ("class", .string(String(describing: type(of: view)))),
        ]
        let frame = view is UIWindow ? view.bounds : view.convert(view.bounds, to: nil)
        m.append(("frame", Self.rect(frame)))
        m.append(("alpha", .double(Double(view.alpha))))
        m.append(("hidden", .bool(view.isHidden)))
        if let window = view as? UIWindow {
            m.append(("windowLevel", .double(Double(window.windowLevel.rawValue))))
            m.append(("isKeyWindow", .bool(window.isKeyWindow)))
            m.append(("screenFrame", Self.rect(window.frame)))
        }
        if let controller { m.append(("viewController", .string(controller))) }
        if let id = view.accessibilityIdentifier { m.append(("accessibilityIdentifier", .string(Self.clipped(id)))) }
        m.append(("isAccessibilityElement", .bool(view.isAccessibilityElement)))
        if let l = view.accessibilityLabel { m.append(("accessibilityLabel", .string(Self.clipped(l)))) }
        if let v = view.accessibilityValue { m.append(("accessibilityValue", .string(Self.clipped(v)))) }
        if let h = view.accessibilityHint { m.append(("accessibilityHint", .string(Self.clipped(h)))) }
        let traits = view.accessibilityTraits
        if !traits.isEmpty { m.append(("accessibilityTraits", .array(traits.names.map { .string($0) }))) }
        Self.appendText(of: view, to: &m)
        let constraints = view.constraints
        if !constraints.isEmpty {
            m.append(("constraints", .array(constraints.prefix(Self.maxConstraints).map(Self.constraint))))
            if constraints.count > Self.maxConstraints { m.append(("constraintCount", .int(constraints.count))) }
        }
        for (i, (k, v)) in m.enumerated() {
            if i > 0 { out += "," }
            JSONValue.appendQuoted(k, to: &out)
            out += ":"
            v.write(to: &out)
        }
    }

    /// The text a label, button, text field or text view shows (a secure field's as bullets:
    /// the socket never carries a password).
    private static func appendText(of view: UIView, to m: inout [(String, JSONValue)]) {
        var text: String?
        var placeholder: String?
        switch view {
        case let l as UILabel: text = l.text
        case let b as UIButton: text = b.configuration?.title ?? b.currentTitle
        case let f as UITextField:
            text = f.text.map { f.isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 }
            placeholder = f.placeholder
        case let t as UITextView: text = t.text
        default: break
        }
        if let text { m.append(("text", .string(clipped(text)))) }
        if let placeholder { m.append(("placeholder", .string(clipped(placeholder)))) }
    }

    static func rect(_ r: CGRect) -> JSONValue {
        .object([("x", number(r.origin.x)), ("y", number(r.origin.y)),
                 ("width", number(r.size.width)), ("height", number(r.size.height))])
    }

    /// A coordinate rounded to 1/1000 point (what a tool needs; no float noise).
    static func number(_ v: CGFloat) -> JSONValue {
        .double((Double(v) * 1000).rounded() / 1000)
    }

    /// `{"first":{"view":id},"firstAttribute":"top","relation":"==","second":…,
    /// "multiplier":1,"constant":8,"priority":1000,"active":true}`.
    static func constraint(_ c: NSLayoutConstraint) -> JSONValue {
        var m: [(String, JSONValue)] = [("first", item(c.firstItem)), ("firstAttribute", .string("\(c.firstAttribute)")),
                                        ("relation", .string("\(c.relation)"))]
        if c.secondItem != nil {
            m.append(("second", item(c.secondItem)))
            m.append(("secondAttribute", .string("\(c.secondAttribute)")))
        }
        m.append(("multiplier", number(c.multiplier)))
        m.append(("constant", number(c.constant)))
        m.append(("priority", .double(Double(c.priority.rawValue))))
        m.append(("active", .bool(c.isActive)))
        if let i = c.identifier { m.append(("identifier", .string(clipped(i)))) }
        return .object(m)
    }

    /// A constraint's item: a view by its id, a layout guide by its identifier and its view's id.
    private static func item(_ o: AnyObject?) -> JSONValue {
        switch o {
        case let v as UIView: return .object([("view", .int(id(of: v))), ("class", .string(String(describing: type(of: v))))])
        case let g as UILayoutGuide:
            return .object([("guide", .string(clipped(g.identifier))), ("owningView", g.owningView.map { .int(id(of: $0)) } ?? .null)])
        case let other?: return .object([("class", .string(String(describing: type(of: other))))])
        case nil: return .null
        }
    }
}
