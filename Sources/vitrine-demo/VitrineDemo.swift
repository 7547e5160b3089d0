import ArgumentParser
import Dispatch
import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// `vitrine-demo`: runs the showcase app on a display backend.
@main
struct VitrineDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-demo",
        abstract: "Runs the Vitrine showcase on a display backend.",
        discussion: """
            Without --backend the demo picks the best backend available. Only the headless \
            backend exists so far (DRM/KMS and fbdev are next), so that is what it picks, and \
            it says so.
            """
    )

    enum Backend: String, ExpressibleByArgument, CaseIterable {
        case auto, headless, drm, fbdev
    }

    @Option(help: "Display backend: \(Backend.allCases.map(\.rawValue).joined(separator: ", ")).")
    var backend: Backend = .auto

    @Option(help: "Screen size in pixels, WIDTHxHEIGHT.", transform: { text in
        guard let s = PixelSize(parsing: text) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with both between 1 and 16384, not '\(text)'")
        }
        return s
    })
    var size: PixelSize = PixelSize(width: 1280, height: 800)

    @Option(help: "Device pixels per point.")
    var scale: Double = 1

    @Option(help: "Number of frames to present before exiting (headless).")
    var frames: Int = 60

    @Option(help: "Write the last presented frame to this PNG file.")
    var screenshot: String?

    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case showcase, dashboard
    }

    @Option(help: "What to show: \(Scene.allCases.map(\.rawValue).joined(separator: ", ")) (dashboard when --rotate-to is given).")
    var scene: Scene?

    enum Orientation: String, ExpressibleByArgument, CaseIterable {
        case portrait, landscape, portraitUpsideDown = "portrait-upside-down", landscapeLeft = "landscape-left", landscapeRight = "landscape-right"
        var interfaceOrientation: UIInterfaceOrientation {
            switch self {
            case .portrait: return .portrait
            case .portraitUpsideDown: return .portraitUpsideDown
            case .landscapeLeft: return .landscapeLeft
            case .landscape, .landscapeRight: return .landscapeRight
            }
        }
    }

    @Option(help: "After --frames frames, turn the interface to this orientation (animated) and run until the turn is done: \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")).")
    var rotateTo: Orientation?

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        guard scale >= 0.5, scale <= 4 else { throw ValidationError("--scale must be between 0.5 and 4") }
    }

    func run() throws {
        switch backend {
        case .drm, .fbdev:
            throw ValidationError("the \(backend.rawValue) backend is not built yet; use --backend headless")
        case .auto:
            FileHandle.standardError.write(Data("vitrine-demo: no DRM/KMS or fbdev backend yet; falling back to the headless backend\n".utf8))
        case .headless:
            break
        }
        let options = DemoOptions(size: size, scale: scale, frames: frames, screenshot: screenshot,
                                  scene: scene ?? (rotateTo == nil ? .showcase : .dashboard),
                                  rotateTo: rotateTo?.interfaceOrientation)
        MainActor.assumeIsolated {
            DemoRun.start(options)
        }
        dispatchMain()
    }
}

extension PixelSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

struct DemoOptions {
    var size: PixelSize
    var scale: Double
    var frames: Int
    var screenshot: String?
    var scene: VitrineDemo.Scene
    var rotateTo: UIInterfaceOrientation?
}

/// The demo app: a delegate that builds the window, as a UIKit app's does.
@MainActor
final class DemoAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let screen: UIScreen
    let scene: VitrineDemo.Scene
    var showcase: Showcase?
    var dashboard: DashboardViewController?

    /// Called after every presented frame: both scenes show a live frame counter.
    func frameDidPresent(_ n: Int, of total: Int) {
        showcase?.advance(frame: n, of: total)
        dashboard?.tick(frame: n)
    }

    init(screen: UIScreen, scene: VitrineDemo.Scene) {
        self.screen = screen
        self.scene = scene
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: screen)
        switch scene {
        case .showcase:
            let vc = ShowcaseViewController()
            showcase = vc.showcase
            window.rootViewController = vc
        case .dashboard:
            let vc = DashboardViewController()
            dashboard = vc
            window.rootViewController = vc
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Runs the app on a headless screen and exits after the requested frames (and rotation).
@MainActor
enum DemoRun {
    static var keepAlive: [AnyObject] = []

    static func start(_ o: DemoOptions) {
        let clock = SystemClock()
        let loop = DispatchMainLoop()
        let display = HeadlessDisplay(size: o.size, scale: o.scale, loop: loop, pacing: .refresh(hz: 60, clock: clock))
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let delegate = DemoAppDelegate(screen: screen, scene: o.scene)
        UIApplication.launch(delegate: delegate, screen: screen)
        keepAlive = [display, screen, delegate]
        let started = clock.now
        var rotationEndsAt: Int?
        screen.onFramePresented = { n in
            if n >= o.frames, let target = o.rotateTo, rotationEndsAt == nil {
                let accepted = delegate.window?.setOrientation(target, animated: true) ?? false
                if !accepted { FileHandle.standardError.write(Data("vitrine-demo: the root view controller refused \(target)\n".utf8)) }
                // 0.3 s at 60 Hz is 18 frames; a few more for the final layout.
                rotationEndsAt = n + (accepted ? 24 : 0)
                return
            }
            if n >= max(o.frames, rotationEndsAt ?? 0) {
                finish(n: n, display: display, options: o, elapsed: clock.now - started)
            }
            delegate.frameDidPresent(n, of: o.frames)
        }
    }

    static func finish(n: Int, display: HeadlessDisplay, options o: DemoOptions, elapsed: Double) -> Never {
        if let screenshot = o.screenshot {
            do {
                try display.writeScreenshot(to: screenshot)
                print("vitrine-demo: wrote \(screenshot) (\(display.pixelSize), frame \(n))")
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                exit(1)
            }
        }
        print(String(format: "vitrine-demo: %d frames in %.2f s on %@", n, elapsed, display.name))
        exit(0)
    }
}
