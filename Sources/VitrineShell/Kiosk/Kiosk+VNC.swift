import Foundation
import Vitrine
import VitrinePlatform

/// The kiosk's VNC server: what it serves, and where its input goes.
@MainActor
public final class KioskVNC {
    /// The server.
    public let server: VNCServer
    /// Its remote input.
    public let input: VNCRemoteInput
    let observer: UIScreen.PresentObserverToken
    weak var screen: UIScreen?

    init(server: VNCServer, input: VNCRemoteInput, observer: UIScreen.PresentObserverToken, screen: UIScreen) {
        self.server = server
        self.input = input
        self.observer = observer
        self.screen = screen
    }

    func stop() {
        screen?.removePresentObserver(observer)
        server.stop()
    }
}

extension Kiosk {
    /// Serves the screen over VNC when the display is the `vnc` backend, or `[remote] vnc` asks
    /// for the mirror. The backend cannot run without its server (an error naming the keys);
    /// a mirror that cannot start is logged and the kiosk runs on without it.
    func startVNCIfConfigured() throws(KioskStartError) {
        guard let display, let screen else { return }
        let isBackend = display.name == "vnc"
        let remote = settings.configuration.remote
        guard isBackend || remote.vnc else { return }
        do throws(VNCServerError) {
            let server = try VNCServer(configuration: remote.serverConfiguration)
            try server.start(size: display.pixelSize)
            let input = VNCRemoteInput()
            input.toPanel = { [weak display] in display?.panelToInterface.inverted() ?? .identity }
            input.imageSize = { [weak display] in display?.pixelSize ?? PixelSize(width: 1, height: 1) }
            input.now = { [clock] in clock.now }
            input.keyLookup = Self.keyLookup(screen: screen)
            input.perform = { [weak self, weak screen] actions in
                for action in actions {
                    switch action {
                    case .events(let events): self?.deliverInput(events)
                    case .text(let text):
                        // Like a key: it counts as input, and text typed at a blank panel only
                        // wakes it.
                        if let idle = self?.idle {
                            let wasBlank = idle.state == .blanked
                            idle.wake()
                            if wasBlank { continue }
                        }
                        screen?.textInput.perform(.text(text))
                    }
                }
            }
            input.attach(to: server)
            let token = screen.addPresentObserver { [weak server] buffer, damage in server?.present(buffer, damage: damage) }
            vnc = KioskVNC(server: server, input: input, observer: token, screen: screen)
            say("VNC on \(VNCListenAddress(host: remote.vncListen.host, port: server.port))" + (isBackend ? "" : " (mirror of \(display.name))"))
        } catch {
            if isBackend {
                throw KioskStartError(.remoteConsole, "cannot serve VNC ([remote] vnc_listen, vnc_password_file): \(error)")
            }
            complain("no VNC mirror ([remote] vnc): \(error)", priority: 3)
        }
    }

    /// The key that types a keysym on the kiosk's keymap (`[input.keyboard]`); printable
    /// keysyms the keymap has no key for get none (they are typed as text), other keys
    /// (Return, arrows, modifiers) fall back to ``VNCKeysyms``.
    static func keyLookup(screen: UIScreen) -> (UInt32) -> (code: Int, shifted: Bool)? {
        var cached: (keymap: ObjectIdentifier, table: [UInt32: (code: Int, shifted: Bool)])?
        return { [weak screen] keysym in
            if let keymap = screen?.keyboard.state?.keymap {
                if cached?.keymap != ObjectIdentifier(keymap) { cached = (ObjectIdentifier(keymap), keymap.keysForKeysyms()) }
                if let key = cached?.table[keysym] { return key }
            }
            return VNCKeysyms.text(for: keysym) == nil ? VNCKeysyms.key(for: keysym) : nil
        }
    }

    /// Closes the VNC server, if any.
    func stopVNC() {
        vnc?.stop()
        vnc = nil
    }
}
