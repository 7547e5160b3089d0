import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell

/// Runs a demo scene in the kiosk runtime (VitrineShell's `Kiosk`: display, input, idle,
/// status bar, control socket, state restoration, systemd) and adds the demo's scripted parts:
/// finishing after `--frames`, turning with `--rotate-to`, the guest-test protocol.
@MainActor
enum DemoRun {
    static var kiosk: Kiosk?
    /// The run is ending (`finish`): the scene no longer advances.
    static var isFinishing = false
    /// The demo waits for the host's answer to `@@DUMP` or `@@RESIZE` (`--resize-to`).
    static var isWaitingForHost = false
    /// What runs when the line `afterLine` waits for arrives, in order.
    static var lineWaiters: [@MainActor () -> Void] = []
    /// `--print-text`: the text printed as the last line before exiting.
    static var textToPrint: (@MainActor () -> String)?

    static func start(_ o: DemoOptions, settings: KioskSettings, display choice: KioskDisplayChoice) {
        let k = Kiosk(settings: settings)
        kiosk = k
        // The app's strings in the interface's language (the kiosk sets its layout direction).
        let language = settings.configuration.display.language
        if !DemoStrings.use(language: language), let language {
            k.complain("the demo has no strings in \(language) (it has en and ar): showing English, laid out \(settings.configuration.display.layoutDirection.rawValue)", priority: 5)
        }
        // The text and layout scenes are still: they draw frames one after another only to count them for
        // --frames (and --rotate-to); run as a service, they draw only what changes.
        // The text-input scene counts frames only without scripted typing (typing draws frames as
        // keys land; a still form would never draw a second frame).
        let typing = o.scene == .textInput && (o.typeKeys != nil || o.exitAfterKeys != nil)
        k.drawsContinuously = o.scene == .showcase || o.scene == .dashboard
            || ((o.scene == .text || o.scene == .layout || o.scene == .table || o.scene == .gallery || o.scene == .split || o.scene == .pages
                 || o.scene == .checkin || o.scene == .menu
                 || (o.scene == .textInput && !typing)) && !o.runForever)
        k.onLaunch = { attach(o, to: k) }
        do throws(KioskStartError) {
            try k.start(choice) { screen in DemoAppDelegate(screen: screen, scene: o.scene, checkInIdleTimeout: o.checkInIdleTimeout) }
        } catch {
            // The demo is the executable: it decides that a kiosk without its display ends.
            k.complain("\(error)", priority: 3)
            exit(error.exitStatus)
        }
    }

    /// The demo's hooks, once the app is launched on its screen.
    static func attach(_ o: DemoOptions, to k: Kiosk) {
        guard let screen = k.screen, let display = k.display, let delegate = k.delegate as? DemoAppDelegate else { return }
        if o.presentAlert { delegate.presentSampleAlert() }
        if let seconds = o.busyMain {
            // Blocks the main thread during start-up, before the first frame and before the
            // main queue runs, as a slow start or app code stuck in a long loop would.
            print("vitrine-demo: main thread busy for \(seconds) s")
            fflush(nil)
            Thread.sleep(forTimeInterval: seconds)
        }
        // A demo opened from the menu that animates by itself draws continuously while open
        // (as it does as a scene of its own); back on the menu, only what changes is drawn.
        if let menu = delegate.menu {
            let wasContinuous = k.drawsContinuously
            menu.onSceneChange = { scene in
                k.drawsContinuously = wasContinuous || scene == .showcase || scene == .dashboard
            }
        }
        let clock = screen.clock
        if let g = delegate.gestures {
            let keyboard = screen.keyboard
            var released = 0
            screen.input.onKey = { code, pressed, time in
                // The text the key types in the configured layout (before the press is handled).
                let text = pressed ? (keyboard.state?.text(code: code) ?? "") : ""
                g.reportKey(code: code, pressed: pressed, text: text)
                keyboard.handle(code: code, pressed: pressed, time: time)
                if !pressed { released += 1 }
                if let k = o.exitAfterKeys, released >= k { exit(0) }
            }
        }
        if o.scene == .tap { watchTaps(o, screen: screen, delegate: delegate, display: display, clock: clock) }
        if o.scene == .navigation || o.scene == .tabs { watchNavigation(o, screen: screen, display: display, clock: clock) }
        if !o.simulateTaps.isEmpty || o.simulateDrag != nil { simulateInput(o, screen: screen, clock: clock) }
        if let seconds = o.soak {
            startSoak(seconds: seconds, interval: o.soakInterval, options: o, screen: screen, delegate: delegate, display: display, clock: clock)
        }
        if let recording = o.replay { startReplay(recording, options: o, screen: screen, display: display, clock: clock) }
        delegate.redrawsStillScenes = !o.runForever
        // The carousel turns by itself only when run as a service: a run of --frames frames
        // (screenshots, the guest suite) shows its first page however slow the machine is.
        if !o.runForever { delegate.pages?.stopAutoAdvance() }
        if let form = delegate.guestForm {
            delegate.advancesGuestForm = o.typeKeys == nil && o.exitAfterKeys == nil && !o.runForever
            if o.printText { textToPrint = { form.nameField.text ?? "" } }
            watchTextInput(o, screen: screen, form: form, display: display, clock: clock)
            if let keys = o.typeKeys {
                if let keyboard = k.softwareKeyboard {
                    startTyping(keys, mode: o.inputMode, choosing: o.chooseCandidate, screen: screen, form: form, keyboard: keyboard, clock: clock) { failure in
                        if let failure { FileHandle.standardError.write(Data("vitrine-demo: --type: \(failure)\n".utf8)) }
                        finish(n: screen.frameCount, display: display, options: o, elapsed: 0)
                    }
                } else {
                    FileHandle.standardError.write(Data("vitrine-demo: --type needs the on-screen keyboard\n".utf8))
                }
            }
        }
        let started = clock.now
        var rotationEndsAt: Int?
        // With --resize-to: frame numbers restart once the display has its new size, so the
        // last frame shows the same state as a headless run of --frames frames at that size.
        var base = 0
        var resizeRequested = false
        k.onFramePresented = { n0 in
            guard !isFinishing, !isWaitingForHost else { return }
            let n = n0 - base
            if let target = o.resizeTo {
                if !resizeRequested, n >= o.frames {
                    resizeRequested = true
                    isWaitingForHost = true
                    let wasContinuous = k.drawsContinuously, idleWas = k.idle?.timeouts
                    // The frames restart from 0 once the host answered @@RESIZE.
                    @MainActor func requestResize() {
                        print("@@RESIZE \(target.width)x\(target.height)")
                        fflush(nil)
                        afterLine {
                            isWaitingForHost = false
                            k.drawsContinuously = wasContinuous
                            if let idleWas { k.idle?.timeouts = idleWas }
                            base = screen.frameCount
                            delegate.frameDidPresent(0, of: o.frames)
                        }
                    }
                    if let name = o.screenshotName {
                        print("@@DUMP \(name) \(display.pixelSize.width) \(display.pixelSize.height)")
                        fflush(nil)
                        holdStill()
                        afterLine { requestResize() }
                    } else {
                        requestResize()
                    }
                    return
                }
                if resizeRequested && display.pixelSize != target {
                    // Waiting for the hotplug: keep drawing at the old size.
                    base = n0
                    delegate.frameDidPresent(0, of: o.frames)
                    return
                }
            }
            if n >= o.frames, let target = o.rotateTo, rotationEndsAt == nil {
                let accepted = delegate.window?.setOrientation(target, animated: true) ?? false
                if !accepted { FileHandle.standardError.write(Data("vitrine-demo: the root view controller refused \(target)\n".utf8)) }
                // 0.3 s at 60 Hz is 18 frames; a few more for the final layout.
                rotationEndsAt = n + (accepted ? 24 : 0)
                return
            }
            let endsByCounting = o.exitAfterTaps == nil && o.exitAfterPans == nil && o.typeKeys == nil
                && !(o.scene == .textInput && o.exitAfterKeys != nil) && !o.runForever
            @MainActor func finishNow() {
                var final = o
                if o.resizeTo != nil { final.screenshotName = o.screenshotName.map { "\($0)-resized" } }
                finish(n: n0, display: display, options: final, elapsed: clock.now - started)
            }
            if n >= max(o.frames, rotationEndsAt ?? 0), endsByCounting {
                finishNow()
                // Waiting for the host's screendump: the scene stays on its last frame (no
                // "frame 31 of 30" drawn while the host reads the screen).
                if isFinishing { return }
            }
            // Scripted input (taps, a drag, a replay) is what changes such a scene: no early end.
            let scripted = !o.simulateTaps.isEmpty || o.simulateDrag != nil || o.replay != nil
            if endsByCounting, !scripted, rotationEndsAt == nil || n >= rotationEndsAt ?? 0 {
                endIfStill(after: n, of: o.frames, screen: screen, finish: finishNow)
            }
            delegate.frameDidPresent(n, of: o.frames)
        }
    }
}
