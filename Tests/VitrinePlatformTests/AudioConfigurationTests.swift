import Foundation
import XCTest
@testable import VitrinePlatform

/// `[audio]`: the speech device, volume levels, speaker policy and headphone detection
/// (Config/vitrine.toml).
final class AudioConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    /// Rule (Config/vitrine.toml): every key's default, and the shipped values are those defaults.
    func testDefaults() throws {
        let a = VitrineConfiguration.default.audio
        XCTAssertEqual(a.device, "default")
        XCTAssertEqual(a.volume, AudioVolume.Range(minimumDecibels: -24, maximumDecibels: 0, stepDecibels: 3, defaultDecibels: -12))
        XCTAssertEqual(a.speaker, .allowed)
        XCTAssertEqual(a.headphones, .auto)
        let shipped = """
            [audio]
            device = "default"
            volume_min_db = -24
            volume_max_db = 0
            volume_step_db = 3
            volume_default_db = -12
            speaker = "allowed"
            headphones = "auto"
            """
        XCTAssertEqual(try parse(shipped), .default)
    }

    /// Rule: each key is read.
    func testValuesAreRead() throws {
        let a = try parse("""
            [audio]
            device = "plughw:1,0"
            volume_min_db = -40
            volume_max_db = -4
            volume_step_db = 2
            volume_default_db = -20
            speaker = "headphones-only"
            headphones = "off"
            """).audio
        XCTAssertEqual(a.device, "plughw:1,0")
        XCTAssertEqual(a.volume, AudioVolume.Range(minimumDecibels: -40, maximumDecibels: -4, stepDecibels: 2, defaultDecibels: -20))
        XCTAssertEqual(a.speaker, .headphonesOnly)
        XCTAssertEqual(a.headphones, .off)
    }

    /// Rule (brief): a bad value stops the kiosk with a message naming file, line and key.
    func testBadValuesNameFileLineAndKey() throws {
        for (text, key, line) in [("[audio]\ndevice = \"\"\n", "audio.device", 2),
                                  ("[audio]\ndevice = \"default\"\nspeaker = \"loud\"\n", "audio.speaker", 3),
                                  ("[audio]\nheadphones = \"on\"\n", "audio.headphones", 2),
                                  ("[audio]\nvolume_max_db = 6\n", "audio.volume_max_db", 2),
                                  ("[audio]\nvolume_step_db = 0\n", "audio.volume_step_db", 2),
                                  ("[audio]\nvolume_default_db = \"loud\"\n", "audio.volume_default_db", 2),
                                  ("[audio]\nvolume = 3\n", "audio.volume", 2)] {
            XCTAssertThrowsError(try parse(text), text) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("\(ConfigurationTests.file):\(line)"), message)
                XCTAssertTrue(message.contains(key), message)
            }
        }
    }

    /// Rule (AudioVolume, EN 301 549 8.2.1): a range narrower than 18 dB is widened
    /// downwards and a default outside it clamped, with a warning naming the key, not an error.
    func testANarrowRangeIsCorrectedWithAWarning() throws {
        let c = try parse("[audio]\nvolume_min_db = -10\nvolume_max_db = 0\nvolume_default_db = -6\n")
        XCTAssertEqual(c.audio.volume.minimumDecibels, -18)
        XCTAssertEqual(c.audio.volume.defaultDecibels, -6)
        XCTAssertEqual(c.warnings.count, 1)
        XCTAssertTrue("\(c.warnings)".contains("audio.volume_default_db"), "\(c.warnings)")
    }
}
