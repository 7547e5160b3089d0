// Apps import Vitrine the way they import UIKit: the geometry and colour types
// (CGAffineTransform, Color, ...) come with it, as CoreGraphics does with UIKit.
@_exported import Foundation
@_exported import VitrineGraphics
