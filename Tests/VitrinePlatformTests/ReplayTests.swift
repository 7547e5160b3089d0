import Foundation
import VitrineGraphics
import VitrinePlatform
import XCTest
import VitrineTesting

/// `libinput record` files → model → `InputEvent`s → timed replay. The fixtures in `Fixtures/`
/// are hand-written in the real format; every expectation below is worked out by hand with
/// libinput's scaling `(value - min) * size / (max - min + 1)` on an 800×480 panel.
final class ReplayTests: XCTestCase {
    private let panel = PixelSize(width: 800, height: 480)

    private func fixture(_ name: String) throws -> LibinputRecording {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try LibinputRecording(contentsOf: url)
    }

    private func decode(_ name: String) throws -> [InputEvent] {
        EvdevDecoder(panelSize: panel).decode(try fixture(name))
    }

    /// The error `yaml` (or `data`) is rejected with; fails the test if it is accepted.
    private func rejection(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> LibinputRecordingError? {
        rejection(Data(yaml.utf8), file: file, line: line)
    }

    private func rejection(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> LibinputRecordingError? {
        do {
            _ = try LibinputRecording(data: data, fileName: "bad.yml")
            XCTFail("accepted", file: file, line: line)
            return nil
        } catch let error as LibinputRecordingError {
            XCTAssertTrue(error.description.hasPrefix("bad.yml:\(error.line):"), error.description, file: file, line: line)
            return error
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
            return nil
        }
    }

    /// A one-device recording with `events` (lines of `[sec, usec, type, code, value]`, one
    /// `- evdev:` entry per group).
    private func recording(name: String = "dev", codes: String, absinfo: String = "", properties: String = "[]",
                           frames: [[String]]) -> String {
        var text = "version: 1\nndevices: 1\ndevices:\n- node: /dev/input/event9\n  evdev:\n    name: \"\(name)\"\n"
        text += "    id: [3, 1, 2, 3]\n    codes:\n\(codes)\n"
        if !absinfo.isEmpty { text += "    absinfo:\n\(absinfo)\n" }
        text += "    properties: \(properties)\n  events:\n"
        for f in frames { text += "  - evdev:\n" + f.map { "    - \($0)\n" }.joined() }
        return text
    }

    // MARK: Parsing

    func testParsesTheDeviceDescriptionAndFrames() throws {
        let r = try fixture("touch-two-finger.yml")
        XCTAssertEqual(r.version, 1)
        XCTAssertEqual(r.libinputVersion, "1.22.1")
        XCTAssertEqual(r.devices.count, 1)
        let d = r.devices[0]
        XCTAssertEqual(d.node, "/dev/input/event2")
        XCTAssertEqual(d.name, "Goodix Capacitive TouchScreen")
        XCTAssertEqual(d.id, [24, 1046, 911, 4192])
        XCTAssertEqual(d.codes[3], [0, 1, 47, 48, 53, 54, 57])
        XCTAssertEqual(d.absinfo[53], LibinputRecording.AbsInfo(minimum: 0, maximum: 4095))
        XCTAssertEqual(d.properties, [1])
        XCTAssertEqual(d.udevProperties["ID_INPUT_TOUCHSCREEN"], "1")
        XCTAssertTrue(d.isTouchscreen)
        XCTAssertTrue(d.hasMultitouch)
        XCTAssertFalse(d.isPointer || d.isAbsolutePointer || d.isKeyboard)
        XCTAssertEqual(d.frames.count, 6)
        XCTAssertEqual(d.frames[1].events.first,
                       LibinputRecording.EvdevEvent(seconds: 0, microseconds: 12000, type: 3, code: 47, value: 1))
        XCTAssertEqual(d.frames[5].time, 1.005)
        XCTAssertEqual(d.frames[0].line, 62, "the line of the first event of the entry")
    }

    func testClassifiesEachFixtureDevice() throws {
        let single = try fixture("touch-single.yml").devices[0]
        XCTAssertTrue(single.isTouchscreen, "BTN_TOUCH + ABS_X/Y without INPUT_PROP_DIRECT")
        XCTAssertFalse(single.hasMultitouch)
        let mouse = try fixture("mouse.yml").devices[0]
        XCTAssertTrue(mouse.isPointer)
        XCTAssertFalse(mouse.isTouchscreen || mouse.isKeyboard || mouse.isAbsolutePointer)
        let keyboard = try fixture("keyboard.yml").devices[0]
        XCTAssertTrue(keyboard.isKeyboard)
        XCTAssertFalse(keyboard.isTouchscreen || keyboard.isPointer)
        XCTAssertEqual(keyboard.frames.count, 6, "the `- libinput:` entry is not a frame")
    }

    // MARK: Decoding the fixtures

    func testTwoFingerGestureDecodesSlotBySlotWithFrames() throws {
        XCTAssertEqual(try decode("touch-two-finger.yml"), [
            .touchDown(slot: 0, x: 200, y: 240, time: 0), .touchFrame(time: 0),
            .touchDown(slot: 1, x: 600, y: 120, time: 0.012), .touchFrame(time: 0.012),
            .touchMotion(slot: 0, x: 300, y: 240, time: 0.0205), .touchMotion(slot: 1, x: 600, y: 240, time: 0.0205),
            .touchFrame(time: 0.0205),
            // 0.030: only MSC_TIMESTAMP, no touch change, no frame.
            .touchUp(slot: 0, time: 0.05), .touchFrame(time: 0.05),
            // The slot stays selected across frames: the last tracking ID -1 ends slot 1.
            .touchUp(slot: 1, time: 1.005), .touchFrame(time: 1.005),
        ])
    }

    func testSingleTouchTapUsesBTNTouchAndABSXY() throws {
        // x: (2048 - 100) * 800 / 3896 = 400, (2535 - 100) * 800 / 3896 = 500; y: (2050 - 200) * 480 / 3700 = 240.
        XCTAssertEqual(try decode("touch-single.yml"), [
            .touchDown(slot: 0, x: 400, y: 240, time: 2.5), .touchFrame(time: 2.5),
            .touchMotion(slot: 0, x: 500, y: 240, time: 2.58), .touchFrame(time: 2.58),
            .touchUp(slot: 0, time: 2.64), .touchFrame(time: 2.64),
        ])
    }

    func testMouseMoveAndClick() throws {
        XCTAssertEqual(try decode("mouse.yml"), [
            .pointerMotion(dx: 5, dy: -3, time: 0),
            .pointerMotion(dx: 2, dy: 0, time: 0.008),
            .pointerButton(button: 272, pressed: true, time: 0.016),
            .pointerButton(button: 272, pressed: false, time: 0.096),
        ])
    }

    func testKeyboardPressesAndReleasesWithoutRepeats() throws {
        XCTAssertEqual(try decode("keyboard.yml"), [
            .key(code: 30, pressed: true, time: 0),
            .key(code: 30, pressed: false, time: 0.15),
            .key(code: 42, pressed: true, time: 0.2),
            .key(code: 48, pressed: true, time: 0.25),
            .key(code: 48, pressed: false, time: 0.3),
            .key(code: 42, pressed: false, time: 0.3),
        ])
    }

    // MARK: Decoding details

    private let touchscreen = (
        codes: "      1: [330]\n      3: [0, 1, 47, 53, 54, 57]",
        absinfo: "      0: [0, 799, 0, 0, 0]\n      1: [0, 479, 0, 0, 0]\n      47: [0, 9, 0, 0, 0]\n"
            + "      53: [0, 799, 0, 0, 0]\n      54: [0, 479, 0, 0, 0]\n      57: [0, 65535, 0, 0, 0]"
    )

    func testSeatSlotsAreTheLowestFreeNumberNotTheKernelSlot() throws {
        let text = recording(codes: touchscreen.codes, absinfo: touchscreen.absinfo, properties: "[1]", frames: [
            ["[0, 0, 3, 47, 3]", "[0, 0, 3, 57, 7]", "[0, 0, 3, 53, 10]", "[0, 0, 3, 54, 20]", "[0, 0, 0, 0, 0]"],
            ["[0, 100, 3, 47, 5]", "[0, 100, 3, 57, 8]", "[0, 100, 3, 53, 30]", "[0, 100, 3, 54, 40]", "[0, 100, 0, 0, 0]"],
            ["[0, 200, 3, 47, 3]", "[0, 200, 3, 57, -1]", "[0, 200, 0, 0, 0]"],
            ["[0, 300, 3, 47, 0]", "[0, 300, 3, 57, 9]", "[0, 300, 3, 53, 50]", "[0, 300, 3, 54, 60]", "[0, 300, 0, 0, 0]"],
        ])
        XCTAssertEqual(EvdevDecoder(panelSize: panel).decode(try LibinputRecording(yaml: text)), [
            .touchDown(slot: 0, x: 10, y: 20, time: 0), .touchFrame(time: 0),
            .touchDown(slot: 1, x: 30, y: 40, time: 0.0001), .touchFrame(time: 0.0001),
            .touchUp(slot: 0, time: 0.0002), .touchFrame(time: 0.0002),
            .touchDown(slot: 0, x: 50, y: 60, time: 0.0003), .touchFrame(time: 0.0003),
        ])
    }

    func testSecondTrackingIDOnAnActiveSlotKeepsTheTouchAndIncompleteOrDroppedFramesAreSkipped() throws {
        let text = recording(codes: touchscreen.codes, absinfo: touchscreen.absinfo, properties: "[1]", frames: [
            ["[0, 0, 3, 57, 1]", "[0, 0, 3, 53, 10]", "[0, 0, 3, 54, 20]", "[0, 0, 0, 0, 0]"],
            ["[0, 10, 3, 57, 2]", "[0, 10, 3, 53, 11]", "[0, 10, 0, 0, 0]"],
            ["[0, 20, 3, 53, 99]", "[0, 20, 0, 3, 0]", "[0, 20, 3, 53, 98]", "[0, 20, 0, 0, 0]"],
            ["[0, 30, 3, 53, 12]", "[0, 30, 0, 0, 0]"],
            ["[0, 40, 3, 57, -1]"],
        ])
        XCTAssertEqual(EvdevDecoder(panelSize: panel).decode(try LibinputRecording(yaml: text)), [
            .touchDown(slot: 0, x: 10, y: 20, time: 0), .touchFrame(time: 0),
            .touchMotion(slot: 0, x: 11, y: 20, time: 0.00001), .touchFrame(time: 0.00001),
            // 0.00002: SYN_DROPPED — nothing until the next SYN_REPORT.
            .touchMotion(slot: 0, x: 12, y: 20, time: 0.00003), .touchFrame(time: 0.00003),
            // 0.00004: no SYN_REPORT after tracking ID -1: an incomplete frame, dropped.
        ])
    }

    func testAbsolutePointerScalesLikeLibinput() throws {
        let text = recording(name: "QEMU Virtio Tablet", codes: "      1: [272, 273]\n      3: [0, 1]",
                             absinfo: "      0: [0, 32767, 0, 0, 0]\n      1: [0, 32767, 0, 0, 0]", frames: [
            ["[0, 0, 3, 0, 16384]", "[0, 0, 3, 1, 8192]", "[0, 0, 0, 0, 0]"],
            ["[0, 5000, 3, 1, 16384]", "[0, 5000, 1, 272, 1]", "[0, 5000, 0, 0, 0]"],
        ])
        let r = try LibinputRecording(yaml: text)
        XCTAssertTrue(r.devices[0].isAbsolutePointer)
        XCTAssertFalse(r.devices[0].isTouchscreen)
        XCTAssertEqual(EvdevDecoder(panelSize: panel).decode(r), [
            .pointerMotionAbsolute(x: 400, y: 120, time: 0),
            .pointerMotionAbsolute(x: 400, y: 240, time: 0.005),
            .pointerButton(button: 272, pressed: true, time: 0.005),
        ])
    }

    func testDevicesAreMergedInTimeOrder() throws {
        let text = """
        version: 1
        ndevices: 2
        devices:
        - node: /dev/input/event1
          evdev:
            name: "mouse"
            codes: {1: [272], 2: [0, 1]}
          events:
          - evdev: [[0, 10, 2, 0, 1], [0, 10, 0, 0, 0]]
          - evdev: [[0, 30, 2, 0, 3], [0, 30, 0, 0, 0]]
        - node: /dev/input/event2
          evdev:
            name: "keys"
            codes: {1: [28]}
          events:
          - evdev: [[0, 20, 1, 28, 1], [0, 20, 0, 0, 0]]
          - evdev: [[0, 30, 1, 28, 0], [0, 30, 0, 0, 0]]
        """
        XCTAssertEqual(EvdevDecoder(panelSize: panel).decode(try LibinputRecording(yaml: text)), [
            .pointerMotion(dx: 1, dy: 0, time: 0.00001),
            .key(code: 28, pressed: true, time: 0.00002),
            .pointerMotion(dx: 3, dy: 0, time: 0.00003),
            .key(code: 28, pressed: false, time: 0.00003),
        ])
    }

    // MARK: Malformed files

    func testBadIndentationNamesTheLine() throws {
        let e = rejection("version: 1\ndevices:\n- node: /dev/input/event0\n  evdev:\n    name: \"x\"\n   codes:\n      1: [330]\n")
        XCTAssertEqual(e?.line, 6)
        XCTAssertEqual(e?.description.hasPrefix("bad.yml:6:"), true)
    }

    func testMissingDevicesNamesTheTopLevel() throws {
        let e = rejection("# libinput record\nversion: 1\nndevices: 1\nlibinput:\n  version: \"1.22.1\"\n")
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.message.contains("'devices'"), true, e?.message ?? "")
    }

    func testEventWithFourNumbersNamesItsLine() throws {
        let text = recording(codes: "      1: [30]", frames: [["[0, 0, 1, 30, 1]", "[0, 0, 0, 0]"]])
        let e = rejection(text)
        XCTAssertEqual(e?.line, 14)
        XCTAssertEqual(e?.message.contains("found 4"), true, e?.message ?? "")
    }

    func testNonNumericValueNamesItsLineAndColumn() throws {
        let text = recording(codes: "      1: [30]", frames: [["[0, 0, 1, 30, 1]", "[0, 0, 1, KEY_A, 0]", "[0, 0, 0, 0, 0]"]])
        let e = rejection(text)
        XCTAssertEqual(e?.line, 14)
        XCTAssertEqual(e?.column, 17)
        XCTAssertEqual(e?.message.contains("'KEY_A'"), true, e?.message ?? "")
    }

    func testOutOfRangeTimeAndBadAbsinfoAreRejected() throws {
        XCTAssertEqual(rejection(recording(codes: "      1: [30]", frames: [["[0, 1000000, 1, 30, 1]"]]))?.line, 13)
        let abs = recording(codes: "      1: [330]\n      3: [0, 1]", absinfo: "      0: [10, 5, 0, 0, 0]\n      1: [0, 9, 0, 0, 0]",
                            frames: [])
        XCTAssertEqual(rejection(abs)?.line, 12)
        let noRange = recording(codes: "      1: [330]\n      3: [0, 1]", properties: "[1]", frames: [])
        XCTAssertEqual(rejection(noRange)?.line, 6, "a touchscreen without absinfo")
    }

    /// Rule: an axis range the kernel cannot report (`struct input_absinfo` is `__s32`) is refused
    /// at parse time with the file and line of the axis, never left to trap the decoder.
    func testAxisRangesBeyondTheKernelsInt32AreRejectedWithTheirLine() throws {
        let codes = "      1: [330]\n      3: [0, 1]"
        for bad in ["[\(Int.min), \(Int.max), 0, 0, 0]", "[0, \(Int.max), 0, 0, 0]", "[0, 2147483648, 0, 0, 0]",
                    "[-2147483649, 0, 0, 0, 0]", "[0, 4095, 0, 0, \(Int.max)]", "[0, 4095, \(Int.min), 0, 0]"] {
            let text = recording(codes: codes, absinfo: "      0: \(bad)\n      1: [0, 4095, 0, 0, 0]", properties: "[1]", frames: [])
            let e = rejection(text)
            XCTAssertEqual(e?.line, 12, bad)
            XCTAssertEqual(e?.message.contains("axis 0"), true, e?.message ?? "")
        }
        let slots = recording(codes: "      1: [330]\n      3: [47, 53, 54, 57]", absinfo: """
                  47: [0, \(Int.max), 0, 0, 0]
                  53: [0, 4095, 0, 0, 0]
                  54: [0, 4095, 0, 0, 0]
                  57: [0, 65535, 0, 0, 0]
            """, properties: "[1]", frames: [])
        XCTAssertEqual(rejection(slots)?.line, 12, "ABS_MT_SLOT's range")
    }

    /// Rule: the decoder never traps on hostile numbers, whatever a caller builds by hand
    /// (the model's initialisers are public): extreme ranges scale without overflow and an
    /// `ABS_MT_SLOT` maximum of `Int.max` keeps the slot cap.
    func testDecodingNeverTrapsOnExtremeAxisRanges() throws {
        let wide = LibinputRecording.AbsInfo(minimum: Int.min, maximum: Int.max)
        // (0 - -2^63) * 800 / (2^64): exactly 400.
        XCTAssertEqual(wide.scale(0, to: 800), 400)
        XCTAssertEqual(LibinputRecording.AbsInfo(minimum: 0, maximum: Int.max).scale(Int.max, to: 800).isFinite, true)
        // The kernel's widest range: (2^31 - 1 + 2^31) * 800 / 2^32 = 800 - 800 / 2^32, exactly.
        let kernel = LibinputRecording.AbsInfo(minimum: Int(Int32.min), maximum: Int(Int32.max))
        XCTAssertEqual(kernel.scale(Int(Int32.max), to: 800), 800 - 800 / 4294967296)
        XCTAssertEqual(kernel.scale(Int(Int32.min), to: 800), 0)

        let ev = { (usec: Int, type: Int, code: Int, value: Int) in
            LibinputRecording.EvdevEvent(seconds: 0, microseconds: usec, type: type, code: code, value: value)
        }
        let device = LibinputRecording.Device(
            node: "/dev/input/event9", name: "hostile", codes: [1: [330], 3: [47, 53, 54, 57]],
            absinfo: [47: .init(minimum: 0, maximum: Int.max), 53: wide, 54: wide, 57: .init(minimum: 0, maximum: 65535)],
            properties: [1],
            frames: [.init(events: [ev(0, 3, 47, 63), ev(0, 3, 57, 1), ev(0, 3, 53, 0), ev(0, 3, 54, 0), ev(0, 0, 0, 0)])])
        XCTAssertEqual(EvdevDecoder(panelSize: panel).decode(LibinputRecording(devices: [device])), [
            // Slot 63 is the last of the 64 kept; (0 + 2^63) * 800 / 2^64 = 400, * 480 / 2^64 = 240.
            .touchDown(slot: 0, x: 400, y: 240, time: 0), .touchFrame(time: 0),
        ])
        let mouse = LibinputRecording.Device(
            node: "/dev/input/event8", name: "hostile mouse", codes: [1: [272], 2: [0, 1]],
            frames: [.init(events: [
                .init(seconds: Int.max, microseconds: 0, type: 2, code: 0, value: Int.max),
                .init(seconds: Int.max, microseconds: 0, type: 2, code: 0, value: Int.max),
                .init(seconds: Int.max, microseconds: 0, type: 0, code: 0, value: 0),
            ])])
        XCTAssertEqual(EvdevDecoder(panelSize: panel).decode(LibinputRecording(devices: [mouse])), [
            .pointerMotion(dx: Double(Int.max), dy: 0, time: Double(Int.max)),
        ], "relative motion saturates; the time of a huge second count is added in Double")
    }

    /// Rule: a FIFO or a device given as the recording is refused at once, never waited on.
    func testFIFOOrDeviceAsRecordingIsRefusedWithoutBlocking() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-replay-\(UUID().uuidString).yml").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        let message = FIFOGuard.run(fifo: fifo) { () -> String in
            do { _ = try LibinputRecording(contentsOf: URL(fileURLWithPath: fifo)); return "loaded" } catch { return "\(error)" }
        }
        XCTAssertEqual(message, "\(fifo):1: cannot read the file: not a regular file (a FIFO)", "nil: blocked on the FIFO")
        XCTAssertThrowsError(try LibinputRecording(contentsOf: URL(fileURLWithPath: "/dev/zero"))) { error in
            XCTAssertEqual("\(error)", "/dev/zero:1: cannot read the file: not a regular file (a character device)")
        }
    }

    func testEmptyFileIsRejectedAtLineOne() throws {
        XCTAssertEqual(rejection("")?.line, 1)
        XCTAssertEqual(rejection("# just a comment\n\n")?.line, 1)
    }

    func testBinaryGarbageNamesTheLineOfTheFirstBadByte() throws {
        var bytes = Array("version: 1\ndevices:\n".utf8)
        bytes += [0xff, 0xfe, 0x00, 0x9c, 0x12, 0x0a, 0xc3]
        let e = rejection(Data(bytes))
        XCTAssertEqual(e?.line, 3)
        XCTAssertEqual(rejection("version: 1\n\u{01}\u{02}")?.line, 2, "valid UTF-8 but control characters")
    }

    func testRandomBytesAndDeepNestingNeverCrash() throws {
        var state: UInt64 = 0x9e3779b97f4a7c15
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let alphabet = Array("[]{}-:,#'\" \n\t0123456789abcxyz!&*|>?%@`".utf8)
        for i in 0..<300 {
            let count = Int(next()) * 4
            let bytes = (0..<count).map { _ in i.isMultiple(of: 2) ? next() : alphabet[Int(next()) % alphabet.count] }
            XCTAssertThrowsError(try LibinputRecording(data: Data(bytes), fileName: "bad.yml")) { error in
                XCTAssertTrue(error is LibinputRecordingError, "\(error)")
            }
        }
        XCTAssertEqual(rejection("version: 1\ndevices: " + String(repeating: "[", count: 100_000))?.line, 2)
        XCTAssertEqual(rejection("version: 1\ndevices:\n" + String(repeating: "- ", count: 100_000) + "x\n")?.line, 3)
    }

    // MARK: Replay

    @MainActor func testReplayDeliversEachBatchExactlyAtItsTime() async throws {
        let events = try decode("touch-two-finger.yml")
        let clock = VirtualClock(start: 100)
        var delivered: [(at: Double, events: [InputEvent])] = []
        var completedAt: Double?
        let replayer = InputReplayer(events: events, clock: clock, timestamps: .original,
                                     onEvents: { delivered.append((clock.now, $0)) },
                                     completion: { completedAt = clock.now })
        replayer.start()
        XCTAssertTrue(delivered.isEmpty, "nothing is delivered synchronously from start()")
        XCTAssertEqual(replayer.batchCount, 5)
        let times = [0, 0.012, 0.0205, 0.05, 1.005]
        for (i, t) in times.enumerated() {
            clock.advance(to: 100 + t - 0.000_001)
            XCTAssertEqual(delivered.count, i, "batch \(i) not before \(t)")
            clock.advance(to: 100 + t)
            XCTAssertEqual(delivered.count, i + 1, "batch \(i) at \(t)")
            XCTAssertEqual(delivered.last?.at, 100 + t)
            XCTAssertEqual(delivered.last?.events, events.filter { $0.time == t })
        }
        XCTAssertEqual(completedAt, 100 + 1.005)
        XCTAssertTrue(replayer.isFinished)
        XCTAssertFalse(replayer.isRunning)
        XCTAssertEqual(clock.pendingTimerCount, 0)
    }

    @MainActor func testReplaySpeedAndClockTimestamps() async throws {
        let events = try decode("mouse.yml")
        let clock = VirtualClock(start: 10)
        var delivered: [[InputEvent]] = []
        let replayer = InputReplayer(events: events, clock: clock, speed: 2, onEvents: { delivered.append($0) })
        replayer.start()
        clock.advance(by: 0.048)
        XCTAssertEqual(delivered, [
            [.pointerMotion(dx: 5, dy: -3, time: 10)],
            [.pointerMotion(dx: 2, dy: 0, time: 10 + 0.004)],
            [.pointerButton(button: 272, pressed: true, time: 10 + 0.008)],
            [.pointerButton(button: 272, pressed: false, time: 10 + 0.048)],
        ])
        XCTAssertTrue(replayer.isFinished)
    }

    @MainActor func testCancelStopsTheReplayAndEmptyReplayCompletesOnTheClock() async throws {
        let clock = VirtualClock()
        var delivered = 0
        var completed = false
        let replayer = InputReplayer(events: try decode("keyboard.yml"), clock: clock,
                                     onEvents: { _ in delivered += 1 }, completion: { completed = true })
        replayer.start()
        clock.advance(to: 0.2)
        XCTAssertEqual(delivered, 3)
        replayer.cancel()
        clock.advance(by: 10)
        XCTAssertEqual(delivered, 3)
        XCTAssertFalse(completed)
        XCTAssertEqual(clock.pendingTimerCount, 0)

        var emptyDone = false
        let empty = InputReplayer(events: [], clock: clock, onEvents: { _ in XCTFail("no events") }, completion: { emptyDone = true })
        empty.start()
        XCTAssertFalse(emptyDone)
        clock.advance(by: 0)
        XCTAssertTrue(emptyDone)
    }
}
