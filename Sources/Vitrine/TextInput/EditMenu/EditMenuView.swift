import Foundation

/// The edit menu as UIKit draws it (`UIEditMenuInteraction`'s horizontal menu, the former
/// `UIMenuController` bar): a dark rounded bar of white titles separated by thin lines,
/// centred above the text it acts on, or below it when there is no room above; kept inside
/// the window's safe area. It lives in the window, above the app's views; a tap on a title
/// performs that command.
@MainActor
final class EditMenuView: UIView {
    static let height: CGFloat = 36
    static let titlePadding: CGFloat = 14
    /// Space between the menu and what it points at (the selection's target includes the
    /// handles' knobs).
    static let gap: CGFloat = 8
    static let margin: CGFloat = 8
    static let background = UIColor(rgb: 0x262626, alpha: 0.96)
    static let separator = UIColor(white: 1, alpha: 0.25)

    let actions: [UIResponderStandardEditAction]
    /// Where each title's cell ends (x, in the menu's coordinates).
    private var cellEnds: [CGFloat] = []
    private let onSelect: @MainActor (UIResponderStandardEditAction) -> Void
    /// The rectangle (window coordinates) the menu points at, asked again on `reposition()`.
    private let target: @MainActor () -> CGRect?
    /// Whether the menu ended up below its target (no room above).
    private(set) var isBelowTarget = false

    init(actions: [UIResponderStandardEditAction], target: @escaping @MainActor () -> CGRect?,
         onSelect: @escaping @MainActor (UIResponderStandardEditAction) -> Void) {
        self.actions = actions
        self.target = target
        self.onSelect = onSelect
        super.init(frame: .zero)
        backgroundColor = Self.background
        cornerRadius = 8
        clipsToBounds = true
        var x: CGFloat = 0
        for (i, action) in actions.enumerated() {
            if i > 0 {
                let line = UIView(frame: CGRect(x: x, y: 0, width: 1, height: Self.height))
                line.backgroundColor = Self.separator
                line.isUserInteractionEnabled = false
                addSubview(line)
                x += 1
            }
            let label = UILabel(frame: .zero)
            label.text = action.title
            label.font = .systemFont(ofSize: 14)
            label.textColor = .white
            label.isUserInteractionEnabled = false
            let w = ceil(label.intrinsicContentSize.width)
            let h = ceil(label.intrinsicContentSize.height)
            label.frame = CGRect(x: x + Self.titlePadding, y: ((Self.height - h) / 2).rounded(), width: w, height: h)
            addSubview(label)
            x += w + 2 * Self.titlePadding
            cellEnds.append(x)
        }
        bounds = CGRect(x: 0, y: 0, width: x, height: Self.height)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] g in
            guard let self, g.state == .ended else { return }
            let px = g.location(in: self).x
            if let i = self.cellEnds.firstIndex(where: { px < $0 }) { self.onSelect(self.actions[i]) }
        })
    }

    required init?(coder: NSCoder) { return nil }

    /// The command whose title is at `x` (menu coordinates).
    func action(atX x: CGFloat) -> UIResponderStandardEditAction? {
        cellEnds.firstIndex { x < $0 }.map { actions[$0] }
    }

    /// Puts the menu above its target (below when there is no room), inside the window.
    func reposition() {
        guard let window = superview, let t = target() else { return }
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        let w = bounds.width, h = bounds.height
        var x = (t.midX - w / 2).rounded()
        x = min(max(x, safe.minX + Self.margin), max(safe.minX + Self.margin, safe.maxX - Self.margin - w))
        let above = t.minY - Self.gap - h
        isBelowTarget = above < safe.minY + Self.margin
        let y = isBelowTarget ? min(t.maxY + Self.gap, safe.maxY - Self.margin - h) : above
        frame = CGRect(x: x, y: y.rounded(), width: w, height: h)
    }
}
