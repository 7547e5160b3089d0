import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What the demo adds to the kiosk runtime: the scene, scripted input, when to finish, and
/// the guest-test protocol (screendumps, resize, writeback).
struct DemoOptions {
    var size: PixelSize
    var frames: Int
    var screenshot: String?
    var scene: VitrineDemo.Scene
    var rotateTo: UIInterfaceOrientation?
    var screenshotName: String?
    var hold: Bool
    var resizeTo: PixelSize? = nil
    var writebackCheck: String? = nil
    var runForever = false
    var replay: LibinputRecording? = nil
    var simulateTaps: [CGPoint] = []
    var simulateTapInterval: Double = 0
    var exitAfterTaps: Int? = nil
    var exitAfterPans: Int? = nil
    var exitAfterKeys: Int? = nil
    var simulateDrag: (CGPoint, CGPoint)? = nil
    var readyFile: String? = nil
    /// `--soak`: how long to repeat the scene's ordinary use, and how often.
    var soak: Double? = nil
    var soakInterval: Double = 0.1
    /// `--type`: keys to tap on the on-screen keyboard (text-input scene).
    var typeKeys: String? = nil
    /// `--input-mode`: the keyboard's language for `--type`.
    var inputMode: TextInputMode? = nil
    /// `--choose-candidate`: the candidate strip's entry tapped after `--type`.
    var chooseCandidate: Int? = nil
    /// `--print-text`: print the first field's text as the last line.
    var printText = false
    /// `--idle-reset-after`: the check-in kiosk's inactivity timeout, in seconds.
    var checkInIdleTimeout = CheckInFlow.defaultIdleTimeout
    /// `--present-alert`: a sample alert over the scene.
    var presentAlert = false
    /// `--busy-main`: how long the main thread stays busy once the app is launched (a stuck
    /// app, for the stop-while-busy check).
    var busyMain: Double? = nil
}
