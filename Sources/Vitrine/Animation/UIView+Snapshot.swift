import Foundation
import VitrineGraphics

extension UIView {
    /// What the view and its subviews show now (presentation values), drawn from scratch into
    /// an image of its bounds at its screen's scale — without the view's own alpha, which
    /// applies to whatever shows the image inside it. `nil` for an empty or hidden view.
    /// The old rendering a `UIView.transition(with:…)` fades or flips away.
    func transitionSnapshot() -> UIImage? {
        layoutIfNeeded()
        let b = renderBounds
        let scale = CGFloat(compositor?.display.scale ?? Double(UIScreen.mainIfMade?.scale ?? 1))
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard isVisibleForRendering, w > 0, h > 0, w <= UIGraphicsImageRenderer.maximumSide,
              h <= UIGraphicsImageRenderer.maximumSide else { return nil }
        let buffer = PixelBuffer(width: w, height: h)
        let canvas = Canvas(buffer: buffer)
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -b.minX, y: -b.minY)
        let savedAlpha = presentation[.alpha]
        presentation[.alpha] = .scalar(1)
        RenderPass.render(self, in: canvas, damage: Region(PixelRect(x: 0, y: 0, width: w, height: h)), useRememberedBoxes: false)
        presentation[.alpha] = savedAlpha
        return UIImage(image: Image(buffer: buffer), scale: scale)
    }
}
