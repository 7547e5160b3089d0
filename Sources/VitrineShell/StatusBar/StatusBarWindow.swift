import Foundation
import Vitrine

/// The window the shell draws its status bar in: at `UIWindow.Level.statusBar`, above the
/// app, `StatusBar.height` points high across the top of the interface (whatever the
/// interface orientation), transparent, showing the time at the leading edge and an optional
/// text at the trailing edge. It is never made key, so touches and keys keep going to the
/// app's key window. Mirrors what iOS's own status bar window is (UIKit does not expose it).
@MainActor
final class StatusBarWindow: UIWindow {
    let timeLabel = UILabel()
    let textLabel = UILabel()
    /// Space between the labels and the bar's ends.
    static let padding: CGFloat = 8

    init(screen: UIScreen, font: UIFont) {
        super.init(screen: screen)
        windowLevel = .statusBar
        backgroundColor = nil
        // A tap on the bar is the scroll-to-top gesture, as on iOS.
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            if tap.state == .ended { self?.screen.scrollToTop() }
        })
        for l in [timeLabel, textLabel] {
            l.font = font
            addSubview(l)
        }
        timeLabel.textAlignment = .left
        textLabel.textAlignment = .right
        frame = barFrame
    }

    required init?(coder: NSCoder) { return nil }

    /// The top strip of the screen in the interface's orientation.
    var barFrame: CGRect { CGRect(x: 0, y: 0, width: screen.bounds.width, height: StatusBar.height) }

    var textColor: UIColor = .label {
        didSet {
            timeLabel.textColor = textColor
            textLabel.textColor = textColor
        }
    }

    override func layoutSubviews() {
        // Rotations and resizes give every window the screen's size; this one keeps to the
        // top strip of the new interface.
        if frame != barFrame { frame = barFrame }
        super.layoutSubviews()
        let p = StatusBarWindow.padding
        let timeWidth = min(bounds.width / 2, timeLabel.intrinsicContentSize.width)
        timeLabel.frame = CGRect(x: p, y: 0, width: max(0, timeWidth), height: bounds.height)
        let textX = timeLabel.frame.maxX + p
        textLabel.frame = CGRect(x: textX, y: 0, width: max(0, bounds.width - p - textX), height: bounds.height)
    }
}
