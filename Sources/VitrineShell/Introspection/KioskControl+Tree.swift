import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `tree [--window N] [--id IDENTIFIER] [--max-views N]`: the view tree as a JSON
    /// document, streamed as the reply's payload (ViewTreePayload; the shape is in
    /// Docs/control-protocol.md). The reply line's `text` is empty, so `vitrinectl tree` prints
    /// the document alone.
    func installTreeCommand() {
        register(KioskControlCommandHandler(name: "tree", usage: "tree [--window N] [--id IDENTIFIER] [--max-views N]") { [weak self] request in
            guard let self else { return }
            request.respond(self.treeReply(request.arguments))
        })
    }

    func treeReply(_ arguments: [String]) -> ControlReply {
        var limits = ViewTreePayload.Limits.standard
        var windowIndex: Int?
        var identifier: String?
        var i = 0
        while i < arguments.count {
            let option = arguments[i]
            guard ["--window", "--id", "--max-views"].contains(option) else {
                return .error("tree: unknown argument '\(option)'; usage: tree [--window N] [--id IDENTIFIER] [--max-views N]")
            }
            guard i + 1 < arguments.count else { return .error("tree: \(option) needs a value") }
            let value = arguments[i + 1]
            switch option {
            case "--window":
                guard let n = Int(value), n >= 0 else { return .error("tree: --window needs a window number (0, 1, …), not '\(value)'") }
                windowIndex = n
            case "--id":
                identifier = value
            default:
                guard let n = Int(value), n >= 1 else { return .error("tree: --max-views needs a positive number, not '\(value)'") }
                limits.maxViews = min(n, ViewTreePayload.Limits.standard.maxViews)
            }
            i += 2
        }
        let windows = screen.windows
        var roots: [UIView] = windows
        if let windowIndex {
            guard windowIndex < windows.count else {
                return .error("tree: no window \(windowIndex); the screen has \(windows.count) (0 is the backmost)")
            }
            roots = [windows[windowIndex]]
        }
        if let identifier {
            guard let found = Self.firstView(withIdentifier: identifier, in: roots) else {
                return .error("tree: no view has the accessibility identifier '\(identifier)'")
            }
            roots = [found]
        }
        let payload = ViewTreePayload(roots: roots, rootsKey: identifier == nil ? "windows" : "subtree",
                                      screenSize: screen.bounds.size, scale: screen.scale, limits: limits)
        return .ok("", fields: [("windows", .int(windows.count))], payload: payload)
    }

    /// The first view, depth first and back to front, whose `accessibilityIdentifier` is
    /// `identifier`.
    static func firstView(withIdentifier identifier: String, in roots: [UIView]) -> UIView? {
        var stack = Array(roots.reversed())
        while let v = stack.popLast() {
            if v.accessibilityIdentifier == identifier { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }
}
