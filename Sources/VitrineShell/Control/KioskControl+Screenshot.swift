import Dispatch
import Logging
import Vitrine
import VitrineGraphics
import VitrinePlatform

extension KioskControl {
    /// Runs `work` off the main actor and hands its result to `then` on the main actor (a
    /// seam: tests run both at once).
    package typealias OffMainWork = (_ work: @escaping @Sendable () -> Result<[UInt8], ImageCodecError>,
                                     _ then: @escaping @MainActor (Result<[UInt8], ImageCodecError>) -> Void) -> Void

    /// A utility-priority queue for the work, the main queue for the result.
    package static let backgroundWork: OffMainWork = { work, then in
        DispatchQueue.global(qos: .utility).async {
            let result = work()
            DispatchQueue.main.async { MainActor.assumeIsolated { then(result) } }
        }
    }

    /// `screenshot [--interface]`: the frame last presented as a PNG payload (vitrinectl
    /// writes it to the file named on its command line), with `width`, `height` and
    /// `orientation` (`panel` or `interface`) in the reply line. The pixels are copied on the
    /// main actor; the PNG is encoded off it (`offMain`) and the reply follows.
    package func installScreenshotCommand(offMain: @escaping OffMainWork = KioskControl.backgroundWork) {
        register(KioskControlCommandHandler(name: "screenshot", usage: "screenshot [--interface] FILE.png") { [weak self] request in
            guard let self else { return }
            var interface = false
            for a in request.arguments {
                guard a == "--interface" else {
                    // vitrinectl takes the file name out of the line; anything left is a mistake.
                    request.respond(.error("screenshot takes only --interface (the file is written by vitrinectl), not \(a)"))
                    return
                }
                interface = true
            }
            guard let capture = ScreenCapture(screen: self.screen, interfaceOrientation: interface) else {
                request.respond(.error("no frame has been presented yet"))
                return
            }
            let size = capture.size
            let orientation = interface ? "interface" : "panel"
            offMain({
                do { return .success(try capture.pngBytes()) } catch let e as ImageCodecError { return .failure(e) } catch {
                    return .failure(ImageCodecError(operation: "encode PNG", message: "\(error)"))
                }
            }, { result in
                switch result {
                case .success(let png):
                    request.respond(.ok("screenshot \(size.width)x\(size.height) (\(orientation) orientation), \(png.count) bytes",
                                        fields: [("width", .int(size.width)), ("height", .int(size.height)),
                                                 ("orientation", .string(orientation)), ("bytes", .int(png.count))],
                                        payload: ControlSocketBytesPayload(png)))
                case .failure(let error):
                    Logger(label: "vitrine.shell").error("screenshot: \(error)")
                    request.respond(.error("screenshot: \(error)"))
                }
            })
        })
    }
}
