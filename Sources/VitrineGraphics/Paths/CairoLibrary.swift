import CCairo

/// Cairo, opened the first time a path is drawn (not at exec: Debian's libcairo links X11 and
/// xcb, which a panel that draws no path has no use for).
package enum CairoLibrary {
    /// Whether cairo could be opened. The first time it cannot, the font database's log says
    /// why, once; paths are then drawn as nothing.
    package static var isAvailable: Bool { availability }

    private static let availability: Bool = {
        var reason = [CChar](repeating: 0, count: 512)
        if vitrine_cairo_load(&reason, reason.count) { return true }
        let soname = String(cString: vitrine_cairo_soname)
        let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        FontDatabase.shared.log("cannot load \(soname) (install libcairo2): paths and their shadows are not drawn: \(why)")
        return false
    }()
}
