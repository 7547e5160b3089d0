import CVitrineShims
import Glibc

/// The calls an evdev switch device is read through: the real syscalls, or a table a test
/// fills in (so decoding and the device's state machine run without a device).
package struct EvdevSwitchIO: Sendable {
    /// Opens a device node read-only and non-blocking: the fd, or `-errno`.
    package var open: @Sendable (String) -> Int32
    /// Reads into the buffer: bytes read, or `-errno` (`-EAGAIN` when nothing is waiting).
    package var read: @Sendable (Int32, UnsafeMutableRawBufferPointer) -> Int
    /// The switch states (`EVIOCGSW`), or `-errno`.
    package var switches: @Sendable (Int32) -> Result<[UInt8], Errno>
    /// Closes the fd.
    package var close: @Sendable (Int32) -> Void

    /// An errno value.
    package struct Errno: Error, Sendable, Equatable {
        package var code: Int32
        package init(_ code: Int32) { self.code = code }
        package var description: String { String(cString: strerror(code)) }
    }

    /// The kernel's. The corresponding C calls are `open`, `read`, `ioctl(EVIOCGSW)`, `close`.
    package static let system = EvdevSwitchIO(
        open: { path in
            let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            return fd < 0 ? -errno : fd
        },
        read: { fd, buffer in
            while true {
                let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
                if n < 0, errno == EINTR { continue }
                return n < 0 ? -Int(errno) : n
            }
        },
        switches: { fd in
            // SW_MAX is 0x10: three bytes hold every switch.
            var bits = [UInt8](repeating: 0, count: 8)
            let r = bits.withUnsafeMutableBufferPointer { CVitrineShims_evdev_get_switches(fd, $0.baseAddress, $0.count) }
            return r < 0 ? .failure(Errno(errno)) : .success(bits)
        },
        close: { fd in _ = Glibc.close(fd) })
}
