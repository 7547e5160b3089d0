import Vitrine
import VitrineGraphics

/// The fixed set of fonts goldens are drawn with, so a golden does not depend on the fonts
/// installed on the machine that runs the test: inside `pinned(_:)` fontconfig knows these
/// files and no other (no configuration file is read: not `FONTCONFIG_FILE`, not
/// `~/.fonts`, not `/usr/local/share/fonts`), so family names, per-character fallback and
/// emoji all come from them.
///
/// The set is what `make deps` installs (Debian 12 packages): DejaVu (`fonts-dejavu-core`,
/// `fonts-dejavu-extra`), Inter (`fonts-inter`, the standard system family), Noto Sans
/// Devanagari (`fonts-noto-core`), Noto Sans CJK (`fonts-noto-cjk`), Noto Color Emoji
/// (`fonts-noto-color-emoji`) and Material Icons (`fonts-material-design-icons-iconfont`).
/// A file that is missing is a font missing from every golden (the golden then differs, and
/// the message points at the actual image: install the packages).
public enum GoldenFonts {
    /// Directories whose every font is in the set.
    public static let directories = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/opentype/inter",
    ]

    /// Single files in the set.
    public static let files = [
        "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
    ]

    /// Runs `body` with fonts limited to the set and the system font family at its standard
    /// (Inter, no configured files), then puts fontconfig's default configuration and the
    /// previous system font settings back. Build the views inside `body`: a font made before
    /// keeps the face it was given.
    @MainActor
    public static func pinned<T>(_ body: () throws -> T) rethrows -> T {
        try pinned(files: files, directories: directories, body)
    }

    /// Runs `body` with fonts limited to `files` and the fonts in `directories` (a set of a
    /// test's own, such as both weights of a fallback face), as ``pinned(_:)`` does.
    @MainActor
    public static func pinned<T>(files: [String], directories: [String], _ body: () throws -> T) rethrows -> T {
        let family = UIFont.systemFontFamily, systemFiles = UIFont.systemFontFiles
        FontDatabase.shared.replaceConfiguration(FontDatabase.configuration(files: files, directories: directories))
        UIFont.systemFontFamily = .standard
        UIFont.systemFontFiles = .none
        defer {
            FontDatabase.shared.replaceConfiguration(FontDatabase.defaultConfiguration)
            UIFont.systemFontFamily = family
            UIFont.systemFontFiles = systemFiles
        }
        return try body()
    }
}
