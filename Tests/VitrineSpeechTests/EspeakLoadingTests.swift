import Glibc
import XCTest
@testable import VitrineSpeech

/// espeak-ng is opened with dlopen when the engine first starts, not mapped at exec (its
/// libpcaudio brings PulseAudio, libsndfile and X11 with it).
final class EspeakLoadingTests: XCTestCase {
    func testTheEngineOpensEspeakNGWhenItStarts() {
        XCTAssertNotNil(EspeakLibrary.shared.sampleRate, "espeak-ng started")
        XCTAssertNotNil(dlopen("libespeak-ng.so.1", RTLD_LAZY | RTLD_NOLOAD), "libespeak-ng is mapped once the engine has started")
    }
}
