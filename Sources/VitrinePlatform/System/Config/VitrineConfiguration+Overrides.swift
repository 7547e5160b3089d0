import Foundation
import Logging

extension VitrineConfiguration {
    /// What the command line says, to be laid over the file: each `nil` leaves the file's value.
    /// Values here are not validated again; the argument parser checks its own flags.
    public struct Overrides: Equatable, Sendable {
        /// Replaces `display.backend`.
        public var backend: Display.Backend?
        /// Replaces `display.card`; `""` clears the file's choice (pick automatically).
        public var card: String?
        /// Replaces `display.connector`; `""` clears the file's choice.
        public var connector: String?
        /// Replaces `display.mode`.
        public var mode: DRMModeRequest?
        /// Replaces `display.rotation`.
        public var rotation: Display.Rotation?
        /// Replaces `display.allowed_orientations`.
        public var allowedOrientations: [Display.Orientation]?
        /// Replaces `display.buffers`.
        public var buffers: Int?
        /// Replaces `display.scale`.
        public var scale: Double?
        /// Replaces `display.language`, and `display.layout_direction` with the language's
        /// reading direction; `""` is English.
        public var language: String?
        /// Replaces `input.seat`.
        public var seat: String?
        /// Replaces `input.devices`.
        public var devices: [String]?
        /// Replaces `input.calibration`; `[]` clears the file's one.
        public var calibration: [Float]?
        /// Replaces `input.keyboard.layout`.
        public var keyboardLayout: String?
        /// Replaces `input.keyboard.variant`.
        public var keyboardVariant: String?
        /// Replaces `input.keyboard.options`.
        public var keyboardOptions: String?
        /// Replaces `input.keyboard.repeat_delay`.
        public var repeatDelay: Double?
        /// Replaces `input.keyboard.repeat_rate`.
        public var repeatRate: Double?
        /// Replaces `fonts.default`.
        public var defaultFont: String?
        /// Replaces `fonts.bold`.
        public var boldFont: String?
        /// Replaces `idle.dim_after`.
        public var dimAfter: Double?
        /// Replaces `idle.blank_after`.
        public var blankAfter: Double?
        /// Replaces `accessibility.warn_before`.
        public var warnBefore: Double?
        /// Replaces `shell.status_bar`.
        public var statusBar: Bool?
        /// Replaces `shell.keyboard` (the on-screen keyboard's policy).
        public var keyboard: VitrineConfiguration.Shell.KeyboardPolicy?
        /// Replaces `shell.control_socket`.
        public var controlSocket: String?
        /// Replaces `shell.state_directory`.
        public var stateDirectory: String?
        /// Replaces `log.level`.
        public var logLevel: Logger.Level?
        /// Replaces `remote.vnc`.
        public var vnc: Bool?
        /// Replaces `remote.vnc_listen`.
        public var vncListen: VNCListenAddress?
        /// Replaces `remote.vnc_password_file`; `""` clears the file's one.
        public var vncPasswordFile: String?
        /// Replaces `remote.vnc_handshake_timeout`.
        public var vncHandshakeTimeout: Double?

        /// No overrides.
        public init() {}
    }

    /// This configuration with every value `overrides` sets replacing the file's.
    public func merging(_ overrides: Overrides) -> VitrineConfiguration {
        var c = self
        c.merge(overrides)
        return c
    }

    /// Replaces every value `overrides` sets.
    public mutating func merge(_ o: Overrides) {
        if let v = o.backend { display.backend = v }
        if let v = o.card { display.card = v.isEmpty ? nil : v }
        if let v = o.connector { display.connector = v.isEmpty ? nil : v }
        if let v = o.mode { display.mode = v }
        if let v = o.rotation { display.rotation = v }
        if let v = o.allowedOrientations { display.allowedOrientations = v }
        if let v = o.buffers { display.buffers = v }
        if let v = o.scale { display.scale = v }
        if let v = o.language {
            display.language = v.isEmpty ? nil : v
            display.layoutDirection = v.isEmpty ? .leftToRight : .init(language: v)
        }
        if let v = o.seat { input.seat = v }
        if let v = o.devices { input.devices = v }
        if let v = o.calibration { input.calibration = v.isEmpty ? nil : v }
        if let v = o.keyboardLayout { input.keyboard.layout = v }
        if let v = o.keyboardVariant { input.keyboard.variant = v }
        if let v = o.keyboardOptions { input.keyboard.options = v }
        if let v = o.repeatDelay { input.keyboard.repeatDelay = v }
        if let v = o.repeatRate { input.keyboard.repeatRate = v }
        if let v = o.defaultFont { fonts.regular = v }
        if let v = o.boldFont { fonts.bold = v }
        if let v = o.dimAfter { idle.dimAfter = v }
        if let v = o.blankAfter { idle.blankAfter = v }
        if let v = o.warnBefore { accessibility.warnBefore = v }
        if let v = o.statusBar { shell.statusBar = v }
        if let v = o.keyboard { shell.keyboard = v }
        if let v = o.controlSocket { shell.controlSocket = v }
        if let v = o.stateDirectory { shell.stateDirectory = v }
        if let v = o.logLevel { log.level = v }
        if let v = o.vnc { remote.vnc = v }
        if let v = o.vncListen { remote.vncListen = v }
        if let v = o.vncPasswordFile { remote.vncPasswordFile = v.isEmpty ? nil : v }
        if let v = o.vncHandshakeTimeout { remote.vncHandshakeTimeout = v }
    }
}
