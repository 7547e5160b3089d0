import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Records every call of a search bar's delegate, a search controller's delegate and its
/// results updater in one log, in the order they arrive.
@MainActor final class SearchCallRecorder: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var log: [String] = []
    /// The list the updater filters (the table).
    var all: [String] = []
    var shown: [String] = []
    weak var table: UITableView?

    func searchBarShouldBeginEditing(_ b: UISearchBar) -> Bool { log.append("searchBarShouldBeginEditing"); return true }
    func searchBarTextDidBeginEditing(_ b: UISearchBar) { log.append("searchBarTextDidBeginEditing") }
    func searchBarShouldEndEditing(_ b: UISearchBar) -> Bool { log.append("searchBarShouldEndEditing"); return true }
    func searchBarTextDidEndEditing(_ b: UISearchBar) { log.append("searchBarTextDidEndEditing") }
    func searchBar(_ b: UISearchBar, textDidChange t: String) { log.append("textDidChange \(t)") }
    func searchBar(_ b: UISearchBar, shouldChangeTextIn r: NSRange, replacementText t: String) -> Bool {
        log.append("shouldChangeTextIn {\(r.location),\(r.length)} \(t)"); return true
    }
    func searchBarSearchButtonClicked(_ b: UISearchBar) { log.append("searchBarSearchButtonClicked") }
    func searchBarCancelButtonClicked(_ b: UISearchBar) { log.append("searchBarCancelButtonClicked") }
    func searchBar(_ b: UISearchBar, selectedScopeButtonIndexDidChange i: Int) { log.append("selectedScopeButtonIndexDidChange \(i)") }
    func willPresentSearchController(_ c: UISearchController) { log.append("willPresentSearchController") }
    func didPresentSearchController(_ c: UISearchController) { log.append("didPresentSearchController") }
    func willDismissSearchController(_ c: UISearchController) { log.append("willDismissSearchController") }
    func didDismissSearchController(_ c: UISearchController) { log.append("didDismissSearchController") }

    /// Filters `all` by the bar's text (case-insensitive prefix of any word) and reloads the table.
    func updateSearchResults(for c: UISearchController) {
        let text = c.searchBar.text ?? ""
        log.append("updateSearchResults \"\(text)\" scope \(c.searchBar.selectedScopeButtonIndex)")
        shown = text.isEmpty ? all : all.filter { $0.lowercased().hasPrefix(text.lowercased()) }
        table?.reloadData()
    }
}

/// A plain table controller listing what the recorder shows.
@MainActor final class SearchListController: UITableViewController {
    let recorder: SearchCallRecorder
    init(recorder: SearchCallRecorder) {
        self.recorder = recorder
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { return nil }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recorder.shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "s") ?? UITableViewCell(style: .default, reuseIdentifier: "s")
        c.textLabel?.text = recorder.shown[indexPath.row]
        return c
    }
}

/// A navigation controller whose large-title root lists fruit, with a search controller in its
/// navigation item (results in the same table; the bar shown without scrolling unless asked).
@MainActor struct SearchScene {
    let h: HeadlessHarness
    let nav: UINavigationController
    let list: SearchListController
    let search: UISearchController
    let recorder: SearchCallRecorder

    static let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Date", "Fig"]

    /// `pushedOver`: the list is pushed over a root titled "Root"; `presented`: the navigation
    /// controller is presented full screen by the window's root (a plain controller).
    init(width: Int = 480, height: Int = 320, scale: Double = 1, dark: Bool = false, hidesWhenScrolling: Bool = false,
         scopes: [String]? = nil, results: UIViewController? = nil, pushedOver: Bool = false, presented: Bool = false) {
        h = HeadlessHarness(width: width, height: height, scale: scale)
        if dark { h.screen.userInterfaceStyle = .dark }
        recorder = SearchCallRecorder()
        recorder.all = Self.fruit
        recorder.shown = Self.fruit
        list = SearchListController(recorder: recorder)
        list.title = "Fruit"
        search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        search.searchBar.scopeButtonTitles = scopes
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = hidesWhenScrolling
        if pushedOver {
            let root = UIViewController()
            root.title = "Root"
            nav = UINavigationController(rootViewController: root)
            nav.pushViewController(list, animated: false)
        } else {
            nav = UINavigationController(rootViewController: list)
        }
        nav.navigationBar.prefersLargeTitles = true
        if presented {
            let base = UIViewController()
            h.window.rootViewController = base
            h.renderFrames()
            nav.modalPresentationStyle = .fullScreen
            base.present(nav, animated: false)
        } else {
            h.window.rootViewController = nav
        }
        recorder.table = list.tableView
        h.renderFrames()
    }

    /// The centre of `view` in the window.
    func centre(of view: UIView) -> CGPoint {
        let r = view.convert(view.bounds, to: h.window)
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// The user types `text` one character at a time (what the keyboard does).
    func type(_ text: String) {
        for ch in text { search.searchBar.searchTextField.insertText(String(ch)) }
    }

    /// The rows the table lists (its data source's count, the texts the updater left).
    var rows: [String] {
        let n = list.tableView.numberOfRows(inSection: 0)
        return n == recorder.shown.count ? recorder.shown : ["table lists \(n), data \(recorder.shown.count)"]
    }

    /// Whether anything the search put on screen is still in the window: the search
    /// controller's view (its dimming) or a results controller's view.
    var searchViewsInWindow: Bool {
        func contains(_ v: UIView) -> Bool { v is SearchControllerView || v.subviews.contains(where: contains) }
        return contains(h.window) || search.searchResultsController?.viewIfLoaded?.window != nil
    }

    /// The user taps the search field (and the tap is recognised: a text field's tap waits
    /// for a possible double tap), then the presentation finishes.
    func tapField() {
        h.tap(at: centre(of: search.searchBar.searchTextField))
        h.advance(by: 1)
    }
}
