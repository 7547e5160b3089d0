import CALSA
import CUdev
import Dispatch
import Glibc

/// Headphone jack controls of ALSA sound cards: boolean controls on the card interface
/// named like "Headphone Jack" or "Front Headphone Jack", as the HDA and ASoC drivers make
/// them, watched through the control device's event subscription.
@MainActor
public final class ALSAHeadphoneJackDetector: HeadphoneJackDetector {
    public let name = "ALSA jack controls"
    private var cards: [ALSAJackCard] = []
    private var udev: OpaquePointer?
    private var monitor: UdevSubsystemMonitor?

    /// A detector over the machine's sound cards.
    public init() {}

    /// The cards with a headphone jack control (`hw:0`, …).
    public var devices: [String] { cards.map(\.device) }

    /// Whether a control `name` is a headphone jack (`"Headphone Jack"`, `"Front Headphone
    /// Jack"`; not `"Headphone Playback Switch"` or `"Mic Jack"`).
    nonisolated package static func isHeadphoneJack(_ name: String) -> Bool {
        name.hasSuffix(" Jack") && name.contains("Headphone")
    }

    /// Opens every card's control device, and each card plugged in later (a USB card; the
    /// corresponding C functions are `snd_card_next`, `snd_ctl_open`, `snd_ctl_elem_list` and
    /// `snd_ctl_subscribe_events`).
    public func start(_ report: @escaping @MainActor (HeadphoneJackReport) -> Void) {
        guard udev == nil, cards.isEmpty else { return }
        if let u = udev_new() {
            udev = u
            monitor = UdevSubsystemMonitor(udev: u, subsystem: "sound") { [weak self] action, dev in
                // A card's control device (controlC1) comes last of its nodes: the card is complete.
                guard action == "add", let self, let name = udev_device_get_sysname(dev).map({ String(cString: $0) }),
                      let number = Self.cardNumber(controlDevice: name) else { return }
                self.cards.removeAll { $0.isGone }
                guard !self.cards.contains(where: { $0.device == "hw:\(number)" }) else { return }
                if let c = ALSAJackCard(device: "hw:\(number)", report: report) { self.cards.append(c) }
            }
        }
        var card: Int32 = -1
        while snd_card_next(&card) == 0, card >= 0 {
            if let c = ALSAJackCard(device: "hw:\(card)", report: report) { cards.append(c) }
        }
    }

    /// The card number of a control device's name (`controlC1` → 1), else `nil`.
    nonisolated package static func cardNumber(controlDevice name: String) -> Int? {
        guard name.hasPrefix("controlC") else { return nil }
        return Int(name.dropFirst("controlC".count)).flatMap { $0 >= 0 ? $0 : nil }
    }

    isolated deinit {
        monitor = nil
        if let udev { udev_unref(udev) }
    }
}

/// One card's headphone jack controls.
@MainActor
private final class ALSAJackCard {
    let device: String
    /// Whether the card went away (its control device was closed).
    var isGone: Bool { ctl == nil }
    private var ctl: OpaquePointer?
    private var jacks: [UInt32: (name: String, inserted: Bool)] = [:]
    private var source: DispatchSourceRead?
    private let report: @MainActor (HeadphoneJackReport) -> Void

    /// `nil` when the card has no headphone jack control, or cannot be opened (logged).
    init?(device: String, report: @escaping @MainActor (HeadphoneJackReport) -> Void) {
        self.device = device
        self.report = report
        var handle: OpaquePointer?
        let r = snd_ctl_open(&handle, device, SND_CTL_NONBLOCK)
        guard r >= 0, let handle else {
            Log.platform.error("audio: cannot open ALSA control \(device): \(String(cString: snd_strerror(r))); its jacks are not watched")
            return nil
        }
        ctl = handle
        for (numid, name) in Self.headphoneControls(handle) {
            guard let inserted = Self.read(handle, numid) else { continue }
            jacks[numid] = (name, inserted)
        }
        guard !jacks.isEmpty else { return nil }
        var pfd = pollfd()
        guard snd_ctl_subscribe_events(handle, 1) >= 0, snd_ctl_poll_descriptors(handle, &pfd, 1) == 1 else {
            Log.platform.error("audio: cannot subscribe to ALSA control events of \(device); its jacks are not watched")
            return nil
        }
        let s = DispatchSource.makeReadSource(fileDescriptor: pfd.fd, queue: .main)
        s.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readable() } }
        s.resume()
        source = s
        for (numid, jack) in jacks.sorted(by: { $0.key < $1.key }) {
            Log.platform.info("audio: watching \(device) '\(jack.name)' (headphones \(jack.inserted ? "in" : "out"))")
            report(HeadphoneJackReport(jack: jackName(numid), inserted: jack.inserted))
        }
    }

    isolated deinit {
        source?.cancel()
        if let ctl { snd_ctl_close(ctl) }
    }

    private func jackName(_ numid: UInt32) -> String { "alsa:\(device):\(jacks[numid]?.name ?? String(numid))" }

    /// The numids and names of the card's boolean headphone jack controls.
    private static func headphoneControls(_ ctl: OpaquePointer) -> [(UInt32, String)] {
        var list: OpaquePointer?
        guard snd_ctl_elem_list_malloc(&list) >= 0, let list else { return [] }
        defer { snd_ctl_elem_list_free(list) }
        guard snd_ctl_elem_list(ctl, list) >= 0 else { return [] }
        let count = snd_ctl_elem_list_get_count(list)
        guard count > 0, snd_ctl_elem_list_alloc_space(list, count) >= 0 else { return [] }
        defer { snd_ctl_elem_list_free_space(list) }
        guard snd_ctl_elem_list(ctl, list) >= 0 else { return [] }
        var info: OpaquePointer?
        guard snd_ctl_elem_info_malloc(&info) >= 0, let info else { return [] }
        defer { snd_ctl_elem_info_free(info) }
        var out: [(UInt32, String)] = []
        for i in 0..<snd_ctl_elem_list_get_used(list) {
            guard snd_ctl_elem_list_get_interface(list, i) == SND_CTL_ELEM_IFACE_CARD,
                  let cName = snd_ctl_elem_list_get_name(list, i) else { continue }
            let name = String(cString: cName)
            guard ALSAHeadphoneJackDetector.isHeadphoneJack(name) else { continue }
            let numid = snd_ctl_elem_list_get_numid(list, i)
            snd_ctl_elem_info_set_numid(info, numid)
            guard snd_ctl_elem_info(ctl, info) >= 0, snd_ctl_elem_info_get_type(info) == SND_CTL_ELEM_TYPE_BOOLEAN else { continue }
            out.append((numid, name))
        }
        return out
    }

    /// The control's first value.
    private static func read(_ ctl: OpaquePointer, _ numid: UInt32) -> Bool? {
        var value: OpaquePointer?
        guard snd_ctl_elem_value_malloc(&value) >= 0, let value else { return nil }
        defer { snd_ctl_elem_value_free(value) }
        snd_ctl_elem_value_set_numid(value, numid)
        guard snd_ctl_elem_read(ctl, value) >= 0 else { return nil }
        return snd_ctl_elem_value_get_boolean(value, 0) != 0
    }

    private func readable() {
        guard let ctl else { return }
        var event: OpaquePointer?
        guard snd_ctl_event_malloc(&event) >= 0, let event else { return }
        defer { snd_ctl_event_free(event) }
        while true {
            let r = snd_ctl_read(ctl, event)
            if r == 0 || r == -EAGAIN { return }
            if r < 0 {
                // The card went away (a USB card unplugged): its jacks go with it.
                Log.platform.info("audio: ALSA control \(device) gone (\(String(cString: snd_strerror(r))))")
                source?.cancel()
                source = nil
                for numid in jacks.keys.sorted() { report(HeadphoneJackReport(jack: jackName(numid), inserted: nil)) }
                jacks = [:]
                snd_ctl_close(ctl)
                self.ctl = nil
                return
            }
            guard snd_ctl_event_get_type(event) == SND_CTL_EVENT_ELEM else { continue }
            let numid = snd_ctl_event_elem_get_numid(event), mask = snd_ctl_event_elem_get_mask(event)
            // SND_CTL_EVENT_MASK_VALUE is bit 0; all bits set means the control was removed.
            guard mask != ~0, mask & 1 != 0, let jack = jacks[numid], let inserted = Self.read(ctl, numid),
                  inserted != jack.inserted else { continue }
            jacks[numid]?.inserted = inserted
            report(HeadphoneJackReport(jack: jackName(numid), inserted: inserted))
        }
    }
}
