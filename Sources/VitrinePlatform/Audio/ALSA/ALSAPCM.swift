import CALSA

/// An open ALSA playback PCM (owns the handle; closed when dropped).
///
/// Configured for interleaved S16_LE mono at a requested rate with explicit period and buffer
/// times, and started as soon as one period is queued, so speech starts within a period.
struct ALSAPCM: ~Copyable {
    let handle: OpaquePointer
    let device: String
    let granted: ALSAAudioOutput.Granted

    /// Opens `device` for playback. The corresponding C functions are `snd_pcm_open`,
    /// `snd_pcm_hw_params` and `snd_pcm_sw_params`.
    init(device: String, rate: Int, periodMicroseconds: Int, bufferMicroseconds: Int) throws(ALSAError) {
        var pcm: OpaquePointer?
        let rc = snd_pcm_open(&pcm, device, SND_PCM_STREAM_PLAYBACK, 0)
        guard rc >= 0, let pcm else { throw ALSAError(call: "snd_pcm_open", device: device, code: rc) }
        do {
            granted = try Self.configure(pcm, device: device, rate: rate, periodMicroseconds: periodMicroseconds, bufferMicroseconds: bufferMicroseconds)
        } catch {
            snd_pcm_close(pcm)
            throw error
        }
        handle = pcm
        self.device = device
    }

    deinit { snd_pcm_close(handle) }

    private static func configure(_ pcm: OpaquePointer, device: String, rate: Int, periodMicroseconds: Int, bufferMicroseconds: Int) throws(ALSAError) -> ALSAAudioOutput.Granted {
        func check(_ rc: Int32, _ call: String) throws(ALSAError) {
            if rc < 0 { throw ALSAError(call: call, device: device, code: rc) }
        }
        var hw: OpaquePointer?
        try check(snd_pcm_hw_params_malloc(&hw), "snd_pcm_hw_params_malloc")
        defer { snd_pcm_hw_params_free(hw) }
        try check(snd_pcm_hw_params_any(pcm, hw), "snd_pcm_hw_params_any")
        try check(snd_pcm_hw_params_set_access(pcm, hw, SND_PCM_ACCESS_RW_INTERLEAVED), "snd_pcm_hw_params_set_access")
        try check(snd_pcm_hw_params_set_format(pcm, hw, SND_PCM_FORMAT_S16_LE), "snd_pcm_hw_params_set_format")
        try check(snd_pcm_hw_params_set_channels(pcm, hw, 1), "snd_pcm_hw_params_set_channels")
        var grantedRate = UInt32(clamping: rate)
        var dir: Int32 = 0
        try check(snd_pcm_hw_params_set_rate_near(pcm, hw, &grantedRate, &dir), "snd_pcm_hw_params_set_rate_near")
        var bufferTime = UInt32(clamping: bufferMicroseconds)
        try check(snd_pcm_hw_params_set_buffer_time_near(pcm, hw, &bufferTime, &dir), "snd_pcm_hw_params_set_buffer_time_near")
        var periodTime = UInt32(clamping: periodMicroseconds)
        try check(snd_pcm_hw_params_set_period_time_near(pcm, hw, &periodTime, &dir), "snd_pcm_hw_params_set_period_time_near")
        try check(snd_pcm_hw_params(pcm, hw), "snd_pcm_hw_params")
        var periodFrames: snd_pcm_uframes_t = 0
        var bufferFrames: snd_pcm_uframes_t = 0
        try check(snd_pcm_hw_params_get_period_size(hw, &periodFrames, &dir), "snd_pcm_hw_params_get_period_size")
        try check(snd_pcm_hw_params_get_buffer_size(hw, &bufferFrames), "snd_pcm_hw_params_get_buffer_size")

        var sw: OpaquePointer?
        try check(snd_pcm_sw_params_malloc(&sw), "snd_pcm_sw_params_malloc")
        defer { snd_pcm_sw_params_free(sw) }
        try check(snd_pcm_sw_params_current(pcm, sw), "snd_pcm_sw_params_current")
        // Start playing once one period is queued (the default waits for a full buffer).
        try check(snd_pcm_sw_params_set_start_threshold(pcm, sw, periodFrames), "snd_pcm_sw_params_set_start_threshold")
        try check(snd_pcm_sw_params_set_avail_min(pcm, sw, periodFrames), "snd_pcm_sw_params_set_avail_min")
        try check(snd_pcm_sw_params(pcm, sw), "snd_pcm_sw_params")
        return ALSAAudioOutput.Granted(rate: Int(grantedRate), periodFrames: Int(periodFrames), bufferFrames: Int(bufferFrames))
    }
}
