import CUdev
import Dispatch
import Foundation

/// Watches the `drm` subsystem's uevents (`HOTPLUG=1`: a display plugged, unplugged or
/// resized) and calls back on the main queue. Reads udevd's events when udevd runs, else the
/// kernel's own (a minimal system without udevd, like the test guest).
@MainActor
public final class DRMHotplugMonitor {
    private let udev: OpaquePointer
    private let monitor: OpaquePointer
    private var source: DispatchSourceRead?
    private let onHotplug: @MainActor () -> Void

    /// Starts watching. The corresponding C functions are `udev_monitor_new_from_netlink`,
    /// `udev_monitor_filter_add_match_subsystem_devtype` and `udev_monitor_enable_receiving`.
    public init(onHotplug: @escaping @MainActor () -> Void) throws {
        guard let u = udev_new() else { throw DRMError(call: "udev_new", errno: errno) }
        let group = FileManager.default.fileExists(atPath: "/run/udev/control") ? "udev" : "kernel"
        guard let m = udev_monitor_new_from_netlink(u, group) else {
            udev_unref(u)
            throw DRMError(call: "udev_monitor_new_from_netlink \(group)", errno: errno)
        }
        udev_monitor_filter_add_match_subsystem_devtype(m, "drm", nil)
        guard udev_monitor_enable_receiving(m) >= 0 else {
            udev_monitor_unref(m); udev_unref(u)
            throw DRMError(call: "udev_monitor_enable_receiving", errno: errno)
        }
        udev = u
        monitor = m
        self.onHotplug = onHotplug
        let s = DispatchSource.makeReadSource(fileDescriptor: udev_monitor_get_fd(m), queue: .main)
        s.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.drain() } }
        s.resume()
        source = s
    }

    private func drain() {
        var hotplug = false
        while let dev = udev_monitor_receive_device(monitor) {
            if let v = udev_device_get_property_value(dev, "HOTPLUG"), String(cString: v) == "1" { hotplug = true }
            udev_device_unref(dev)
        }
        if hotplug { onHotplug() }
    }

    isolated deinit {
        source?.cancel()
        udev_monitor_unref(monitor)
        udev_unref(udev)
    }
}
