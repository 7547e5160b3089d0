import Foundation
import Glibc
import VitrinePlatform
import XCTest
import VitrineTesting

/// Hostile configuration files: messages that must stay one line each, NUL characters in
/// values that end up as C strings, and files that are not regular files.
final class ConfigurationHostileInputTests: XCTestCase {
    static let file = "/etc/vitrine/vitrine.toml"

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        configurationError(text, file: file, line: line)
    }

    /// Rule: every issue is exactly one line, whatever the key or the file name holds: a `\n`
    /// in a quoted key cannot forge a second issue and ESC is never printed raw.
    func testKeysAndFileNamesAreEscapedInMessages() {
        let text = #"""
        [display]
        "x\n/etc/vitrine/vitrine.toml:1: display.backend: forged" = 1
        "\u001B[2J" = 2
        """#
        let e = error(text)
        XCTAssertEqual(e?.issues.count, 2)
        XCTAssertEqual(e?.description, #"""
            /etc/vitrine/vitrine.toml:2: display.x\n/etc/vitrine/vitrine.toml:1: display.backend: forged: unknown key
            /etc/vitrine/vitrine.toml:3: display.\u001B[2J: unknown key
            """#)
        XCTAssertFalse(e?.description.unicodeScalars.contains("\u{1B}") ?? true, "raw ESC")

        let dir = "/nonexistent/a\nb\u{1B}"
        do {
            _ = try ConfigurationLoader.load(contentsOf: dir + "/vitrine.toml")
            XCTFail("loaded a missing file")
        } catch {
            XCTAssertEqual(error.description, #"/nonexistent/a\nb\u001B/vitrine.toml: cannot read: No such file or directory"#)
        }
    }

    /// Rule: a NUL character in a string value is refused by the loader (it would cut the path
    /// or name when handed to C at run time), with the file, line and key.
    func testNULInAPathOrNameIsRefusedWithFileLineAndKey() {
        let text = #"""
        [display]
        card = "/dev/dri/card0\u0000x"
        connector = "HDMI-A-1\u0000"
        [input]
        devices = ["/dev/input/event0", "/dev/input/event1\u0000"]
        [fonts]
        default = "/usr/share/fonts/a.ttf\u0000.png"
        [shell]
        control_socket = "/run/vitrine/control\u0000"
        state_directory = "/var/lib/vitrine\u0000/x"
        """#
        XCTAssertEqual(error(text)?.description, #"""
            /etc/vitrine/vitrine.toml:2: display.card: must not contain a NUL character (\u0000)
            /etc/vitrine/vitrine.toml:3: display.connector: must not contain a NUL character (\u0000)
            /etc/vitrine/vitrine.toml:5: input.devices[1]: must not contain a NUL character (\u0000)
            /etc/vitrine/vitrine.toml:7: fonts.default: must not contain a NUL character (\u0000)
            /etc/vitrine/vitrine.toml:9: shell.control_socket: must not contain a NUL character (\u0000)
            /etc/vitrine/vitrine.toml:10: shell.state_directory: must not contain a NUL character (\u0000)
            """#)
    }

    /// Rule: a FIFO or a device given as the configuration file is refused at once, never
    /// waited on (a FIFO without a writer blocks `open(2)` forever).
    func testFIFOAndDeviceAreRefusedWithoutBlocking() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/vitrine.toml"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let message = FIFOGuard.run(fifo: fifo) { () -> String in
            do {
                _ = try ConfigurationLoader.load(contentsOf: fifo)
                return "loaded"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message, "\(fifo): cannot read: not a regular file (a FIFO)", "nil: blocked on the FIFO")
        do {
            _ = try ConfigurationLoader.load(contentsOf: "/dev/null")
            XCTFail("loaded /dev/null")
        } catch {
            XCTAssertEqual(error.description, "/dev/null: cannot read: not a regular file (a character device)")
            XCTAssertEqual(error.exitStatus, 78)
        }
    }

    /// Rule: a regular file past the size limit is still refused (a log file given by mistake).
    func testOversizedRegularFileIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-big-\(UUID().uuidString).toml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(truncate(path, off_t(ConfigurationLoader.maximumFileSize + 1)), 0)
        do {
            _ = try ConfigurationLoader.load(contentsOf: path)
            XCTFail("loaded an oversized file")
        } catch {
            XCTAssertEqual(error.description, "\(path): cannot read: larger than 4 MiB, not a configuration file")
        }
    }
}
