import Foundation
import Vitrine
import VitrinePlatform

/// The kiosk runtime's side of `@main` on an app delegate (`UIApplicationDelegate.main()` in
/// Vitrine): it arrives here through a C entry point, because the UIKit layer cannot import
/// the runtime. Runs `VitrineKiosk.main` with the delegate the factory makes; never returns.
/// The corresponding C declaration is `vitrine_kiosk_run_app` in CVitrineShims.
@_cdecl("vitrine_kiosk_run_app")
func vitrineKioskRunApp(_ pointer: UnsafeMutableRawPointer) {
    let factory = ApplicationEntry.factory(from: pointer)
    VitrineKiosk.main { _ in
        let made = factory.make()
        guard let delegate = made as? UIApplicationDelegate else {
            FileHandle.standardError.write(Data("<3>\(type(of: made)) is not a UIApplicationDelegate\n".utf8))
            exit(70)
        }
        return delegate
    }
}
