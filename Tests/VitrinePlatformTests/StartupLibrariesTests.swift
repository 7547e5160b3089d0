import Foundation
import VitrineGraphics
import VitrinePlatform
import XCTest

/// What the dynamic loader maps at exec: the kiosk's start-up (and so its recovery after a
/// crash) pays for every library there. Libraries only an optional part needs — the VNC remote
/// console's libvncserver, with the TLS, crypto and image libraries it links — are opened when
/// that part first runs; libinput, with what it links, once the first frame is on screen.
final class StartupLibrariesTests: XCTestCase {
    /// The sonames the loader maps for this process's executable, as `ldd` lists them
    /// (`LD_TRACE_LOADED_OBJECTS`: the loader prints them and stops before `main`).
    private func librariesMappedAtExec() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
            $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        }
    }

    func testTheRemoteConsoleLibrariesAreNotMappedAtExec() throws {
        let mapped = try librariesMappedAtExec()
        XCTAssertTrue(mapped.contains { $0.hasPrefix("libpixman-1.so") }, "the listing works: \(mapped)")
        for optional in ["libvncserver.so", "libgnutls.so", "libgcrypt.so", "libjpeg.so"] {
            XCTAssertFalse(mapped.contains { $0.hasPrefix(optional) }, "\(optional) is mapped at exec: \(mapped)")
        }
    }

    /// espeak-ng links PulseAudio, libsndfile, X11 and libsystemd's crypto through libpcaudio:
    /// a kiosk whose screen reader never speaks maps none of it.
    func testTheSpeechLibrariesAreNotMappedAtExec() throws {
        let mapped = try librariesMappedAtExec()
        XCTAssertTrue(mapped.contains { $0.hasPrefix("libpixman-1.so") }, "the listing works: \(mapped)")
        for deferred in ["libespeak-ng.so", "libpcaudio.so", "libpulse.so", "libsndfile.so", "libX11.so"] {
            XCTAssertFalse(mapped.contains { $0.hasPrefix(deferred) }, "\(deferred) is mapped at exec: \(mapped)")
        }
    }

    func testTheVNCServerOpensLibvncserverWhenMade() throws {
        _ = try VNCServer(configuration: VNCServerConfiguration())
        XCTAssertNotNil(dlopen("libvncserver.so.1", RTLD_LAZY | RTLD_NOLOAD), "libvncserver is mapped once a VNC server exists")
    }

    func testTheInputLibrariesAreNotMappedAtExec() throws {
        let mapped = try librariesMappedAtExec()
        XCTAssertTrue(mapped.contains { $0.hasPrefix("libudev.so") }, "the listing works: \(mapped)")
        for deferred in ["libinput.so", "libwacom.so", "libgudev-1.0.so", "libmtdev.so", "libevdev.so"] {
            XCTAssertFalse(mapped.contains { $0.hasPrefix(deferred) }, "\(deferred) is mapped at exec: \(mapped)")
        }
    }

    @MainActor func testALibinputSourceOpensLibinputWhenMade() async throws {
        _ = try LibinputSource(devices: [], panelSize: PixelSize(width: 800, height: 480)) { _ in }
        XCTAssertNotNil(dlopen("libinput.so.10", RTLD_LAZY | RTLD_NOLOAD), "libinput is mapped once a source exists")
    }

    /// librime links boost, glog, gflags, leveldb, snappy, yaml-cpp, marisa, OpenCC and ICU's
    /// i18n library; anthy is two libraries more: a kiosk that never types Japanese or Chinese
    /// maps none of it.
    func testTheInputMethodEnginesAreNotMappedAtExec() throws {
        let mapped = try librariesMappedAtExec()
        XCTAssertTrue(mapped.contains { $0.hasPrefix("libpixman-1.so") }, "the listing works: \(mapped)")
        for deferred in ["librime.so", "libboost_filesystem.so", "libglog.so", "libleveldb.so", "libopencc.so",
                         "libyaml-cpp.so", "libmarisa.so", "libanthy.so", "libanthydic.so"] {
            XCTAssertFalse(mapped.contains { $0.hasPrefix(deferred) }, "\(deferred) is mapped at exec: \(mapped)")
        }
    }

    func testTheEnginesOpenTheirLibrariesWhenMade() throws {
        XCTAssertNotNil(KanaKanjiConverter())
        XCTAssertNotNil(dlopen("libanthy.so.1", RTLD_LAZY | RTLD_NOLOAD), "anthy is mapped once a converter exists")
        XCTAssertNotNil(ChineseComposer())
        XCTAssertNotNil(dlopen("librime.so.1", RTLD_LAZY | RTLD_NOLOAD), "librime is mapped once a composer exists")
    }
}
