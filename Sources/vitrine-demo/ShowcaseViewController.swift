import Vitrine

/// The showcase view as a screen.
@MainActor
final class ShowcaseViewController: UIViewController {
    let showcase = Showcase(frame: .zero)
    override func loadView() { view = showcase }
    /// White status bar text over the dark scene.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
