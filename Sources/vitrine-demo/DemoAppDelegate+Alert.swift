import Vitrine

extension DemoAppDelegate {
    /// `--present-alert`: a two-button alert over whatever the scene shows (from the frontmost
    /// presented controller), presented without animation so the first frames show it.
    func presentSampleAlert() {
        guard var top = window?.rootViewController else { return }
        while let next = top.presentedViewController { top = next }
        top.present(AlertsGallerySection.sampleAlert(), animated: false)
    }
}
