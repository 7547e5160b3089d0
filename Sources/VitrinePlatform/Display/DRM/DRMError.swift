import Foundation

/// A failed DRM/KMS operation: which call, on what, and the system error.
public struct DRMError: Error, CustomStringConvertible, Equatable {
    /// The libdrm or system call that failed (`drmModeSetCrtc`, `open /dev/dri/card0`, …).
    public var call: String
    /// `errno` (0 when the failure is not a system error).
    public var errno: Int32
    /// What it means for the user.
    public var detail: String

    public init(call: String, errno: Int32 = 0, detail: String = "") {
        self.call = call
        self.errno = errno
        self.detail = detail
    }

    public var description: String {
        var s = "\(call) failed"
        if errno != 0 { s += ": \(String(cString: strerror(errno))) (errno \(errno))" }
        if !detail.isEmpty { s += ": \(detail)" }
        return s
    }
}
