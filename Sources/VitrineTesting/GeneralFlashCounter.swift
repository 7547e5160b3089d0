import Foundation
import VitrineGraphics

/// Counts general flashes in frames on the virtual clock, by WCAG 2.x's definition (Success
/// Criterion 2.3.1, Three Flashes or Below Threshold; "general flash and red flash
/// thresholds"): a flash is a pair of opposing changes in relative luminance of 10% or more of
/// the maximum, where the darker state is below 0.80, over a concurrent area of at least 25% of
/// a 10° visual field — WCAG's 341×256 px at 1024×768, so `minimumArea` pixels. Content passes
/// when no one-second period has more than three.
///
/// How it counts, conservatively: each pixel's relative luminance (sRGB, Rec. 709 weights)
/// is followed from extreme to extreme; a pixel makes a transition when it moves 10% or more
/// against its last direction (or, at first, either way) with the darker end below 0.80 —
/// however many frames the change takes. A frame where at least `minimumArea` pixels make a
/// transition the same way is a transition of the screen (the area is counted over the whole
/// screen, not per 341×256 window, so it never counts fewer). Consecutive transitions of the
/// screen the same way are one; a flash is two opposing ones. The red-flash threshold is not
/// counted.
public struct GeneralFlashCounter {
    /// The change of relative luminance that counts (10% of the maximum).
    public static let luminanceChange: Float = 0.10
    /// The darker state of a change that counts must be below this.
    public static let darkerLimit: Float = 0.80
    /// A quarter of WCAG's 341×256 px 10° field, in pixels.
    public static let quarterField = 341 * 256 / 4

    /// A transition of the screen: its time and direction (+1 lighter, −1 darker).
    public struct Transition: Equatable, Sendable {
        public var time: Double
        public var direction: Int
    }

    /// The concurrent area, in pixels, a transition of the screen needs.
    public let minimumArea: Int
    /// The screen's transitions so far, opposing each other in turn.
    public private(set) var transitions: [Transition] = []
    /// The most pixels that made a transition together in one frame (what `minimumArea` is
    /// measured against).
    public private(set) var largestArea = 0

    private var width = 0, height = 0
    private var extreme: [Float] = []
    private var direction: [Int8] = []
    private static let linear: [Float] = (0..<256).map { v in
        let c = Float(v) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// A counter needing `minimumArea` pixels changing together (WCAG's quarter field unless told).
    public init(minimumArea: Int = GeneralFlashCounter.quarterField) {
        self.minimumArea = minimumArea
    }

    /// Counts the flashes in `frames`, in time order.
    public init(frames: [RecordedFrame], minimumArea: Int = GeneralFlashCounter.quarterField) {
        self.init(minimumArea: minimumArea)
        for f in frames { add(f.pixels, at: f.time) }
    }

    /// The relative luminance of an XRGB or ARGB pixel (its colour channels as sRGB).
    public static func relativeLuminance(_ p: UInt32) -> Float {
        0.2126 * linear[Int((p >> 16) & 0xFF)] + 0.7152 * linear[Int((p >> 8) & 0xFF)] + 0.0722 * linear[Int(p & 0xFF)]
    }

    /// Takes the next frame, shown at `time` (seconds). A frame of another size starts the
    /// pixels' histories again.
    public mutating func add(_ frame: PixelBuffer, at time: Double) {
        if frame.width != width || frame.height != height || extreme.isEmpty {
            width = frame.width; height = frame.height
            extreme = []; extreme.reserveCapacity(width * height)
            for y in 0..<height { for p in frame.row(y) { extreme.append(Self.relativeLuminance(p)) } }
            direction = [Int8](repeating: 0, count: width * height)
            return
        }
        var up = 0, down = 0
        extreme.withUnsafeMutableBufferPointer { ext in
            direction.withUnsafeMutableBufferPointer { dir in
                for y in 0..<height {
                    let row = frame.row(y)
                    for x in 0..<width {
                        let i = y * width + x
                        let l = Self.relativeLuminance(row[x]), e = ext[i], d = dir[i]
                        if l == e { continue }
                        let rising = l > e
                        if (rising && d > 0) || (!rising && d < 0) { ext[i] = l; continue }  // further the same way
                        guard abs(l - e) >= Self.luminanceChange, min(l, e) < Self.darkerLimit else { continue }
                        ext[i] = l
                        dir[i] = rising ? 1 : -1
                        if rising { up += 1 } else { down += 1 }
                    }
                }
            }
        }
        largestArea = max(largestArea, up, down)
        for (count, way) in [(up, 1), (down, -1)] where count >= minimumArea {
            if transitions.last?.direction != way { transitions.append(Transition(time: time, direction: way)) }
        }
    }

    /// The most flashes (pairs of opposing transitions) within any one second.
    public var maximumFlashesPerSecond: Int {
        var best = 0
        for (i, t) in transitions.enumerated() {
            let inWindow = transitions[i...].prefix { $0.time < t.time + 1 }.count
            best = max(best, inWindow / 2)
        }
        return best
    }
}
