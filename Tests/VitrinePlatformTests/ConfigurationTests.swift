import Foundation
import Logging
import VitrinePlatform
import XCTest

/// The kiosk configuration file: the shipped file, the exact messages for bad files, and
/// command-line overrides.
final class ConfigurationTests: XCTestCase {
    static let file = "/etc/vitrine/vitrine.toml"

    /// The repository's `Config/vitrine.toml`.
    static var shippedFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Config/vitrine.toml")
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        configurationError(text, file: file, line: line)
    }

    // MARK: - Good files

    func testShippedFileParsesToTheDefaults() throws {
        let config = try ConfigurationLoader.load(contentsOf: Self.shippedFile.path)
        XCTAssertEqual(config, VitrineConfiguration.default)
    }

    func testShippedFileSetsEveryKey() throws {
        // Every key the schema knows appears in the shipped file, so that it documents them all.
        let text = try String(contentsOf: Self.shippedFile, encoding: .utf8)
        let keys = ["backend", "card", "connector", "mode", "rotation", "allowed_orientations", "buffers", "scale",
                    "compact_width_below", "compact_height_below", "seat", "devices", "calibration", "layout",
                    "variant", "options", "repeat_delay", "repeat_rate", "languages", "default", "bold", "glyph_cache_mb", "dim_after",
                    "blank_after", "status_bar", "control_socket", "state_directory", "keyboard", "level", "max_decoded_pixels",
                    "language", "hint_pause", "warn_before", "time_limit_factor", "start", "next", "previous", "activate", "increment", "decrement", "escape",
                    "clear", "help", "repeat", "volume_up", "volume_down", "read_all", "magic_tap", "pause", "rotor_next", "rotor_previous", "menu", "menu_button",
                    "menu_gesture", "increase_contrast", "bold_text", "reduce_motion", "grayscale", "rate", "pitch"]
        for key in keys {
            XCTAssertNotNil(text.range(of: "\n\(key) = "), "Config/vitrine.toml lacks \(key)")
        }
        for table in ["[display]", "[display.size_classes]", "[input]", "[input.keyboard]", "[fonts]", "[idle]", "[shell]", "[log]", "[images]", "[accessibility]",
                      "[accessibility.keys]", "[speech]"] {
            XCTAssertNotNil(text.range(of: "\n\(table)\n"), "Config/vitrine.toml lacks \(table)")
        }
    }

    func testEmptyFileIsTheDefaults() throws {
        XCTAssertEqual(try ConfigurationLoader.parse("", file: Self.file), .default)
        XCTAssertEqual(try ConfigurationLoader.parse("# nothing\n\n", file: Self.file), .default)
    }

    func testDefaults() {
        let d = VitrineConfiguration.default
        XCTAssertEqual(d.display.backend, .auto)
        XCTAssertNil(d.display.card)
        XCTAssertNil(d.display.mode)
        XCTAssertEqual(d.display.rotation, .panelOrientation)
        XCTAssertEqual(d.display.allowedOrientations.count, 4)
        XCTAssertEqual(d.display.buffers, 2)
        XCTAssertEqual(d.display.scale, 0)
        XCTAssertEqual(d.display.sizeClasses.compactWidthBelow, 640)
        XCTAssertEqual(d.input.seat, "seat0")
        XCTAssertEqual(d.input.keyboard, .standard)
        XCTAssertNil(d.input.calibration)
        XCTAssertEqual(d.log.level, .info)
    }

    func testCustomFile() throws {
        let text = """
        [display]
        backend = "drm"
        card = "/dev/dri/card1"
        connector = "DSI-1"
        mode = "800x1280@60"
        rotation = 90
        allowed_orientations = ["landscape-left", "landscape-right"]
        buffers = 3
        scale = 1.5
        size_classes = { compact_width_below = 500, compact_height_below = 400.5 }

        [input]
        seat = "seat1"
        devices = ["/dev/input/event3", "/dev/input/event4"]
        calibration = [0, 1, 0, -1, 0, 1]
        keyboard.layout = "de"
        keyboard.variant = "nodeadkeys"
        keyboard.options = "ctrl:nocaps"
        keyboard.repeat_delay = 0.25
        keyboard.repeat_rate = 40
        keyboard.languages = ["en", "ja", "zh-Hans", "de"]

        [fonts]
        default = "/opt/fonts/Inter.ttf"
        bold = "/opt/fonts/Inter-Bold.ttf"

        [idle]
        dim_after = 120
        blank_after = 600.5

        [shell]
        status_bar = false
        control_socket = "/run/kiosk.sock"
        state_directory = "/srv/kiosk"

        [log]
        level = "debug"
        """
        let c = try ConfigurationLoader.parse(text, file: Self.file)
        XCTAssertEqual(c.display.backend, .drm)
        XCTAssertEqual(c.display.card, "/dev/dri/card1")
        XCTAssertEqual(c.display.connector, "DSI-1")
        XCTAssertEqual(c.display.mode, DRMModeRequest(width: 800, height: 1280, refreshHz: 60))
        XCTAssertEqual(c.display.rotation, .degrees(90))
        XCTAssertEqual(c.display.allowedOrientations, [.landscapeLeft, .landscapeRight])
        XCTAssertEqual(c.display.buffers, 3)
        XCTAssertEqual(c.display.scale, 1.5)
        XCTAssertEqual(c.display.sizeClasses, .init(compactWidthBelow: 500, compactHeightBelow: 400.5))
        XCTAssertEqual(c.input.seat, "seat1")
        XCTAssertEqual(c.input.devices, ["/dev/input/event3", "/dev/input/event4"])
        XCTAssertEqual(c.input.calibration, [0, 1, 0, -1, 0, 1])
        XCTAssertEqual(c.input.keyboard, KeyboardConfiguration(layout: "de", variant: "nodeadkeys", options: "ctrl:nocaps",
                                                               repeatDelay: 0.25, repeatRate: 40))
        XCTAssertEqual(c.input.keyboardLanguages, ["en", "ja", "zh-Hans", "de"])
        XCTAssertEqual(VitrineConfiguration.default.input.keyboardLanguages, ["en", "ko"])
        XCTAssertEqual(c.fonts.regular, "/opt/fonts/Inter.ttf")
        XCTAssertEqual(c.fonts.bold, "/opt/fonts/Inter-Bold.ttf")
        XCTAssertEqual(c.idle, .init(dimAfter: 120, blankAfter: 600.5))
        XCTAssertEqual(c.shell, .init(statusBar: false, controlSocket: "/run/kiosk.sock", stateDirectory: "/srv/kiosk"))
        XCTAssertEqual(c.log.level, .debug)
    }

    func testOverridesWinOverTheFile() throws {
        let file = try ConfigurationLoader.parse("[display]\nrotation = 90\ncard = \"/dev/dri/card1\"\n[log]\nlevel = \"debug\"\n",
                                                 file: Self.file)
        var flags = VitrineConfiguration.Overrides()
        XCTAssertEqual(file.merging(flags), file)
        flags.rotation = .degrees(180)
        flags.card = ""
        flags.logLevel = .trace
        flags.repeatRate = 0
        let merged = file.merging(flags)
        XCTAssertEqual(merged.display.rotation, .degrees(180))
        XCTAssertNil(merged.display.card)
        XCTAssertEqual(merged.log.level, .trace)
        XCTAssertEqual(merged.input.keyboard.repeatRate, 0)
        XCTAssertEqual(merged.input.keyboard.layout, "us")
    }

    // MARK: - Bad files: the exact messages

    /// Each bad file, and the one message it must give (line numbers counted by hand).
    static let badFiles: [(name: String, text: String, message: String)] = [
        ("syntax error", """
         [display]
         backend = "drm"
         rotation =
         buffers = 2
         """, #"/etc/vitrine/vitrine.toml:3:11: syntax error: Error while parsing key-value pair: expected value, saw '\n'"#),
        ("table header without a name (toml++ would trap)", """
         [display]
         backend = "drm"
         [=x]
         """, "/etc/vitrine/vitrine.toml:3:2: syntax error: expected a table name after '[', saw '='"),
        ("closing brace in an array (toml++ would trap)", """
         [input]
         devices = [
           "/dev/input/event0",
           }
         """, "/etc/vitrine/vitrine.toml:4:3: syntax error: expected value or closing ']', saw '}'"),
        // The guard stops toml++ before the '\n' it would trap on; toml++ itself then
        // reports the text up to there.
        ("a date, a space and one digit (toml++ would trap)", """
         [display]
         mode = 1979-05-27 0
         """, "/etc/vitrine/vitrine.toml:2:19: syntax error: Error while parsing key-value pair: expected a comment or whitespace, saw '0'"),
        ("an earlier syntax error wins over a trap", """
         [display]
         backend = drm
         [=x]
         """, "/etc/vitrine/vitrine.toml:2:11: syntax error: Error while parsing value: could not determine value type"),
        ("unknown key", """
         # The panel in the lobby.
         [display]
         backend = "drm"
         colour = "blue"
         """, "/etc/vitrine/vitrine.toml:4: display.colour: unknown key"),
        ("unknown key holding nested arrays (brackets that start lines are not headers)", """
         [shell]
         extra = [
           [
             1,
           ],
           { a = "[=" },
         ]
         """, "/etc/vitrine/vitrine.toml:2: shell.extra: unknown key"),
        ("unknown key, a typo", """
         display.rotaton = 90
         """, "/etc/vitrine/vitrine.toml:1: display.rotaton: unknown key (did you mean rotation?)"),
        ("unknown table", """
         [display]
         backend = "drm"

         [network]
         address = "10.0.0.2"
         """, "/etc/vitrine/vitrine.toml:4: network: unknown table"),
        ("unknown subtable", """
         [input]
         seat = "seat0"
         [input.mouse]
         speed = 2
         """, "/etc/vitrine/vitrine.toml:3: input.mouse: unknown table"),
        ("unknown top-level key", """
         verbose = true
         """, "/etc/vitrine/vitrine.toml:1: verbose: unknown key"),
        ("wrong type", """
         [display]
         buffers = "2"
         """, "/etc/vitrine/vitrine.toml:2: display.buffers: expected an integer, found a string"),
        ("wrong type, a float for an integer", """
         [display]

         buffers = 2.0
         """, "/etc/vitrine/vitrine.toml:3: display.buffers: expected an integer, found a floating-point number"),
        ("wrong type, a table that is a value", """
         display = "drm"
         """, "/etc/vitrine/vitrine.toml:1: display: expected a table, found a string"),
        ("wrong type, a boolean", """
         [shell]
         status_bar = "yes"
         """, "/etc/vitrine/vitrine.toml:2: shell.status_bar: expected a boolean (true or false), found a string"),
        ("bad mode string", """
         [display]
         backend = "drm"
         mode = "1920by1080"
         """, #"/etc/vitrine/vitrine.toml:3: display.mode: must be "WIDTHxHEIGHT" or "WIDTHxHEIGHT@HZ" (like "1280x800@60") or "", not "1920by1080""#),
        ("bad rotation", """
         # Vitrine kiosk configuration for the lobby panel.
         #
         # Mounted on its side.

         [display]
         backend = "drm"
         card = "/dev/dri/card0"
         connector = "DSI-1"
         mode = "800x1280"
         # The panel is mounted at an angle.

         rotation = 45
         buffers = 2
         """, #"/etc/vitrine/vitrine.toml:12: display.rotation: must be 0, 90, 180, 270 or "auto", not 45"#),
        ("bad rotation, a string", """
         [display]
         rotation = "sideways"
         """, #"/etc/vitrine/vitrine.toml:2: display.rotation: must be 0, 90, 180, 270 or "auto", not "sideways""#),
        ("bad rotation, a boolean", """
         [display]
         rotation = true
         """, "/etc/vitrine/vitrine.toml:2: display.rotation: expected an integer or a string, found a boolean"),
        ("bad matrix, 5 numbers", """
         [input]
         calibration = [1, 0, 0, 0, 1]
         """, "/etc/vitrine/vitrine.toml:2: input.calibration: must have exactly 6 numbers (a b c d e f), or none, not 5"),
        ("bad matrix, a string inside", """
         [input]
         calibration = [
             1, 0, 0,
             0, "one", 0,
         ]
         """, "/etc/vitrine/vitrine.toml:4: input.calibration[4]: expected a number, found a string"),
        ("bad matrix, not an array", """
         [input]
         calibration = "1 0 0 0 1 0"
         """, "/etc/vitrine/vitrine.toml:2: input.calibration: expected an array of numbers, found a string"),
        ("out-of-range repeat rate", """
         [input.keyboard]
         layout = "de"
         repeat_rate = 250
         """, "/etc/vitrine/vitrine.toml:3: input.keyboard.repeat_rate: must be from 0 to 100 (repeats a second), not 250"),
        ("unknown keyboard language", """
         [input.keyboard]
         layout = "us"
         languages = ["en", "ko", "jp"]
         """, #"/etc/vitrine/vitrine.toml:3: input.keyboard.languages[2]: must be "en", "ko", "ja", "ja-JP", "zh-Hans", "zh-Hant", "de", "fr", "es", "ru", "el", "he" or "ar", not "jp""#),
        ("keyboard language twice", """
         [input.keyboard]
         languages = [
             "en",
             "de",
             "en",
         ]
         """, #"/etc/vitrine/vitrine.toml:5: input.keyboard.languages[2]: names "en" a second time"#),
        ("Japanese twice by two codes", """
         [input.keyboard]
         languages = ["ja", "ja-JP"]
         """, #"/etc/vitrine/vitrine.toml:2: input.keyboard.languages[1]: names "ja-JP" a second time"#),
        ("no keyboard language", """
         [input.keyboard]
         languages = []
         """, "/etc/vitrine/vitrine.toml:2: input.keyboard.languages: must name at least one language"),
        ("keyboard languages not strings", """
         [input.keyboard]
         languages = "en"
         """, "/etc/vitrine/vitrine.toml:2: input.keyboard.languages: expected an array of strings, found a string"),
        ("out-of-range repeat delay, inline", """
         [input]
         keyboard = { layout = "us", repeat_delay = -1 }
         """, "/etc/vitrine/vitrine.toml:2: input.keyboard.repeat_delay: must be from 0 to 5 seconds, not -1"),
        ("bad log level", """
         [log]
         level = "verbose"
         """, #"/etc/vitrine/vitrine.toml:2: log.level: must be "trace", "debug", "info", "notice", "warning", "error" or "critical", not "verbose""#),
        ("bad backend", """
         [display]
         backend = "wayland"
         """, #"/etc/vitrine/vitrine.toml:2: display.backend: must be "auto", "drm", "fbdev", "headless" or "vnc", not "wayland""#),
        ("bad buffers", """
         [display]
         buffers = 4
         """, "/etc/vitrine/vitrine.toml:2: display.buffers: must be 2 or 3, not 4"),
        ("scale is nan", """
         [display]
         scale = nan
         """, "/etc/vitrine/vitrine.toml:2: display.scale: must be 0 (from the panel's size) or from 0.5 to 4, not nan"),
        ("size class of 0 points", """
         [display.size_classes]
         compact_width_below = 0
         """, "/etc/vitrine/vitrine.toml:2: display.size_classes.compact_width_below: must be more than 0 and at most 100000 points, not 0"),
        ("bad orientation", """
         [display]
         allowed_orientations = [
           "portrait",
           "upright",
         ]
         """, #"/etc/vitrine/vitrine.toml:4: display.allowed_orientations[1]: must be "portrait", "portrait-upside-down", "landscape-left" or "landscape-right", not "upright""#),
        ("no orientation", """
         [display]
         allowed_orientations = []
         """, "/etc/vitrine/vitrine.toml:2: display.allowed_orientations: must name at least one orientation"),
        ("relative device path", """
         [input]
         devices = ["/dev/input/event0", "event1"]
         """, #"/etc/vitrine/vitrine.toml:2: input.devices[1]: must be an absolute device path (like "/dev/input/event0"), not "event1""#),
        ("blank before dim", """
         [idle]
         dim_after = 300
         blank_after = 60
         """, "/etc/vitrine/vitrine.toml:3: idle.blank_after: must be 0 (never) or at least idle.dim_after (300), not 60"),
        ("socket path too long", """
         [shell]
         control_socket = "/run/\(String(repeating: "s", count: 120))"
         """, "/etc/vitrine/vitrine.toml:2: shell.control_socket: must be at most 107 bytes long (a Unix socket path), not 125"),
        ("integer too large", """
         [display]
         buffers = 99999999999999999999
         """, // toml++ points just past the number: column 11 + 20 digits.
         "/etc/vitrine/vitrine.toml:2:31: syntax error: Error while parsing decimal integer: '99999999999999999999' is not representable in 64 bits"),
    ]

    func testBadFilesGiveExactMessages() {
        for bad in Self.badFiles {
            guard let error = error(bad.text) else { XCTFail("\(bad.name): accepted"); continue }
            XCTAssertEqual(error.issues.count, 1, "\(bad.name): \(error)")
            XCTAssertEqual(error.description, bad.message, bad.name)
            XCTAssertEqual(error.exitStatus, 78, bad.name)
        }
        XCTAssertEqual(ConfigurationError.exitStatus, 78)
    }

    func testEveryProblemIsReportedInFileOrder() {
        let text = """
        [log]
        level = "loud"
        [display]
        rotation = 45
        buffers = 9
        """
        XCTAssertEqual(error(text)?.description, """
            /etc/vitrine/vitrine.toml:2: log.level: must be "trace", "debug", "info", "notice", "warning", "error" or "critical", not "loud"
            /etc/vitrine/vitrine.toml:4: display.rotation: must be 0, 90, 180, 270 or "auto", not 45
            /etc/vitrine/vitrine.toml:5: display.buffers: must be 2 or 3, not 9
            """)
    }

    func testMissingFile() {
        do {
            _ = try ConfigurationLoader.load(contentsOf: "/nonexistent/vitrine.toml")
            XCTFail("loaded a missing file")
        } catch {
            XCTAssertEqual(error.description, "/nonexistent/vitrine.toml: cannot read: No such file or directory")
            XCTAssertEqual(error.exitStatus, 78)
        }
    }

    func testDirectoryIsUnreadable() {
        let dir = FileManager.default.temporaryDirectory.path
        do {
            _ = try ConfigurationLoader.load(contentsOf: dir)
            XCTFail("loaded a directory")
        } catch {
            XCTAssertEqual(error.description, "\(dir): cannot read: Is a directory")
        }
    }

    func testEndlessFileIsRefused() {
        do {
            _ = try ConfigurationLoader.load(contentsOf: "/dev/zero")
            XCTFail("loaded /dev/zero")
        } catch {
            XCTAssertEqual(error.description, "/dev/zero: cannot read: not a regular file (a character device)")
        }
    }

    func testInvalidUTF8AndNULAreSyntaxErrors() {
        var bytes = Array("[display]\nconnector = \"".utf8) + [0xFF] + Array("\"\n".utf8)
        do {
            _ = try ConfigurationLoader.parse(Data(bytes), file: Self.file)
            XCTFail("accepted invalid UTF-8")
        } catch {
            XCTAssertEqual(error.description, "/etc/vitrine/vitrine.toml:2:14: syntax error: invalid UTF-8 byte 0xFF (the file must be UTF-8 text)")
        }
        bytes = Array("[display]\nbuffers = 2 \u{0}\n".utf8)
        do {
            _ = try ConfigurationLoader.parse(Data(bytes), file: Self.file)
            XCTFail("accepted a NUL byte")
        } catch {
            XCTAssertEqual(error.description, "/etc/vitrine/vitrine.toml:2:13: syntax error: NUL byte (the file is not text)")
        }
    }

    func testCRLFLineEndingsKeepLineNumbers() {
        let text = "[display]\r\nbackend = \"drm\"\r\n\r\nrotation = 45\r\n"
        XCTAssertEqual(error(text)?.description,
                       #"/etc/vitrine/vitrine.toml:4: display.rotation: must be 0, 90, 180, 270 or "auto", not 45"#)
    }

    func testQuotedAndDottedKeysAreLocated() {
        let text = """
        [display]
        backend = "drm"
        "size_classes".compact_height_below = -3
        """
        XCTAssertEqual(error(text)?.description,
                       "/etc/vitrine/vitrine.toml:3: display.size_classes.compact_height_below: must be more than 0 and at most 100000 points, not -3")
    }

    func testKeysAfterMultilineStringsAreLocated() {
        let text = """
        [input.keyboard]
        options = \"\"\"
        ctrl:nocaps
        [display]
        rotation = 45
        \"\"\"
        repeat_rate = -1
        """
        XCTAssertEqual(error(text)?.description,
                       "/etc/vitrine/vitrine.toml:7: input.keyboard.repeat_rate: must be from 0 to 100 (repeats a second), not -1")
    }
}
