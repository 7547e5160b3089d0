import Foundation
import Vitrine
import VitrinePlatform

/// The split scene: the product's adaptive root container. A `UISplitViewController` with a
/// list of rooms in the primary column and the chosen room's devices in the secondary one;
/// tapping a room shows its detail (`showDetailViewController`). Turned to portrait the panel
/// is horizontally compact and the split collapses to one navigation stack (the detail on
/// top, a back button to the rooms); turned back, it expands.
///
/// A 1280×800 panel at scale 1 is 800 pt wide in portrait, which the standard size classes
/// (compact below 640 pt, as an iPad's full screen is regular in both orientations) call
/// regular: the scene raises the screen's compact-width line to 900 pt (what
/// `display.size_classes.compact_width_below = 900` in the configuration does) so that
/// portrait is compact and landscape (1280 pt) regular.
@MainActor
enum SplitDemo {
    struct Room {
        var name: String
        var devices: [(String, String)]
    }

    static let rooms: [Room] = [
        Room(name: "Lobby", devices: [("Lights", "On · 80 %"), ("Temperature", "21.5 °C"), ("Doors", "Unlocked"), ("Music", "Jazz · 30 %")]),
        Room(name: "Meeting room", devices: [("Lights", "On · 60 %"), ("Temperature", "22.0 °C"), ("Blinds", "Half open"), ("Display", "Standby")]),
        Room(name: "Kitchen", devices: [("Lights", "Off"), ("Temperature", "20.5 °C"), ("Coffee machine", "Ready"), ("Fridge", "4 °C")]),
        Room(name: "Storage", devices: [("Lights", "Off"), ("Temperature", "18.0 °C"), ("Humidity", "45 %")]),
        Room(name: "Roof terrace", devices: [("Heaters", "Off"), ("Awning", "Retracted"), ("Wind", "12 km/h")]),
    ]

    /// The compact-width line the scene uses (see above).
    static let compactWidthBelow: CGFloat = 900

    /// Rooms shown so far (taps on the list).
    static var actions = 0

    /// The scene's root on `screen`: the split with the rooms and the first room's detail.
    static func makeRoot(screen: UIScreen) -> UISplitViewController {
        if screen.sizeClassMapping.compactWidthBelow < compactWidthBelow {
            screen.sizeClassMapping.compactWidthBelow = compactWidthBelow
        }
        let split = SplitDemoViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidthFraction = 0.3
        split.maximumPrimaryColumnWidth = 400
        let list = RoomListViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(RoomDetailViewController(room: 0), for: .secondary)
        list.selected = 0
        return split
    }
}

/// The split view controller of the scene: it may turn to any orientation.
@MainActor
final class SplitDemoViewController: UISplitViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

/// The rooms, one row each; the chosen one is highlighted.
@MainActor
final class RoomListViewController: UIViewController {
    private var rows: [UIButton] = []
    var selected: Int? { didSet { updateRows() } }

    override init() {
        super.init()
        title = "Rooms"
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .secondarySystemBackground
        for (i, room) in SplitDemo.rooms.enumerated() {
            let b = UIButton(type: .custom)
            b.cornerRadius = 10
            b.titleLabel?.font = .systemFont(ofSize: 20)
            b.setTitle(room.name, for: .normal)
            b.addAction(UIAction { [weak self] _ in self?.choose(i) }, for: .primaryActionTriggered)
            root.addSubview(b)
            rows.append(b)
        }
        view = root
        updateRows()
    }

    private func choose(_ i: Int) {
        SplitDemo.actions += 1
        selected = i
        FileHandle.standardError.write(Data("vitrine-demo: split scene: \(SplitDemo.rooms[i].name)\n".utf8))
        showDetailViewController(RoomDetailViewController(room: i), sender: self)
    }

    private func updateRows() {
        for (i, b) in rows.enumerated() {
            // Collapsed, the list has no selection to show (the detail covers it), as in UIKit.
            let on = i == selected && !(splitViewController?.isCollapsed ?? false)
            b.backgroundColor = on ? .systemBlue : .systemBackground
            b.setTitleColor(on ? .white : .label, for: .normal)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateRows()
    }

    /// Rows 56 pt high, 8 pt apart, 16 pt from the sides and below the bar.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        var y: CGFloat = 16
        for b in rows {
            b.frame = CGRect(x: 16, y: y, width: max(0, view.bounds.width - 32), height: 56)
            y += 64
        }
    }
}

/// One room: its name and a card per device.
@MainActor
final class RoomDetailViewController: UIViewController {
    let room: Int
    private let heading = UILabel()
    private var cards: [(UIView, UILabel, UILabel)] = []

    init(room: Int) {
        self.room = min(max(0, room), SplitDemo.rooms.count - 1)
        super.init()
        title = SplitDemo.rooms[self.room].name
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        heading.font = .boldSystemFont(ofSize: 34)
        heading.text = SplitDemo.rooms[room].name
        root.addSubview(heading)
        for (name, value) in SplitDemo.rooms[room].devices {
            let card = UIView()
            card.backgroundColor = .secondarySystemBackground
            card.cornerRadius = 12
            let n = UILabel(), v = UILabel()
            n.font = .systemFont(ofSize: 20)
            n.textColor = .demoSecondaryText
            n.text = name
            v.font = .boldSystemFont(ofSize: 24)
            v.text = value
            card.addSubview(n)
            card.addSubview(v)
            root.addSubview(card)
            cards.append((card, n, v))
        }
        view = root
    }

    /// The heading, then the cards two to a row (one in a narrow column), 16 pt apart.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let w = view.bounds.width
        heading.frame = CGRect(x: 24, y: 20, width: max(0, w - 48), height: 44)
        let perRow = w >= 560 ? 2 : 1
        let cardW = (w - 48 - CGFloat(perRow - 1) * 16) / CGFloat(perRow)
        for (i, (card, n, v)) in cards.enumerated() {
            let x = 24 + CGFloat(i % perRow) * (cardW + 16)
            let y = 84 + CGFloat(i / perRow) * 112
            card.frame = CGRect(x: x, y: y, width: max(0, cardW), height: 96)
            n.frame = CGRect(x: 16, y: 14, width: max(0, cardW - 32), height: 26)
            v.frame = CGRect(x: 16, y: 48, width: max(0, cardW - 32), height: 32)
        }
    }
}
