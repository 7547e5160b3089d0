import Foundation
import VitrineLayout


/// What a constraint can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's variables in its engine, while it takes part in constraints.
    var _layoutVariables: LayoutItemVariables? { get set }
    /// The view whose bounds coordinates the item's frame is in: a view's superview, a
    /// guide's owning view.
    var layoutParent: UIView? { get }
    /// `UILabel:0x…` (or a guide's identifier) for logs.
    var layoutItemDescription: String { get }
}

/// An item's four unknowns in its engine — the alignment rectangle in its layout parent's
/// coordinates — and the constraints the engine adds for it on its own (autoresizing,
/// content size, a system guide's edges).
@MainActor
final class LayoutItemVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// The engine the variables belong to (unowned: the engine outlives them or clears this
    /// when it goes, and a weak reference costs on every read of the layout path).
    unowned(unsafe) var engine: LayoutEngine?
    /// How many constraints (and other items' implicit constraints) need these variables.
    var useCount = 0
    /// Autoresizing-mask constraints (views whose `translatesAutoresizingMaskIntoConstraints`
    /// is true) or a system guide's constraints.
    var implicit: [VitrineLayout.Constraint] = []
    /// Items the implicit constraints use (released with them).
    var implicitUses: [ObjectIdentifier] = []
    /// Content hugging and compression resistance: width hug, width resist, height hug,
    /// height resist (`nil` where there is no intrinsic size on that axis).
    var contentSize: [VitrineLayout.Constraint?] = [nil, nil, nil, nil]
    /// The intrinsic size and priorities the content-size constraints were made for.
    var contentSizeKey: ContentSizeKey?
    /// The linear terms the autoresizing constraints were made from.
    var autoresizingTerms: [LayoutEngine.LinearTerm] = []
    /// Constraints whose constants depend on this item's baselines.
    var baselineUsers: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(engine: LayoutEngine, name: String) {
        self.engine = engine
        let solver = engine.solver
        x = solver.makeVariable(name + ".minX")
        y = solver.makeVariable(name + ".minY")
        width = solver.makeVariable(name + ".width")
        height = solver.makeVariable(name + ".height")
    }

    func frame(in solver: Solver) -> CGRect {
        CGRect(x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width), height: solver.value(of: height))
    }
}

/// The inputs of a view's content-size constraints.
struct ContentSizeKey: Equatable {
    var size: CGSize
    var hugging: (UILayoutPriority, UILayoutPriority)
    var resistance: (UILayoutPriority, UILayoutPriority)

    static func == (a: ContentSizeKey, b: ContentSizeKey) -> Bool {
        a.size == b.size && a.hugging == b.hugging && a.resistance == b.resistance
    }
}

extension UIView: LayoutItem {
    var layoutParent: UIView? { superview }
    var layoutItemDescription: String { "\(type(of: self)):\(LayoutEngine.address(self))" }
}
