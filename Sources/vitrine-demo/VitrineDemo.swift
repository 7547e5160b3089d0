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
        let options = (size: size, scale: scale, frames: frames, screenshot: screenshot)
        MainActor.assumeIsolated {
            DemoRun.start(size: options.size, scale: options.scale, frames: options.frames, screenshot: options.screenshot)
        }
        dispatchMain()
    }
}

extension PixelSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// Wires the showcase to a headless screen and exits after the requested frames.
@MainActor
enum DemoRun {
    static var keepAlive: [AnyObject] = []

    static func start(size: PixelSize, scale: Double, frames: Int, screenshot: String?) {
        let clock = SystemClock()
        let loop = DispatchMainLoop()
        let display = HeadlessDisplay(size: size, scale: scale, loop: loop, pacing: .refresh(hz: 60, clock: clock))
        let screen = UIScreen(display: display, loop: loop)
        let window = UIWindow(screen: screen)
        let showcase = Showcase(frame: window.bounds)
        window.addSubview(showcase)
        window.makeKeyAndVisible()
        keepAlive = [window, showcase, display, screen]
        let started = clock.now
        screen.onFramePresented = { n in
            if n >= frames {
                let elapsed = clock.now - started
                if let screenshot {
                    do {
                        try display.writeScreenshot(to: screenshot)
                        print("vitrine-demo: wrote \(screenshot) (\(size.width)x\(size.height), frame \(n))")
                    } catch {
                        FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                        exit(1)
                    }
                }
                print(String(format: "vitrine-demo: %d frames in %.2f s on %@", n, elapsed, display.name))
                exit(0)
            }
            showcase.advance(frame: n, of: frames)
        }
    }
}
