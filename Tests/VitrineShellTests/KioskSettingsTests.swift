import Foundation
import XCTest
import VitrinePlatform
@testable import VitrineShell

/// How a kiosk program's start decides state, control socket, status bar and input, and what
/// `VitrineKiosk.main` accepts on its command line.
final class KioskSettingsTests: XCTestCase {
    func testUnderSystemdEverythingIsOnAndStateGoesToStateDirectory() {
        let s = KioskSettings(configuration: VitrineConfiguration(), configPath: nil,
                              environment: ["NOTIFY_SOCKET": "/run/systemd/notify", "STATE_DIRECTORY": "/var/lib/vitrine:/var/lib/other"],
                              programName: "app")
        XCTAssertEqual(s.stateDirectory, "/var/lib/vitrine", "the first of systemd's StateDirectory= paths")
        XCTAssertEqual(s.controlSocket, "/run/vitrine/control.sock")
        XCTAssertTrue(s.statusBar)
        XCTAssertEqual(s.input, .automatic)
    }

    func testAnAppUnitKeepsTheDefaultSocketInItsOwnRuntimeDirectory() {
        let app = KioskSettings(configuration: VitrineConfiguration(), configPath: nil,
                                environment: ["NOTIFY_SOCKET": "/run/systemd/notify", "RUNTIME_DIRECTORY": "/run/vitrine-app/hello"], programName: "hello")
        XCTAssertEqual(app.controlSocket, "/run/vitrine-app/hello/control.sock")
        let kiosk = KioskSettings(configuration: VitrineConfiguration(), configPath: nil,
                                  environment: ["NOTIFY_SOCKET": "/run/systemd/notify", "RUNTIME_DIRECTORY": "/run/vitrine"], programName: "vitrine-demo")
        XCTAssertEqual(kiosk.controlSocket, "/run/vitrine/control.sock", "vitrine.service's own directory")
        var c = VitrineConfiguration()
        c.shell.controlSocket = "/run/panel.sock"
        let configured = KioskSettings(configuration: c, configPath: "/etc/vitrine/hello.toml",
                                       environment: ["RUNTIME_DIRECTORY": "/run/vitrine-app/hello"], programName: "hello")
        XCTAssertEqual(configured.controlSocket, "/run/panel.sock", "a socket the config names stays")
    }

    func testAConfigFileMakesAKioskAndItsShellSectionCounts() {
        var c = VitrineConfiguration()
        c.shell.stateDirectory = "/srv/state"
        c.shell.controlSocket = "/run/panel.sock"
        c.shell.statusBar = false
        c.input.devices = ["/dev/input/event3"]
        let s = KioskSettings(configuration: c, configPath: "/etc/vitrine/panel.toml", environment: [:], programName: "app")
        XCTAssertEqual(s.stateDirectory, "/srv/state")
        XCTAssertEqual(s.controlSocket, "/run/panel.sock")
        XCTAssertFalse(s.statusBar, "status_bar = false")
        XCTAssertEqual(s.input, .devices(["/dev/input/event3"]))
    }

    func testAPlainRunHasNoStateNoSocketNoStatusBarUnlessAsked() {
        let plain = KioskSettings(configuration: VitrineConfiguration(), configPath: nil, environment: [:], programName: "app")
        XCTAssertNil(plain.stateDirectory)
        XCTAssertNil(plain.controlSocket)
        XCTAssertFalse(plain.statusBar)
        var flags = VitrineConfiguration.Overrides()
        flags.controlSocket = "/tmp/c.sock"
        flags.statusBar = true
        let asked = KioskSettings(configuration: VitrineConfiguration().merging(flags), configPath: nil, flags: flags, environment: [:], programName: "app")
        XCTAssertEqual(asked.controlSocket, "/tmp/c.sock")
        XCTAssertTrue(asked.statusBar)
    }

    func testTheAppCommandLine() throws {
        let a = try VitrineKiosk.Arguments(["--config", "/etc/vitrine/app.toml", "--backend", "fbdev", "--size", "800x480", "--log-level", "debug"])
        XCTAssertEqual(a.config, "/etc/vitrine/app.toml")
        XCTAssertEqual(a.flags.backend, .fbdev)
        XCTAssertEqual(a.size, PixelSize(width: 800, height: 480))
        XCTAssertEqual(a.flags.logLevel, .debug)
        let bad: [([String], String)] = [
            (["--backend", "x11"], "--backend must be auto, drm, fbdev or headless, not 'x11'"),
            (["--config"], "--config needs a value"),
            (["--size", "big"], "--size must be WIDTHxHEIGHT, not 'big'"),
            (["--log-level", "loud"], "--log-level must be trace, debug, info, notice, warning, error or critical, not 'loud'"),
            (["--frobnicate"], "unknown argument '--frobnicate'"),
        ]
        for (args, message) in bad {
            XCTAssertThrowsError(try VitrineKiosk.Arguments(args), "\(args)") { e in XCTAssertEqual("\(e)", message) }
        }
    }
}
