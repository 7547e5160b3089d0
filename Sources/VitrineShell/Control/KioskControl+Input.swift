import Vitrine

extension KioskControl {
    /// The input commands: `tap`, `swipe`, `type`, `key`, `record`, `replay` (each in its file),
    /// sharing one `ControlInputInjector` (their queue of gestures, slot and journal lines).
    func installInputCommands() {
        let injector = ControlInputInjector(control: self)
        registerTap(injector)
        registerSwipe(injector)
        registerType(injector)
        registerKey(injector)
        registerRecord(injector)
        registerReplay(injector)
    }
}
