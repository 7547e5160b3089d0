import Foundation
import Vitrine

extension SoftwareKeyboard {
    func installHost() {}
    func uninstallHost() {}
}
