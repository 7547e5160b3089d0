import Vitrine

extension KioskControl {
    /// `stats [--reset]`: frames presented, frame time p50/p99, missed refreshes,
    /// input-to-flip latency p50/p99, resident memory, cache sizes, VNC clients and uptime
    /// (KioskStatistics), as one line of text and as JSON fields. `--reset` starts the frame
    /// counts afresh after reporting them.
    package func installStatsCommand() {
        register(KioskControlCommandHandler(name: "stats", usage: "stats [--reset]") { [weak self] request in
            guard let self else { return }
            var reset = false
            for a in request.arguments {
                guard a == "--reset" else {
                    request.respond(.error("stats takes only --reset, not \(a)"))
                    return
                }
                reset = true
            }
            let stats = KioskStatistics(screen: self.screen, uptime: max(0, self.screen.clock.now - self.startedAt),
                                        vncClients: self.actions.vncClients?())
            if reset { self.screen.resetFrameStatistics() }
            request.respond(.ok(stats.text + (reset ? " (frame counts reset)" : ""), fields: stats.fields))
        })
    }
}
