import Foundation

/// A reply line of the control socket, parsed: `{"ok":true,"text":"…",…}` or
/// `{"ok":false,"error":"…"}`. A line that is not JSON (a kiosk older than protocol 2) is read
/// as `ok …` / `error …`.
struct ReplyLine {
    var ok: Bool
    var text: String
    var error: String
    var hasPayload: Bool

    init(_ line: String) {
        if let data = line.data(using: .utf8),
           let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
           let ok = object["ok"] as? Bool {
            self.ok = ok
            text = object["text"] as? String ?? ""
            error = object["error"] as? String ?? "the kiosk gave no reason"
            hasPayload = object["payload"] as? Bool ?? false
            return
        }
        ok = line == "ok" || line.hasPrefix("ok ")
        text = line.hasPrefix("ok ") ? String(line.dropFirst(3)) : ""
        error = line.hasPrefix("error ") ? String(line.dropFirst(6)) : line
        hasPayload = false
    }
}
