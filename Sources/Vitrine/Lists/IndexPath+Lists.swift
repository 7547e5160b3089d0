import Foundation

extension IndexPath {
    /// A path to a row of a table section. Mirrors UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to an item of a collection section. Mirrors UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index; 0 for an empty path). Mirrors UIKit's `IndexPath.section`.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row within the section (the second index; 0 for a shorter path). Mirrors UIKit's
    /// `IndexPath.row`.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item within the section (the same index as `row`). Mirrors UIKit's `IndexPath.item`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
