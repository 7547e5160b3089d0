import Foundation
import VitrineGraphics

/// The row swiped open: where its cell is shifted to and the actions revealed behind it.
@MainActor
struct TableSwipeState {
    var path: IndexPath
    /// The cell's horizontal shift (negative: swiped left, the actions at the right).
    var offset: CGFloat
    /// The shift when the drag began (a swipe may start on an open row).
    var startOffset: CGFloat
    let configuration: UISwipeActionsConfiguration
    /// Whether the actions are revealed at the right edge (the trailing ones left to right,
    /// the leading ones right to left).
    let atRight: Bool
    let view: SwipeActionsView
}

/// The buttons behind a swiped row. A tap runs the action under it.
@MainActor
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    /// Whether the buttons are revealed at the right edge.
    let atRight: Bool
    weak var table: UITableView?
    private var buttons: [UIView] = []
    /// Each button's width when the row is open just enough to show them all.
    private(set) var widths: [CGFloat] = []

    init(actions: [UIContextualAction], atRight: Bool) {
        self.actions = actions
        self.atRight = atRight
        super.init(frame: .zero)
        clipsToBounds = true
        for a in actions {
            let b = UIView()
            b.backgroundColor = a.backgroundColor
            b.isUserInteractionEnabled = false
            let label = UILabel()
            label.text = a.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            b.addSubview(label)
            addSubview(b)
            buttons.append(b)
            widths.append(max(74, label.intrinsicContentSize.width + 30))
        }
    }

    required init?(coder: NSCoder) { return nil }

    var totalWidth: CGFloat { widths.reduce(0, +) }

    /// Lays the buttons out in the revealed width, each grown in proportion.
    override func layoutSubviews() {
        let total = max(1, totalWidth)
        let scale = bounds.width / total
        // UIKit: "The first item in the array represents the outermost action. For example,
        // when the user swipes from right-to-left, the first action is rightmost."
        var x: CGFloat = 0
        let order = atRight ? Array(buttons.indices.reversed()) : Array(buttons.indices)
        for i in order {
            let w = widths[i] * scale
            buttons[i].frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            if let label = buttons[i].subviews.first {
                label.frame = CGRect(x: 0, y: 0, width: w, height: bounds.height)
            }
            x += w
        }
    }

    func action(at point: CGPoint) -> UIContextualAction? {
        for (i, b) in buttons.enumerated() where b.frame.contains(point) { return actions[i] }
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let a = action(at: t.location(in: self)) else { return }
        table?.perform(a, from: self)
    }
}

/// Lets the swipe recognizer begin only for a mostly horizontal drag on a row with actions.
@MainActor
final class TableSwipeGestureDelegate: UIGestureRecognizerDelegate {
    weak var table: UITableView?
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard let table, let pan = g as? UIPanGestureRecognizer else { return false }
        let t = pan.translation(in: table)
        guard abs(t.x) > abs(t.y) else { return false }
        if table.swipe != nil { return true }
        guard let ip = table.indexPathForRow(at: pan.location(in: table)) else { return false }
        return table.swipeConfiguration(for: ip, trailing: table.swipeIsTrailing(dx: t.x)) != nil
    }
}

extension UITableView {
    /// Whether a swipe of `dx` reveals the trailing actions: a swipe to the left, or to the
    /// right in a right-to-left layout (UIKit's leading actions come from the leading edge).
    func swipeIsTrailing(dx: CGFloat) -> Bool { (dx < 0) != (effectiveUserInterfaceLayoutDirection == .rightToLeft) }

    /// Whether the `trailing` (else the leading) actions are revealed at the right edge.
    func swipeRevealsAtRight(trailing: Bool) -> Bool { trailing != (effectiveUserInterfaceLayoutDirection == .rightToLeft) }

    /// The actions for a swipe on row `ip` (`nil` or no actions: the row does not swipe).
    func swipeConfiguration(for ip: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard !_isEditing else { return nil }
        let c = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
                         : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
        guard let c, !c.actions.isEmpty else { return nil }
        return c
    }

    /// Sets up the swipe recognizer (called once, from init).
    func installSwipeRecognizer() {
        swipeGestureDelegate.table = self
        swipeRecognizer.delegate = swipeGestureDelegate
        swipeRecognizer.addAction { [weak self] g in
            guard let self, let pan = g as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        addGestureRecognizer(swipeRecognizer)
        // A vertical drag scrolls once the swipe has failed (it fails at once unless the drag
        // is mostly sideways).
        panGestureRecognizer.require(toFail: swipeRecognizer)
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            if swipe == nil {
                guard let ip = indexPathForRow(at: pan.location(in: self)), let cell = visibleCellsByPath[ip],
                      let config = swipeConfiguration(for: ip, trailing: swipeIsTrailing(dx: t.x)) else { return }
                unhighlightTracked()
                let v = SwipeActionsView(actions: config.actions, atRight: t.x < 0)
                v.table = self
                insertSubview(v, belowSubview: cell)
                swipe = TableSwipeState(path: ip, offset: 0, startOffset: 0, configuration: config, atRight: t.x < 0, view: v)
            } else {
                swipe?.startOffset = swipe?.offset ?? 0
            }
            updateSwipe(translation: t.x)
        case .changed:
            updateSwipe(translation: t.x)
        case .ended:
            endSwipe()
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    private func updateSwipe(translation: CGFloat) {
        guard var s = swipe else { return }
        let w = max(0, bounds.width - 2 * rowInsetX)
        var o = s.startOffset + translation
        o = s.atRight ? min(0, max(-w, o)) : max(0, min(w, o))
        s.offset = o
        swipe = s
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func endSwipe() {
        guard let s = swipe else { return }
        let w = max(0, bounds.width - 2 * rowInsetX)
        let shown = abs(s.offset), total = s.view.totalWidth
        if s.configuration.performsFirstActionWithFullSwipe, shown > w * 0.6, let first = s.configuration.actions.first {
            setSwipeOffset(s.atRight ? -w : w, animated: true)
            perform(first, from: s.view)
        } else if shown > total / 2 {
            setSwipeOffset(s.atRight ? -total : total, animated: true)
        } else {
            closeSwipe(animated: true)
        }
    }

    func setSwipeOffset(_ o: CGFloat, animated: Bool) {
        guard swipe != nil else { return }
        swipe?.offset = o
        UIView.animate(withDuration: animated ? 0.25 : 0, animations: {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        })
    }

    /// Runs an action's handler; when it completes, the swipe closes (a deleted row has gone
    /// with its own animation already).
    func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }

    /// Slides the swiped row back and removes its actions.
    func closeSwipe(animated: Bool) {
        guard let s = swipe else { return }
        swipe = nil
        let cell = visibleCellsByPath[s.path]
        let finalFrame = cell.map { CGRect(x: rowInsetX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height) }
        UIView.animate(withDuration: animated ? 0.25 : 0, animations: {
            if let cell, let finalFrame { cell.frame = finalFrame }
            var f = s.view.frame
            f.size.width = 0
            if s.atRight { f.origin.x = self.rowInsetX + (finalFrame?.width ?? 0) }
            s.view.frame = f
        }, completion: { _ in
            s.view.removeFromSuperview()
        })
    }

    /// Keeps the revealed actions beside the swiped cell (every layout pass).
    func layoutSwipe() {
        guard let s = swipe else { return }
        guard let cell = visibleCellsByPath[s.path] else {
            // The row scrolled away: the swipe closes.
            swipe = nil
            s.view.removeFromSuperview()
            return
        }
        let x = rowInsetX, w = cell.frame.width
        cell.frame.origin.x = x + s.offset
        if s.atRight {
            s.view.frame = CGRect(x: x + w + s.offset, y: cell.frame.minY, width: -s.offset, height: cell.frame.height)
        } else {
            s.view.frame = CGRect(x: x, y: cell.frame.minY, width: s.offset, height: cell.frame.height)
        }
    }

    // MARK: Package hooks for tests and the demo

    /// Opens row `ip`'s swipe actions as a finished swipe would (trailing: swiped toward the
    /// leading edge).
    package func revealSwipeActions(at ip: IndexPath, trailing: Bool = true) {
        layoutIfNeeded()
        guard let config = swipeConfiguration(for: ip, trailing: trailing) else { return }
        openSwipe(at: ip, configuration: config, trailing: trailing, animated: false)
    }

    /// Opens row `ip` to show `config`'s actions, as a finished swipe would.
    func openSwipe(at ip: IndexPath, configuration config: UISwipeActionsConfiguration, trailing: Bool, animated: Bool) {
        guard let cell = visibleCellsByPath[ip] else { return }
        closeSwipe(animated: false)
        let atRight = swipeRevealsAtRight(trailing: trailing)
        let v = SwipeActionsView(actions: config.actions, atRight: atRight)
        v.table = self
        insertSubview(v, belowSubview: cell)
        swipe = TableSwipeState(path: ip, offset: 0, startOffset: 0, configuration: config, atRight: atRight, view: v)
        setSwipeOffset(atRight ? -v.totalWidth : v.totalWidth, animated: animated)
    }

    /// The row whose actions are showing, if any.
    package var swipedIndexPath: IndexPath? { swipe?.path }
}
