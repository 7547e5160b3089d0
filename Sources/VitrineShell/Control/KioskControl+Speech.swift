import Vitrine

extension KioskControl {
    /// `speech on|off`: starts or stops the screen reader (ScreenReader) on the control's
    /// screen; `speech --follow` streams what is spoken (KioskControl+SpeechFollow.swift).
    package func installSpeechCommand() {
        register(KioskControlCommandHandler(name: "speech", usage: "speech on|off|--follow") { [weak self] request in
            guard let self else { return }
            if request.arguments == ["--follow"] {
                self.followSpeech(request)
                return
            }
            guard let reader = self.screenReader else {
                request.respond(.error("speech: this kiosk has no screen reader"))
                return
            }
            let was = reader.isRunning
            switch request.arguments {
            case ["on"]:
                reader.start()
                request.respond(.ok(was ? "speech on (unchanged)" : "speech on", fields: [("speech", true)]))
            case ["off"]:
                reader.stop()
                request.respond(.ok(was ? "speech off" : "speech off (unchanged)", fields: [("speech", false)]))
            default:
                request.respond(.error("usage: speech on|off|--follow"))
            }
        })
    }
}
