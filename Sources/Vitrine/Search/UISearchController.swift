import Foundation

/// Manages a search: its `searchBar`, the dimmed content while the search is active, and the
/// controller that shows the results (`searchResultsController`, or the presenting content
/// itself when `nil`). Mirrors UIKit's `UISearchController`.
///
/// Becoming active (the user taps the search field, or the app sets `isActive`) presents the
/// search controller over the presentation context (the nearest ancestor of the controller
/// showing the bar whose `definesPresentationContext` is true; a navigation controller by
/// default): the delegate's `willPresentSearchController(_:)`, the presentation,
/// `didPresentSearchController(_:)` when it has ended. The updater's
/// `updateSearchResults(for:)` is called when the bar becomes first responder, after every
/// change the user makes to the text or the scope, and when the search ends. Cancel (or a tap
/// on the dimmed content) ends the search: the text is cleared, the bar resigns, the
/// controller is dismissed (`willDismissSearchController(_:)`, `didDismissSearchController(_:)`).
@MainActor
open class UISearchController: UIViewController {
    /// The bar the user searches with. Mirrors `UISearchController.searchBar`.
    public let searchBar: UISearchBar

    /// The controller that shows the results (`nil`: the content being searched shows them).
    /// Mirrors `UISearchController.searchResultsController`.
    public let searchResultsController: UIViewController?

    /// The object asked to update the results. Mirrors `UISearchController.searchResultsUpdater`.
    public weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The object told about presentation and dismissal. Mirrors `UISearchController.delegate`.
    public weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content below the bar is dimmed while searching (default `true`); a tap on
    /// the dimmed content ends the search. Mirrors
    /// `UISearchController.obscuresBackgroundDuringPresentation`.
    public var obscuresBackgroundDuringPresentation = true { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// Whether the navigation bar's title rows give way to the search bar while searching
    /// (default `true`). Mirrors `UISearchController.hidesNavigationBarDuringPresentation`.
    public var hidesNavigationBarDuringPresentation = true

    /// Whether the Cancel button shows while the search is active (default `true`). Mirrors
    /// `UISearchController.automaticallyShowsCancelButton`.
    public var automaticallyShowsCancelButton = true

    /// Whether the scope bar shows while the search is active (default `true`). Mirrors
    /// `UISearchController.automaticallyShowsScopeBar`.
    public var automaticallyShowsScopeBar = true

    /// Whether the results controller shows once the search text is not empty (default
    /// `true`). Mirrors `UISearchController.automaticallyShowsSearchResultsController`.
    public var automaticallyShowsSearchResultsController = true

    /// Whether the results controller's view is shown (over the dimmed content). Mirrors
    /// `UISearchController.showsSearchResultsController`.
    public var showsSearchResultsController = false { didSet { updateResultsVisibility() } }

    /// Whether the search is active. Setting it presents or dismisses the search controller
    /// (without making the bar first responder, as in UIKit). Mirrors
    /// `UISearchController.isActive`.
    public var isActive: Bool {
        get { _isActive }
        set {
            guard newValue != _isActive else { return }
            if newValue { activate(fromEditing: false) } else { deactivate() }
        }
    }
    var _isActive = false

    /// The controller whose navigation item carries this search controller.
    weak var navigationItemOwner: UIViewController?
    /// Told when the search becomes active or inactive (the navigation bar rearranges).
    var onActiveChange: (() -> Void)?

    /// Creates a search controller whose results `searchResultsController` shows (`nil`: the
    /// searched content shows them). Mirrors `UISearchController.init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        self.searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.rowHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.controller = self
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
    }

    /// Creates a search controller that shows results in the searched content. Mirrors
    /// `UISearchController.init()`.
    public convenience override init() { self.init(searchResultsController: nil) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        let v = SearchControllerView(frame: UIScreen.main.bounds)
        v.controller = self
        view = v
        if let results = searchResultsController {
            addChild(results)
            v.addSubview(results.view)
            results.didMove(toParent: self)
        }
        updateResultsVisibility()
    }

    func updateResultsVisibility() {
        searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
        (viewIfLoaded as? SearchControllerView)?.setNeedsLayout()
    }

    /// Asks the updater for new results.
    func updateResults() {
        if automaticallyShowsSearchResultsController, searchResultsController != nil {
            let shows = !(searchBar.text ?? "").isEmpty
            if shows != showsSearchResultsController { showsSearchResultsController = shows }
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
