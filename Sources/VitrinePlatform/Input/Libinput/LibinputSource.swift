import CLibinput
import CUdev
import Dispatch
import Foundation
import VitrineGraphics

/// Touch, pointer and key events from libinput, on the main queue: the udev backend on a
/// seat (devices come and go while running) or the path backend for an explicit device list.
/// Touch and absolute-pointer positions are scaled to the panel's pixel size. Starting with no
/// input device at all is fine (and logged). libinput itself is opened with dlopen by the first
/// source made (``loadLibrary()``).
@MainActor
public final class LibinputSource {
    private let li: OpaquePointer
    private let udev: OpaquePointer?
    /// The callbacks libinput calls to open and close devices. libinput keeps this pointer (it
    /// does not copy the struct) and calls it whenever a device is added later — a hot-plugged
    /// touchscreen — so it must live as long as the context, not on the stack of `init`.
    private let interfacePointer: UnsafeMutablePointer<libinput_interface>
    private var source: DispatchSourceRead?
    private var size: PixelSize
    private let onEvents: @MainActor ([InputEvent]) -> Void
    /// The touchscreen calibration matrix (libinput's 2×3 row-major, in normalised
    /// coordinates), applied to every touch device as it is added.
    private let calibration: [Float]?
    /// Names of the devices libinput has added.
    public private(set) var deviceNames: [String] = []
    /// Names of the added devices that are keyboards with letter keys (a power button or a
    /// touchscreen's keys are not): what makes the on-screen keyboard's `auto` policy stay
    /// hidden.
    public private(set) var keyboardDeviceNames: [String] = []
    /// Called with ``keyboardDeviceNames`` when a keyboard is added or removed.
    public var onKeyboardsChange: (@MainActor ([String]) -> Void)?

    /// Opens devices through `open(2)` (a seat manager such as logind can take this place
    /// later). The corresponding C type is `struct libinput_interface`.
    private static let interface: libinput_interface = libinput_interface(
        open_restricted: { path, flags, _ in
            guard let path else { return -EINVAL }
            let fd = open(path, flags | O_CLOEXEC)
            return fd < 0 ? -errno : fd
        },
        close_restricted: { fd, _ in close(fd) }
    )

    /// Starts reading input: from `devices` (path backend) when given, else every input device
    /// of `seat` (udev backend). `panelSize` is the output the touchscreens map to.
    public init(seat: String = "seat0", devices: [String]? = nil, panelSize: PixelSize, calibration: [Float]? = nil,
                onEvents: @escaping @MainActor ([InputEvent]) -> Void) throws {
        try LibinputSource.loadLibrary()
        size = panelSize
        self.calibration = calibration.flatMap { $0.count == 6 ? $0 : nil }
        self.onEvents = onEvents
        let iface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        iface.initialize(to: LibinputSource.interface)
        interfacePointer = iface
        if let devices {
            guard let ctx = vitrine_libinput_path_create_context(iface, nil) else {
                iface.deallocate()
                throw DRMError(call: "libinput_path_create_context")
            }
            li = ctx
            udev = nil
            for d in devices {
                if vitrine_libinput_path_add_device(ctx, d) == nil {
                    Log.platform.error("libinput: cannot use input device \(d) (missing, no permission — the 'input' group — or not tagged by udev)")
                }
            }
        } else {
            guard let u = udev_new() else {
                iface.deallocate()
                throw DRMError(call: "udev_new", errno: errno)
            }
            guard let ctx = vitrine_libinput_udev_create_context(iface, nil, u) else {
                udev_unref(u); iface.deallocate()
                throw DRMError(call: "libinput_udev_create_context")
            }
            guard vitrine_libinput_udev_assign_seat(ctx, seat) == 0 else {
                vitrine_libinput_unref(ctx); udev_unref(u); iface.deallocate()
                throw DRMError(call: "libinput_udev_assign_seat \(seat)")
            }
            li = ctx
            udev = u
        }
        let s = DispatchSource.makeReadSource(fileDescriptor: vitrine_libinput_get_fd(li), queue: .main)
        s.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.dispatch() } }
        s.resume()
        source = s
        dispatch()
        if deviceNames.isEmpty { Log.platform.notice("libinput: no input devices yet") }
    }

    isolated deinit {
        source?.cancel()
        vitrine_libinput_unref(li)
        if let udev { udev_unref(udev) }
        interfacePointer.deallocate()
    }

    /// The panel size touch positions are scaled to (after a mode change).
    public func setPanelSize(_ s: PixelSize) { size = s }

    /// Reads and converts pending events. The corresponding C functions are
    /// `libinput_dispatch` and `libinput_get_event`.
    public func dispatch() {
        guard vitrine_libinput_dispatch(li) == 0 else { return }
        var out: [InputEvent] = []
        while let e = vitrine_libinput_get_event(li) {
            convert(e, into: &out)
            vitrine_libinput_event_destroy(e)
        }
        if !out.isEmpty { onEvents(out) }
    }

    private func convert(_ e: OpaquePointer, into out: inout [InputEvent]) {
        let w = UInt32(size.width), h = UInt32(size.height)
        switch vitrine_libinput_event_get_type(e) {
        case LIBINPUT_EVENT_DEVICE_ADDED, LIBINPUT_EVENT_DEVICE_REMOVED:
            let dev = vitrine_libinput_event_get_device(e)
            let name = dev.flatMap { vitrine_libinput_device_get_name($0) }.map { String(cString: $0) } ?? "?"
            if vitrine_libinput_event_get_type(e) == LIBINPUT_EVENT_DEVICE_ADDED {
                deviceNames.append(name)
                if let dev, var m = calibration, vitrine_libinput_device_config_calibration_has_matrix(dev) != 0 {
                    // The corresponding C function is libinput_device_config_calibration_set_matrix.
                    let status = vitrine_libinput_device_config_calibration_set_matrix(dev, &m)
                    if status != LIBINPUT_CONFIG_STATUS_SUCCESS { Log.platform.error("libinput: \(name) refused the calibration matrix") }
                }
                Log.platform.info("libinput: added \(name)")
                if let dev, LibinputSource.hasLetterKeys(dev) {
                    keyboardDeviceNames.append(name)
                    onKeyboardsChange?(keyboardDeviceNames)
                }
            } else {
                deviceNames.removeAll { $0 == name }
                if let i = keyboardDeviceNames.firstIndex(of: name) {
                    keyboardDeviceNames.remove(at: i)
                    onKeyboardsChange?(keyboardDeviceNames)
                }
                Log.platform.info("libinput: removed \(name)")
            }
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            guard let t = vitrine_libinput_event_get_touch_event(e) else { return }
            let slot = Int(vitrine_libinput_event_touch_get_seat_slot(t))
            let x = vitrine_libinput_event_touch_get_x_transformed(t, w), y = vitrine_libinput_event_touch_get_y_transformed(t, h)
            let time = Double(vitrine_libinput_event_touch_get_time_usec(t)) / 1e6
            out.append(vitrine_libinput_event_get_type(e) == LIBINPUT_EVENT_TOUCH_DOWN
                       ? .touchDown(slot: slot, x: x, y: y, time: time) : .touchMotion(slot: slot, x: x, y: y, time: time))
        case LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_CANCEL:
            guard let t = vitrine_libinput_event_get_touch_event(e) else { return }
            let slot = Int(vitrine_libinput_event_touch_get_seat_slot(t))
            let time = Double(vitrine_libinput_event_touch_get_time_usec(t)) / 1e6
            out.append(vitrine_libinput_event_get_type(e) == LIBINPUT_EVENT_TOUCH_UP ? .touchUp(slot: slot, time: time) : .touchCancel(slot: slot, time: time))
        case LIBINPUT_EVENT_TOUCH_FRAME:
            guard let t = vitrine_libinput_event_get_touch_event(e) else { return }
            out.append(.touchFrame(time: Double(vitrine_libinput_event_touch_get_time_usec(t)) / 1e6))
        case LIBINPUT_EVENT_POINTER_MOTION:
            guard let p = vitrine_libinput_event_get_pointer_event(e) else { return }
            out.append(.pointerMotion(dx: vitrine_libinput_event_pointer_get_dx(p), dy: vitrine_libinput_event_pointer_get_dy(p),
                                      time: Double(vitrine_libinput_event_pointer_get_time_usec(p)) / 1e6))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            guard let p = vitrine_libinput_event_get_pointer_event(e) else { return }
            out.append(.pointerMotionAbsolute(x: vitrine_libinput_event_pointer_get_absolute_x_transformed(p, w),
                                              y: vitrine_libinput_event_pointer_get_absolute_y_transformed(p, h),
                                              time: Double(vitrine_libinput_event_pointer_get_time_usec(p)) / 1e6))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            guard let p = vitrine_libinput_event_get_pointer_event(e) else { return }
            out.append(.pointerButton(button: Int(vitrine_libinput_event_pointer_get_button(p)),
                                      pressed: vitrine_libinput_event_pointer_get_button_state(p) == LIBINPUT_BUTTON_STATE_PRESSED,
                                      time: Double(vitrine_libinput_event_pointer_get_time_usec(p)) / 1e6))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            guard let k = vitrine_libinput_event_get_keyboard_event(e) else { return }
            out.append(.key(code: Int(vitrine_libinput_event_keyboard_get_key(k)),
                            pressed: vitrine_libinput_event_keyboard_get_key_state(k) == LIBINPUT_KEY_STATE_PRESSED,
                            time: Double(vitrine_libinput_event_keyboard_get_time_usec(k)) / 1e6))
        default:
            break
        }
    }

    /// Whether `device` is a keyboard with letter keys (KEY_A, KEY_Z, 30 and 44 in
    /// linux/input-event-codes.h). The corresponding C functions are
    /// `libinput_device_has_capability` and `libinput_device_keyboard_has_key`.
    static func hasLetterKeys(_ device: OpaquePointer) -> Bool {
        vitrine_libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0
            && vitrine_libinput_device_keyboard_has_key(device, 30) == 1 && vitrine_libinput_device_keyboard_has_key(device, 44) == 1
    }
}
