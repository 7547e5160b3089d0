import Vitrine

/// The HUD's graph: one bar a frame (the last `FrameTimeHUD.barCount` frame times, oldest at
/// the left), as high as the frame took up to twice a 60 Hz refresh, green within a refresh
/// and red past it, with a line at 16.7 ms.
@MainActor
final class FrameTimeGraphView: UIView {
    /// Frame times in seconds, oldest first.
    var frameTimes: [Double] = [] {
        didSet { setNeedsDisplay() }
    }
    /// The time the full height stands for.
    static let fullScale = 2.0 / 60
    /// The 60 Hz refresh the line marks.
    static let refresh = 1.0 / 60

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let h = bounds.height
        let barWidth = bounds.width / CGFloat(FrameTimeHUD.barCount)
        let first = FrameTimeHUD.barCount - frameTimes.count
        for (i, t) in frameTimes.enumerated() {
            let barHeight = max(1, (h * CGFloat(min(1, t / Self.fullScale))).rounded())
            ctx.setFillColor((t > Self.refresh ? UIColor(red: 0.95, green: 0.3, blue: 0.25, alpha: 1)
                                                : UIColor(red: 0.3, green: 0.85, blue: 0.4, alpha: 1)).cgColor)
            ctx.fill(CGRect(x: CGFloat(first + i) * barWidth, y: h - barHeight, width: barWidth, height: barHeight))
        }
        ctx.setFillColor(UIColor(white: 1, alpha: 0.8).cgColor)
        let lineY = (h - h * CGFloat(Self.refresh / Self.fullScale)).rounded()
        ctx.fill(CGRect(x: 0, y: lineY, width: bounds.width, height: 1))
    }
}
