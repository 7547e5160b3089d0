import Foundation
@testable import Vitrine
import VitrineTesting

/// The stage of the animation tests: a 200×100 headless screen with one white 20×20 view at
/// the origin, drawn once.
@MainActor
func makeAnimationStage() -> (HeadlessHarness, UIView) {
    let h = HeadlessHarness(width: 200, height: 100)
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    v.backgroundColor = .white
    h.window.addSubview(v)
    h.renderFrames()
    return (h, v)
}
