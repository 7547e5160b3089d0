import Foundation
import XCTest
@testable import Vitrine

/// A view with a fixed intrinsic content size (what a label or an image view reports).
final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize { size }
}

extension XCTestCase {
    /// A frame-based container with a frame-based stack view in it (the stack's frame is
    /// fixed by its autoresizing constraints), laid out.
    @MainActor func framedStack(_ frame: CGRect, _ views: [UIView], configure: (UIStackView) -> Void) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        configure(stack)
        root.addSubview(stack)
        root.layoutIfNeeded()
        return (root, stack)
    }

    /// A stack view pinned to its container by its leading and top edges only (it sizes
    /// itself from its arranged views), laid out.
    @MainActor func pinnedStack(_ views: [UIView], configure: (UIStackView) -> Void) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return (root, stack)
    }

    @MainActor func assertFrames(_ views: [UIView], _ expected: [CGRect], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(views.count, expected.count, file: file, line: line)
        for (i, (v, e)) in zip(views, expected).enumerated() {
            let f = v.frame
            XCTAssertEqual(f, e, "view \(i) \(message)", file: file, line: line)
        }
    }
}

/// A rectangle along and across a stack's axis: `along` is the position and length on the
/// axis, `across` on the other one.
func axisRect(_ axis: NSLayoutConstraint.Axis, along: (CGFloat, CGFloat), across: (CGFloat, CGFloat)) -> CGRect {
    axis == .horizontal
        ? CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
        : CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
}

/// A view whose intrinsic length along `axis` is `length` and across it `thickness`.
@MainActor func axisView(_ axis: NSLayoutConstraint.Axis, _ length: CGFloat, _ thickness: CGFloat) -> SizedView {
    axis == .horizontal ? SizedView(length, thickness) : SizedView(thickness, length)
}
