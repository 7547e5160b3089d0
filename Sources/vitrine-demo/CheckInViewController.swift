import Vitrine

/// The `--scene layout` screen: a hotel check-in built only with Auto Layout — anchors, the
/// safe area and layout margins guides, the readable content guide, labels sized by their
/// content (hugging and compression resistance), a multi-line label whose height follows its
/// width, and two sets of constraints switched by the horizontal size class (side by side
/// when regular, stacked when compact) in `updateViewConstraints()`, as a UIKit app adapts
/// to rotation.
@MainActor
final class CheckInViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitle = UILabel()
    private let details = UIView()
    private let note = UIView()
    private let noteText = UILabel()
    private let cancel = UIButton(type: .system)
    private let confirm = UIButton(type: .system)
    private let track = UIView()
    private let bar = UIView()
    private var barEnd: NSLayoutConstraint?
    private var regular: [NSLayoutConstraint] = []
    private var compact: [NSLayoutConstraint] = []

    static let rows = [("Guest", "Kim Min-jun"), ("Room", "1204 · 12th floor"), ("Nights", "3 (until Friday)"), ("Arrival", "14:00")]

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0x10151F)
        view = root
        titleLabel.text = "Welcome back"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        subtitle.text = "Lobby kiosk 3 · check-in"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = UIColor(white: 1, alpha: 0.6)
        for card in [details, note] {
            card.backgroundColor = UIColor(rgb: 0x1D2533)
            card.cornerRadius = 14
        }
        noteText.numberOfLines = 0
        noteText.font = .systemFont(ofSize: 16)
        noteText.textColor = UIColor(white: 1, alpha: 0.85)
        noteText.text = "Breakfast is served on the 2nd floor from 07:00 to 10:30. Your key card opens the gym and the pool. Show this screen at the desk if you need help."
        note.addSubview(noteText)
        cancel.setTitle("Not me", for: .normal)
        cancel.backgroundColor = UIColor(rgb: 0x2A3344)
        confirm.setTitle("Check in", for: .normal)
        // Dark enough for its white title (WCAG 1.4.3: 4.5:1).
        confirm.backgroundColor = UIColor(rgb: 0x1F6BE0)
        for b in [cancel, confirm] {
            b.cornerRadius = 12
            b.setTitleColor(.white, for: .normal)
        }
        track.backgroundColor = UIColor(white: 1, alpha: 0.08)
        track.cornerRadius = 2
        bar.backgroundColor = UIColor(rgb: 0x2F7DF6)
        bar.cornerRadius = 2
        bar.translatesAutoresizingMaskIntoConstraints = false
        track.addSubview(bar)
        for v in [titleLabel, subtitle, details, note, cancel, confirm, track] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        noteText.translatesAutoresizingMaskIntoConstraints = false
    }

    override func viewDidLoad() {
        let margins = view.layoutMarginsGuide
        let safe = view.safeAreaLayoutGuide
        var shared = [
            titleLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            subtitle.firstBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor, constant: 24),
            subtitle.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            details.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 20),
            details.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            noteText.leadingAnchor.constraint(equalTo: note.leadingAnchor, constant: 16),
            noteText.trailingAnchor.constraint(equalTo: note.trailingAnchor, constant: -16),
            noteText.topAnchor.constraint(equalTo: note.topAnchor, constant: 14),
            noteText.bottomAnchor.constraint(equalTo: note.bottomAnchor, constant: -14),
            note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            // The buttons: equal widths, side by side at the bottom of the safe area.
            cancel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            confirm.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 12),
            confirm.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            cancel.widthAnchor.constraint(equalTo: confirm.widthAnchor),
            cancel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            confirm.bottomAnchor.constraint(equalTo: cancel.bottomAnchor),
            cancel.heightAnchor.constraint(equalToConstant: 52),
            confirm.heightAnchor.constraint(equalTo: cancel.heightAnchor),
        ]
        // The session timer: a bar in a track above the buttons, its end moved every frame
        // by changing one constraint's constant.
        let end = bar.trailingAnchor.constraint(equalTo: track.leadingAnchor)
        barEnd = end
        shared += [
            track.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            track.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            track.bottomAnchor.constraint(equalTo: cancel.topAnchor, constant: -14),
            track.heightAnchor.constraint(equalToConstant: 4),
            bar.leadingAnchor.constraint(equalTo: track.leadingAnchor),
            bar.topAnchor.constraint(equalTo: track.topAnchor),
            bar.bottomAnchor.constraint(equalTo: track.bottomAnchor),
            end,
        ]
        shared += rowConstraints()
        NSLayoutConstraint.activate(shared)
        // Regular width: details and note side by side, the note as wide as the details.
        regular = [
            note.topAnchor.constraint(equalTo: details.topAnchor),
            note.leadingAnchor.constraint(equalTo: details.trailingAnchor, constant: 16),
            note.widthAnchor.constraint(equalTo: details.widthAnchor, multiplier: 0.8),
        ]
        // Compact width: the note under the details, both across the readable width.
        compact = [
            details.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            note.topAnchor.constraint(equalTo: details.bottomAnchor, constant: 16),
            note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ]
    }

    /// The detail rows: a title that hugs its text and a value that takes the rest, each row
    /// under the previous one with a hairline between them.
    private func rowConstraints() -> [NSLayoutConstraint] {
        var cs: [NSLayoutConstraint] = []
        var previous: UIView?
        for (i, (name, value)) in Self.rows.enumerated() {
            let title = UILabel(), detail = UILabel()
            title.text = name
            title.font = .systemFont(ofSize: 15)
            title.textColor = UIColor(white: 1, alpha: 0.55)
            detail.text = value
            detail.font = .systemFont(ofSize: 17)
            detail.textColor = .white
            detail.textAlignment = .right
            title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            for l in [title, detail] {
                l.translatesAutoresizingMaskIntoConstraints = false
                details.addSubview(l)
            }
            cs += [
                title.leadingAnchor.constraint(equalTo: details.leadingAnchor, constant: 16),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 12),
                detail.trailingAnchor.constraint(equalTo: details.trailingAnchor, constant: -16),
                detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                title.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? details.topAnchor, constant: 14),
            ]
            if i < Self.rows.count - 1 {
                let line = UIView()
                line.backgroundColor = UIColor(white: 1, alpha: 0.08)
                line.translatesAutoresizingMaskIntoConstraints = false
                details.addSubview(line)
                cs += [
                    line.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 14),
                    line.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    line.trailingAnchor.constraint(equalTo: details.trailingAnchor),
                    line.heightAnchor.constraint(equalToConstant: 1),
                ]
                previous = line
            } else {
                cs.append(details.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 14))
            }
        }
        return cs
    }

    /// The session timer after `frame` of `total` frames (then round again).
    func advance(frame: Int, of total: Int) {
        let period = max(1, total)
        let progress = CGFloat(frame % (period + 1)) / CGFloat(period)
        barEnd?.constant = (track.bounds.width * progress).rounded()
    }

    /// The size class's constraint set, switched in the update-constraints pass (the first
    /// one runs when the view joins the window, with its traits known).
    override func updateViewConstraints() {
        let isCompact = traitCollection.horizontalSizeClass == .compact
        NSLayoutConstraint.deactivate(isCompact ? regular : compact)
        NSLayoutConstraint.activate(isCompact ? compact : regular)
        super.updateViewConstraints()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            view.setNeedsUpdateConstraints()
        }
    }
}
