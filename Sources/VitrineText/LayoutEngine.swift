import Foundation
import VitrineGraphics

extension TextLayout {
    /// Lays `text` out with `options`. Never traps: empty text gives no lines and a zero size.
    public convenience init(_ text: AttributedText, options: Options = Options()) {
        let result = LayoutEngine(text: text, options: options).run()
        self.init(options: options, lines: result.lines, size: result.size, isTruncated: result.isTruncated)
    }
}

/// Turns attributed text into lines (work in progress: placeholder until the engine lands).
struct LayoutEngine {
    let text: AttributedText
    let options: TextLayout.Options

    struct Result {
        var lines: [TextLayout.Line]
        var size: CGSize
        var isTruncated: Bool
    }

    func run() -> Result { Result(lines: [], size: .zero, isTruncated: false) }
}
