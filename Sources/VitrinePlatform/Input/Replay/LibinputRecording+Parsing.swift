import Foundation
import VitrineGraphics
import Yams

extension LibinputRecording {
    /// Reads and parses the `libinput record` file at `url`.
    ///
    /// - Throws: `LibinputRecordingError` naming the file and the line of the problem, for a
    ///   file that cannot be read (or is not a regular file: a FIFO or a device is refused, not
    ///   waited on), is larger than `maximumFileSize`, is not UTF-8 text, is not YAML, or is not
    ///   a recording.
    public init(contentsOf url: URL) throws {
        switch RegularFile.read(url.path, limit: Self.maximumFileSize, largerThan: "\(Self.maximumFileSize >> 20) MiB") {
        case .success(let bytes): try self.init(data: Data(bytes), fileName: url.path)
        case .failure(let failure):
            throw LibinputRecordingError(file: url.path, line: 1, message: "cannot read the file: \(failure.message)")
        }
    }

    /// The largest recording file read: `libinput record` writes some 100 bytes an event, so
    /// this is hours of touch input.
    public static let maximumFileSize = 256 << 20

    /// Parses a `libinput record` file's bytes. `fileName` names the file in errors.
    ///
    /// - Throws: `LibinputRecordingError`; bytes that are not UTF-8 are reported at the line of
    ///   the first invalid byte.
    public init(data: Data, fileName: String = "<recording>") throws {
        let bytes = [UInt8](data)
        if let bad = Self.firstInvalidUTF8Offset(in: bytes) {
            let line = 1 + bytes[..<bad].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            throw LibinputRecordingError(file: fileName, line: line,
                                         message: "not a text file: invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16)) at offset \(bad)")
        }
        try self.init(yaml: String(decoding: bytes, as: UTF8.self), fileName: fileName)
    }

    /// Parses the text of a `libinput record` file. `fileName` names the file in errors.
    ///
    /// - Throws: `LibinputRecordingError` with the line of the offending YAML node, or the line
    ///   the YAML parser stopped at.
    public init(yaml: String, fileName: String = "<recording>") throws {
        if let line = Self.lineNestedTooDeep(in: yaml) {
            throw LibinputRecordingError(file: fileName, line: line,
                                         message: "nested deeper than \(Self.nestingLimit) levels: not a libinput recording")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw RecordingParser.translate(error, yaml: yaml, file: fileName)
        } catch {
            throw LibinputRecordingError(file: fileName, line: 1, message: "not YAML: \(error)")
        }
        guard let root else {
            throw LibinputRecordingError(file: fileName, line: 1, message: "empty file: not a libinput recording")
        }
        self = try RecordingParser(file: fileName).recording(from: root)
    }

    /// A bound on YAML nesting depth, checked before the tree is built: Yams builds it
    /// recursively, so thousands of nested `[` or `- ` would overflow the stack. A recording
    /// nests 8 deep, with at most some 20 columns of indentation.
    static let nestingLimit = 200

    /// The first line where indentation, block indicators (`- `, `? `) and open flow brackets
    /// together exceed `nestingLimit` (an over-estimate of the depth), or `nil`. Quoted text
    /// and comments are skipped.
    private static func lineNestedTooDeep(in text: String) -> Int? {
        var line = 1, flow = 0, prefix = 0
        var atLineStart = true, inComment = false, escaped = false
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = "\n"
        for c in text.unicodeScalars {
            defer { previous = c }
            if c == "\n" {
                line += 1; prefix = 0; atLineStart = true; inComment = false
                continue
            }
            if inComment { continue }
            if let q = quote {
                if escaped { escaped = false } else if q == "\"" && c == "\\" { escaped = true } else if c == q { quote = nil }
                continue
            }
            if atLineStart {
                if c == " " || c == "\t" || c == "-" || c == "?" {
                    prefix += 1
                    if prefix + flow > nestingLimit { return line }
                    continue
                }
                atLineStart = false
            }
            let tokenStart = " \t\n[{,:-?'".unicodeScalars.contains(previous)
            switch c {
            case "#" where previous == " " || previous == "\t" || previous == "\n": inComment = true
            case "\"" where tokenStart, "'" where tokenStart: quote = c
            case "[", "{":
                flow += 1
                if prefix + flow > nestingLimit { return line }
            case "]", "}": flow = max(0, flow - 1)
            default: break
            }
        }
        return nil
    }

    /// The offset of the first byte that is not part of valid UTF-8, or `nil`.
    private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// Walks the YAML tree of a recording into the model, turning every structural problem into a
/// `LibinputRecordingError` at the line of the node concerned.
private struct RecordingParser {
    let file: String

    static func translate(_ error: YamlError, yaml: String, file: String) -> LibinputRecordingError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let location = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return LibinputRecordingError(file: file, line: mark.line, column: mark.column,
                                          message: "invalid YAML: \(problem)\(location)")
        case let .reader(problem, offset, _, _):
            var line = 1
            if let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) {
                line += yaml[..<index].unicodeScalars.lazy.filter { $0 == "\n" }.count
            }
            return LibinputRecordingError(file: file, line: line, message: "not a text file: \(problem)")
        default:
            return LibinputRecordingError(file: file, line: 1, message: "invalid YAML: \(error)")
        }
    }

    // MARK: Errors and lookups

    func fail(_ node: Node?, _ message: String) -> LibinputRecordingError {
        LibinputRecordingError(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column, message: message)
    }

    func mapping(_ node: Node, _ what: String) throws -> Node.Mapping {
        guard let m = node.mapping else { throw fail(node, "\(what) must be a mapping") }
        return m
    }

    func sequence(_ node: Node, _ what: String) throws -> Node.Sequence {
        guard let s = node.sequence else { throw fail(node, "\(what) must be a list") }
        return s
    }

    /// The value of `key` in `map` (the last one, if repeated).
    func value(_ key: String, in map: Node.Mapping) -> Node? {
        map.reversed().first { $0.key.scalar?.string == key }?.value
    }

    func required(_ key: String, in map: Node.Mapping, of owner: Node, _ what: String) throws -> Node {
        guard let v = value(key, in: map) else { throw fail(owner, "\(what) has no '\(key)'") }
        return v
    }

    /// A plain decimal integer (libinput record writes no other kind).
    func int(_ node: Node, _ what: String) throws -> Int {
        guard let s = node.scalar, s.style == .plain || s.style == .any, let v = Int(s.string) else {
            let shown = node.scalar.map { "'\($0.string.prefix(40))'" } ?? "a \(node.mapping != nil ? "mapping" : "list")"
            throw fail(node, "\(what) must be an integer, found \(shown)")
        }
        return v
    }

    func ints(_ node: Node, _ what: String, count: Int? = nil) throws -> [Int] {
        let s = try sequence(node, what)
        if let count, s.count != count {
            throw fail(node, "\(what) must be \(count) integers, found \(s.count) entries")
        }
        return try s.map { try int($0, "an entry of \(what)") }
    }

    func string(_ node: Node, _ what: String) throws -> String {
        guard let s = node.scalar else { throw fail(node, "\(what) must be a string") }
        return s.string
    }

    // MARK: The tree

    func recording(from root: Node) throws -> LibinputRecording {
        let top = try mapping(root, "a libinput recording (the top level)")
        let versionNode = try required("version", in: top, of: root, "the recording")
        let version = try int(versionNode, "'version'")
        guard version == 1 else { throw fail(versionNode, "unsupported recording format version \(version) (only 1 is known)") }
        let libinputVersion = value("libinput", in: top)?.mapping.flatMap { value("version", in: $0)?.scalar?.string }
        let devicesNode = try required("devices", in: top, of: root, "the recording")
        let list = try sequence(devicesNode, "'devices'")
        guard !list.isEmpty else { throw fail(devicesNode, "'devices' is empty") }
        if let n = value("ndevices", in: top), try int(n, "'ndevices'") != list.count {
            throw fail(n, "'ndevices' is \(try int(n, "'ndevices'")) but 'devices' lists \(list.count)")
        }
        return LibinputRecording(version: version, libinputVersion: libinputVersion,
                                 devices: try list.map(device))
    }

    func device(_ node: Node) throws -> LibinputRecording.Device {
        let map = try mapping(node, "a device")
        let node_ = try string(try required("node", in: map, of: node, "the device"), "'node'")
        let evdevNode = try required("evdev", in: map, of: node, "the device")
        let evdev = try mapping(evdevNode, "'evdev'")
        let name = try string(try required("name", in: evdev, of: evdevNode, "'evdev'"), "'name'")
        let id = try value("id", in: evdev).map { try ints($0, "'id'", count: 4) } ?? []
        var codes: [Int: Set<Int>] = [:]
        let codesNode = try required("codes", in: evdev, of: evdevNode, "'evdev'")
        for (key, list) in try mapping(codesNode, "'codes'") {
            let type = try int(key, "an event type in 'codes'")
            codes[type] = list.null != nil ? [] : Set(try ints(list, "the codes of event type \(type)"))
        }
        var absinfo: [Int: LibinputRecording.AbsInfo] = [:]
        if let absNode = value("absinfo", in: evdev), absNode.null == nil {
            for (key, list) in try mapping(absNode, "'absinfo'") {
                let code = try int(key, "an axis code in 'absinfo'")
                let v = try ints(list, "'absinfo' of axis \(code) [min, max, fuzz, flat, resolution]", count: 5)
                // `struct input_absinfo` holds `__s32`s: anything wider never came from a kernel.
                for (name, n) in zip(["minimum", "maximum", "fuzz", "flat", "resolution"], v) where Int32(exactly: n) == nil {
                    throw fail(list, "'absinfo' of axis \(code): \(name) \(n) is outside the kernel's range \(Int32.min)...\(Int32.max)")
                }
                guard v[1] >= v[0] else { throw fail(list, "'absinfo' of axis \(code): maximum \(v[1]) is below minimum \(v[0])") }
                absinfo[code] = .init(minimum: v[0], maximum: v[1], fuzz: v[2], flat: v[3], resolution: v[4])
            }
        }
        let properties = try value("properties", in: evdev).flatMap { $0.null != nil ? nil : Set(try ints($0, "'properties'")) } ?? []
        var device = LibinputRecording.Device(node: node_, name: name, id: id, codes: codes, absinfo: absinfo,
                                              properties: properties, udevProperties: try udevProperties(map))
        if device.isTouchscreen || device.isAbsolutePointer, device.positionAxes == nil {
            throw fail(evdevNode, "'\(name)' reports absolute positions but 'absinfo' lacks their ranges")
        }
        if let events = value("events", in: map), events.null == nil {
            device.frames = try sequence(events, "'events'").compactMap(frame)
        }
        return device
    }

    func udevProperties(_ device: Node.Mapping) throws -> [String: String] {
        guard let udev = value("udev", in: device)?.mapping, let list = value("properties", in: udev)?.sequence else { return [:] }
        var out: [String: String] = [:]
        for entry in list {
            guard let text = entry.scalar?.string, let eq = text.firstIndex(of: "=") else { continue }
            out[String(text[..<eq])] = String(text[text.index(after: eq)...])
        }
        return out
    }

    /// One entry of `events:`; `nil` for entries without `evdev:` (such as `libinput:`).
    func frame(_ node: Node) throws -> LibinputRecording.EvdevFrame? {
        let map = try mapping(node, "an entry of 'events'")
        guard let evdev = value("evdev", in: map) else { return nil }
        let events = try sequence(evdev, "'evdev' of an event entry").map(event)
        return LibinputRecording.EvdevFrame(events: events, line: evdev.mark?.line ?? node.mark?.line ?? 0)
    }

    func event(_ node: Node) throws -> LibinputRecording.EvdevEvent {
        let what = "an event [sec, usec, type, code, value]"
        let v = try ints(node, what, count: 5)
        guard (0...Int(Int32.max)).contains(v[0]) else { throw fail(node, "\(what): seconds \(v[0]) out of range") }
        guard (0..<1_000_000).contains(v[1]) else { throw fail(node, "\(what): microseconds \(v[1]) out of 0...999999") }
        guard (0..<0x20).contains(v[2]) else { throw fail(node, "\(what): event type \(v[2]) out of range") }
        guard (0...0x2ff).contains(v[3]) else { throw fail(node, "\(what): event code \(v[3]) out of range") }
        guard (Int(Int32.min)...Int(Int32.max)).contains(v[4]) else { throw fail(node, "\(what): value \(v[4]) out of range") }
        return .init(seconds: v[0], microseconds: v[1], type: v[2], code: v[3], value: v[4])
    }
}
