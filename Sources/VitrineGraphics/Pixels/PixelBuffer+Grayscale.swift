extension PixelBuffer {
    /// Turns every pixel of `region` grey: each of red, green and blue becomes the pixel's
    /// Rec. 709 luma (0.2126 R + 0.7152 G + 0.0722 B, on the stored values, rounded); the top
    /// byte is kept. A display-level colour filter: pixman has no colour matrix, so this is a
    /// plain loop over the region's rectangles only.
    public func convertToGrayscale(_ region: Region) {
        let words = stride / 4
        for rect in region.rects {
            let r = rect.intersection(bounds)
            guard !r.isEmpty else { continue }
            for y in r.minY..<r.maxY {
                let row = pixels + y * words
                for x in r.minX..<r.maxX {
                    let p = row[x]
                    // Weights in 256ths that sum to 256, so white stays 255.
                    let luma = (54 * ((p >> 16) & 0xFF) + 183 * ((p >> 8) & 0xFF) + 19 * (p & 0xFF) + 128) >> 8
                    row[x] = (p & 0xFF00_0000) | (luma << 16) | (luma << 8) | luma
                }
            }
        }
    }
}
