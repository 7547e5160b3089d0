import XCTest
import Vitrine
import VitrineTesting

/// A view the app places by hand (`translatesAutoresizingMaskIntoConstraints`, UIKit's default)
/// keeps the frame the app gives it, fractions of a pixel included; Auto Layout rounds only
/// the frames it solves for its own views. A frame that differs from the engine's pixel-rounded
/// value only by that rounding is not a change to lay out again.
final class FractionalFrameLayoutTests: XCTestCase {
    /// A container that lays out a stack view by hand at a fractional frame (a third of a
    /// width, as a three-column grid gives), counting its own layout passes.
    @MainActor private final class Columns: UIView {
        let stack = UIStackView()
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            stack.frame = CGRect(x: 10.4, y: 20, width: bounds.width / 3, height: 120)
        }
    }

    /// A view that lays out its label by hand.
    @MainActor private final class Chip: UIView {
        let label = UILabel()
        override init(frame: CGRect) { super.init(frame: frame); addSubview(label) }
        required init?(coder: NSCoder) { return nil }
        override func layoutSubviews() { label.frame = CGRect(x: 0, y: 6, width: bounds.width, height: 26) }
    }

    @MainActor private func makeScene() -> (HeadlessHarness, Columns) {
        let h = HeadlessHarness(width: 1144, height: 400)
        let columns = Columns(frame: h.window.bounds)
        columns.stack.axis = .horizontal
        columns.stack.distribution = .fillEqually
        columns.stack.spacing = 8
        for i in 0..<3 {
            let chip = Chip()
            chip.label.text = "Chip \(i)"
            columns.stack.addArrangedSubview(chip)
        }
        columns.addSubview(columns.stack)
        h.window.addSubview(columns)
        h.renderFrames()
        return (h, columns)
    }

    /// The app's fractional frame stands (UIKit does not round a frame the app sets).
    @MainActor func testTheAppsFractionalFrameIsKept() async {
        let (_, columns) = makeScene()
        XCTAssertEqual(columns.stack.frame.width, 1144.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(columns.stack.frame.minX, 10.4, accuracy: 1e-9)
    }

    /// Once laid out, an unchanged scene is not laid out again frame after frame: the stack
    /// view's fractional frame is not taken for a change by the engine (it was, and the
    /// container was laid out on every frame, forever).
    @MainActor func testAFractionalHandPlacedFrameDoesNotRelayoutEveryFrame() async {
        let (h, columns) = makeScene()
        let before = columns.passes
        h.advance(by: 0.5)
        XCTAssertEqual(columns.passes, before, "the container was laid out again with nothing changed")
        XCTAssertEqual(h.renderFrames(), 0, "an unchanged scene draws no frame")
    }
}
