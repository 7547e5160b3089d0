import Foundation
import Vitrine
import XCTest

// iOS code, written as on iOS (only the import differs): these declarations compile unchanged
// against Vitrine, and the tests below check that Vitrine runs the initialisers they override.

/// UIKit: `init(frame:)` is a designated initialiser a subclass overrides; only
/// `init?(coder:)` is `required`.
class CompatFrameView: UIView {
    var madeWithFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// UIKit: a view with a designated initialiser of its own writes only `init?(coder:)` besides.
class CompatModelView: UIView {
    let model: String

    init(model: String) {
        self.model = model
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// UIKit: a table cell overrides `init(style:reuseIdentifier:)` (not `required`).
class CompatTableCell: UITableViewCell {
    var madeByOverride = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeByOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// UIKit: a header/footer overrides `init(reuseIdentifier:)` (not `required`).
class CompatHeaderFooterView: UITableViewHeaderFooterView {
    var madeByOverride = false

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        madeByOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// UIKit: a collection cell overrides `init(frame:)` (not `required`).
class CompatCollectionCell: UICollectionViewCell {
    var madeByOverride = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// UIKit: a supplementary view overrides `init(frame:)` (not `required`).
class CompatSectionHeader: UICollectionReusableView {
    var madeByOverride = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// UIKit: a layer subclass overrides `init()` (not `required`).
class CompatStripeLayer: CALayer {
    var madeByOverride = false

    override init() {
        super.init()
        madeByOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class CompatStripeView: UIView {
    override class var layerClass: CALayer.Type { CompatStripeLayer.self }
}

/// UIKit's template: a non-final delegate that is a responder, with no initialiser.
class CompatAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

/// UIKit: `UIBarButtonItem` is `open`.
class CompatBarButtonItem: UIBarButtonItem {}

/// What an iOS app writes is what compiles here, and Vitrine runs the initialisers it
/// overrides: UIKit's designated initialisers are not `required` (only `init?(coder:)` is),
/// and its classes derive from `NSObject` (identity equality and hashing, `NSObjectProtocol`).
final class UIKitInitialiserCompatibilityTests: XCTestCase {
    /// UIKit: `init(frame:)` and a view's own designated initialiser are plain overrides.
    @MainActor func testViewSubclassesWrittenAsOnIOSAreMade() async {
        XCTAssertTrue(CompatFrameView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).madeWithFrame)
        XCTAssertTrue(CompatFrameView().madeWithFrame, "UIView.init() goes through init(frame:)")
        XCTAssertEqual(CompatModelView(model: "m").model, "m")
    }

    /// UIKit: a registered cell class is made with its `init(style:reuseIdentifier:)`
    /// override; a registered header/footer class with its `init(reuseIdentifier:)` override.
    @MainActor func testTableDequeuesRunTheOverriddenInitialisers() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CompatTableCell.self, forCellReuseIdentifier: "cell")
        table.register(CompatHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        XCTAssertTrue((cell as? CompatTableCell)?.madeByOverride ?? false, "\(cell)")
        XCTAssertEqual(cell.reuseIdentifier, "cell")
        let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        XCTAssertTrue((header as? CompatHeaderFooterView)?.madeByOverride ?? false, "\(String(describing: header))")
        XCTAssertEqual(header?.reuseIdentifier, "header")
    }

    /// UIKit: registered collection cell and supplementary classes are made with their
    /// `init(frame:)` overrides.
    @MainActor func testCollectionDequeuesRunTheOverriddenInitialisers() async {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(CompatCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(CompatSectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue((cell as? CompatCollectionCell)?.madeByOverride ?? false, "\(cell)")
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue((header as? CompatSectionHeader)?.madeByOverride ?? false, "\(header)")
    }

    /// UIKit: a view's layer is made from `layerClass` with its `init()` override.
    @MainActor func testLayerClassRunsTheOverriddenInit() async {
        let view = CompatStripeView(frame: .zero)
        XCTAssertTrue((view.layer as? CompatStripeLayer)?.madeByOverride ?? false, "\(view.layer)")
    }

    /// UIKit: `@main class AppDelegate: UIResponder, UIApplicationDelegate` needs no
    /// initialiser and need not be `final`; `main()` makes it (and a subclass) from its class.
    @MainActor func testMainMakesANonFinalDelegateWithoutAnInitialiser() async {
        final class SubclassDelegate: CompatAppDelegate {}
        XCTAssertTrue(CompatAppDelegate.makeDelegateForMain() != nil)
        XCTAssertTrue(SubclassDelegate.makeDelegateForMain() != nil)
        XCTAssertTrue(type(of: CompatAppDelegate.makeDelegateForMain() as AnyObject) == CompatAppDelegate.self)
    }

    /// A delegate with a designated initialiser of its own provides `init?(coder:)` (the one
    /// difference from iOS), and `main()` runs its initialiser through it.
    @MainActor func testMainMakesADelegateWithItsOwnInitialiserThroughInitCoder() async {
        final class ConfiguredDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let greeting: String
            init(greeting: String) {
                self.greeting = greeting
                super.init()
            }
            override convenience init() { self.init(greeting: "hello") }
            required convenience init?(coder: NSCoder) { self.init() }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        }
        XCTAssertEqual(ConfiguredDelegate.makeDelegateForMain()?.greeting, "hello")
    }

    /// A delegate whose `init?(coder:)` gives no object leaves `main()` nothing to run: it
    /// gets `nil` (and reports it and exits with status 70) instead of crashing.
    @MainActor func testMainGetsNilFromADelegateThatRefusesInitCoder() async {
        final class RefusingDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            required init?(coder: NSCoder) { return nil }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        }
        XCTAssertNil(RefusingDelegate.makeDelegateForMain())
    }

    /// UIKit: views are `NSObject`s, equal and hashed by identity (`Set<UIView>`).
    @MainActor func testViewsAreHashableByIdentity() async {
        let a = UIView(), b = UIView(), label = UILabel()
        let set: Set<UIView> = [a, b, a, label]
        XCTAssertEqual(set.count, 3)
        XCTAssertTrue(set.contains(label))
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, a)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertEqual(a.hash, a.hash)
    }

    /// UIKit: `NSLayoutConstraint` is an `NSObject`, so `view.constraints.contains(c)` compiles
    /// and finds the installed constraint by identity.
    @MainActor func testConstraintsContainsFindsTheInstalledConstraint() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let c = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        let twin = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        XCTAssertFalse(container.constraints.contains(c))
        c.isActive = true
        XCTAssertTrue(container.constraints.contains(c))
        XCTAssertFalse(container.constraints.contains(twin), "equal by identity, not by equation")
    }

    /// UIKit: gesture recognizers are `NSObject`s, usable as dictionary keys.
    @MainActor func testGestureRecognizersAreDictionaryKeys() async {
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        var counts: [UIGestureRecognizer: Int] = [tap: 1, pan: 2]
        counts[tap, default: 0] += 1
        XCTAssertEqual(counts[tap], 2)
        XCTAssertEqual(counts[pan], 2)
        XCTAssertEqual(counts.count, 2)
    }

    /// UIKit: these classes conform to `NSObjectProtocol`; `description` names the class.
    @MainActor func testNSObjectProtocolAndDescription() async {
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 30))
        let objects: [NSObjectProtocol] = [
            label, UIViewController(), UIResponder(), UITapGestureRecognizer(), UILayoutGuide(),
            label.leadingAnchor, CALayer(), CompatBarButtonItem(title: "Done"), UITabBarItem(title: "A", image: nil, tag: 0),
            UIAction(title: "A") { _ in }, UINavigationItem(title: "A"), UIBezierPath(),
            UIAlertAction(title: "OK", style: .default),
        ]
        for object in objects {
            XCTAssertTrue(object.isEqual(object), "\(object)")
            XCTAssertEqual(object.hash, object.hash)
        }
        XCTAssertTrue(label.description.hasPrefix("<UILabel: 0x"), label.description)
        XCTAssertTrue(label.description.contains("frame = (20 20; 100 30)"), label.description)
        let c = label.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertTrue(c.description.hasPrefix("<NSLayoutConstraint:0x"), c.description)
        XCTAssertTrue("\(UIViewController())".contains("UIViewController"))
    }

    /// `description` is nonisolated in NSObject: off the main thread a view answers its class
    /// and address without touching main-actor state.
    @MainActor func testDescriptionOffTheMainThreadNamesTheClass() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let text = await Task.detached { [label] in label.description }.value
        XCTAssertTrue(text.hasPrefix("<UILabel: 0x"), text)
        XCTAssertFalse(text.contains("frame"), text)
    }
}
