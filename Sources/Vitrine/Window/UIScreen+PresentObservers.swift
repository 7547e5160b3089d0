import VitrineGraphics

extension UIScreen {
    /// Told, on the main actor, right after a frame is handed to the display: the buffer that
    /// was presented (the whole frame, in the display's pixels: `display.pixelSize`) and the
    /// region that may differ from the frame presented before it (a superset of what changed).
    /// The buffer is only valid during the call: copy what you need (the next frame may be
    /// drawn into it).
    public typealias PresentObserver = @MainActor (_ buffer: PixelBuffer, _ damage: Region) -> Void

    /// A registration made by `addPresentObserver(_:)`; `removePresentObserver(_:)` ends it.
    public struct PresentObserverToken: Hashable, Sendable {
        let id: Int
    }

    /// Adds `observer`, called after every presented frame with the frame's pixels and damage
    /// (the VNC mirror, screenshots and statistics of the shell use it). There is no UIKit
    /// counterpart: on iOS the system owns the screen's pixels.
    @discardableResult
    public func addPresentObserver(_ observer: @escaping PresentObserver) -> PresentObserverToken {
        nextPresentObserverID += 1
        compositor.presentObservers.append((nextPresentObserverID, observer))
        return PresentObserverToken(id: nextPresentObserverID)
    }

    /// Stops calling the observer `token` registered.
    public func removePresentObserver(_ token: PresentObserverToken) {
        compositor.presentObservers.removeAll { $0.id == token.id }
    }
}
