import Foundation
@testable import Vitrine
import VitrineGraphics

/// A one-line label's height as `UILabel.sizeThatFits` reports it: the font's line height
/// rounded up to whole points.
@MainActor func lineHeight(_ font: UIFont) -> CGFloat { font.lineHeight.rounded(.up) }

/// A solid image of `w`×`h` points.
func solidImage(_ w: Int, _ h: Int, _ c: Color = Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)) -> UIImage {
    UIImage(image: Image(width: w, height: h) { _, _ in c })
}

/// A cell of `style`, `width`×44, laid out.
@MainActor func layoutCell(_ style: UITableViewCell.CellStyle, width: CGFloat = 320, height: CGFloat = 44,
                           _ configure: (UITableViewCell) -> Void) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: "c")
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    configure(cell)
    cell.layoutIfNeeded()
    return cell
}
