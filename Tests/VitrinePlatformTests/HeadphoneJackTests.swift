import Foundation
import Glibc
import Synchronization
import XCTest
@testable import VitrinePlatform

/// Headphone jack detection (Audio/Jack): evdev bytes decoded, one switch device driven
/// through a fake read/ioctl table, detectors merged, the route muting the output.
final class HeadphoneJackTests: XCTestCase {
    /// `struct input_event` bytes: a zero timestamp, then type, code, value in machine order.
    private static func eventBytes(_ events: [(UInt16, UInt16, Int32)]) -> [UInt8] {
        var out: [UInt8] = []
        for (type, code, value) in events {
            out += [UInt8](repeating: 0, count: MemoryLayout<timeval>.size)
            withUnsafeBytes(of: type) { out += $0 }
            withUnsafeBytes(of: code) { out += $0 }
            withUnsafeBytes(of: value) { out += $0 }
        }
        return out
    }

    func testEventsDecodeFromReadBytes() {
        var bytes = Self.eventBytes([(5, 2, 1), (0, 0, 0), (5, 4, 0)])
        bytes += [1, 2, 3]  // a partial event is ignored
        let events = bytes.withUnsafeBytes { EvdevDecoding.events(from: $0) }
        XCTAssertEqual(events, [EvdevEvent(type: 5, code: 2, value: 1), EvdevEvent(type: 0, code: 0, value: 0), EvdevEvent(type: 5, code: 4, value: 0)])
        XCTAssertEqual([UInt8]().withUnsafeBytes { EvdevDecoding.events(from: $0) }, [])
    }

    func testSwitchBitmaskFromIoctlBytesAndSysfs() {
        XCTAssertTrue(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, in: [0b0000_0100]))
        XCTAssertFalse(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, in: [0b0001_0011]), "lid, tablet mode, microphone: not headphones")
        XCTAssertFalse(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, in: []))
        XCTAssertTrue(EvdevDecoding.isSet(9, in: [0, 0b10]))
        // capabilities/sw: hex longs, most significant first.
        XCTAssertEqual(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: "14\n"), true, "SW_HEADPHONE_INSERT and SW_MICROPHONE_INSERT")
        XCTAssertEqual(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: "1"), false, "a lid switch")
        XCTAssertEqual(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: "0 4"), true)
        XCTAssertEqual(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: "4 0"), false, "bit 2 of the second long")
        XCTAssertNil(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: "zz"))
        XCTAssertNil(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: ""))
    }

    func testMergeIsInWhenAnyJackIsIn() {
        var m = HeadphoneJackMerge()
        XCTAssertEqual(m.apply(HeadphoneJackReport(jack: "a", inserted: false)), nil)
        XCTAssertEqual(m.apply(HeadphoneJackReport(jack: "a", inserted: true)), true)
        XCTAssertEqual(m.apply(HeadphoneJackReport(jack: "b", inserted: true)), nil)
        XCTAssertEqual(m.apply(HeadphoneJackReport(jack: "a", inserted: false)), nil, "b still has headphones")
        XCTAssertEqual(m.apply(HeadphoneJackReport(jack: "b", inserted: nil)), false, "the device with b went away")
    }

    /// A fake evdev device: what `read` returns next, the switch bits `EVIOCGSW` returns.
    private final class FakeDevice: Sendable {
        struct State {
            var reads: [[UInt8]] = []
            var readError: Int32?
            var bits: [UInt8] = [0]
            var openError: Int32?
            var closed = 0
            var ioctls = 0
        }
        let state = Mutex(State())

        var io: EvdevSwitchIO {
            EvdevSwitchIO(
                open: { _ in self.state.withLock { $0.openError.map { -$0 } ?? 7 } },
                read: { _, buffer in
                    self.state.withLock { s in
                        if s.reads.isEmpty { return -Int(s.readError ?? EAGAIN) }
                        let chunk = s.reads.removeFirst()
                        buffer.copyBytes(from: chunk)
                        return chunk.count
                    }
                },
                switches: { _ in self.state.withLock { s in s.ioctls += 1; return .success(s.bits) } },
                close: { _ in self.state.withLock { $0.closed += 1 } })
        }
    }

    @MainActor func testASwitchReportsItsInitialStateThenChangesAndRereadsAfterDroppedEvents() async throws {
        let device = FakeDevice()
        device.state.withLock { $0.bits = [0b100] }
        var reports: [Bool?] = []
        let s = try XCTUnwrap(EvdevHeadphoneSwitch(path: "/dev/input/event9", io: device.io, watch: false) { reports.append($0.inserted) })
        XCTAssertEqual(reports, [true], "the state EVIOCGSW read at open")
        device.state.withLock { $0.reads = [Self.eventBytes([(5, 2, 0), (0, 0, 0)]), Self.eventBytes([(5, 4, 1), (0, 0, 0)])] }
        s.readable()
        XCTAssertEqual(reports, [true, false], "out; the microphone switch is not headphones")
        device.state.withLock { $0.bits = [0b100]; $0.reads = [Self.eventBytes([(0, 3, 0)])] }
        s.readable()
        XCTAssertEqual(reports, [true, false, true], "SYN_DROPPED: the state is read again")
        device.state.withLock { $0.reads = [Self.eventBytes([(5, 2, 1)])] }
        s.readable()
        XCTAssertEqual(reports, [true, false, true], "no change, no report")
        device.state.withLock { $0.readError = ENODEV }
        s.readable()
        XCTAssertEqual(reports, [true, false, true, nil], "unplugged: the jack is gone")
        XCTAssertTrue(s.isGone)
        XCTAssertEqual(device.state.withLock { $0.closed }, 1)
    }

    @MainActor func testADeviceThatCannotBeOpenedIsSkipped() async {
        let device = FakeDevice()
        device.state.withLock { $0.openError = EACCES }
        XCTAssertNil(EvdevHeadphoneSwitch(path: "/dev/input/event9", io: device.io, watch: false) { _ in XCTFail("no report") })
    }

    /// A detector whose jacks a test sets.
    @MainActor private final class FakeDetector: HeadphoneJackDetector {
        let name = "fake"
        var initial: [HeadphoneJackReport] = []
        var report: (@MainActor (HeadphoneJackReport) -> Void)?
        func start(_ report: @escaping @MainActor (HeadphoneJackReport) -> Void) {
            self.report = report
            initial.forEach(report)
        }
    }

    @MainActor func testMergedSourceDeliversTheInitialStateThenInsertedAndRemoved() async {
        let evdev = FakeDetector(), alsa = FakeDetector()
        evdev.initial = [HeadphoneJackReport(jack: "evdev:1", inserted: false)]
        alsa.initial = [HeadphoneJackReport(jack: "alsa:hw:0:Headphone Jack", inserted: true)]
        let source = MergedHeadphoneJackSource(detectors: [evdev, alsa])
        var changes: [HeadphoneJackChange] = []
        source.start { changes.append($0) }
        XCTAssertEqual(changes, [.initial(inserted: true)])
        evdev.report?(HeadphoneJackReport(jack: "evdev:1", inserted: true))
        alsa.report?(HeadphoneJackReport(jack: "alsa:hw:0:Headphone Jack", inserted: false))
        XCTAssertEqual(changes, [.initial(inserted: true)], "the same headphones seen by both: still in")
        evdev.report?(HeadphoneJackReport(jack: "evdev:1", inserted: false))
        XCTAssertEqual(changes, [.initial(inserted: true), .removed])
        alsa.report?(HeadphoneJackReport(jack: "alsa:hw:0:Headphone Jack", inserted: true))
        XCTAssertEqual(changes, [.initial(inserted: true), .removed, .inserted])
        XCTAssertTrue(source.isInserted)
    }

    func testALSAHeadphoneJackNames() {
        XCTAssertTrue(ALSAHeadphoneJackDetector.isHeadphoneJack("Headphone Jack"))
        XCTAssertTrue(ALSAHeadphoneJackDetector.isHeadphoneJack("Front Headphone Jack"))
        XCTAssertFalse(ALSAHeadphoneJackDetector.isHeadphoneJack("Mic Jack"))
        XCTAssertFalse(ALSAHeadphoneJackDetector.isHeadphoneJack("Headphone Playback Switch"))
        // A card plugged in later is opened when its control device appears.
        XCTAssertEqual(ALSAHeadphoneJackDetector.cardNumber(controlDevice: "controlC1"), 1)
        XCTAssertNil(ALSAHeadphoneJackDetector.cardNumber(controlDevice: "pcmC1D0p"))
        XCTAssertNil(ALSAHeadphoneJackDetector.cardNumber(controlDevice: "controlC"))
    }

    /// EN 301 549 5.1.3.9: with the speaker not allowed, the output plays silence (the
    /// engine's samples do not reach the speaker), paced as the speech would be.
    func testAMutedRouteWritesSilenceOfTheSameLength() {
        final class Capture: AudioOutput, @unchecked Sendable {
            let sampleRate = 22050
            let volume = AudioVolume()
            var written: [Int16] = []
            func write(_ samples: UnsafeBufferPointer<Int16>) { written += samples }
            func finish() {}
            func stop() {}
        }
        let capture = Capture(), route = AudioRoute(muted: true)
        let output = RoutedAudioOutput(capture, route: route)
        [Int16(1000), -2000, 3000].withUnsafeBufferPointer { output.write($0) }
        XCTAssertEqual(capture.written, [0, 0, 0])
        route.isMuted = false
        [Int16(1000)].withUnsafeBufferPointer { output.write($0) }
        XCTAssertEqual(capture.written, [0, 0, 0, 1000])
    }

    /// The real devices of this machine, when it has any (CI machines and the build container
    /// have no sound card and no headphone switch).
    @MainActor func testRealDetectorsStartOnThisMachine() async throws {
        let evdev = EvdevHeadphoneJackDetector(), alsa = ALSAHeadphoneJackDetector()
        var reports: [HeadphoneJackReport] = []
        evdev.start { reports.append($0) }
        alsa.start { reports.append($0) }
        try XCTSkipIf(evdev.devices.isEmpty && alsa.devices.isEmpty,
                      "no headphone switch under /dev/input and no ALSA card with a Headphone Jack control here")
        XCTAssertFalse(reports.isEmpty, "every jack found reports its initial state")
    }
}
