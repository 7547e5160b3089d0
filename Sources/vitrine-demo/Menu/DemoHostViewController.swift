import Foundation
import Vitrine

/// A demo opened from the menu: the scene's root view controller as a child filling the
/// screen, and a small "Demos" button in the top trailing corner, over it, that closes it.
@MainActor
final class DemoHostViewController: UIViewController {
    let scene: VitrineDemo.Scene
    let content: UIViewController
    let homeButton = UIButton(type: .custom)
    var onClose: (@MainActor () -> Void)?

    init(scene: VitrineDemo.Scene, content: UIViewController) {
        self.scene = scene
        self.content = content
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)

        homeButton.setTitle("  Demos", for: .normal)
        homeButton.setImage(UIImage(systemName: "square.grid.2x2"), for: .normal)
        homeButton.tintColor = .white
        homeButton.setTitleColor(.white, for: .normal)
        homeButton.titleLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
        homeButton.backgroundColor = UIColor(white: 0, alpha: 0.55)
        homeButton.cornerRadius = 18
        homeButton.accessibilityIdentifier = "menu.home"
        homeButton.accessibilityLabel = "Back to the demos"
        homeButton.translatesAutoresizingMaskIntoConstraints = false
        homeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(homeButton)
        NSLayoutConstraint.activate([
            homeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
            homeButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
            homeButton.heightAnchor.constraint(equalToConstant: 36),
            homeButton.widthAnchor.constraint(equalToConstant: 116),
        ])
    }

    /// Back to the menu.
    func close() {
        view.window?.endEditing(true)
        dismiss(animated: true) { [onClose] in onClose?() }
    }

    override var childForStatusBarStyle: UIViewController? { content }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { content.supportedInterfaceOrientations }
}
