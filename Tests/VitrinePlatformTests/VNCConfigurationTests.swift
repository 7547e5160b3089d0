import Foundation
import VitrinePlatform
import XCTest

/// The VNC server's configuration (issue 18: passwords from a file readable only by the
/// service user, refusing non-loopback addresses without a password, listen addresses).
final class VNCConfigurationTests: XCTestCase {
    private func file(_ text: String, mode: Int) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vncpw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("vnc-passwords").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: mode]))
        return path
    }

    func testPasswordFileRolesCommentsAndTheFirstEightBytes() throws {
        let p = try VNCPasswordFile.parse("""
            # who may connect
            control  s3cret-operator

            view watch
            """, path: "/etc/vitrine/vnc-passwords")
        XCTAssertEqual(p.entries, [
            .init(role: .control, password: Array("s3cret-o".utf8)),   // VNC authentication uses 8 bytes
            .init(role: .view, password: Array("watch".utf8)),
        ])
    }

    func testPasswordFileErrorsNameTheFileAndLine() {
        func message(_ text: String) -> String {
            do { _ = try VNCPasswordFile.parse(text, path: "/p"); return "no error" } catch { return error.description }
        }
        XCTAssertEqual(message("# nothing\n"), "VNC password file /p has no control or view password")
        XCTAssertEqual(message("admin x\n"), "VNC password file /p, line 1: must start with control or view, not \"admin\"")
        XCTAssertEqual(message("\ncontrol\n"), "VNC password file /p, line 2: control needs a password after it")
        XCTAssertEqual(message("control abcdefgh1\nview abcdefgh2\n"),
                       "VNC password file /p, line 2: the first 8 bytes of this password (all VNC authentication uses) are those of an earlier control password")
    }

    /// "Readable only by the service user": group or other permissions refuse the file,
    /// naming it.
    func testPasswordFileReadableByOthersIsRefused() throws {
        let open = try file("control pw\n", mode: 0o644)
        XCTAssertThrowsError(try VNCPasswordFile.load(path: open)) { error in
            XCTAssertTrue("\(error)".contains(open), "\(error)")
            XCTAssertTrue("\(error)".contains("mode 644"), "\(error)")
        }
        let group = try file("control pw\n", mode: 0o640)
        XCTAssertThrowsError(try VNCPasswordFile.load(path: group))
        let mine = try file("control pw\n", mode: 0o600)
        XCTAssertEqual(try VNCPasswordFile.load(path: mine).entries.map(\.role), [.control])
        XCTAssertThrowsError(try VNCPasswordFile.load(path: mine + ".missing")) { error in
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
    }

    func testListenAddresses() throws {
        XCTAssertEqual(try VNCListenAddress(parsing: "127.0.0.1:5900"), VNCListenAddress(host: "127.0.0.1", port: 5900))
        XCTAssertEqual(try VNCListenAddress(parsing: "[::1]:5901"), VNCListenAddress(host: "::1", port: 5901))
        XCTAssertEqual(try VNCListenAddress(parsing: "localhost:0"), VNCListenAddress(host: "localhost", port: 0))
        XCTAssertEqual(try VNCListenAddress(parsing: "0.0.0.0:5900").description, "0.0.0.0:5900")
        XCTAssertEqual(try VNCListenAddress(parsing: "[::1]:5901").description, "[::1]:5901")
        for bad in ["5900", "127.0.0.1", "127.0.0.1:65536", "127.0.0.1:-1", "::1:5900", "kiosk.local:5900", "[::1]5900", "127.0.0.1:59 00", "",
                    "127.0.0.1:+80", "127.0.0.1:-0", "[::1]:+5900", "127.0.0.1:", "127.0.0.1:٥٩٠٠"] {
            XCTAssertThrowsError(try VNCListenAddress(parsing: bad), bad)
        }
    }

    /// Loopback: 127.0.0.0/8, ::1, IPv4-mapped loopback, localhost; nothing else.
    func testLoopbackRule() throws {
        for host in ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "localhost"] {
            XCTAssertTrue(VNCListenAddress(host: host, port: 1).isLoopback, host)
        }
        for host in ["0.0.0.0", "::", "192.168.1.10", "::ffff:10.0.0.1", "fe80::1"] {
            XCTAssertFalse(VNCListenAddress(host: host, port: 1).isLoopback, host)
        }
    }

    /// "Refuses to listen on a non-loopback address without a password."
    func testNonLoopbackWithoutPasswordsIsRefused() throws {
        XCTAssertThrowsError(try VNCServer(configuration: VNCServerConfiguration(listen: VNCListenAddress(host: "0.0.0.0", port: 5900)))) { error in
            XCTAssertTrue("\(error)".contains("[remote] vnc_password_file"), "\(error)")
            XCTAssertTrue("\(error)".contains("0.0.0.0:5900"), "\(error)")
        }
        XCTAssertNoThrow(try VNCServer(configuration: VNCServerConfiguration(listen: VNCListenAddress(host: "::1", port: 0))))
        let pw = try file("view x\n", mode: 0o600)
        XCTAssertNoThrow(try VNCServer(configuration: VNCServerConfiguration(listen: VNCListenAddress(host: "0.0.0.0", port: 0), passwordFile: pw)))
    }

    /// Wrong passwords: 3 within 60 s block the address for 60 s; failures further apart do
    /// not; other addresses are not affected; a right password forgets the failures.
    func testRateLimitOnAVirtualClock() {
        var l = VNCAuthRateLimiter()
        XCTAssertFalse(l.recordFailure("10.0.0.1", now: 0).blockedAddress)
        XCTAssertFalse(l.recordFailure("10.0.0.1", now: 30).blockedAddress)
        XCTAssertFalse(l.isBlocked("10.0.0.1", now: 30))
        XCTAssertTrue(l.recordFailure("10.0.0.1", now: 59).blockedAddress)
        XCTAssertTrue(l.isBlocked("10.0.0.1", now: 59))
        XCTAssertTrue(l.isBlocked("10.0.0.1", now: 118.9))
        XCTAssertFalse(l.isBlocked("10.0.0.1", now: 119))
        XCTAssertFalse(l.isBlocked("10.0.0.2", now: 60))

        var spread = VNCAuthRateLimiter()
        XCTAssertFalse(spread.recordFailure("a", now: 0).blockedAddress)
        XCTAssertFalse(spread.recordFailure("a", now: 40).blockedAddress)
        XCTAssertFalse(spread.recordFailure("a", now: 80).blockedAddress, "the first failure is more than 60 s old")
        spread.recordSuccess("a")
        XCTAssertFalse(spread.recordFailure("a", now: 81).blockedAddress, "a right password forgets the failures")
    }

    func testRemoteSectionOfTheConfiguration() throws {
        let c = try ConfigurationLoader.parse("""
            [remote]
            vnc = true
            vnc_listen = "[::1]:5901"
            vnc_password_file = "/etc/vitrine/vnc-passwords"
            vnc_role = "view"
            vnc_max_clients = 4
            vnc_handshake_timeout = 12.5
            """, file: "/etc/vitrine/vitrine.toml")
        XCTAssertEqual(c.remote, VitrineConfiguration.Remote(vnc: true, vncListen: VNCListenAddress(host: "::1", port: 5901),
                                                             vncPasswordFile: "/etc/vitrine/vnc-passwords", vncRole: .view, vncMaxClients: 4,
                                                             vncHandshakeTimeout: 12.5))
        XCTAssertEqual(c.remote.serverConfiguration.handshakeTimeout, 12.5)
        // Long enough, by default, for an operator to type the password the viewer asks for.
        XCTAssertEqual(VitrineConfiguration.default.remote.serverConfiguration.handshakeTimeout, 30)
        XCTAssertEqual(VitrineConfiguration.default.remote, VitrineConfiguration.Remote())
        XCTAssertEqual(VitrineConfiguration.default.remote.vncListen.description, "127.0.0.1:5900")
        func error(_ text: String) -> String {
            do { _ = try ConfigurationLoader.parse(text, file: "/v.toml"); return "no error" } catch { return "\(error)" }
        }
        XCTAssertEqual(error("[remote]\nvnc_listen = \"0.0.0.0\"\n"),
                       "/v.toml:2: remote.vnc_listen: must be \"HOST:PORT\" with an IPv4 address, [IPv6] address or localhost and a port from 0 to 65535 (like \"127.0.0.1:5900\"), not \"0.0.0.0\"")
        XCTAssertEqual(error("[remote]\nvnc = true\nvnc_listen = \"127.0.0.1:+80\"\n"),
                       "/v.toml:3: remote.vnc_listen: must be \"HOST:PORT\" with an IPv4 address, [IPv6] address or localhost and a port from 0 to 65535 (like \"127.0.0.1:5900\"), not \"127.0.0.1:+80\"")
        XCTAssertEqual(error("[remote]\nvnc_role = \"admin\"\n"), "/v.toml:2: remote.vnc_role: must be \"control\" or \"view\", not \"admin\"")
        XCTAssertEqual(error("[remote]\nvnc_max_clients = 0\n"), "/v.toml:2: remote.vnc_max_clients: must be from 1 to 256, not 0")
        XCTAssertEqual(error("[remote]\nvnc_handshake_timeout = 0.5\n"), "/v.toml:2: remote.vnc_handshake_timeout: must be from 2 to 600 seconds, not 0.5")
        XCTAssertEqual(error("[remote]\nvnc_password_file = \"pw\"\n"),
                       "/v.toml:2: remote.vnc_password_file: must be an absolute path or \"\" (no passwords: loopback only), not \"pw\"")
        XCTAssertEqual(error("[remote]\nvnc_lisen = \"127.0.0.1:1\"\n"), "/v.toml:2: remote.vnc_lisen: unknown key (did you mean vnc_listen?)")
        XCTAssertEqual(error("[display]\nbackend = \"vnc\"\n") , "no error")
    }
}
