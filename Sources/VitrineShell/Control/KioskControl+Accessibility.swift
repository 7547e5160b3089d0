import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `accessibility [status]|set KEY=VALUE…|reset|menu|close`, for support: what the
    /// customer's accessibility menu has in force (`text_size`, `increase_contrast`,
    /// `bold_text`, `reduce_motion`, `grayscale`, `audio`, `more_time`, and whether the menu is open), as
    /// text and as JSON fields; `set` changes choices as the menu would (all or none: a bad
    /// pair changes nothing); `reset` goes back to the configured defaults; `menu` opens the
    /// menu on the panel and `close` closes it.
    package func installAccessibilityCommand() {
        let usage = "accessibility [status] | accessibility set KEY=VALUE… | accessibility reset|menu|close"
        register(KioskControlCommandHandler(name: "accessibility", usage: usage) { [weak self] request in
            guard let self else { return }
            guard let menu = self.accessibilityMenu else {
                request.respond(.error("accessibility: this kiosk has no accessibility menu"))
                return
            }
            let args = request.arguments
            switch args.first {
            case nil, "status":
                guard args.count <= 1 else { return request.respond(.error("usage: \(usage)")) }
            case "set":
                guard args.count > 1 else { return request.respond(.error("usage: accessibility set KEY=VALUE… (keys: \(AccessibilityMenuChoices.keys.joined(separator: ", ")))")) }
                var c = menu.choices
                for pair in args.dropFirst() {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { return request.respond(.error("'\(pair)' is not KEY=VALUE")) }
                    do {
                        try c.set(parts[0], to: parts[1])
                    } catch {
                        return request.respond(.error("\(error)"))
                    }
                }
                menu.apply(c)
            case "reset" where args.count == 1: menu.reset()
            case "menu" where args.count == 1: menu.open()
            case "close" where args.count == 1: menu.close()
            default:
                return request.respond(.error("usage: \(usage)"))
            }
            request.respond(Self.accessibilityStatus(of: menu))
        })
    }

    /// The choices in force as `key=value` words and as JSON fields (strings for the text
    /// size, Booleans for the rest), and `menu` open or closed.
    static func accessibilityStatus(of menu: AccessibilityMenu) -> ControlReply {
        let fields = menu.choices.fields
        let text = (fields.map { "\($0.key)=\($0.value)" } + ["menu=\(menu.isOpen ? "open" : "closed")"]).joined(separator: " ")
        let json: [(String, JSONValue)] = fields.map { f in
            (f.key, f.key == "text_size" ? .string(f.value) : .bool(f.value == "on"))
        } + [("menu", .string(menu.isOpen ? "open" : "closed"))]
        return .ok(text, fields: json)
    }
}
