import Foundation
@testable import Vitrine
import VitrineTesting

/// The harness from VitrineTesting under a short local name.
typealias HeadlessHarnessLite = HeadlessHarness

/// The folder of this target's golden images.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

/// Records every hook UIKit calls on a view, in order.
@MainActor
final class RecordingView: UIView {
    var log: [String] = []
    var drawRects: [CGRect] = []
    var drawHadContext = false
    var layoutCount = 0
    var fill: UIColor?

    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func layoutSubviews() { layoutCount += 1; log.append("layoutSubviews") }
    override func draw(_ rect: CGRect) {
        drawRects.append(rect)
        drawHadContext = UIGraphicsGetCurrentContext() != nil
        if let fill {
            fill.setFill()
            UIRectFill(bounds.insetBy(dx: 2, dy: 2))
        }
    }
}
