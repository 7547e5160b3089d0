import Foundation

/// The text format of `vitrinectl record FILE` / `replay FILE` (Docs/control-protocol.md,
/// "Input recordings"): JSON lines, UTF-8. The first line is a header,
///
///     {"format":"vitrine-input","version":1,"panel":[1280,800],"events":42}
///
/// (`panel`: the panel's size in pixels when recorded, for a warning on a different panel;
/// `events`: how many lines follow, informative), then one event per line, times in seconds
/// from the start of the recording, positions in the physical panel's pixels (as libinput
/// reports them):
///
///     {"t":0.016,"type":"touch-down","slot":0,"x":412.5,"y":300}
///     {"t":0.016,"type":"touch-frame"}
///     {"t":0.5,"type":"key","code":28,"pressed":true}
///
/// Types: `touch-down` (slot, x, y), `touch-motion` (slot, x, y), `touch-up` (slot),
/// `touch-cancel` (slot), `touch-frame`, `pointer-absolute` (x, y), `pointer-motion` (dx, dy),
/// `pointer-button` (button, pressed), `key` (code, pressed). Unknown members are ignored (a
/// later minor addition); an unknown type or a missing member is an error. Blank lines and
/// lines starting with `#` are skipped.
public enum InputRecordingFormat {
    /// The `format` member of the header.
    public static let formatName = "vitrine-input"
    /// The version written, and the only one read.
    public static let version = 1
    /// The most events one recording holds (record stops there; replay refuses more).
    public static let maxEvents = 100_000
    /// The latest time an event may have, in seconds (a day).
    public static let maxTime = 86_400.0
    /// The largest coordinate accepted (panels are far smaller).
    static let maxCoordinate = 1_000_000.0

    /// The header line for a recording of `count` events on a panel of `width`×`height` pixels.
    public static func headerLine(panelWidth width: Int, height: Int, count: Int) -> String {
        JSONValue.object([("format", .string(formatName)), ("version", .int(version)),
                          ("panel", .array([.int(width), .int(height)])), ("events", .int(count))]).jsonText
    }

    /// The header's facts.
    public struct Header: Equatable, Sendable {
        public var panelWidth: Int?
        public var panelHeight: Int?
        public var events: Int?
    }

    /// Parses a header line; throws saying what is wrong (not JSON, another format, another
    /// version).
    public static func parseHeader(_ line: String) throws(InputRecordingError) -> Header {
        let o = try object(line)
        guard string(o["format"]) == formatName else {
            throw InputRecordingError(description: "not a Vitrine input recording (the first line must have \"format\":\"\(formatName)\")")
        }
        guard let v = number(o["version"]), v == Double(version) else {
            throw InputRecordingError(description: "recording version \(number(o["version"]).map { "\($0)" } ?? "missing"); this kiosk reads version \(version)")
        }
        var h = Header()
        if case .numbers(let p) = o["panel"], p.count == 2, case let (w, hh) = (p[0], p[1]), w.isFinite, hh.isFinite,
           abs(w) < maxCoordinate, abs(hh) < maxCoordinate {
            h.panelWidth = Int(w)
            h.panelHeight = Int(hh)
        }
        if let n = number(o["events"]), n.isFinite, abs(n) < 1e12 { h.events = Int(n) }
        return h
    }

    /// One event as a line, its time made relative to `start`.
    public static func line(for e: InputEvent, since start: Double) -> String {
        let t = JSONValue.double((max(0, e.time - start) * 1_000_000).rounded() / 1_000_000)
        var m: [(String, JSONValue)] = [("t", t)]
        func xy(_ x: Double, _ y: Double) { m += [("x", .double(x)), ("y", .double(y))] }
        switch e {
        case let .touchDown(slot, x, y, _): m += [("type", "touch-down"), ("slot", .int(slot))]; xy(x, y)
        case let .touchMotion(slot, x, y, _): m += [("type", "touch-motion"), ("slot", .int(slot))]; xy(x, y)
        case let .touchUp(slot, _): m += [("type", "touch-up"), ("slot", .int(slot))]
        case let .touchCancel(slot, _): m += [("type", "touch-cancel"), ("slot", .int(slot))]
        case .touchFrame: m += [("type", "touch-frame")]
        case let .pointerMotionAbsolute(x, y, _): m += [("type", "pointer-absolute")]; xy(x, y)
        case let .pointerMotion(dx, dy, _): m += [("type", "pointer-motion"), ("dx", .double(dx)), ("dy", .double(dy))]
        case let .pointerButton(button, pressed, _): m += [("type", "pointer-button"), ("button", .int(button)), ("pressed", .bool(pressed))]
        case let .key(code, pressed, _): m += [("type", "key"), ("code", .int(code)), ("pressed", .bool(pressed))]
        }
        return JSONValue.object(m).jsonText
    }

    /// Whether `line` carries nothing (blank or a `#` comment).
    public static func isSkipped(_ line: String) -> Bool {
        let s = line.drop { $0 == " " || $0 == "\t" }
        return s.isEmpty || s.first == "#"
    }

    /// Parses one event line; its `time` is the recording's (seconds from the start). Throws
    /// saying what is wrong.
    public static func parseEvent(_ line: String) throws(InputRecordingError) -> InputEvent {
        let o = try object(line)
        guard let t = number(o["t"]) else { throw InputRecordingError(description: "no time (\"t\", seconds)") }
        guard t.isFinite, t >= 0, t <= maxTime else { throw InputRecordingError(description: "time \(t) is not within 0…\(Int(maxTime)) s") }
        guard let type = string(o["type"]) else { throw InputRecordingError(description: "no \"type\"") }
        func coordinate(_ key: String) throws(InputRecordingError) -> Double {
            guard let v = number(o[key]) else { throw InputRecordingError(description: "\(type) needs a number \"\(key)\"") }
            guard v.isFinite, abs(v) <= maxCoordinate else { throw InputRecordingError(description: "\"\(key)\" \(v) is out of range") }
            return v
        }
        func integer(_ key: String, _ range: ClosedRange<Int>) throws(InputRecordingError) -> Int {
            guard let v = number(o[key]), v == v.rounded(), v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
                throw InputRecordingError(description: "\(type) needs an integer \"\(key)\" in \(range.lowerBound)…\(range.upperBound)")
            }
            return Int(v)
        }
        func flag(_ key: String) throws(InputRecordingError) -> Bool {
            guard let v = bool(o[key]) else { throw InputRecordingError(description: "\(type) needs \"\(key)\": true or false") }
            return v
        }
        let slots = 0...1000
        switch type {
        case "touch-down": return .touchDown(slot: try integer("slot", slots), x: try coordinate("x"), y: try coordinate("y"), time: t)
        case "touch-motion": return .touchMotion(slot: try integer("slot", slots), x: try coordinate("x"), y: try coordinate("y"), time: t)
        case "touch-up": return .touchUp(slot: try integer("slot", slots), time: t)
        case "touch-cancel": return .touchCancel(slot: try integer("slot", slots), time: t)
        case "touch-frame": return .touchFrame(time: t)
        case "pointer-absolute": return .pointerMotionAbsolute(x: try coordinate("x"), y: try coordinate("y"), time: t)
        case "pointer-motion": return .pointerMotion(dx: try coordinate("dx"), dy: try coordinate("dy"), time: t)
        case "pointer-button": return .pointerButton(button: try integer("button", 0...0x2ff), pressed: try flag("pressed"), time: t)
        case "key": return .key(code: try integer("code", 1...0x2ff), pressed: try flag("pressed"), time: t)
        default:
            throw InputRecordingError(description: "unknown event type '\(type)'; types: touch-down, touch-motion, touch-up, "
                + "touch-cancel, touch-frame, pointer-absolute, pointer-motion, pointer-button, key")
        }
    }

    private static func object(_ line: String) throws(InputRecordingError) -> Members {
        guard let m = try? JSONDecoder().decode(Members.self, from: Data(line.utf8)) else {
            throw InputRecordingError(description: "not a JSON object")
        }
        return m
    }

    /// The members a line may have, each `nil` when absent or of another JSON type (JSON's
    /// types kept apart: `true` is not a number, `1` is not a Boolean).
    private struct Members: Decodable {
        var values: [String: Value] = [:]
        enum Value { case number(Double), bool(Bool), string(String), numbers([Double]) }
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            for k in c.allKeys {
                if let b = try? c.decode(Bool.self, forKey: k) { values[k.stringValue] = .bool(b) }
                else if let d = try? c.decode(Double.self, forKey: k) { values[k.stringValue] = .number(d) }
                else if let s = try? c.decode(String.self, forKey: k) { values[k.stringValue] = .string(s) }
                else if let a = try? c.decode([Double].self, forKey: k) { values[k.stringValue] = .numbers(a) }
            }
        }
        subscript(_ key: String) -> Value? { values[key] }
    }

    private static func number(_ v: Members.Value?) -> Double? {
        if case .number(let d) = v { return d }
        return nil
    }

    private static func string(_ v: Members.Value?) -> String? {
        if case .string(let s) = v { return s }
        return nil
    }

    private static func bool(_ v: Members.Value?) -> Bool? {
        if case .bool(let b) = v { return b }
        return nil
    }
}

/// A recording line that cannot be read: what is wrong with it.
public struct InputRecordingError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}
