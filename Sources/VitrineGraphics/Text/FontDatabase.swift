import CFontconfig
import Foundation

/// Where a face lives: a font file and the face's index in it (non-zero in collections such
/// as `NotoSansCJK-Regular.ttc`).
public struct FaceLocation: Hashable, Sendable {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
}

/// The installed fonts, through fontconfig: faces by family or PostScript name, weight and
/// slant, and the per-character fallback for characters a face lacks.
///
/// Every face is opened once (through `FontFace`, which refuses FIFOs and devices) and shared,
/// keyed by file and index. Fallback answers are cached per (face, character), so a lookup
/// runs once per character a face lacks, never per frame; name lookups are cached per (name,
/// weight, slant). When fontconfig cannot load its
/// configuration, every lookup answers `nil` and faces opened by file still work.
///
/// fontconfig is not used from two threads at once: every call goes through one lock.
public final class FontDatabase: @unchecked Sendable {
    // @unchecked: all state is behind `lock`.

    /// The process's font database.
    public static let shared = FontDatabase()

    /// fontconfig's weights (`FC_WEIGHT_*`): 0 thin … 80 regular … 200 bold … 210 black.
    public typealias Weight = Int
    /// `FC_WEIGHT_REGULAR`.
    public static let regularWeight: Weight = 80
    /// `FC_WEIGHT_BOLD`.
    public static let boldWeight: Weight = 200

    /// Upright or slanted (`FC_SLANT_ROMAN`, `FC_SLANT_ITALIC`).
    public enum Slant: Sendable {
        case roman, italic

        var fontconfigValue: Int32 { self == .roman ? 0 : 100 }
    }

    private let lock = NSLock()
    private var configState: ConfigState = .notLoaded
    private var faces: [FaceLocation: Result<FontFace, FontError>] = [:]
    /// fontconfig's sorted fallback list per primary face (`FcFontSort`), kept for its life.
    private var fallbackLists: [FallbackListKey: UnsafeMutablePointer<FcFontSet>] = [:]
    private var emoji: FontFace??
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    /// Answers to name lookups, so asking again (a font made in `layoutSubviews`) costs no
    /// `FcFontMatch`.
    private var matches: [MatchKey: FontFace?] = [:]
    private var styles: [FaceLocation: FaceStyle] = [:]
    private var logHandler: (@Sendable (String) -> Void)?
    private var loadConfiguration: () -> OpaquePointer?

    private enum ConfigState { case notLoaded, loaded(OpaquePointer), unavailable }
    private struct FallbackKey: Hashable { var primary: FaceLocation; var scalar: UInt32; var language: String? }
    private struct FallbackListKey: Hashable { var primary: FaceLocation; var language: String? }
    private struct MatchKey: Hashable { var property: String; var value: String; var weight: Weight?; var slant: Slant? }

    /// A database over fontconfig's default configuration, loaded on first use.
    /// The corresponding C function is `FcInitLoadConfigAndFonts`.
    public convenience init() {
        self.init(loadConfiguration: { FcInitLoadConfigAndFonts() })
    }

    /// A database over the configuration `loadConfiguration` returns on first use (it owns
    /// it); `nil` stands for fontconfig failing, which tests use.
    package init(loadConfiguration: @escaping () -> OpaquePointer?) {
        self.loadConfiguration = loadConfiguration
    }

    deinit {
        for set in fallbackLists.values { FcFontSetDestroy(set) }
        if case .loaded(let config) = configState { FcConfigDestroy(config) }
    }

    /// Drops the configuration and every answer it gave (name matches, fallback lists and
    /// answers, the emoji face, styles), and loads the next one with `load` on first use:
    /// the testing kit pins goldens to a fixed set of font files with it, then goes back to
    /// fontconfig's default. Faces already opened stay open (they are keyed by file).
    package func replaceConfiguration(_ load: @escaping () -> OpaquePointer?) {
        lock.lock(); defer { lock.unlock() }
        for set in fallbackLists.values { FcFontSetDestroy(set) }
        fallbackLists.removeAll()
        if case .loaded(let config) = configState { FcConfigDestroy(config) }
        configState = .notLoaded
        matches.removeAll()
        fallbacks.removeAll()
        emoji = nil
        styles.removeAll()
        loadConfiguration = load
    }

    /// fontconfig's default configuration (what `init()` loads).
    package static func defaultConfiguration() -> OpaquePointer? { FcInitLoadConfigAndFonts() }

    /// A configuration that knows the fonts in `files` and in `directories` (recursively) and
    /// no other: no configuration file is read (no `FONTCONFIG_FILE`, no system or user font
    /// directories, no aliases), so names, fallback and emoji are answered from these fonts
    /// only. Paths that do not exist are skipped (the fonts are then missing, as they would
    /// be on a machine without them). The corresponding C functions are `FcConfigCreate` and
    /// `FcConfigAppFontAddFile`.
    package static func configuration(files: [String], directories: [String]) -> () -> OpaquePointer? {
        {
            guard let config = FcConfigCreate() else { return nil }
            // File by file (sorted, so the order never depends on the directory's): adding a
            // directory would make fontconfig want a cache directory, which this bare
            // configuration does not have.
            let inDirectories = directories.flatMap { d in
                (FileManager.default.enumerator(atPath: d)?.allObjects as? [String] ?? [])
                    .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }
                    .sorted().map { d + "/" + $0 }
            }
            for f in inDirectories + files where FileManager.default.fileExists(atPath: f) {
                _ = FcConfigAppFontAddFile(config, Array(f.utf8) + [0])
            }
            return config
        }
    }

    /// Where the graphics layer's log lines go (a font that cannot be opened, a character no
    /// font has, cairo missing). Unset, they go nowhere.
    package func setLogHandler(_ handler: (@Sendable (String) -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        logHandler = handler
    }

    /// Sends `message` to the log handler: problems a face meets after it opened (a glyph
    /// index beyond its glyphs, a glyph too big to render). Never call with the database's
    /// lock held.
    package func log(_ message: String) {
        lock.lock()
        let handler = logHandler
        lock.unlock()
        handler?(message)
    }

    // MARK: Faces by file

    /// The face at `path` and `index`, opened once and shared; the error (remembered, not
    /// retried) when it cannot be opened.
    public func face(at location: FaceLocation) -> Result<FontFace, FontError> {
        lock.lock(); defer { lock.unlock() }
        return openFace(location, log: false)
    }

    /// Every face opened so far.
    public var openFaces: [FontFace] {
        lock.lock(); defer { lock.unlock() }
        return faces.values.compactMap { try? $0.get() }
    }

    // MARK: Faces by name

    /// The installed face of `family` nearest to `weight` and `slant`, or `nil` when no face of
    /// that family is installed (fontconfig always answers with *some* font; the answer is
    /// only taken when its family is the one asked for).
    /// The corresponding C functions are `FcFontMatch` with `FC_FAMILY`, `FC_WEIGHT` and
    /// `FC_SLANT`.
    public func face(family: String, weight: Weight = FontDatabase.regularWeight, slant: Slant = .roman) -> FontFace? {
        guard !family.isEmpty else { return nil }
        lock.lock(); defer { lock.unlock() }
        return match(property: "family", value: family, weight: weight, slant: slant)
    }

    /// The installed face whose PostScript name is `postScriptName` (`DejaVuSans-Bold`), or
    /// `nil`. The corresponding C function is `FcFontMatch` with `FC_POSTSCRIPT_NAME`.
    public func face(postScriptName: String) -> FontFace? {
        guard !postScriptName.isEmpty else { return nil }
        lock.lock(); defer { lock.unlock() }
        return match(property: "postscriptname", value: postScriptName, weight: nil, slant: nil)
    }

    // MARK: Styles

    /// What fontconfig reads from a face's file: weight, slant, spacing.
    public struct FaceStyle: Equatable, Sendable {
        /// `FC_WEIGHT` (80 regular, 200 bold).
        public var weight: Weight
        /// Whether `FC_SLANT` is italic or oblique.
        public var italic: Bool
        /// Whether `FC_SPACING` is monospaced (or dual-width, as DejaVu Sans Mono's is not).
        public var monospaced: Bool
    }

    /// `face`'s weight, slant and spacing as fontconfig reads them from its file (cached per
    /// face); regular, upright and proportional when it cannot.
    /// The corresponding C function is `FcFreeTypeQuery`.
    public func style(of face: FontFace) -> FaceStyle {
        let location = FaceLocation(path: face.path, index: face.index)
        lock.lock(); defer { lock.unlock() }
        if let known = styles[location] { return known }
        let style = Self.queryStyle(of: location)
        styles[location] = style
        return style
    }

    // MARK: Fonts an app ships

    /// Makes the faces in the font file at `path` known to fontconfig for this process, so
    /// `face(family:)` and `face(postScriptName:)` find them (what
    /// `CTFontManagerRegisterFontsForURL` does on Apple platforms, for the process scope).
    /// The file is first opened with FreeType (a FIFO, a device or a file that is not a font
    /// is refused with its error, nothing registered); name lookups answered before are
    /// asked again. Returns the first face, whose names the app can then use.
    /// The corresponding C function is `FcConfigAppFontAddFile`.
    public func registerAppFont(at path: String) -> Result<FontFace, FontError> {
        lock.lock(); defer { lock.unlock() }
        let face: FontFace
        switch openFace(FaceLocation(path: path), log: false) {
        case .success(let f): face = f
        case .failure(let error): return .failure(error)
        }
        guard let config else {
            return .failure(FontError(path: path, call: "FcConfigAppFontAddFile", code: -1, reason: "fontconfig is unavailable"))
        }
        guard FcConfigAppFontAddFile(config, Array(path.utf8) + [0]) != 0 else {
            return .failure(FontError(path: path, call: "FcConfigAppFontAddFile", code: -1, reason: "fontconfig cannot read the font"))
        }
        matches.removeAll()
        return .success(face)
    }

    // MARK: Fallback

    /// The face to draw `scalar` with when the text's face is `primary`: `primary` itself when
    /// it has the character, else the first face in fontconfig's sorted fallback list for
    /// `primary` (`FcFontSort` with its family, style and weight: bold text falls back to the
    /// nearest heavier face installed) whose character set has it, else `nil` (a line is logged once
    /// per character). `language` (a BCP 47 tag such as `ko`, `ja`, `zh-cn`) orders the list
    /// by fontconfig's language coverage, so Han characters in Korean text come from the
    /// Korean design. Answers are cached per (primary, character, language).
    /// The corresponding C functions are `FcFontSort` (with `FC_LANG`) and `FcCharSetHasChar`.
    public func fallbackFace(for scalar: Unicode.Scalar, primary: FontFace, language: String? = nil) -> FontFace? {
        if primary.hasGlyph(for: scalar) { return primary }
        let location = FaceLocation(path: primary.path, index: primary.index)
        let key = FallbackKey(primary: location, scalar: scalar.value, language: language)
        lock.lock(); defer { lock.unlock() }
        if let cached = fallbacks[key] { return cached }
        let found = searchFallback(for: scalar, primary: primary, location: location, language: language)
        fallbacks.updateValue(found, forKey: key)
        if found == nil {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            logHandler?("no installed font has U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex); drawing a missing-glyph box")
        }
        return found
    }

    /// The number of (face, character) fallback answers cached.
    public var cachedFallbackCount: Int {
        lock.lock(); defer { lock.unlock() }
        return fallbacks.count
    }

    // MARK: Internals (call with `lock` held)

    /// Opens (once) the face at `location`; with `log`, a failure to open it is logged the
    /// first time.
    private func openFace(_ location: FaceLocation, log: Bool) -> Result<FontFace, FontError> {
        if let known = faces[location] { return known }
        let result: Result<FontFace, FontError>
        do {
            result = .success(try FontFace(path: location.path, index: location.index))
        } catch let error as FontError {
            result = .failure(error)
            if log { logHandler?("\(error); skipping it") }
        } catch {
            result = .failure(FontError(path: location.path, call: "FT_New_Face", code: -1, reason: "\(error)"))
        }
        faces[location] = result
        return result
    }

    /// fontconfig's configuration, loaded on first use; `nil` (logged once, not retried) when
    /// it cannot be loaded.
    private var config: OpaquePointer? {
        switch configState {
        case .loaded(let config): return config
        case .unavailable: return nil
        case .notLoaded:
            guard let config = loadConfiguration() else {
                configState = .unavailable
                logHandler?("fontconfig: cannot load its configuration; only the configured font files are used")
                return nil
            }
            configState = .loaded(config)
            return config
        }
    }

    private func match(property: String, value: String, weight: Weight?, slant: Slant?) -> FontFace? {
        let key = MatchKey(property: property, value: value, weight: weight, slant: slant)
        if let known = matches[key] { return known }
        let found = uncachedMatch(property: property, value: value, weight: weight, slant: slant)
        matches.updateValue(found, forKey: key)
        return found
    }

    private func uncachedMatch(property: String, value: String, weight: Weight?, slant: Slant?) -> FontFace? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, property, Array(value.utf8) + [0])
        if let weight { FcPatternAddInteger(pattern, "weight", Int32(weight)) }
        if let slant { FcPatternAddInteger(pattern, "slant", slant.fontconfigValue) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        // fontconfig answers with its best guess even for a name it has never heard of.
        let wanted = value.lowercased()
        guard strings(of: matched, property).contains(where: { $0.lowercased() == wanted }) else { return nil }
        guard let location = location(of: matched) else { return nil }
        return try? openFace(location, log: true).get()
    }

    private func searchFallback(for scalar: Unicode.Scalar, primary: FontFace, location: FaceLocation, language: String?) -> FontFace? {
        guard let list = fallbackList(for: primary, location: location, language: language) else { return nil }
        let count = Int(list.pointee.nfont)
        guard count > 0, let fonts = list.pointee.fonts else { return nil }
        for i in 0..<count {
            guard let candidate = fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(candidate, "charset", 0, &charset) == FcResultMatch, let charset,
                  FcCharSetHasChar(charset, scalar.value) != 0,
                  let candidateLocation = self.location(of: candidate), candidateLocation != location,
                  case .success(let face) = openFace(candidateLocation, log: true), face.hasGlyph(for: scalar) else { continue }
            return face
        }
        return nil
    }

    /// fontconfig's fallback list for `primary`: every installed font sorted by closeness to
    /// the primary's family and style, trimmed to those that add coverage.
    private func fallbackList(for primary: FontFace, location: FaceLocation, language: String?) -> UnsafeMutablePointer<FcFontSet>? {
        let key = FallbackListKey(primary: location, language: language)
        if let list = fallbackLists[key] { return list }
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", Array(primary.familyName.utf8) + [0])
        FcPatternAddString(pattern, "style", Array(primary.styleName.utf8) + [0])
        Self.addWeight(of: location, to: pattern)
        if let language, !language.isEmpty { FcPatternAddString(pattern, "lang", Array(language.utf8) + [0]) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let list = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
        fallbackLists[key] = list
        return list
    }

    /// The colour emoji face (fontconfig's `emoji` family with colour glyphs: Noto Color Emoji
    /// on Debian), or `nil` when none is installed or it cannot be opened; looked up once.
    /// Text asks for it for characters with emoji presentation (U+1F44B, or U+2764 U+FE0F),
    /// which text faces may also have in black and white.
    /// The corresponding C function is `FcFontMatch` with `FC_FAMILY` "emoji" and `FC_COLOR`.
    public func emojiFace() -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let known = emoji { return known }
        var found: FontFace?
        if let config, let pattern = FcPatternCreate() {
            FcPatternAddString(pattern, "family", Array("emoji".utf8) + [0])
            FcPatternAddBool(pattern, "color", 1)
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            if let matched = FcFontMatch(config, pattern, &result) {
                var color: FcBool = 0
                if FcPatternGetBool(matched, "color", 0, &color) == FcResultMatch, color != 0,
                   let location = location(of: matched) {
                    found = try? openFace(location, log: true).get()
                }
                FcPatternDestroy(matched)
            }
            FcPatternDestroy(pattern)
        }
        emoji = .some(found)
        return found
    }

    private func strings(of pattern: OpaquePointer, _ property: String) -> [String] {
        var values: [String] = []
        var n: Int32 = 0
        var s: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, property, n, &s) == FcResultMatch, let s {
            values.append(String(cString: s))
            n += 1
        }
        return values
    }

    private func location(of pattern: OpaquePointer) -> FaceLocation? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, "index", 0, &index) != FcResultMatch { index = 0 }
        return FaceLocation(path: String(cString: file), index: Int(index))
    }
}
