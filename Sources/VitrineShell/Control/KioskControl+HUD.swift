import Vitrine

extension KioskControl {
    /// `hud on|off`: shows or removes the frame-time HUD (FrameTimeHUD) on the control's screen.
    package func installHUDCommand() {
        var hud: FrameTimeHUD?
        register(KioskControlCommandHandler(name: "hud", usage: "hud on|off") { [weak self] request in
            guard let self else { return }
            switch request.arguments {
            case ["on"]:
                let h = hud ?? FrameTimeHUD(screen: self.screen)
                hud = h
                let was = h.isShown
                h.show()
                request.respond(.ok(was ? "hud on (unchanged)" : "hud on", fields: [("hud", true)]))
            case ["off"]:
                let was = hud?.isShown ?? false
                hud?.hide()
                hud = nil
                request.respond(.ok(was ? "hud off" : "hud off (unchanged)", fields: [("hud", false)]))
            default:
                request.respond(.error("usage: hud on|off"))
            }
        })
    }
}
