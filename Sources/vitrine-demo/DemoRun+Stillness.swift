import Foundation
import Vitrine
import VitrinePlatform

extension DemoRun {
    /// How long a scene may draw nothing before a `--frames` run ends anyway.
    static let stillnessLimit = 0.5

    /// A `--frames N` run of a scene that stops drawing (the tap scene waits for a finger, a
    /// navigation stack at rest) would never reach frame N: once no frame has come for
    /// `stillnessLimit` seconds and the screen is at rest (nothing wanted, drawing or waiting
    /// for the panel: a slow machine drawing a long frame is not still), the run ends as if it
    /// had, saying so. Called after each presented frame of a run that finishes by counting
    /// frames.
    static func endIfStill(after n: Int, of total: Int, screen: UIScreen, finish: @escaping @MainActor () -> Void) {
        let count = screen.frameCount
        let clock = screen.clock
        clock.schedule(at: clock.now + stillnessLimit) {
            MainActor.assumeIsolated {
                guard !isFinishing, !isWaitingForHost, screen.frameCount == count, !screen.hasFrameWork else { return }
                print("vitrine-demo: the scene is still after \(n) of \(total) frames (nothing to draw for \(stillnessLimit) s); ending")
                fflush(nil)
                finish()
            }
        }
    }
}
