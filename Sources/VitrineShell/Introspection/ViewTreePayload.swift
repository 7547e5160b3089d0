import Foundation
import Vitrine
import VitrinePlatform

/// The `tree` command's document, written a piece at a time as the client reads: windows, each
/// with its view controllers and its views (Docs/control-protocol.md, "tree").
///
/// The walk keeps an explicit stack, so each `nextChunk` call writes about `maxBytes` (a few
/// dozen views) and returns: a tree of 10,000 views never holds the main queue for long, and
/// memory stays bounded by the stack (weak references to the views still to write, taken when
/// their parent was written) and one chunk. The tree may change between chunks: a view freed
/// meanwhile is left out, one moved is written where it was found; the document stays valid
/// JSON. At `maxViews` views or `maxBytes` bytes the walk stops and the document ends at once,
/// valid, with `"truncated":true`.
@MainActor
package final class ViewTreePayload: ControlSocketPayload {
    /// The limits of one document.
    package struct Limits {
        /// The most views written (windows included).
        package var maxViews = 50_000
        /// The most bytes in the document.
        package var maxBytes = 16 * 1024 * 1024

        package static let standard = Limits()

        package init(maxViews: Int = 50_000, maxBytes: Int = 16 * 1024 * 1024) {
            self.maxViews = maxViews
            self.maxBytes = maxBytes
        }
    }

    private enum Step {
        /// A view to write (as an element of the array open at that point).
        case view(WeakView)
        /// Text that closes what a view opened (`]}`).
        case close
    }

    private struct WeakView { weak var view: UIView? }

    private let limits: Limits
    private var stack: [Step] = []
    private var out: [UInt8] = []
    /// Bytes handed out so far.
    private var sent = 0
    /// Whether the next element written into the open array is its first (no comma before it).
    private var atArrayStart = true
    private var finished = false
    package private(set) var viewsWritten = 0
    package private(set) var truncated = false
    /// The class names of view controllers by the view that is theirs (filled as each window
    /// is written; names, not the controllers: the document holds nothing alive).
    private var controllerOfView: [ObjectIdentifier: String] = [:]
    private let writer = ViewTreeNodeWriter()

    /// The document of `roots` (the screen's windows, back to front, under `"windows"`; or one
    /// view's subtree under `"subtree"`), on a screen of `screenSize` points at `scale`.
    package init(roots: [UIView], rootsKey: String = "windows", screenSize: CGSize, scale: CGFloat, limits: Limits = .standard) {
        self.limits = limits
        var head = "{\"version\":1,\"screen\":"
        JSONValue.object([("width", .double(Double(screenSize.width))), ("height", .double(Double(screenSize.height))),
                          ("scale", .double(Double(scale)))]).write(to: &head)
        head += ","
        JSONValue.appendQuoted(rootsKey, to: &head)
        head += ":["
        out.append(contentsOf: head.utf8)
        stack.reserveCapacity(64)
        for r in roots.reversed() { stack.append(.view(WeakView(view: r))) }
    }

    /// Pulled on the main queue (the control socket's), so on the main actor.
    package nonisolated func nextChunk(maxBytes: Int) -> [UInt8]? {
        MainActor.assumeIsolated { next(maxBytes: maxBytes) }
    }

    /// The next chunk of at most `maxBytes` (at least one byte), `nil` after the end.
    package func next(maxBytes: Int) -> [UInt8]? {
        let want = max(1, maxBytes)
        while out.count < want, !finished { step() }
        guard !out.isEmpty else { return nil }
        if out.count <= want {
            defer { out.removeAll(keepingCapacity: true) }
            sent += out.count
            return out
        }
        let chunk = Array(out[..<want])
        out.removeFirst(want)
        sent += want
        return chunk
    }

    /// Writes the next view or closes the next open one; ends the document when the stack is
    /// empty.
    private func step() {
        guard let top = stack.popLast() else { return finish() }
        switch top {
        case .close:
            out.append(contentsOf: "]}".utf8)
            atArrayStart = false
        case .view(let weak):
            guard let view = weak.view else { return }
            var text = "{"
            if let window = view as? UIWindow { describeControllers(of: window, into: &text) }
            // Room for this view and for closing everything open after it.
            let room = text.utf8.count + ViewTreeNodeWriter.nodeBudget + stack.count * 2 + 64
            if viewsWritten >= limits.maxViews || sent + out.count + room > limits.maxBytes {
                return truncate()
            }
            if !atArrayStart { out.append(UInt8(ascii: ",")) }
            writer.writeNode(view, controller: controllerOfView[ObjectIdentifier(view)], to: &text)
            text += ",\"subviews\":["
            out.append(contentsOf: text.utf8)
            viewsWritten += 1
            atArrayStart = true
            stack.append(.close)
            let subviews = view.subviews
            for s in subviews.reversed() { stack.append(.view(WeakView(view: s))) }
        }
    }

    /// A window's view controllers: the `"rootViewController"` member (written before the
    /// window's own members), and the map from their views to them.
    private func describeControllers(of window: UIWindow, into text: inout String) {
        text += "\"rootViewController\":"
        var budget = Self.maxControllers
        let tree = window.rootViewController.map { controllerNode($0, budget: &budget, depth: 0) } ?? .null
        tree.write(to: &text)
        text += ","
    }

    private func controllerNode(_ vc: UIViewController, budget: inout Int, depth: Int) -> JSONValue {
        budget -= 1
        var members: [(String, JSONValue)] = [("class", .string(String(describing: type(of: vc))))]
        if let t = vc.title { members.append(("title", .string(ViewTreeNodeWriter.clipped(t)))) }
        if let r = vc.restorationIdentifier { members.append(("restorationIdentifier", .string(ViewTreeNodeWriter.clipped(r)))) }
        if let v = vc.viewIfLoaded {
            members.append(("view", .int(ViewTreeNodeWriter.id(of: v))))
            controllerOfView[ObjectIdentifier(v)] = String(describing: type(of: vc))
        } else {
            members.append(("view", .null))
        }
        if budget > 0, depth < 64 {
            let children = vc.children.map { controllerNode($0, budget: &budget, depth: depth + 1) }
            if !children.isEmpty { members.append(("children", .array(children))) }
            // Only the controller that presented it lists it (`presentedViewController` is also
            // answered by its children).
            if let p = vc.presentedViewController, p.presentingViewController === vc {
                members.append(("presented", controllerNode(p, budget: &budget, depth: depth + 1)))
            }
        } else {
            truncated = true
        }
        return .object(members)
    }

    /// The most view controllers described for one window.
    static let maxControllers = 200

    /// Stops the walk: closes what is open, then ends the document.
    private func truncate() {
        truncated = true
        while let s = stack.popLast() {
            if case .close = s { out.append(contentsOf: "]}".utf8) }
        }
        finish()
    }

    private func finish() {
        guard !finished else { return }
        finished = true
        out.append(contentsOf: "],\"views\":\(viewsWritten),\"truncated\":\(truncated)}\n".utf8)
    }
}
