import Foundation
import Synchronization
import VitrineGraphics
import VitrinePlatform

extension UIImage {
    /// The image file `name` (PNG or JPEG) from the app's resources, in the variant for the
    /// main screen's scale; `nil` with a log line when there is none. Mirrors
    /// `UIImage(named:)`. See ``init(named:in:compatibleWith:)`` for where it looks.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image file `name` from `bundle` (an app passes `Bundle.module` for the resources
    /// of its SwiftPM target) or, when `nil`, from `Bundle.main` and the SwiftPM resource
    /// bundles beside the executable (`*.resources` directories on Linux, `*.bundle`
    /// elsewhere), in the variant for `traitCollection`'s `displayScale` (or the main
    /// screen's scale when it has none). Mirrors `UIImage(named:in:compatibleWith:)`.
    ///
    /// - A name without an extension tries `.png`, then `.jpg`, then `.jpeg`.
    /// - On a 2× screen `name@2x` is taken, else `name@3x`, else the plain `name` (on 3×:
    ///   `@3x`, `@2x`, plain; on 1×: plain, `@2x`, `@3x`): the exact scale, then larger ones
    ///   (sharper when scaled down), then smaller ones. The image's `scale` is the variant's,
    ///   so its size in points is the same whichever file was found.
    /// - Asset catalogs (`.xcassets`, compiled `.car` files) are not read: put the files in
    ///   the bundle as they are (`resources: [.process("Images")]` flattens them into it).
    /// - Decoded images are kept in ``NamedImageCache/shared`` (bounded by bytes, emptied on
    ///   a memory warning), so asking again costs no file access or decoding.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIImage.mainScreenScale
        guard let found = UIImage.loadNamed(name, directories: UIImage.searchDirectories(bundle), scale: scale) else { return nil }
        self.init(image: found.image, scale: found.scale)
    }

    /// The image file `name` from `bundle`, as ``init(named:in:compatibleWith:)`` with the
    /// main screen's scale. Mirrors `UIImage(named:in:with:)`; a configuration matters only
    /// to symbol images, so it is not used for image files.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// The main screen's scale, read on the main thread (and remembered for other threads).
    static var mainScreenScale: CGFloat {
        if Thread.isMainThread {
            let s = MainActor.assumeIsolated { UIScreen.main.scale }
            lastMainScreenScale.store(Double(s).bitPattern, ordering: .relaxed)
            return s
        }
        let s = CGFloat(Double(bitPattern: lastMainScreenScale.load(ordering: .relaxed)))
        return s > 0 ? s : 1
    }

    private static let lastMainScreenScale = Atomic<UInt64>(Double(1).bitPattern)

    /// Where `UIImage(named:)` looks: the bundle's resources, or with none the main bundle
    /// and the SwiftPM resource bundles beside the executable.
    package static func searchDirectories(_ bundle: Bundle?) -> [URL] {
        if let bundle {
            return unique([bundle.resourceURL, bundle.bundleURL].compactMap { $0 })
        }
        var dirs = [Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap { $0 }
        if let exeDir = Bundle.main.executableURL?.deletingLastPathComponent(),
           let names = try? FileManager.default.contentsOfDirectory(atPath: exeDir.path) {
            dirs.append(exeDir)
            for n in names.sorted() where n.hasSuffix(".resources") || n.hasSuffix(".bundle") {
                dirs.append(exeDir.appendingPathComponent(n, isDirectory: true))
            }
        }
        return unique(dirs)
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen = Set<String>()
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The extensions tried for a name without one, in order.
    static let namedExtensions = ["png", "jpg", "jpeg"]

    /// The candidate files for `name` at `scale`, best first, with each one's scale.
    package static func candidateFiles(_ name: String, scale: CGFloat) -> [(file: String, scale: CGFloat)] {
        var base = name
        var exts = namedExtensions
        let ext = (name as NSString).pathExtension.lowercased()
        if namedExtensions.contains(ext) {
            base = (name as NSString).deletingPathExtension
            exts = [(name as NSString).pathExtension]
        }
        // A name that already says its variant ("logo@2x") is that file.
        for s in [2, 3] where base.hasSuffix("@\(s)x") {
            return exts.map { ("\(base).\($0)", CGFloat(s)) }
        }
        let target = min(3, max(1, Int(scale.rounded())))
        let order = [target] + Array(stride(from: target + 1, through: 3, by: 1)) + Array(stride(from: target - 1, through: 1, by: -1))
        return order.flatMap { s in exts.map { ext in ("\(base)\(s == 1 ? "" : "@\(s)x").\(ext)", CGFloat(s)) } }
    }

    /// Finds, decodes (or takes from the cache) the best variant of `name`.
    static func loadNamed(_ name: String, directories: [URL], scale: CGFloat) -> (image: Image, scale: CGFloat)? {
        let cache = NamedImageCache.shared
        let key = directories.map(\.path).joined(separator: "\n") + "\u{0}" + name + "\u{0}\(scale)"
        if let hit = cache.image(forKey: key) { return hit }
        guard !name.isEmpty, !name.contains("\u{0}") else {
            Log.ui.error("UIImage(named:): \(name.isEmpty ? "an empty name" : "a name with a NUL byte")")
            return nil
        }
        let candidates = candidateFiles(name, scale: scale)
        for dir in directories {
            for c in candidates {
                let path = dir.appendingPathComponent(c.file).path
                guard FileManager.default.fileExists(atPath: path) else { continue }
                guard let d = decoded({ try ImageCodec.decode(contentsOf: path) }) else { return nil }
                let variantScale = c.scale * CGFloat(d.pixelScale)
                cache.insert(d.image, scale: variantScale, forKey: key)
                return (d.image, variantScale)
            }
        }
        Log.ui.error("UIImage(named: \"\(name)\"): no such image (tried \(candidates.map(\.file).joined(separator: ", ")) in \(directories.map(\.path).joined(separator: ", "))); asset catalogs are not read")
        return nil
    }
}
