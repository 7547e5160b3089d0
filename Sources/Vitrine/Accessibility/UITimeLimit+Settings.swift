import Foundation

extension UITimeLimit {
    /// Seconds of warning before a limit runs out (the kiosk sets it from `[accessibility]
    /// warn_before`; default 30; WCAG 2.2.1 asks for at least 20). 0: no warning.
    public static var warningDuration: TimeInterval = 30 {
        didSet {
            if !warningDuration.isFinite || warningDuration < 0 {
                BadInputLog.report("UITimeLimit.warningDuration \(warningDuration) is not a number of seconds ≥ 0; using 30")
                warningDuration = 30
            }
            if warningDuration != oldValue { rescheduleAll() }
        }
    }

    /// How many times longer every limit is while an accessibility setting is on, the screen
    /// reader runs or the customer chose more time (the kiosk sets it from `[accessibility]
    /// time_limit_factor`; default 2). Values below 1 are taken as 1.
    public static var accessibilityFactor: Double = 2 {
        didSet {
            if !accessibilityFactor.isFinite || accessibilityFactor < 1 {
                BadInputLog.report("UITimeLimit.accessibilityFactor \(accessibilityFactor) is not a number ≥ 1; using 1")
                accessibilityFactor = 1
            }
            if accessibilityFactor != oldValue { rescheduleAll() }
        }
    }

    /// The customer asked for more time on every step (the kiosk's accessibility menu sets
    /// it, and clears it when the customer's session ends): every limit is
    /// `accessibilityFactor` times longer, running ones included.
    public static var moreTimeChosen = false {
        didSet { if moreTimeChosen != oldValue { rescheduleAll() } }
    }

    /// Whether limits are lengthened now: an accessibility setting is on, the screen reader
    /// runs, or the customer chose more time.
    public static var isLengthened: Bool {
        moreTimeChosen || UIAccessibility.isVoiceOverRunning || UIAccessibility.settings != AccessibilitySettings()
    }

    /// The factor applied to every limit now (1, or `accessibilityFactor` while lengthened).
    public static var factor: Double { isLengthened ? accessibilityFactor : 1 }

    /// Ends every running limit and puts the settings back to their defaults (a test's clean
    /// start).
    package static func restoreDefaults() {
        for limit in active { limit.end() }
        warningDuration = 30
        accessibilityFactor = 2
        moreTimeChosen = false
    }

    /// The limits counting down now, kept alive until they are over (an app may drop the
    /// handle, as it may drop a background task's identifier).
    static var active: [UITimeLimit] = []

    /// Running limits follow a change of the factor or the warning at once.
    static func rescheduleAll() {
        startObservingSettings()
        for limit in active { limit.schedule() }
    }

    /// Watches what lengthens limits (the screen reader, the accessibility settings), once.
    static func startObservingSettings() {
        guard !observing else { return }
        observing = true
        UIAccessibility.settingsObservers.append { _, _ in UITimeLimit.rescheduleAll() }
        _ = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { UITimeLimit.rescheduleAll() }
        }
    }
    private static var observing = false
}
