import Vitrine
import VitrinePlatform

extension Kiosk {
    /// `[accessibility]`'s `warn_before` and `time_limit_factor` for every time limit: the
    /// idle blanking's and apps' time-limited steps (`UITimeLimit`). At start and on a reload.
    func applyTimeLimits(_ c: VitrineConfiguration) {
        UITimeLimit.warningDuration = c.accessibility.warnBefore
        UITimeLimit.accessibilityFactor = c.accessibility.timeLimitFactor
    }
}
