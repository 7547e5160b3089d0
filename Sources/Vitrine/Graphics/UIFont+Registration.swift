import Foundation
import VitrineGraphics
import VitrinePlatform

extension UIFont {
    /// Why a font file could not be registered.
    public struct RegistrationError: Error, Equatable, CustomStringConvertible {
        /// The file.
        public var url: URL
        /// What went wrong, in words.
        public var reason: String
        public var description: String { "cannot register font \(url.path): \(reason)" }
    }

    /// Makes the fonts in the file at `url` (a `.ttf`, `.otf` or `.ttc` the app ships in its
    /// resource bundle: `Bundle.module.url(forResource: "Brand", withExtension: "otf")`)
    /// available to this process: afterwards `UIFont(name:size:)` finds them by family
    /// (`"Brand Sans"`) or PostScript name (`"BrandSans-Bold"`), and
    /// `UIFontDescriptor.withFamily(_:)` resolves to them. Vitrine's form of
    /// `CTFontManagerRegisterFontsForURL(_:_:_:)` with the process scope, through fontconfig's
    /// `FcConfigAppFontAddFile`. A missing file, a FIFO or device, or a file that is not a font
    /// is refused with a log line and this error; nothing else changes. Registering the same
    /// file again is harmless. Returns the family name of the file's first face.
    @discardableResult
    public static func registerFonts(at url: URL) throws(RegistrationError) -> String {
        guard url.isFileURL else {
            let error = RegistrationError(url: url, reason: "not a file URL")
            Log.ui.error("\(error)")
            throw error
        }
        switch FontDatabase.shared.registerAppFont(at: url.path) {
        case .success(let face):
            Log.ui.info("registered font \(url.path): \(face.familyName) (\(face.postScriptName ?? face.styleName))")
            return face.familyName
        case .failure(let failure):
            let error = RegistrationError(url: url, reason: failure.reason ?? "\(failure.call) failed with FreeType error \(failure.code)")
            Log.ui.error("\(error); UIFont(name:size:) will not find it")
            throw error
        }
    }
}
