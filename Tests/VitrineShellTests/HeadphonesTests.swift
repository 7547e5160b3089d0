import Foundation
import XCTest
@testable import Vitrine
@testable import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// A jack a test plugs and unplugs.
@MainActor
final class FakeHeadphoneJack: HeadphoneJackSource {
    var isInserted: Bool
    private var deliver: (@MainActor (HeadphoneJackChange) -> Void)?

    init(inserted: Bool = false) { isInserted = inserted }

    func start(_ deliver: @escaping @MainActor (HeadphoneJackChange) -> Void) {
        self.deliver = deliver
        deliver(.initial(inserted: isInserted))
    }

    func plug(_ inserted: Bool) {
        isInserted = inserted
        deliver?(inserted ? .inserted : .removed)
    }
}

/// Audio guidance with headphones (KioskHeadphones), as talking ATMs do it, on the headless
/// backend with a recording speech engine and a fake jack.
final class HeadphonesTests: XCTestCase {
    @MainActor private func guidance(_ s: ScreenReaderScene, jack: FakeHeadphoneJack,
                                     speaker: VitrineConfiguration.Audio.SpeakerPolicy = .allowed) -> KioskHeadphones {
        let g = KioskHeadphones(reader: s.reader, source: jack, volume: AudioVolume(), route: AudioRoute(), speaker: speaker)
        g.start()
        return g
    }

    /// EN 301 549 5.1.2 (activation of the speech output): plugging headphones in turns the
    /// reader on and says the welcome and how to use it, then the focused element.
    @MainActor func testPluggingHeadphonesInStartsTheReaderWithAWelcome() async {
        let s = ScreenReaderScene()
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack)
        XCTAssertFalse(s.reader.isRunning, "no headphones at start: the reader stays off")
        jack.plug(true)
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertTrue(g.startedReader)
        let welcome = AudioGuidanceText.headphonesWelcome.text(language: nil)
        XCTAssertTrue(welcome.hasPrefix("Headphones connected. Audio guidance is on."))
        XCTAssertEqual(s.speech.spoken.suffix(2), [welcome, "Check-in, heading"], "the welcome, then the first element again")
        s.reader.stop()
    }

    /// EN 301 549 5.1.6.1 (operation without vision): with a keypad, the welcome also says
    /// which keys do what, named from the configured key map, as a talking ATM does when its
    /// headphones go in.
    @MainActor func testTheWelcomeNamesTheKeypadsKeys() async throws {
        let s = ScreenReaderScene()
        var names = AccessibilityKeyAction.allCases.reduce(into: [AccessibilityKeyAction: [String]]()) { $0[$1] = [] }
        names[.next] = ["f7"]
        names[.activate] = ["enter"]
        let keys = AccessibilityKeyMap(names: names)
        s.reader.installKeypad(keys: keys)
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack)
        jack.plug(true)
        let said = try XCTUnwrap(s.speech.spoken.dropLast().last)
        XCTAssertTrue(said.hasPrefix(AudioGuidanceText.headphonesWelcome.text(language: nil)))
        XCTAssertTrue(said.hasSuffix(ScreenReaderInstructions(keys: keys, appLanguage: nil).text))
        XCTAssertTrue(said.lowercased().contains("f7"), "the configured key is named: \(said)")
        _ = g
        s.reader.stop()
    }

    /// The welcome is in the reader's app language (Korean for `ko`).
    @MainActor func testTheWelcomeIsInKoreanForAKoreanApp() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "ko-KR"
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack)
        defer { withExtendedLifetime(g) {} }
        jack.plug(true)
        XCTAssertTrue(s.speech.entries.contains(.speak(AudioGuidanceText.headphonesWelcome.text(language: "ko"), language: "ko-KR", interrupting: true)))
        XCTAssertTrue(AudioGuidanceText.headphonesWelcome.text(language: "ko").hasPrefix("헤드폰이 연결되었습니다."))
        s.reader.stop()
    }

    /// Headphones already in when the kiosk starts count as plugged in.
    @MainActor func testHeadphonesInAtStartStartTheReader() async {
        let s = ScreenReaderScene()
        let g = guidance(s, jack: FakeHeadphoneJack(inserted: true))
        defer { withExtendedLifetime(g) {} }
        XCTAssertTrue(s.reader.isRunning)
        s.reader.stop()
    }

    /// EN 301 549 8.2.1 (volume) and 5.1.2: pulling them out turns the reader off (they
    /// turned it on) and puts the volume back to its default for the next customer.
    @MainActor func testPullingHeadphonesOutStopsTheReaderAndResetsTheVolume() async {
        let s = ScreenReaderScene()
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack)
        jack.plug(true)
        g.volume.stepUp(); g.volume.stepUp()
        XCTAssertNotEqual(g.volume.decibels, g.volume.range.defaultDecibels)
        jack.plug(false)
        XCTAssertFalse(s.reader.isRunning)
        XCTAssertEqual(g.volume.decibels, g.volume.range.defaultDecibels)
        XCTAssertEqual(s.speech.entries.last, .stop, "what was queued for the headphones is dropped")
    }

    /// A reader an operator turned on stays on when headphones come and go, but is told.
    @MainActor func testAReaderTurnedOnOtherwiseStaysOnWhenHeadphonesGo() async {
        let s = ScreenReaderScene()
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack)
        s.reader.start()
        jack.plug(true)
        XCTAssertFalse(g.startedReader)
        XCTAssertTrue(s.reader.headphonesConnected)
        jack.plug(false)
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertFalse(s.reader.headphonesConnected)
        s.reader.stop()
    }

    /// EN 301 549 8.2.1: the end of a session by any means resets the volume: the reader
    /// turned off (`vitrinectl speech off`) and the panel dimming for being idle.
    @MainActor func testTheReaderTurnedOffOrThePanelGoingIdleResetsTheVolume() async {
        let s = ScreenReaderScene()
        let g = guidance(s, jack: FakeHeadphoneJack())
        s.reader.start()
        g.volume.stepDown()
        s.reader.stop()
        XCTAssertEqual(g.volume.decibels, g.volume.range.defaultDecibels)

        let idle = IdleController(screen: s.h.screen, timeouts: VitrineConfiguration.Idle(dimAfter: 10, blankAfter: 0))
        var seen: [IdleController.State] = []
        idle.onStateChange = { seen.append($0) }
        g.watch(idle)
        g.volume.stepUp()
        idle.dim()
        XCTAssertEqual(seen, [.dimmed], "the kiosk's own handler still runs")
        XCTAssertEqual(g.volume.decibels, g.volume.range.defaultDecibels)
    }

    /// EN 301 549 5.1.3.9 (private listening) with `speaker = "headphones-only"`: without
    /// headphones the output is muted, but the reader still speaks (the transcript flows).
    @MainActor func testHeadphonesOnlyMutesTheSpeakerButSpeechStillFlows() async {
        let s = ScreenReaderScene()
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack, speaker: .headphonesOnly)
        XCTAssertTrue(g.route.isMuted)
        s.reader.start()
        XCTAssertEqual(s.speech.spoken.last, "Check-in, heading", "synthesised and recorded, just not played")
        jack.plug(true)
        XCTAssertFalse(g.route.isMuted)
        jack.plug(false)
        XCTAssertTrue(g.route.isMuted)
        s.reader.stop()

        let allowed = ScreenReaderScene()
        XCTAssertFalse(guidance(allowed, jack: FakeHeadphoneJack()).route.isMuted, "speaker allowed: never muted")
    }

    /// EN 301 549 5.1.3.9 and 5.1.3.1 (audio output of visual information): a secure field's
    /// value and a view marked private are said only into headphones; "private" otherwise.
    @MainActor func testPrivateContentIsSpokenOnlyInHeadphones() async {
        let s = ScreenReaderScene()
        let jack = FakeHeadphoneJack()
        let g = guidance(s, jack: jack)
        defer { withExtendedLifetime(g) {} }
        s.nameField.isSecureTextEntry = true
        s.nameField.text = "1234"
        let balance = UILabel(frame: CGRect(x: 10, y: 200, width: 100, height: 20))
        balance.text = "Balance 5,000"
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        panel.accessibilityIsPrivate = true
        panel.addSubview(balance)
        s.h.window.addSubview(panel)
        s.reader.start()
        s.reader.focus(s.nameField)
        XCTAssertEqual(s.speech.spoken.last, "Name, private, secure text field")
        s.reader.focus(balance)
        XCTAssertEqual(s.speech.spoken.last, "private")
        jack.plug(true)
        s.reader.focus(s.nameField)
        XCTAssertEqual(s.speech.spoken.last, "Name, ••••, secure text field")
        s.reader.focus(balance)
        XCTAssertEqual(s.speech.spoken.last, "Balance 5,000")
        jack.plug(false)
        s.reader.focus(balance)
        XCTAssertEqual(s.speech.spoken.last, "private", "out again: private again")
        s.reader.appLanguage = "ko"
        s.reader.focus(balance)
        XCTAssertEqual(s.speech.spoken.last, "비공개")
        s.reader.stop()
    }

    /// A private adjustable's new value is not said on the speaker either.
    @MainActor func testAdjustingAPrivateElementSaysPrivate() async {
        let s = ScreenReaderScene()
        let g = guidance(s, jack: FakeHeadphoneJack())
        defer { withExtendedLifetime(g) {} }
        s.volume.accessibilityIsPrivate = true
        s.reader.start()
        s.reader.focus(s.volume)
        s.reader.adjust(up: true)
        XCTAssertEqual(s.speech.spoken.last, "private")
        s.reader.stop()
    }
}
