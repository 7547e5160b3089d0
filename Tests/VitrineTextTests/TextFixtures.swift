import Foundation
import VitrineGraphics
import VitrineTesting
@testable import VitrineText

/// Fonts and rendering for the text tests. Faces come through fontconfig by family, as apps
/// get them; a test whose font is not installed fails with the package to install.
enum TextFixtures {
    static func face(_ family: String, weight: Int = FontDatabase.regularWeight) -> FontFace {
        guard let f = FontDatabase.shared.face(family: family, weight: weight) else {
            fatalError("font family \(family) is not installed (make deps installs it)")
        }
        return f
    }

    static var dejaVu: FontFace { face("DejaVu Sans") }
    static var inter: FontFace { face("Inter") }

    static func attributes(_ face: FontFace, _ size: CGFloat, color: Color = .black) -> TextAttributes {
        TextAttributes(font: TextFont(face: face, size: size), color: color)
    }

    static let goldenDirectory: String = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return here.appendingPathComponent("Golden").path
    }()

    /// Draws `layout` on white in a `width`×`height`-point box at `scale`, with an 8-point
    /// margin, the box's edges in light grey.
    static func render(_ layout: TextLayout, width: CGFloat, height: CGFloat, scale: CGFloat) -> PixelBuffer {
        let buffer = PixelBuffer(width: Int(((width + 16) * scale).rounded(.up)), height: Int(((height + 16) * scale).rounded(.up)))
        let canvas = Canvas(buffer: buffer)
        canvas.fill(CGRect(x: 0, y: 0, width: CGFloat(buffer.width), height: CGFloat(buffer.height)), color: .white)
        canvas.scaleBy(x: scale, y: scale)
        canvas.fill(CGRect(x: 8, y: 7, width: width, height: 1), color: Color(red: 0.85, green: 0.85, blue: 0.85))
        canvas.fill(CGRect(x: 8, y: 8 + height, width: width, height: 1), color: Color(red: 0.85, green: 0.85, blue: 0.85))
        canvas.fill(CGRect(x: 7, y: 8, width: 1, height: height), color: Color(red: 0.85, green: 0.85, blue: 0.85))
        canvas.fill(CGRect(x: 8 + width, y: 8, width: 1, height: height), color: Color(red: 0.85, green: 0.85, blue: 0.85))
        layout.draw(in: canvas, at: CGPoint(x: 8, y: 8))
        return buffer
    }
}
