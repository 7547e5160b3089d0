import Foundation

/// A rectangle that takes part in Auto Layout without being a view (no drawing, no touches):
/// the space between views, or a region such as the safe area. Mirrors UIKit's
/// `UILayoutGuide`.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`). Mirrors
    /// `UILayoutGuide.owningView`.
    public internal(set) weak var owningView: UIView?
    /// A name for logs. Mirrors `UILayoutGuide.identifier`.
    public var identifier: String = ""
    var _layoutVariables: LayoutItemVariables?
    /// Which of the owning view's system guides this is (`nil` for the app's own guides).
    var systemRole: SystemGuideRole?

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`. Mirrors `UILayoutGuide.init()`.
    public override init() { super.init() }

    /// The guide's frame in its owning view's coordinates, as the layout engine last solved it
    /// (`.zero` before an app's own guide takes part in a layout). A view's system guides
    /// (safe area, margins, readable content, keyboard) always answer their region, whether
    /// or not a constraint uses them. Mirrors `UILayoutGuide.layoutFrame`.
    public var layoutFrame: CGRect {
        let engine = _layoutVariables?.engine
        guard engine != nil || systemRole != nil else { return .zero }
        LayoutEngine.runPendingWork()
        if let v = _layoutVariables, let engine { return v.frame(in: engine.solver) }
        guard let role = systemRole, let owner = owningView else { return .zero }
        return LayoutEngine.guideGeometry(role, owner: owner).frame(ownerSize: owner.bounds.size)
    }

    /// Mirrors `UILayoutGuide.leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Mirrors `UILayoutGuide.trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Mirrors `UILayoutGuide.leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// Mirrors `UILayoutGuide.rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// Mirrors `UILayoutGuide.centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Mirrors `UILayoutGuide.topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// Mirrors `UILayoutGuide.bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Mirrors `UILayoutGuide.centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Mirrors `UILayoutGuide.widthAnchor`.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// Mirrors `UILayoutGuide.heightAnchor`.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// Whether the constraints leave the guide's frame open to more than one value. Mirrors
    /// `UILayoutGuide.hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }

    /// The active constraints that take part in placing the guide on `axis`. Mirrors
    /// `UILayoutGuide.constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, axis: axis)
    }

    /// UIKit's form: `<UILayoutGuide: 0x… - (x,y,w,h), layoutFrame = 'identifier', owningView = …>`.
    nonisolated open override var description: String {
        Thread.isMainThread ? MainActor.assumeIsolated { mainActorDescription } : super.description
    }

    private var mainActorDescription: String {
        "<\(type(of: self)): \(LayoutEngine.address(self)) - \(LayoutEngine.describe(layoutFrame)), layoutFrame = \(identifier.isEmpty ? "" : "'\(identifier)'"), owningView = \(owningView?.layoutItemDescription ?? "nil")>"
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutParent: UIView? { owningView }
    var layoutItemDescription: String {
        identifier.isEmpty ? "\(type(of: self)):\(LayoutEngine.address(self))" : "'\(identifier)'"
    }
}

/// The guides every view can offer, made on first use.
enum SystemGuideRole {
    case safeArea, layoutMargins, readableContent, keyboard
}
