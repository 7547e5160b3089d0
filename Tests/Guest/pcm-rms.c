/* pcm-rms DEVICE BLOCK_MS: how loud an ALSA capture device is, block by block, for the guest's
 * speech checks (the capture side of snd-aloop, plughw:Loopback,1,0, hears what the kiosk plays
 * into the playback side). Captures S16_LE mono at 22050 Hz (espeak-ng's rate, so the loopback's
 * two sides agree on the format whichever opens first) in periods of BLOCK_MS and prints one line
 * per block, flushed: "T_MS RMS", T_MS the CLOCK_BOOTTIME milliseconds when the block was read
 * (the clock of the guest's /proc/uptime), RMS of the block's samples (full scale 32768) with one
 * decimal. The capture buffer is 4 blocks, so a block read at T_MS holds sound played no earlier
 * than T_MS - 5 * BLOCK_MS. Runs until killed; an overrun is recovered and said on stderr.
 * Built on the host against libasound (build-initramfs copies the libraries ldd lists). */
#include <alsa/asoundlib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define RATE 22050

static long long boottime_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_BOOTTIME, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: pcm-rms DEVICE BLOCK_MS\n"); return 2; }
    const char *device = argv[1];
    int block_ms = atoi(argv[2]);
    if (block_ms < 5 || block_ms > 1000) { fprintf(stderr, "pcm-rms: BLOCK_MS must be 5 to 1000\n"); return 2; }
    snd_pcm_t *pcm;
    int err = snd_pcm_open(&pcm, device, SND_PCM_STREAM_CAPTURE, 0);
    if (err < 0) { fprintf(stderr, "pcm-rms: cannot open %s: %s\n", device, snd_strerror(err)); return 1; }
    unsigned period_us = (unsigned)block_ms * 1000;
    err = snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, RATE, 1, 4 * period_us);
    if (err < 0) { fprintf(stderr, "pcm-rms: %s: S16_LE mono %d Hz: %s\n", device, RATE, snd_strerror(err)); return 1; }
    /* Started now: a capture's start threshold is its whole buffer, which a read of one block
     * never reaches (the read would fail with EIO instead of waiting). */
    if ((err = snd_pcm_start(pcm)) < 0) { fprintf(stderr, "pcm-rms: %s: start: %s\n", device, snd_strerror(err)); return 1; }
    snd_pcm_uframes_t frames = (snd_pcm_uframes_t)RATE * block_ms / 1000;
    short *buf = malloc(frames * sizeof *buf);
    if (!buf) return 1;
    fprintf(stderr, "pcm-rms: capturing %s, S16_LE mono %d Hz, %lu frames a block\n", device, RATE, (unsigned long)frames);
    for (;;) {
        snd_pcm_uframes_t got = 0;
        while (got < frames) {
            snd_pcm_sframes_t n = snd_pcm_readi(pcm, buf + got, frames - got);
            if (n < 0) {
                fprintf(stderr, "pcm-rms: read: %s; recovering\n", snd_strerror((int)n));
                if (snd_pcm_recover(pcm, (int)n, 1) < 0 || snd_pcm_start(pcm) < 0) return 1;
                continue;
            }
            got += (snd_pcm_uframes_t)n;
        }
        double sum = 0;
        for (snd_pcm_uframes_t i = 0; i < frames; i++) sum += (double)buf[i] * buf[i];
        printf("%lld %.1f\n", boottime_ms(), sqrt(sum / frames));
        fflush(stdout);
    }
}
