import Foundation
import Logging
import TOMLKit
import VitrineGraphics

/// The tables and keys of `vitrine.toml`, their types and their allowed values: it turns a
/// parsed document into a ``VitrineConfiguration``, leaving every key the file omits at its
/// default and reporting every unknown key, wrong type and out-of-range value to the reader.
/// `Config/vitrine.toml` documents the same keys for people; keep the two in step.
enum ConfigurationSchema {
    static let tables = ["display", "input", "fonts", "idle", "shell", "log", "images", "remote", "accessibility", "speech", "audio"]
    static let displayKeys = ["backend", "card", "connector", "mode", "rotation", "allowed_orientations",
                              "buffers", "scale", "size_classes", "layout_direction", "language", "appearance"]
    static let sizeClassKeys = ["compact_width_below", "compact_height_below"]
    static let inputKeys = ["seat", "devices", "calibration", "keyboard"]
    static let keyboardKeys = ["layout", "variant", "options", "repeat_delay", "repeat_rate", "languages"]
    static let fontKeys = ["family", "default", "bold", "content_size_category", "glyph_cache_mb"]
    static let idleKeys = ["dim_after", "blank_after"]
    static let shellKeys = ["status_bar", "control_socket", "state_directory", "keyboard"]
    static let logKeys = ["level"]
    static let imageKeys = ["max_decoded_pixels", "cache_mb"]

    /// Ranges, shared with the comments of the shipped file.
    static let scaleRange = 0.5...4.0
    static let maximumPoints = 100_000.0
    static let repeatDelayRange = 0.0...5.0
    static let repeatRateRange = 0.0...100.0
    static let idleRange = 0.0...604_800.0
    static let calibrationRange = -1000.0...1000.0

    /// The configuration `root` describes; problems go to `reader`.
    static func decode(_ root: TOMLTable, into reader: inout ConfigurationReader) -> VitrineConfiguration {
        var config = VitrineConfiguration.default
        _ = reader.table(root, at: [], known: tables)
        if let t = reader.table(root["display"], at: ["display"], known: displayKeys) {
            decodeDisplay(t, into: &config.display, reader: &reader)
        }
        if let t = reader.table(root["input"], at: ["input"], known: inputKeys) {
            decodeInput(t, into: &config.input, reader: &reader)
        }
        if let t = reader.table(root["fonts"], at: ["fonts"], known: fontKeys) {
            decodeFonts(t, into: &config.fonts, reader: &reader)
            if let v = reader.number(t, "glyph_cache_mb", at: ["fonts"]) {
                let range = VitrineConfiguration.Fonts.glyphCacheMBRange
                if range.contains(v) { config.fonts.glyphCacheMB = v } else {
                    reader.fail(["fonts", "glyph_cache_mb"], "must be from 0.25 to 1024 (MiB), not \(ConfigurationReader.render(v))")
                }
            }
        }
        if let t = reader.table(root["idle"], at: ["idle"], known: idleKeys) {
            decodeIdle(t, into: &config.idle, reader: &reader)
        }
        if let t = reader.table(root["shell"], at: ["shell"], known: shellKeys) {
            let p = ["shell"]
            if let v = reader.bool(t, "status_bar", at: p) { config.shell.statusBar = v }
            if let v = absolutePath(t, "control_socket", at: p, &reader) {
                // sockaddr_un.sun_path holds 108 bytes, the terminating NUL included.
                if v.utf8.count > 107 {
                    reader.fail(p + ["control_socket"], "must be at most 107 bytes long (a Unix socket path), not \(v.utf8.count)")
                } else {
                    config.shell.controlSocket = v
                }
            }
            if let v = absolutePath(t, "state_directory", at: p, &reader) { config.shell.stateDirectory = v }
            if let v = reader.string(t, "keyboard", at: p) {
                if let policy = VitrineConfiguration.Shell.KeyboardPolicy(rawValue: v) { config.shell.keyboard = policy } else {
                    reader.fail(p + ["keyboard"],
                                "must be \(choices(VitrineConfiguration.Shell.KeyboardPolicy.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
                }
            }
        }
        if let t = reader.table(root["log"], at: ["log"], known: logKeys) {
            if let v = reader.string(t, "level", at: ["log"]) {
                if let level = Logger.Level(rawValue: v) {
                    config.log.level = level
                } else {
                    reader.fail(["log", "level"], "must be \(choices(Logger.Level.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
                }
            }
        }
        if let t = reader.table(root["images"], at: ["images"], known: imageKeys) {
            if let v = reader.integer(t, "max_decoded_pixels", at: ["images"]) {
                if (0...VitrineConfiguration.Images.maximum).contains(v) { config.images.maxDecodedPixels = v } else {
                    reader.fail(["images", "max_decoded_pixels"],
                                "must be 0 (4 times the panel's pixels, at least \(PNGCodec.defaultMaximumDecodedPixels)) or from 1 to \(VitrineConfiguration.Images.maximum) pixels, not \(v)")
                }
            }
            if let v = reader.number(t, "cache_mb", at: ["images"]) {
                if VitrineConfiguration.Images.cacheMBRange.contains(v) { config.images.cacheMB = v } else {
                    reader.fail(["images", "cache_mb"], "must be from 0 to 1024 (MiB), not \(ConfigurationReader.render(v))")
                }
            }
        }
        if let t = reader.table(root["remote"], at: ["remote"], known: remoteKeys) {
            decodeRemote(t, into: &config.remote, reader: &reader)
        }
        if let t = reader.table(root["accessibility"], at: ["accessibility"], known: accessibilityKeys) {
            decodeAccessibility(t, into: &config.accessibility, reader: &reader)
        }
        if let t = reader.table(root["speech"], at: ["speech"], known: speechKeys) {
            decodeSpeech(t, into: &config.speech, reader: &reader)
        }
        if let t = reader.table(root["audio"], at: ["audio"], known: audioKeys) {
            decodeAudio(t, into: &config.audio, reader: &reader)
        }
        config.warnings = reader.warnings
        return config
    }

    // MARK: - Tables

    private static func decodeFonts(_ t: TOMLTable, into fonts: inout VitrineConfiguration.Fonts,
                                    reader: inout ConfigurationReader) {
        let p = ["fonts"]
        if let v = reader.string(t, "family", at: p) { fonts.family = v }
        for key in ["default", "bold"] {
            guard let v = reader.string(t, key, at: p) else { continue }
            if !v.isEmpty, !v.hasPrefix("/") {
                reader.fail(p + [key], "must be an absolute path or \"\" (the family's face), not \(quoted(v))")
                continue
            }
            if key == "default" { fonts.regular = v.isEmpty ? nil : v } else { fonts.bold = v.isEmpty ? nil : v }
        }
        if let v = reader.string(t, "content_size_category", at: p) {
            let names = VitrineConfiguration.Fonts.contentSizeCategoryNames
            if names.contains(v) { fonts.contentSizeCategory = v } else {
                // Not worth stopping a kiosk for: text at the default size beats no kiosk.
                reader.warn(p + ["content_size_category"], "must be \(choices(names.map(quoted))), not \(quoted(v)); using \"large\"")
            }
        }
    }

    private static func decodeDisplay(_ t: TOMLTable, into d: inout VitrineConfiguration.Display,
                                      reader: inout ConfigurationReader) {
        let p = ["display"]
        if let v = reader.string(t, "backend", at: p) {
            if let b = VitrineConfiguration.Display.Backend(rawValue: v) { d.backend = b } else {
                reader.fail(p + ["backend"], "must be \(choices(VitrineConfiguration.Display.Backend.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
            }
        }
        if let v = reader.string(t, "card", at: p) {
            if v.isEmpty { d.card = nil } else if v.hasPrefix("/") { d.card = v } else {
                reader.fail(p + ["card"], "must be an absolute device path (like \"/dev/dri/card0\") or \"\", not \(quoted(v))")
            }
        }
        if let v = reader.string(t, "connector", at: p) { d.connector = v.isEmpty ? nil : v }
        if let v = reader.string(t, "mode", at: p) {
            if v.isEmpty { d.mode = nil } else if let m = DRMModeRequest(parsing: v) { d.mode = m } else {
                reader.fail(p + ["mode"], "must be \"WIDTHxHEIGHT\" or \"WIDTHxHEIGHT@HZ\" (like \"1280x800@60\") or \"\", not \(quoted(v))")
            }
        }
        if let value = t["rotation"] {
            let allowed = "must be 0, 90, 180, 270 or \"auto\""
            if let s = value.string {
                if s == "auto" { d.rotation = .panelOrientation } else { reader.fail(p + ["rotation"], "\(allowed), not \(quoted(s))") }
            } else if let i = value.int {
                if [0, 90, 180, 270].contains(i) { d.rotation = .degrees(i) } else { reader.fail(p + ["rotation"], "\(allowed), not \(i)") }
            } else if value.type == .double {
                reader.fail(p + ["rotation"], "\(allowed), not \(ConfigurationReader.render(value))")
            } else {
                reader.fail(p + ["rotation"], "expected an integer or a string, found \(ConfigurationReader.describe(value.type))")
            }
        }
        if let list = reader.strings(t, "allowed_orientations", at: p) {
            let names = VitrineConfiguration.Display.Orientation.allCases.map { quoted($0.rawValue) }
            var out: [VitrineConfiguration.Display.Orientation] = []
            var ok = true
            for (i, s) in list.enumerated() {
                let at = p + ["allowed_orientations[\(i)]"]
                guard let o = VitrineConfiguration.Display.Orientation(rawValue: s) else {
                    reader.fail(at, "must be \(choices(names)), not \(quoted(s))"); ok = false; continue
                }
                if out.contains(o) { reader.fail(at, "\(quoted(s)) is listed twice"); ok = false; continue }
                out.append(o)
            }
            if list.isEmpty {
                reader.fail(p + ["allowed_orientations"], "must name at least one orientation")
            } else if ok {
                d.allowedOrientations = out
            }
        }
        if let v = reader.integer(t, "buffers", at: p) {
            if v == 2 || v == 3 { d.buffers = v } else { reader.fail(p + ["buffers"], "must be 2 or 3, not \(v)") }
        }
        if let v = reader.number(t, "scale", at: p) {
            if v == 0 || scaleRange.contains(v) { d.scale = v } else {
                reader.fail(p + ["scale"], "must be 0 (from the panel's size) or from 0.5 to 4, not \(ConfigurationReader.render(v))")
            }
        }
        if let v = reader.string(t, "language", at: p) {
            if v.isEmpty { d.language = nil } else if VitrineConfiguration.isLanguageTag(v) {
                d.language = v
                // The language's reading direction, unless the file says otherwise below.
                d.layoutDirection = .init(language: v)
            } else {
                reader.fail(p + ["language"], "must be a BCP 47 language tag (like \"en\", \"ar\" or \"he-IL\") or \"\" (English), not \(quoted(v))")
            }
        }
        if let v = reader.string(t, "layout_direction", at: p) {
            if let dir = VitrineConfiguration.Display.LayoutDirection(rawValue: v) { d.layoutDirection = dir } else {
                reader.fail(p + ["layout_direction"],
                            "must be \(choices(VitrineConfiguration.Display.LayoutDirection.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
            }
        }
        if let v = reader.string(t, "appearance", at: p) {
            if let a = VitrineConfiguration.Display.Appearance(rawValue: v) { d.appearance = a } else {
                reader.fail(p + ["appearance"],
                            "must be \(choices(VitrineConfiguration.Display.Appearance.allCases.map { quoted($0.rawValue) })), not \(quoted(v))")
            }
        }
        let sp = p + ["size_classes"]
        if let s = reader.table(t["size_classes"], at: sp, known: sizeClassKeys) {
            if let v = points(s, "compact_width_below", at: sp, &reader) { d.sizeClasses.compactWidthBelow = v }
            if let v = points(s, "compact_height_below", at: sp, &reader) { d.sizeClasses.compactHeightBelow = v }
        }
    }

    private static func decodeInput(_ t: TOMLTable, into input: inout VitrineConfiguration.Input,
                                    reader: inout ConfigurationReader) {
        let p = ["input"]
        if let v = reader.string(t, "seat", at: p) {
            if v.isEmpty { reader.fail(p + ["seat"], "must not be empty") } else { input.seat = v }
        }
        if let list = reader.strings(t, "devices", at: p) {
            var ok = true
            for (i, s) in list.enumerated() where !s.hasPrefix("/") {
                reader.fail(p + ["devices[\(i)]"], "must be an absolute device path (like \"/dev/input/event0\"), not \(quoted(s))")
                ok = false
            }
            if ok { input.devices = list }
        }
        if let m = reader.numbers(t, "calibration", at: p) {
            var ok = true
            for (i, v) in m.enumerated() where !calibrationRange.contains(v) {
                reader.fail(p + ["calibration[\(i)]"], "must be a number from -1000 to 1000, not \(ConfigurationReader.render(v))")
                ok = false
            }
            if m.isEmpty {
                input.calibration = nil
            } else if m.count != 6 {
                reader.fail(p + ["calibration"], "must have exactly 6 numbers (a b c d e f), or none, not \(m.count)")
            } else if ok {
                input.calibration = m.map { Float($0) }
            }
        }
        let kp = p + ["keyboard"]
        if let k = reader.table(t["keyboard"], at: kp, known: keyboardKeys) {
            if let v = reader.string(k, "layout", at: kp) {
                if v.isEmpty { reader.fail(kp + ["layout"], "must not be empty") } else { input.keyboard.layout = v }
            }
            if let v = reader.string(k, "variant", at: kp) { input.keyboard.variant = v }
            if let v = reader.string(k, "options", at: kp) { input.keyboard.options = v }
            if let v = ranged(k, "repeat_delay", at: kp, repeatDelayRange, unit: " seconds", &reader) { input.keyboard.repeatDelay = v }
            if let v = ranged(k, "repeat_rate", at: kp, repeatRateRange, unit: " (repeats a second)", &reader) { input.keyboard.repeatRate = v }
            if let v = reader.strings(k, "languages", at: kp) { decodeLanguages(v, at: kp + ["languages"], into: &input, reader: &reader) }
        }
    }

    /// `languages`: known codes, each once, at least one.
    private static func decodeLanguages(_ codes: [String], at path: [String], into input: inout VitrineConfiguration.Input,
                                        reader: inout ConfigurationReader) {
        let known = VitrineConfiguration.Input.keyboardLanguageCodes
        var ok = true
        for (i, code) in codes.enumerated() {
            var at = path
            at[at.count - 1] += "[\(i)]"
            if !known.contains(code) {
                reader.fail(at, "must be \(choices(known.map { quoted($0) })), not \(quoted(code))")
                ok = false
            } else if codes[..<i].contains(code) || (code.hasPrefix("ja") && codes[..<i].contains { $0.hasPrefix("ja") }) {
                reader.fail(at, "names \(quoted(code)) a second time")
                ok = false
            }
        }
        if codes.isEmpty {
            reader.fail(path, "must name at least one language")
        } else if ok {
            input.keyboardLanguages = codes
        }
    }

    private static func decodeIdle(_ t: TOMLTable, into idle: inout VitrineConfiguration.Idle,
                                   reader: inout ConfigurationReader) {
        let p = ["idle"]
        let dim = ranged(t, "dim_after", at: p, idleRange, unit: " seconds (0 = never)", &reader)
        let blank = ranged(t, "blank_after", at: p, idleRange, unit: " seconds (0 = never)", &reader)
        if let dim { idle.dimAfter = dim }
        if let blank {
            if blank > 0, idle.dimAfter > 0, blank < idle.dimAfter {
                reader.fail(p + ["blank_after"], "must be 0 (never) or at least idle.dim_after (\(ConfigurationReader.render(idle.dimAfter))), not \(ConfigurationReader.render(blank))")
            } else {
                idle.blankAfter = blank
            }
        }
    }

    // MARK: - Values

    /// A number in `range` (NaN is never in it).
    private static func ranged(_ t: TOMLTable, _ key: String, at p: [String], _ range: ClosedRange<Double>,
                               unit: String, _ reader: inout ConfigurationReader) -> Double? {
        guard let v = reader.number(t, key, at: p) else { return nil }
        guard range.contains(v) else {
            reader.fail(p + [key], "must be from \(ConfigurationReader.render(range.lowerBound)) to \(ConfigurationReader.render(range.upperBound))\(unit), not \(ConfigurationReader.render(v))")
            return nil
        }
        return v
    }

    private static func points(_ t: TOMLTable, _ key: String, at p: [String], _ reader: inout ConfigurationReader) -> Double? {
        guard let v = reader.number(t, key, at: p) else { return nil }
        guard v > 0, v <= maximumPoints else {
            reader.fail(p + [key], "must be more than 0 and at most \(ConfigurationReader.render(maximumPoints)) points, not \(ConfigurationReader.render(v))")
            return nil
        }
        return v
    }

    private static func absolutePath(_ t: TOMLTable, _ key: String, at p: [String], _ reader: inout ConfigurationReader) -> String? {
        guard let v = reader.string(t, key, at: p) else { return nil }
        guard v.hasPrefix("/") else {
            reader.fail(p + [key], "must be an absolute path, not \(quoted(v))")
            return nil
        }
        return v
    }

    static func quoted(_ s: String) -> String { ConfigurationReader.quote(s) }

    /// `"a", "b" or "c"`.
    static func choices(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}
