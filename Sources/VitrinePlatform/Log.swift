import Logging

/// The loggers of the platform and UI layers (swift-log; the kiosk runtime installs a
/// journald-friendly handler, the default prints to stderr).
package enum Log {
    package static let graphics = Logger(label: "vitrine.graphics")
    package static let platform = Logger(label: "vitrine.platform")
    package static let ui = Logger(label: "vitrine.ui")
    package static let speech = Logger(label: "vitrine.speech")
}
