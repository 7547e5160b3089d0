import VitrinePlatform

/// A command of the control socket beyond the built-in ones (`screenshot`, `tree`, `tap`, …):
/// its name, its usage line for `help`, and what it does. `run` answers the request once, at
/// once or later (`request.respond(.ok(…))`).
public struct KioskControlCommandHandler {
    /// The command word.
    public var name: String
    /// How to call it, for `help` (`"tap <x> <y> | tap --id <identifier>"`).
    public var usage: String
    /// Runs the command on the main actor.
    public var run: @MainActor (KioskControlRequest) -> Void

    public init(name: String, usage: String, run: @escaping @MainActor (KioskControlRequest) -> Void) {
        self.name = name
        self.usage = usage
        self.run = run
    }
}

extension KioskControl {
    /// Adds (or replaces) a command. Registered commands take precedence over built-in ones of
    /// the same name.
    ///
    /// ```swift
    /// control.register(KioskControlCommandHandler(name: "ping", usage: "ping") { request in
    ///     request.respond(.ok("pong"))
    /// })
    /// ```
    public func register(_ command: KioskControlCommandHandler) {
        if registered[command.name] == nil { registeredOrder.append(command.name) }
        registered[command.name] = command
    }

    /// The shell's own commands beyond the built-in ones, one `install…` call per concern (each
    /// in its file: KioskControl+Screenshot.swift, …).
    func installStandardCommands() {
        installScreenshotCommand(); installStatsCommand(); installHUDCommand(); installSpeechCommand()
        installAccessibilityCommand()
        installTreeCommand()
        installInputCommands()
        installWaitIdleCommand()
    }

    /// Runs `line` in-process and returns the reply if the command answered at once (tests;
    /// a deferred reply comes later to `completion`, if given).
    @discardableResult
    public func request(_ line: String, completion: (@MainActor (ControlReply) -> Void)? = nil) -> ControlReply? {
        var immediate: ControlReply?
        var returned = false
        handle(KioskControlRequest(line: line) { reply in
            if !returned { immediate = reply }
            completion?(reply)
        })
        returned = true
        return immediate
    }
}
