import Foundation
import Vitrine
import VitrinePlatform

/// `vitrinectl hud on`: a frame-time graph the shell draws over the app, in the bottom-right
/// corner of the interface — the last `barCount` frame times as bars (FrameTimeGraphView) with
/// a 16.7 ms line, frames per second and the p99 frame time as text. Its window is above the
/// status bar, never key and not hit-testable: touches go through to the app.
///
/// The HUD must not keep the kiosk drawing: a redraw of the HUD is itself a frame. It redraws
/// only after a frame it did not cause was presented, and at most `maximumRate` times a
/// second; the frame carrying its own redraw does not count. An idle kiosk with the HUD on
/// draws one more frame (the HUD catching up, within 1 / `maximumRate` s) and then none.
@MainActor
package final class FrameTimeHUD {
    /// Frames shown in the graph.
    package static let barCount = 120
    /// The most redraws a second.
    package static let maximumRate = 4.0
    /// The HUD's size in points.
    static let size = CGSize(width: 132, height: 66)

    let screen: UIScreen
    let window: HUDWindow
    private var observer: UIScreen.PresentObserverToken?
    private var timer: ClockTimer?
    /// Whether the HUD asked for a redraw not yet presented (that frame is its own).
    private var ownFramePending = false
    private var lastUpdate: (time: Double, frames: Int)?
    /// Redraws so far (tests, the bench).
    package private(set) var updateCount = 0

    /// A HUD for `screen`, hidden until `show()`.
    package init(screen: UIScreen) {
        self.screen = screen
        window = HUDWindow(screen: screen)
    }

    /// Whether the HUD is on screen.
    package var isShown: Bool { observer != nil }

    /// Shows the HUD (drawn with the statistics so far) and follows the frames.
    package func show() {
        guard observer == nil else { return }
        observer = screen.addPresentObserver { [weak self] _, _ in self?.framePresented() }
        update()
        window.isHidden = false
    }

    /// Removes the HUD (one frame to uncover what it covered) and stops following.
    package func hide() {
        guard let observer else { return }
        screen.removePresentObserver(observer)
        self.observer = nil
        timer?.cancel()
        timer = nil
        ownFramePending = false
        lastUpdate = nil
        window.isHidden = true
    }

    private func framePresented() {
        if ownFramePending {
            ownFramePending = false
            return
        }
        guard timer == nil else { return }
        let due = (lastUpdate?.time ?? -.infinity) + 1 / Self.maximumRate
        timer = screen.clock.schedule(at: max(screen.clock.now, due)) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.update()
        }
    }

    /// Redraws the graph and the text from the frame statistics.
    private func update() {
        let stats = screen.frameStatistics
        let now = screen.clock.now
        let times = stats.lastFrameTimes(Self.barCount)
        var text = "p99 " + (FrameStatistics.percentile(0.99, of: times).map { String(format: "%.1f ms", $0 * 1000) } ?? "-")
        if let last = lastUpdate, now > last.time {
            text = String(format: "%.0f fps  ", Double(stats.framesPresented - last.frames) / (now - last.time)) + text
        }
        window.graph.frameTimes = times
        window.label.text = text
        lastUpdate = (now, stats.framesPresented)
        ownFramePending = true
        updateCount += 1
    }
}

/// The HUD's window: a dark rounded panel in the bottom-right corner of the interface, above
/// the status bar, ignoring touches.
@MainActor
final class HUDWindow: UIWindow {
    let graph = FrameTimeGraphView()
    let label = UILabel()
    static let margin: CGFloat = 8

    override init(screen: UIScreen) {
        super.init(screen: screen)
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1)
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0, alpha: 0.7)
        cornerRadius = 6
        label.font = UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular)
        label.textColor = .white
        addSubview(label)
        addSubview(graph)
        frame = hudFrame
    }

    required init?(coder: NSCoder) { return nil }

    /// The bottom-right corner of the interface (whatever its orientation).
    var hudFrame: CGRect {
        let b = screen.bounds, s = FrameTimeHUD.size, m = HUDWindow.margin
        return CGRect(x: b.width - s.width - m, y: b.height - s.height - m, width: s.width, height: s.height)
    }

    override func layoutSubviews() {
        // Rotations and resizes give every window the screen's size; this one keeps to its corner.
        if frame != hudFrame { frame = hudFrame }
        super.layoutSubviews()
        label.frame = CGRect(x: 6, y: 2, width: bounds.width - 12, height: 16)
        graph.frame = CGRect(x: 6, y: 20, width: CGFloat(FrameTimeHUD.barCount), height: bounds.height - 26)
    }
}
