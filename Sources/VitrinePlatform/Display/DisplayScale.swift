/// Points from the panel's physical size: the rule behind `[display] scale = 0`.
///
/// UIKit's point is about 1/160 inch at arm's length (the first iPhone: 163 pixels per inch at
/// scale 1; Android's baseline density is 160 dpi as well). A panel gets the whole-number
/// scale nearest to its pixel density divided by 160, from 1 to 4: a 10.1" 1280x800 panel
/// (149 ppi) is 1, a 7" 1920x1200 panel (323 ppi) is 2, a 5.5" 1080x1920 panel (400 ppi) is 3.
public enum DisplayScale {
    /// The pixel density a point stands for at scale 1.
    public static let pointsPerInch = 160.0

    /// The pixel density of a panel `pixels` wide and `millimetres` wide (the larger of the
    /// two directions' densities), or `nil` when the panel reports no physical size.
    public static func pixelsPerInch(width: Int, height: Int, widthMM: Int, heightMM: Int) -> Double? {
        var densities: [Double] = []
        if widthMM > 0, width > 0 { densities.append(Double(width) / (Double(widthMM) / 25.4)) }
        if heightMM > 0, height > 0 { densities.append(Double(height) / (Double(heightMM) / 25.4)) }
        return densities.max()
    }

    /// The scale for a panel of this size: `pixelsPerInch / 160` rounded, from 1 to 4; 1 when
    /// the panel reports no physical size (EDID without one, virtual displays).
    public static func derived(width: Int, height: Int, widthMM: Int, heightMM: Int) -> Double {
        guard let ppi = pixelsPerInch(width: width, height: height, widthMM: widthMM, heightMM: heightMM) else { return 1 }
        return min(4, max(1, (ppi / pointsPerInch).rounded()))
    }
}
