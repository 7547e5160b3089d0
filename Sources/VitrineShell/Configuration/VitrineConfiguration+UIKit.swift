import Vitrine
import VitrinePlatform

extension VitrineConfiguration.Display.Orientation {
    /// The UIKit orientation this configuration value names.
    public var interfaceOrientation: UIInterfaceOrientation {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        }
    }
}

extension VitrineConfiguration.Display {
    /// `allowed_orientations` as the mask `UIApplication.allowedInterfaceOrientations` takes.
    public var allowedInterfaceOrientations: UIInterfaceOrientationMask {
        allowedOrientations.reduce(into: UIInterfaceOrientationMask()) { $0.insert($1.interfaceOrientation.mask) }
    }

    /// `[display.size_classes]` as the screen's size-class rule.
    public var sizeClassMapping: SizeClassMapping {
        SizeClassMapping(compactWidthBelow: CGFloat(sizeClasses.compactWidthBelow), compactHeightBelow: CGFloat(sizeClasses.compactHeightBelow))
    }
}
