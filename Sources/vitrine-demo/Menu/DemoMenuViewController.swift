import Foundation
import Vitrine

/// `--scene menu`, what `make demo` opens: the demos as cards in a grid (four columns in
/// landscape, two in portrait), under a title. A tap on a card opens its demo full screen in
/// a `DemoHostViewController`, whose Demos button comes back here.
@MainActor
final class DemoMenuViewController: UIViewController {
    /// Makes a scene's root view controller (the app delegate's factory).
    let makeScene: @MainActor (VitrineDemo.Scene) -> UIViewController
    /// Told when a demo opens (its scene) and when the menu is back (nil).
    var onSceneChange: (@MainActor (VitrineDemo.Scene?) -> Void)?
    private let scroll = UIScrollView()
    private let grid = UIStackView()
    private(set) var cards: [DemoMenuCard] = []
    private var columns = 0

    init(makeScene: @escaping @MainActor (VitrineDemo.Scene) -> UIViewController) {
        self.makeScene = makeScene
        super.init()
        title = "Vitrine demos"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "menu"
        let title = UILabel()
        title.text = "Vitrine"
        title.font = .systemFont(ofSize: 44, weight: .bold)
        title.textColor = .label
        let subtitle = UILabel()
        subtitle.text = "UIKit-style apps on an embedded Linux panel. Tap a demo; the Demos button brings you back."
        subtitle.font = .systemFont(ofSize: 18)
        subtitle.textColor = .demoSecondaryText
        subtitle.numberOfLines = 0
        cards = DemoMenuItem.all.map { item in
            let card = DemoMenuCard(item)
            card.addAction(UIAction { [weak self] _ in self?.open(item.scene) }, for: .touchUpInside)
            return card
        }
        grid.axis = .vertical
        grid.spacing = 20
        let stack = UIStackView(arrangedSubviews: [title, subtitle, grid])
        stack.axis = .vertical
        stack.spacing = 6
        stack.setCustomSpacing(28, after: subtitle)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        view.addSubview(scroll)
        let content = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 40),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -40),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 48),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -48),
        ])
    }

    /// Four columns when wider than tall, else two: rows of equal cards (the last row padded
    /// with empty space so its cards keep their width).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wanted = view.bounds.width >= view.bounds.height ? 4 : 2
        guard wanted != columns else { return }
        columns = wanted
        for row in grid.arrangedSubviews {
            grid.removeArrangedSubview(row)
            row.removeFromSuperview()
        }
        for start in stride(from: 0, to: cards.count, by: wanted) {
            var members: [UIView] = Array(cards[start..<min(start + wanted, cards.count)])
            while members.count < wanted { members.append(UIView()) }
            let row = UIStackView(arrangedSubviews: members)
            row.spacing = 20
            row.distribution = .fillEqually
            grid.addArrangedSubview(row)
        }
    }

    /// Opens a demo full screen over the menu.
    func open(_ scene: VitrineDemo.Scene) {
        let host = DemoHostViewController(scene: scene, content: makeScene(scene))
        host.onClose = { [weak self] in self?.onSceneChange?(nil) }
        host.modalPresentationStyle = .fullScreen
        onSceneChange?(scene)
        present(host, animated: true)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
