import Glibc

/// The write loop of an ALSA output, apart from libasound so its recovery is tested without a
/// sound card: every frame written, an underrun or suspend recovered (logged once per output),
/// and a stream that cannot recover dropping the rest of the chunk with a line.
struct ALSAWriteLoop {
    /// Writes up to `count` frames from the pointer; frames written or a negative errno.
    /// The corresponding C function is `snd_pcm_writei`.
    var writei: (UnsafePointer<Int16>, Int) -> Int
    /// Recovers the stream after `code`; negative when it cannot.
    /// The corresponding C function is `snd_pcm_recover`.
    var recover: (Int32) -> Int32
    /// The message for an error code. The corresponding C function is `snd_strerror`.
    var describe: (Int32) -> String

    /// Attempts at recovery within one chunk before it is given up.
    static let maximumRecoveries = 3

    /// Writes every frame of `samples` to `device`.
    func writeAll(_ samples: UnsafeBufferPointer<Int16>, device: String, xrunLogged: inout Bool, report: (_ warning: Bool, _ line: String) -> Void) {
        guard var base = samples.baseAddress else { return }
        var left = samples.count
        var recoveries = 0
        while left > 0 {
            let written = writei(base, left)
            if written >= 0 {
                left -= written
                base += written
                continue
            }
            let code = Int32(truncatingIfNeeded: written)
            if code == -EPIPE, !xrunLogged {
                xrunLogged = true
                report(true, "audio: underrun on ALSA '\(device)' (recovered; further underruns are not logged)")
            }
            recoveries += 1
            if recoveries > Self.maximumRecoveries || recover(code) < 0 {
                report(false, "audio: snd_pcm_writei on '\(device)' failed: \(describe(code)); \(left) frames dropped")
                return
            }
        }
    }
}
