import Foundation
import Testing
import Vitrine
import VitrineGraphics
import XCTest

/// Renders `view` and compares it with its golden image, for app tests (XCTest methods and
/// Swift Testing `@Test` functions alike; a failure is reported to whichever is running).
///
/// - The view is made (the autoclosure runs) with the fonts pinned to `GoldenFonts`, so the
///   golden does not depend on the machine's fonts: write the view's construction in the call
///   (`assertGolden(view: makeCard(), named: "card")`); a view made earlier keeps the fonts
///   it was made with.
/// - It is drawn in a window of `size` points (the view's own frame size when `nil`) at
///   `scale` pixels per point, in `style`, over `UIColor.systemBackground`, in a
///   `HeadlessHarness` of its own (a harness the test has stays the main screen).
/// - The golden is `directory/NAME.png`; `directory` defaults to `__Goldens__` beside the
///   test's source file (`#filePath`).
/// - Tolerance: `GoldenTolerance.standard` by default: ±2 per channel, no pixel beyond it.
/// - `UPDATE_GOLDENS=1` records the golden instead (look at it before committing it); on a
///   mismatch `NAME.actual.png` and `NAME.diff.png` (differing pixels in red) are written
///   beside the golden.
///
/// Returns whether the image matched (or was recorded).
@MainActor @discardableResult
public func assertGolden(view: @autoclosure () -> UIView, named name: String, size: CGSize? = nil, scale: Double = 1,
                         style: UIUserInterfaceStyle = .light, tolerance: GoldenTolerance = .standard, directory: String? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column) -> Bool {
    let image: PixelBuffer? = GoldenFonts.pinned {
        let v = view()
        let points = size ?? v.frame.size
        guard points.width >= 1, points.height >= 1 else { return nil }
        let h = HeadlessHarness(width: Int(points.width.rounded()), height: Int(points.height.rounded()), scale: scale)
        h.screen.userInterfaceStyle = style
        h.window.backgroundColor = .systemBackground
        v.frame = CGRect(origin: .zero, size: CGSize(width: CGFloat(Int(points.width.rounded())), height: CGFloat(Int(points.height.rounded()))))
        h.window.addSubview(v)
        h.renderFrames()
        let shot = h.screenshot(orientation: .interface)
        v.removeFromSuperview()
        return shot
    }
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let image else {
        location.fail("\(name): the view has no size to draw (give `size:` or a frame)")
        return false
    }
    let dir = directory ?? (("\(filePath)" as NSString).deletingLastPathComponent as NSString).appendingPathComponent("__Goldens__")
    if let message = GoldenImage.verify(image, name: name, directory: dir, tolerance: tolerance) {
        location.fail(message)
        return false
    }
    return true
}

/// Renders `viewController`'s view as the root of a window of `size` points (so its layout,
/// appearance and traits run as on a screen) and compares it with its golden, as
/// `assertGolden(view:named:)` does (same fonts, tolerance, place and recording).
@MainActor @discardableResult
public func assertGolden(viewController: @autoclosure () -> UIViewController, named name: String, size: CGSize, scale: Double = 1,
                         style: UIUserInterfaceStyle = .light, tolerance: GoldenTolerance = .standard, directory: String? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column) -> Bool {
    let image: PixelBuffer = GoldenFonts.pinned {
        let h = HeadlessHarness(width: Int(size.width.rounded()), height: Int(size.height.rounded()), scale: scale)
        h.screen.userInterfaceStyle = style
        h.window.backgroundColor = .systemBackground
        h.window.rootViewController = viewController()
        h.renderFrames()
        let shot = h.screenshot(orientation: .interface)
        h.window.rootViewController = nil
        return shot
    }
    let dir = directory ?? (("\(filePath)" as NSString).deletingLastPathComponent as NSString).appendingPathComponent("__Goldens__")
    if let message = GoldenImage.verify(image, name: name, directory: dir, tolerance: tolerance) {
        TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).fail(message)
        return false
    }
    return true
}
