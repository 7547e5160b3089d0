import Glibc

/// One evdev event (`struct input_event` without its timestamp).
package struct EvdevEvent: Equatable, Sendable {
    /// `EV_SYN`, `EV_SW`, …
    package var type: UInt16
    /// The code within the type (`SW_HEADPHONE_INSERT`, `SYN_DROPPED`, …).
    package var code: UInt16
    /// The value (for a switch: 1 on, 0 off).
    package var value: Int32

    package init(type: UInt16, code: UInt16, value: Int32) {
        self.type = type
        self.code = code
        self.value = value
    }

    /// `EV_SYN`.
    package static let synchronization: UInt16 = 0x00
    /// `EV_SW`.
    package static let switchType: UInt16 = 0x05
    /// `SYN_DROPPED`: the kernel's buffer overflowed; states must be read again.
    package static let dropped: UInt16 = 0x03
    /// `SW_HEADPHONE_INSERT`.
    package static let headphoneInsert: UInt16 = 0x02
}

/// The bytes evdev hands out, decoded: events from `read`, switch states from `EVIOCGSW`,
/// capabilities from sysfs.
package enum EvdevDecoding {
    /// `sizeof(struct input_event)`: a `timeval`, then type, code (16 bits each) and value
    /// (32 bits), in the machine's byte order.
    package static let eventSize = MemoryLayout<timeval>.size + 8

    /// The whole events in `bytes` (a trailing partial event is ignored: evdev never splits one).
    package static func events(from bytes: UnsafeRawBufferPointer) -> [EvdevEvent] {
        let time = MemoryLayout<timeval>.size
        return stride(from: 0, through: bytes.count - eventSize, by: eventSize).map { at in
            EvdevEvent(type: UInt16(native: bytes, at: at + time), code: UInt16(native: bytes, at: at + time + 2),
                       value: Int32(bitPattern: UInt32(native: bytes, at: at + time + 4)))
        }
    }

    /// Whether bit `code` is set in a kernel bitmask read with an `EVIOCG*` ioctl (bytes,
    /// least significant bit of byte 0 first).
    package static func isSet(_ code: UInt16, in bits: [UInt8]) -> Bool {
        let byte = Int(code) / 8
        return bits.indices.contains(byte) && bits[byte] & (1 << (code % 8)) != 0
    }

    /// Whether bit `code` is set in a sysfs capability file (`capabilities/sw`): hexadecimal
    /// `long`s separated by spaces, the most significant first. `nil` when it is not that.
    package static func isSet(_ code: UInt16, inSysfs text: String) -> Bool? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        var values: [UInt64] = []
        for w in words {
            guard let v = UInt64(w, radix: 16) else { return nil }
            values.append(v)
        }
        guard !values.isEmpty else { return nil }
        let bitsPerWord = Int.bitWidth, index = Int(code) / bitsPerWord
        let fromLeast = Array(values.reversed())
        return fromLeast.indices.contains(index) && fromLeast[index] & (1 << UInt64(Int(code) % bitsPerWord)) != 0
    }
}

private extension FixedWidthInteger {
    /// The value at `offset` in `bytes`, in the machine's byte order (unaligned).
    init(native bytes: UnsafeRawBufferPointer, at offset: Int) {
        self = bytes.loadUnaligned(fromByteOffset: offset, as: Self.self)
    }
}
