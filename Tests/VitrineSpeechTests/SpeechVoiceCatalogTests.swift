import XCTest
@testable import VitrineSpeech

/// EN 301 549 5.1.3.14 (speech in the language of the content): BCP-47 tags to espeak-ng voices.
final class SpeechVoiceCatalogTests: XCTestCase {
    /// The mapping over the voices espeak-ng installs on Debian (espeak-ng-data).
    func testInstalledVoicesForTheKioskLanguages() {
        let catalog = EspeakSpeechEngine.catalog
        let table: [(tag: String, voice: String)] = [
            ("en", "en"), ("en-GB", "en"), ("en_GB", "en"), ("en-US", "en-US"), ("en-AU", "en"),
            ("EN-us", "en-US"), ("en-GB-x-rp", "en-GB-x-rp"),
            ("ko", "ko"), ("ko-KR", "ko"), ("ja", "ja"), ("ja-JP", "ja"),
            ("zh", "cmn"), ("zh-CN", "cmn"), ("zh-Hans", "cmn"), ("zh-TW", "cmn"), ("cmn", "cmn"),
            ("zh-HK", "yue"), ("zh-Hant-HK", "yue"), ("zh-MO", "yue"), ("zh-yue", "yue"), ("yue", "yue"),
            ("ar", "ar"), ("ar-SA", "ar"), ("fr-CA", "fr"), ("de", "de"),
        ]
        for row in table {
            XCTAssertEqual(catalog.voice(for: row.tag)?.name, row.voice, row.tag)
        }
    }

    /// An unknown language has no voice in the catalog; the engine speaks it with the
    /// default language's voice instead.
    func testUnknownLanguageFallsBackToTheDefaultVoice() {
        XCTAssertNil(EspeakSpeechEngine.catalog.voice(for: "tlh"))
        XCTAssertNil(EspeakSpeechEngine.catalog.voice(for: ""))
        let engine = EspeakSpeechEngine(output: NullAudioOutputForTests.make(), defaults: SpeechDefaults(language: "ko"))
        XCTAssertEqual(engine.voice(for: "tlh")?.name, "ko")
        XCTAssertEqual(engine.voice(for: "ja")?.name, "ja")
    }

    /// Tags are tried whole, then shorter; names before declared languages.
    func testCandidatesAndMatchingOrder() {
        XCTAssertEqual(SpeechVoiceCatalog.candidates(for: "en-GB-x-rp"), ["en-gb-x-rp", "en-gb-x", "en-gb", "en"])
        XCTAssertEqual(SpeechVoiceCatalog.candidates(for: " zh_Hant_HK "), ["yue"])
        let catalog = SpeechVoiceCatalog(voices: [
            SpeechVoice(name: "en", languages: ["en-gb", "en"]),
            SpeechVoice(name: "en-US", languages: ["en-us", "en"]),
        ])
        XCTAssertEqual(catalog.voice(for: "en-us")?.name, "en-US")
        XCTAssertEqual(catalog.voice(for: "en-GB")?.name, "en")
        XCTAssertEqual(catalog.voice(for: "en-NZ")?.name, "en")
        XCTAssertNil(catalog.voice(for: "ko"))
    }
}
