import Foundation

/// The contents of a file written by `libinput record` (format version 1): the recorded
/// devices, each with its evdev description and its timed evdev frames.
///
/// Parse one with `init(contentsOf:)`, `init(data:fileName:)` or `init(yaml:fileName:)`
/// (in `LibinputRecording+Parsing.swift`); decode it to `InputEvent`s with `EvdevDecoder`.
/// The descriptive `libinput:` entries of a recording made with `--with-libinput` are ignored.
public struct LibinputRecording: Sendable, Equatable {
    /// The format version (`version:`); only 1 exists.
    public var version: Int
    /// The libinput version that wrote the file (`libinput: version:`), when present.
    public var libinputVersion: String?
    /// The recorded devices, in file order.
    public var devices: [Device]

    public init(version: Int = 1, libinputVersion: String? = nil, devices: [Device]) {
        self.version = version
        self.libinputVersion = libinputVersion
        self.devices = devices
    }
}

extension LibinputRecording {
    /// One recorded input device: its evdev description and its events.
    public struct Device: Sendable, Equatable {
        /// The device node it was recorded from, for example `/dev/input/event4`.
        public var node: String
        /// The kernel's device name (`evdev: name:`).
        public var name: String
        /// `[bustype, vendor, product, version]` (`evdev: id:`).
        public var id: [Int]
        /// The event codes the device supports, by event type (`evdev: codes:`).
        public var codes: [Int: Set<Int>]
        /// The ranges of the absolute axes, by `ABS_*` code (`evdev: absinfo:`).
        public var absinfo: [Int: AbsInfo]
        /// The `INPUT_PROP_*` properties (`evdev: properties:`).
        public var properties: Set<Int>
        /// The udev properties (`udev: properties:`, `KEY=value` entries), when recorded.
        public var udevProperties: [String: String]
        /// The recorded evdev frames, in file order.
        public var frames: [EvdevFrame]

        public init(node: String, name: String, id: [Int] = [], codes: [Int: Set<Int>],
                    absinfo: [Int: AbsInfo] = [:], properties: Set<Int> = [],
                    udevProperties: [String: String] = [:], frames: [EvdevFrame] = []) {
            self.node = node
            self.name = name
            self.id = id
            self.codes = codes
            self.absinfo = absinfo
            self.properties = properties
            self.udevProperties = udevProperties
            self.frames = frames
        }
    }

    /// The range of one absolute axis: `[min, max, fuzz, flat, resolution]` in the file
    /// (`struct input_absinfo` without the current value).
    public struct AbsInfo: Sendable, Equatable {
        public var minimum: Int
        public var maximum: Int
        public var fuzz: Int
        public var flat: Int
        /// Units per millimetre (0 when unknown).
        public var resolution: Int

        public init(minimum: Int, maximum: Int, fuzz: Int = 0, flat: Int = 0, resolution: Int = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.fuzz = fuzz
            self.flat = flat
            self.resolution = resolution
        }

        /// Maps `value` onto `0..<extent` pixels exactly as libinput does
        /// (`evdev_device_transform_x`): `(value - min) * extent / (max - min + 1)`.
        ///
        /// Computed in `Double`, so no range can overflow: for the kernel's `Int32` ranges every
        /// difference is exact, as in libinput's C; wider ones (built by hand, never parsed) round.
        public func scale(_ value: Int, to extent: Int) -> Double {
            (Double(value) - Double(minimum)) * Double(extent) / (Double(maximum) - Double(minimum) + 1)
        }
    }

    /// One evdev event, `[sec, usec, type, code, value]` in the file.
    public struct EvdevEvent: Sendable, Equatable {
        /// Whole seconds since the start of the recording.
        public var seconds: Int
        /// Microseconds within the second (0...999_999).
        public var microseconds: Int
        public var type: Int
        public var code: Int
        public var value: Int

        public init(seconds: Int, microseconds: Int, type: Int, code: Int, value: Int) {
            self.seconds = seconds
            self.microseconds = microseconds
            self.type = type
            self.code = code
            self.value = value
        }

        /// Seconds since the start of the recording. Computed with one rounding, so
        /// `[1, 12345, …]` gives exactly the `Double` literal `1.012345`; numbers too large for
        /// that (built by hand: the parser keeps seconds within `Int32`) are added as `Double`s.
        public var time: Double {
            let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
            let (sum, overflow2) = whole.addingReportingOverflow(microseconds)
            return overflow || overflow2 ? Double(seconds) + Double(microseconds) / 1e6 : Double(sum) / 1e6
        }
    }

    /// One `- evdev:` entry: the events of one kernel frame, normally ending with `SYN_REPORT`.
    public struct EvdevFrame: Sendable, Equatable {
        public var events: [EvdevEvent]
        /// The line of the entry's first event in the file (for diagnostics).
        public var line: Int

        public init(events: [EvdevEvent], line: Int = 0) {
            self.events = events
            self.line = line
        }

        /// The time of the frame's last event (its `SYN_REPORT`).
        public var time: Double { events.last?.time ?? 0 }
    }
}
