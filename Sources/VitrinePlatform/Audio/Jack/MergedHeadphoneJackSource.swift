/// Jack states merged into one answer: headphones are in when any jack has them.
package struct HeadphoneJackMerge: Equatable, Sendable {
    private var inserted: Set<String> = []

    /// An empty merge: no jack, no headphones.
    package init() {}

    /// Whether any jack has headphones in.
    package var isInserted: Bool { !inserted.isEmpty }

    /// Takes `report`; returns the new answer when it changed, else `nil`.
    package mutating func apply(_ report: HeadphoneJackReport) -> Bool? {
        let before = isInserted
        if report.inserted == true { inserted.insert(report.jack) } else { inserted.remove(report.jack) }
        return isInserted == before ? nil : isInserted
    }
}

/// The kiosk's headphone source: every detector's jacks merged (either kind is enough, and a
/// kiosk with both hears the first that notices).
@MainActor
public final class MergedHeadphoneJackSource: HeadphoneJackSource {
    /// The detectors merged.
    public let detectors: [any HeadphoneJackDetector]
    private var merge = HeadphoneJackMerge()
    private var deliver: (@MainActor (HeadphoneJackChange) -> Void)?

    /// A source over `detectors`; nothing is watched until `start`.
    public init(detectors: [any HeadphoneJackDetector]) {
        self.detectors = detectors
    }

    /// The detectors a kiosk has: evdev headphone switches and ALSA jack controls.
    public static func system() -> MergedHeadphoneJackSource {
        MergedHeadphoneJackSource(detectors: [EvdevHeadphoneJackDetector(), ALSAHeadphoneJackDetector()])
    }

    public var isInserted: Bool { merge.isInserted }

    public func start(_ deliver: @escaping @MainActor (HeadphoneJackChange) -> Void) {
        guard self.deliver == nil else { return }
        for detector in detectors {
            detector.start { [weak self] report in self?.take(report) }
        }
        self.deliver = deliver
        deliver(.initial(inserted: merge.isInserted))
    }

    private func take(_ report: HeadphoneJackReport) {
        guard let now = merge.apply(report) else { return }
        Log.platform.info("audio: headphones \(now ? "in" : "out") (\(report.jack))")
        // Reports before `start` finished make up the initial state.
        deliver?(now ? .inserted : .removed)
    }
}
