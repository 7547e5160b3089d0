import CUdev
import Dispatch
import Foundation

/// udev's add and remove events of one subsystem, on the main queue: udevd's once it has set
/// permissions, the kernel's own on a system without udevd (like the test guest).
@MainActor
final class UdevSubsystemMonitor {
    private let monitor: OpaquePointer
    private var source: DispatchSourceRead?
    private let onDevice: @MainActor (_ action: String, _ device: OpaquePointer) -> Void

    /// Watches `subsystem` on `udev`; `nil`, with one log line, when it cannot (devices plugged
    /// in later are then not seen). The corresponding C function is `udev_monitor_new_from_netlink`.
    init?(udev: OpaquePointer, subsystem: String, onDevice: @escaping @MainActor (_ action: String, _ device: OpaquePointer) -> Void) {
        let group = FileManager.default.fileExists(atPath: "/run/udev/control") ? "udev" : "kernel"
        guard let m = udev_monitor_new_from_netlink(udev, group) else {
            Log.platform.error("audio: no udev monitor for \(subsystem) (\(String(cString: strerror(errno)))); devices plugged in later are not seen")
            return nil
        }
        udev_monitor_filter_add_match_subsystem_devtype(m, subsystem, nil)
        guard udev_monitor_enable_receiving(m) >= 0 else {
            Log.platform.error("audio: cannot receive udev events for \(subsystem); devices plugged in later are not seen")
            udev_monitor_unref(m)
            return nil
        }
        monitor = m
        self.onDevice = onDevice
        let s = DispatchSource.makeReadSource(fileDescriptor: udev_monitor_get_fd(m), queue: .main)
        s.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.drain() } }
        s.resume()
        source = s
    }

    private func drain() {
        while let dev = udev_monitor_receive_device(monitor) {
            onDevice(udev_device_get_action(dev).map { String(cString: $0) } ?? "", dev)
            udev_device_unref(dev)
        }
    }

    isolated deinit {
        source?.cancel()
        udev_monitor_unref(monitor)
    }
}
