import Dispatch
import Glibc

/// One evdev device with a headphone switch (`SW_HEADPHONE_INSERT`): its state read with
/// `EVIOCGSW` when opened and after the kernel dropped events, and every `EV_SW` change from
/// its fd. libinput ignores these switches, so the kiosk reads them itself.
@MainActor
package final class EvdevHeadphoneSwitch {
    /// The device node.
    package let path: String
    /// Whether headphones are in.
    package private(set) var isInserted = false
    /// Whether the device went away (read failed with ENODEV); its fd is closed.
    package private(set) var isGone = false
    private let io: EvdevSwitchIO
    private let fd: Int32
    private var source: DispatchSourceRead?
    /// Whether the state was reported once (the first is reported even when "out").
    private var reported = false
    private let report: @MainActor (HeadphoneJackReport) -> Void

    /// Opens `path` and reads its state; `nil`, with one log line, when it cannot be opened
    /// or read (a permission, a device that vanished). `report` gets the initial state and
    /// every change; `watch`: watch the fd on the main queue (tests call `readable()`).
    package init?(path: String, io: EvdevSwitchIO = .system, watch: Bool = true,
                  report: @escaping @MainActor (HeadphoneJackReport) -> Void) {
        let fd = io.open(path)
        guard fd >= 0 else {
            Log.platform.error("audio: cannot open headphone switch \(path): \(EvdevSwitchIO.Errno(-fd).description) (the service user needs the 'input' group); skipping it")
            return nil
        }
        self.path = path
        self.io = io
        self.fd = fd
        self.report = report
        guard refresh() else {
            io.close(fd)
            return nil
        }
        if watch {
            let s = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            s.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readable() } }
            s.resume()
            source = s
        }
    }

    /// The jack's name in reports.
    package var jack: String { "evdev:\(path)" }

    isolated deinit { close() }

    /// Stops watching and closes the fd (the device was removed).
    package func close() {
        guard !isGone else { return }
        isGone = true
        source?.cancel()
        source = nil
        io.close(fd)
    }

    /// Reads what is waiting and reports a change of the switch.
    package func readable() {
        guard !isGone else { return }
        var buffer = [UInt8](repeating: 0, count: EvdevDecoding.eventSize * 32)
        while true {
            let n = buffer.withUnsafeMutableBytes { io.read(fd, $0) }
            if n == -Int(EAGAIN) || n == 0 { return }
            if n < 0 {
                // ENODEV: unplugged (the udev monitor usually says so first).
                if n != -Int(ENODEV) { Log.platform.error("audio: reading headphone switch \(path): \(EvdevSwitchIO.Errno(Int32(-n)).description); no longer watching it") }
                close()
                report(HeadphoneJackReport(jack: jack, inserted: nil))
                return
            }
            let events = buffer.withUnsafeBytes { EvdevDecoding.events(from: UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            for e in events {
                if e.type == EvdevEvent.switchType, e.code == EvdevEvent.headphoneInsert {
                    set(e.value != 0)
                } else if e.type == EvdevEvent.synchronization, e.code == EvdevEvent.dropped {
                    _ = refresh()
                }
            }
        }
    }

    /// Reads the switch's state with `EVIOCGSW` and reports it (the first time always).
    private func refresh() -> Bool {
        switch io.switches(fd) {
        case .success(let bits):
            set(EvdevDecoding.isSet(EvdevEvent.headphoneInsert, in: bits), force: !reported)
            return true
        case .failure(let e):
            Log.platform.error("audio: cannot read headphone switch state of \(path): \(e.description); skipping it")
            return false
        }
    }

    private func set(_ inserted: Bool, force: Bool = false) {
        guard force || inserted != isInserted else { return }
        isInserted = inserted
        reported = true
        report(HeadphoneJackReport(jack: jack, inserted: inserted))
    }
}
