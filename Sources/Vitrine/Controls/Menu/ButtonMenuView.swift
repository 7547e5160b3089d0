import Foundation

/// A button's menu on screen: a clear layer over the window (a tap on it dismisses the menu)
/// holding the list — a rounded card (tertiarySystemBackground, a hairline border) of 44-point
/// rows, each the action's title (and image at the trailing side), separator lines between,
/// a thicker gap between groups. A tap on a row dismisses the menu and performs the action
/// with the button as sender.
@MainActor
final class ButtonMenuOverlay: UIView {
    static let rowHeight: CGFloat = 44
    static let groupGap: CGFloat = 8
    static let minimumWidth: CGFloat = 200
    static let gap: CGFloat = 6
    static let margin: CGFloat = 8

    private weak var button: UIButton?
    private let rows: [UIAction?]
    let card = UIView()
    private var rowTops: [CGFloat] = []

    init(menu: UIMenu, button: UIButton) {
        self.button = button
        rows = menu.rows
        super.init(frame: .zero)
        backgroundColor = .clear
        card.backgroundColor = .tertiarySystemBackground
        card.cornerRadius = 12
        card.borderWidth = 0.5
        card.borderColor = .separator
        card.clipsToBounds = true
        addSubview(card)
        var y: CGFloat = 0
        var width = ButtonMenuOverlay.minimumWidth
        var labels: [(UILabel, UIImageView?)] = []
        for (i, row) in rows.enumerated() {
            guard let action = row else {
                let gapView = UIView(frame: CGRect(x: 0, y: y, width: 0, height: ButtonMenuOverlay.groupGap))
                gapView.backgroundColor = .quaternarySystemFill
                card.addSubview(gapView)
                rowTops.append(y)
                y += ButtonMenuOverlay.groupGap
                continue
            }
            if i > 0, rows[i - 1] != nil {
                let line = UIView(frame: CGRect(x: 0, y: y, width: 0, height: 0.5))
                line.backgroundColor = .separator
                card.addSubview(line)
            }
            let label = UILabel()
            label.text = action.title
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            let w = label.intrinsicContentSize.width + 32 + (action.image != nil ? 32 : 0)
            width = max(width, w)
            let h = label.intrinsicContentSize.height
            label.frame = CGRect(x: 16, y: y + (ButtonMenuOverlay.rowHeight - h) / 2, width: label.intrinsicContentSize.width, height: h)
            card.addSubview(label)
            var iv: UIImageView?
            if let img = action.image {
                let v = UIImageView(image: img)
                v.tintColor = .label
                card.addSubview(v)
                iv = v
            }
            labels.append((label, iv))
            rowTops.append(y)
            y += ButtonMenuOverlay.rowHeight
        }
        card.bounds = CGRect(x: 0, y: 0, width: width, height: y)
        for v in card.subviews where v.bounds.width == 0 { v.frame.size.width = width }
        for (label, iv) in labels {
            label.frame.size.width = min(label.frame.width, width - 32 - (iv != nil ? 32 : 0))
            if let iv, let img = iv.image {
                iv.frame = CGRect(x: width - 16 - img.size.width, y: label.frame.midY - img.size.height / 2, width: img.size.width, height: img.size.height)
            }
        }
        addGestureRecognizer(UITapGestureRecognizer { [weak self] g in
            guard let self, g.state == .ended else { return }
            self.tapped(at: g.location(in: self.card))
        })
    }

    required init?(coder: NSCoder) { return nil }

    /// Puts the card below `target` (window coordinates), leading edges aligned, or above it
    /// when there is no room below; inside the window's safe area.
    func place(near target: CGRect) {
        let safe = bounds.inset(by: safeAreaInsets)
        let size = card.bounds.size
        var x = target.minX
        x = min(max(x, safe.minX + Self.margin), max(safe.minX + Self.margin, safe.maxX - Self.margin - size.width))
        var y = target.maxY + Self.gap
        if y + size.height > safe.maxY - Self.margin { y = max(safe.minY + Self.margin, target.minY - Self.gap - size.height) }
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The action at `p` (card coordinates), if any.
    func action(at p: CGPoint) -> UIAction? {
        guard card.bounds.contains(p) else { return nil }
        for (i, top) in rowTops.enumerated().reversed() where p.y >= top { return rows[i] }
        return nil
    }

    private func tapped(at p: CGPoint) {
        let b = button
        let inside = card.bounds.contains(p)
        let a = action(at: p)
        if inside && a == nil { return }
        b?.dismissMenu()
        if let a { a.perform(sender: b) }
    }
}
