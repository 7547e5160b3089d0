import Vitrine

/// The containers, nested as an app nests them, in a tile: a `UITabBarController` (a badge
/// on one tab) whose first tab is a `UINavigationController` (a title and a bar button) over a
/// `UITableViewController` of rooms (checkmark, disclosure and value rows). Tapping a row
/// pushes its page; the tabs switch.
@MainActor
struct ContainersGallerySection: GallerySection {
    var title: String { localized("Tab bar, navigation bar, table") }

    /// 330 pt, taller with larger text (the table inside scrolls).
    func height(forWidth width: CGFloat) -> CGFloat { min(600, GalleryMetrics.scaled(330)) }

    func makeView() -> UIView { UIView() }

    func makeViewController() -> UIViewController? {
        let rooms = RoomsTableViewController()
        let nav = UINavigationController(rootViewController: rooms)
        nav.tabBarItem = UITabBarItem(title: localized("Rooms"), image: UIImage(systemName: "house.fill"), tag: 0)
        let schedule = UIViewController()
        schedule.view.backgroundColor = .systemBackground
        schedule.tabBarItem = UITabBarItem(title: localized("Schedule"), image: UIImage(systemName: "calendar"), tag: 1)
        schedule.tabBarItem.badgeValue = "3"
        let settings = UIViewController()
        settings.view.backgroundColor = .systemBackground
        settings.tabBarItem = UITabBarItem(title: localized("Settings"), image: UIImage(systemName: "gear"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, schedule, settings]
        return tabs
    }
}

@MainActor
private final class RoomsTableViewController: UITableViewController {
    private let rooms: [(String, String?, UITableViewCell.AccessoryType)] = [
        ("Kitchen", "21.5 °C", .disclosureIndicator), ("Living room", "22.0 °C", .disclosureIndicator),
        ("Bedroom", nil, .checkmark), ("Bathroom", "24.5 °C", .disclosureIndicator),
    ]

    init() {
        super.init(style: .plain)
        title = localized("Rooms")
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "room")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rooms.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "room", for: indexPath)
        let (name, value, accessory) = rooms[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = localized(name)
        content.secondaryText = value
        cell.contentConfiguration = content
        cell.accessoryType = accessory
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let page = UIViewController()
        page.title = localized(rooms[indexPath.row].0)
        page.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(page, animated: true)
    }
}
