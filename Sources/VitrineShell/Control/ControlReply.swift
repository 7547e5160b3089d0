import VitrinePlatform

/// A control command's reply: one JSON line, `{"ok":true,"text":"…",…fields}` or
/// `{"ok":false,"error":"…"}`, and perhaps a payload streamed after it (a PNG, a view tree).
/// `text` is what `vitrinectl` prints; `fields` carry the same facts for programs.
public struct ControlReply {
    /// Whether the command succeeded.
    public var ok: Bool
    /// The human-readable text (success) or the error message (failure).
    public var text: String
    /// More members of the JSON object, after `ok` and `text`/`error`, in order.
    public var fields: [(String, JSONValue)]
    /// Bytes that follow the line (`"payload":true` is added to the line).
    public var payload: (any ControlSocketPayload)?

    /// A success with `text`, `fields` and perhaps a `payload`.
    public static func ok(_ text: String = "", fields: [(String, JSONValue)] = [], payload: (any ControlSocketPayload)? = nil) -> ControlReply {
        ControlReply(ok: true, text: text, fields: fields, payload: payload)
    }

    /// A failure saying `message`.
    public static func error(_ message: String, fields: [(String, JSONValue)] = []) -> ControlReply {
        ControlReply(ok: false, text: message, fields: fields, payload: nil)
    }

    /// The reply line: the JSON object on one line.
    public var jsonLine: String {
        var members: [(String, JSONValue)] = [("ok", .bool(ok)), (ok ? "text" : "error", .string(text))]
        members += fields
        if payload != nil { members.append(("payload", true)) }
        return JSONValue.object(members).jsonText
    }

    /// The reply as a line of protocol version 1 (`ok …` / `error …`): what `KioskControl.reply(to:)`
    /// returns for tests and scripts that predate JSON.
    public var textLine: String {
        ok ? (text.isEmpty ? "ok" : "ok \(text)") : "error \(text)"
    }

    /// The reply with its payload, for the socket.
    var response: ControlSocketResponse { ControlSocketResponse(line: jsonLine, payload: payload) }

    /// A version-1 line (`ok …` / `error …`) as a reply.
    init(textLine line: String) {
        if line == "ok" { self = .ok() } else if line.hasPrefix("ok ") { self = .ok(String(line.dropFirst(3))) } else {
            self = .error(line.hasPrefix("error ") ? String(line.dropFirst(6)) : line)
        }
    }

    init(ok: Bool, text: String, fields: [(String, JSONValue)], payload: (any ControlSocketPayload)?) {
        self.ok = ok
        self.text = text
        self.fields = fields
        self.payload = payload
    }
}
