import Foundation
import XCTest
import Vitrine

/// A view's layer may outlive the view when app code keeps it (Core Animation allows it): the
/// layer then stands alone, as a decoration layer, and using it is safe.
final class LayerLifetimeTests: XCTestCase {
    @MainActor func testALayerKeptAfterItsViewIsFreedStandsAlone() async {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view?.cornerRadius = 6
        let layer = view?.layer
        weak let freed = view
        view = nil
        XCTAssertNil(freed, "nothing else keeps the view")
        guard let layer else { return XCTFail("the layer") }
        layer.cornerRadius = 9
        layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(layer.cornerRadius, 9, "the layer keeps its own value once the view is gone")
        XCTAssertEqual(layer.backgroundColor, UIColor.red.cgColor)
    }
}
