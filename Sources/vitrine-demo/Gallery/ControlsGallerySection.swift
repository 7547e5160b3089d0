import Vitrine

/// A segmented control, steppers, progress bars, spinning activity indicators and a page
/// control; the segmented control switches the progress bars' fill, the stepper drives the
/// page control.
@MainActor
struct ControlsGallerySection: GallerySection {
    var title: String { localized("Segments, steppers, progress, activity, pages") }

    func height(forWidth width: CGFloat) -> CGFloat { 32 + 12 + 32 + 12 + 4 + 12 + 4 + 16 + 37 + 12 + 26 }

    func makeView() -> UIView { ControlsGalleryView() }
}

@MainActor
private final class ControlsGalleryView: UIView {
    private let segments = UISegmentedControl(items: ["Blue", "Green", "Orange"].map { localized($0) })
    private let stepper = UIStepper()
    private let stepperLabel = UILabel()
    private let progress = UIProgressView(progressViewStyle: .default)
    private let animatedProgress = UIProgressView(progressViewStyle: .default)
    private let medium = UIActivityIndicatorView(style: .medium)
    private let large = UIActivityIndicatorView(style: .large)
    private let pages = UIPageControl(frame: .zero)
    private let tints: [UIColor] = [.systemBlue, .systemGreen, .systemOrange]

    init() {
        super.init(frame: .zero)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [weak self] _ in self?.segmentChanged() }, for: .valueChanged)
        stepper.minimumValue = 0
        stepper.maximumValue = 4
        stepper.addAction(UIAction { [weak self] _ in self?.stepperChanged() }, for: .valueChanged)
        stepperLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        stepperLabel.textColor = .demoSecondaryText
        progress.progress = 0.35
        animatedProgress.progress = 0.1
        pages.numberOfPages = 5
        pages.addAction(UIAction { [weak self] _ in self?.pageChanged() }, for: .valueChanged)
        for v in [segments, stepper, stepperLabel, progress, animatedProgress, medium, large, pages] as [UIView] { addSubview(v) }
        medium.startAnimating()
        large.startAnimating()
        stepperChanged()
    }

    required init?(coder: NSCoder) { return nil }

    private func segmentChanged() {
        let tint = tints[max(0, segments.selectedSegmentIndex)]
        progress.progressTintColor = tint
        animatedProgress.progressTintColor = tint
        animatedProgress.setProgress(animatedProgress.progress > 0.5 ? 0.1 : 0.9, animated: true)
    }

    private func stepperChanged() {
        pages.currentPage = Int(stepper.value)
        stepperLabel.text = localized("Page {1} of 5", "\(Int(stepper.value) + 1)")
    }

    private func pageChanged() {
        stepper.value = Double(pages.currentPage)
        stepperLabel.text = localized("Page {1} of 5", "\(pages.currentPage + 1)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        segments.frame = CGRect(x: 0, y: 0, width: w, height: 32)
        stepper.frame.origin = CGPoint(x: 0, y: 44)
        stepperLabel.frame = CGRect(x: 106, y: 44, width: max(0, w - 106), height: 32)
        progress.frame = CGRect(x: 0, y: 88, width: w, height: 4)
        animatedProgress.frame = CGRect(x: 0, y: 104, width: w, height: 4)
        medium.frame.origin = CGPoint(x: 8, y: 124 + 8.5)
        large.frame.origin = CGPoint(x: 44, y: 124)
        let size = pages.size(forNumberOfPages: pages.numberOfPages)
        pages.frame = CGRect(x: (w - size.width) / 2, y: 173, width: size.width, height: size.height)
        mirrorSubviewFramesForRightToLeft()
    }
}
