import CUdev
import Dispatch
import Foundation

/// Headphone switches of evdev devices (`EV_SW` with `SW_HEADPHONE_INSERT`: HDA codecs,
/// many SoC sound cards, some USB headset adapters), found through udev and kept up to date
/// as devices are plugged in and out.
@MainActor
public final class EvdevHeadphoneJackDetector: HeadphoneJackDetector {
    public let name = "evdev headphone switches"
    private let io: EvdevSwitchIO
    private var udev: OpaquePointer?
    private var monitor: UdevSubsystemMonitor?
    private var switches: [String: EvdevHeadphoneSwitch] = [:]
    private var report: (@MainActor (HeadphoneJackReport) -> Void)?

    /// A detector reading devices through `io`.
    package init(io: EvdevSwitchIO = .system) {
        self.io = io
    }

    /// A detector over the kernel's devices.
    public convenience init() { self.init(io: .system) }

    /// The device nodes being watched.
    public var devices: [String] { switches.keys.sorted() }

    /// Enumerates `input` devices with a headphone switch (the corresponding C functions are
    /// `udev_enumerate_scan_devices` and `udev_monitor_new_from_netlink`).
    public func start(_ report: @escaping @MainActor (HeadphoneJackReport) -> Void) {
        guard self.report == nil else { return }
        self.report = report
        guard let u = udev_new() else {
            Log.platform.error("audio: udev_new failed (\(String(cString: strerror(errno)))); no evdev headphone switches")
            return
        }
        udev = u
        monitor = UdevSubsystemMonitor(udev: u, subsystem: "input") { [weak self] action, dev in self?.deviceChanged(action, dev) }
        guard let e = udev_enumerate_new(u) else { return }
        defer { udev_enumerate_unref(e) }
        udev_enumerate_add_match_subsystem(e, "input")
        udev_enumerate_add_match_sysname(e, "event*")
        udev_enumerate_scan_devices(e)
        var entry = udev_enumerate_get_list_entry(e)
        while let en = entry {
            if let syspath = udev_list_entry_get_name(en), let dev = udev_device_new_from_syspath(u, syspath) {
                added(dev)
                udev_device_unref(dev)
            }
            entry = udev_list_entry_get_next(en)
        }
    }

    private func deviceChanged(_ action: String, _ dev: OpaquePointer) {
        if action == "remove" {
            if let node = udev_device_get_devnode(dev).map({ String(cString: $0) }), let s = switches.removeValue(forKey: node) {
                s.close()
                report?(HeadphoneJackReport(jack: s.jack, inserted: nil))
            }
        } else if action == "add" {
            added(dev)
        }
    }

    /// Opens `dev` when it is an event node whose input device has a headphone switch.
    private func added(_ dev: OpaquePointer) {
        guard let report, let node = udev_device_get_devnode(dev).map({ String(cString: $0) }), node.contains("/event"),
              switches[node].map(\.isGone) ?? true,  // a node whose read failed may come back
              let parent = udev_device_get_parent_with_subsystem_devtype(dev, "input", nil),
              let caps = udev_device_get_sysattr_value(parent, "capabilities/sw"),
              EvdevDecoding.isSet(EvdevEvent.headphoneInsert, inSysfs: String(cString: caps)) == true
        else { return }
        guard let s = EvdevHeadphoneSwitch(path: node, io: io, report: report) else { return }
        switches[node] = s
        Log.platform.info("audio: watching headphone switch \(node) (headphones \(s.isInserted ? "in" : "out"))")
    }

    isolated deinit {
        monitor = nil
        for s in switches.values { s.close() }
        if let udev { udev_unref(udev) }
    }
}
