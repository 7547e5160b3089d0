import Foundation

/// The orientation of the interface on the panel. Mirrors `UIInterfaceOrientation`.
///
/// On a panel wider than it is tall, `.landscapeRight` is the panel's own orientation (no
/// rotation), `.portrait` turns the interface a quarter turn counter-clockwise (its top along
/// the panel's left edge), `.portraitUpsideDown` a quarter turn clockwise and
/// `.landscapeLeft` a half turn. On a panel taller than wide, `.portrait` is its own
/// orientation and the others follow the same way round.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Quarter turns clockwise from landscape-right.
    var quarterTurnsFromLandscapeRight: Int {
        switch self {
        case .landscapeRight, .unknown: return 0
        case .portraitUpsideDown: return 1
        case .landscapeLeft: return 2
        case .portrait: return 3
        }
    }

    /// The orientations' mask bit. Mirrors `UIInterfaceOrientationMask` for one orientation.
    public var mask: UIInterfaceOrientationMask { UIInterfaceOrientationMask(rawValue: 1 << UInt(rawValue)) }
}

/// A set of orientations. Mirrors `UIInterfaceOrientationMask` (same raw values).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
