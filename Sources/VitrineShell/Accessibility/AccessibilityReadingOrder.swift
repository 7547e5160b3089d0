import Vitrine
import VitrinePlatform

/// The accessibility elements of a screen in VoiceOver's reading order, from the same view
/// properties the `tree` command serves (`isAccessibilityElement`, `accessibilityElements`,
/// `accessibilityElementsHidden`, `accessibilityViewIsModal`,
/// `shouldGroupAccessibilityChildren`).
///
/// The order: elements in rows from top to bottom, each row from the leading edge (left, or
/// right in a right-to-left layout). Two elements share a row when the second's vertical
/// middle lies within the first's frame (a label and the switch beside it). A container with
/// `accessibilityElements` keeps that order for its elements, and a container that groups its
/// children keeps them together, placed by its own frame.
@MainActor
package enum AccessibilityReadingOrder {
    /// The elements of the visible windows of `screen` (those `excluding` left out), or only
    /// of the topmost modal view's subtree and the windows above its own when one is shown.
    package static func elements(on screen: UIScreen, excluding: [UIWindow] = []) -> [any AccessibilityFocusable] {
        let windows = screen.windows.filter { w in !w.isHidden && !excluding.contains { $0 === w } }
            .sorted { $0.windowLevel < $1.windowLevel }
        // A modal view hides what is behind it in its own window and the windows below; the
        // windows above it (the on-screen keyboard typing into it) stay.
        var roots: [UIView] = windows
        if let modal = modalView(in: windows) {
            let above: [UIView] = modal.window.flatMap { w in windows.firstIndex { $0 === w } }.map { Array(windows[($0 + 1)...]) } ?? []
            roots = [modal] + above
        }
        return ordered(roots.flatMap { items(in: $0, isRoot: true) })
    }

    /// One element, or a run of elements whose order is already decided, placed by `frame`.
    private struct Item {
        var frame: CGRect
        var elements: [any AccessibilityFocusable]
        var direction: UIUserInterfaceLayoutDirection
    }

    /// The frontmost visible view with `accessibilityViewIsModal` (later windows and later
    /// subviews are in front).
    private static func modalView(in windows: [UIWindow]) -> UIView? {
        var found: UIView?
        var stack: [UIView] = windows.reversed()
        while let v = stack.popLast() {
            guard isVisible(v), !v.accessibilityElementsHidden else { continue }
            if v.accessibilityViewIsModal { found = v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return found
    }

    private static func isVisible(_ v: UIView) -> Bool { !v.isHidden && v.alpha > 0.01 }

    /// `superviewDirection`: the superview's effective layout direction when the caller knows
    /// it (a parent passes its own to its subviews, so it is worked out once a view, not once
    /// a child).
    private static func items(in view: UIView, isRoot: Bool = false, superviewDirection: UIUserInterfaceLayoutDirection? = nil) -> [Item] {
        guard isVisible(view) else { return [] }
        let direction = superviewDirection ?? view.superview?.effectiveUserInterfaceLayoutDirection ?? view.effectiveUserInterfaceLayoutDirection
        if !isRoot, view.isAccessibilityElement {
            return isSilentText(view) ? [] : [Item(frame: view.accessibilityFrame, elements: [view], direction: direction)]
        }
        // Hidden elements: the view's own subtree only (it is not an element itself here).
        if view.accessibilityElementsHidden { return [] }
        if let explicit = view.accessibilityElements {
            let elements = explicit.flatMap { element -> [any AccessibilityFocusable] in
                if let view = element as? UIView { return ordered(items(in: view)) }
                if let e = element as? UIAccessibilityElement { return e.isAccessibilityElement ? [e] : [] }
                reportSkipped(element)
                return []
            }
            return elements.isEmpty ? [] : [Item(frame: view.accessibilityFrame, elements: elements, direction: direction)]
        }
        let own = view.effectiveUserInterfaceLayoutDirection
        let children = view.subviews.flatMap { items(in: $0, superviewDirection: own) }
        if !isRoot, view.shouldGroupAccessibilityChildren, !children.isEmpty {
            return [Item(frame: view.accessibilityFrame, elements: ordered(children), direction: direction)]
        }
        return children
    }

    /// Text with nothing in it (an empty label, a navigation bar's title with no title):
    /// VoiceOver does not stop on it.
    private static func isSilentText(_ view: UIView) -> Bool {
        guard view.accessibilityTraits.subtracting([.staticText, .header]).isEmpty else { return false }
        return (view.accessibilityLabel ?? "").isEmpty && (view.accessibilityValue ?? "").isEmpty
    }

    /// The kinds of objects in `accessibilityElements` already reported.
    private static var reportedKinds: Set<String> = []

    /// An object in `accessibilityElements` that is neither a view nor a
    /// `UIAccessibilityElement`: one log line per kind, and the object skipped.
    private static func reportSkipped(_ element: Any) {
        let kind = String(describing: type(of: element))
        guard reportedKinds.insert(kind).inserted else { return }
        Log.ui.warning("accessibilityElements holds a \(kind), neither a UIView nor a UIAccessibilityElement; the screen reader skips it (logged once per kind)")
    }

    /// `items` in rows from top to bottom, each row from its leading edge.
    private static func ordered(_ items: [Item]) -> [any AccessibilityFocusable] {
        let byMiddle = items.enumerated().sorted {
            $0.element.frame.midY != $1.element.frame.midY ? $0.element.frame.midY < $1.element.frame.midY : $0.offset < $1.offset
        }.map(\.element)
        var rows: [[Item]] = []
        for item in byMiddle {
            if let first = rows.last?.first, item.frame.midY >= first.frame.minY, item.frame.midY <= first.frame.maxY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row -> [any AccessibilityFocusable] in
            let rtl = row[0].direction == .rightToLeft
            let sorted = row.enumerated().sorted { a, b in
                let ka = rtl ? -a.element.frame.maxX : a.element.frame.minX
                let kb = rtl ? -b.element.frame.maxX : b.element.frame.minX
                return ka != kb ? ka < kb : a.offset < b.offset
            }
            return sorted.flatMap(\.element.elements)
        }
    }
}
