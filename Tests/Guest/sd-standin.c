// sd-standin: a C program doing the least a kiosk must, for the guest's crash -> active
// comparison (steps.sh, sd-crash): run in place of the kiosk in the same unit (a runtime
// drop-in), with the same user, sandbox and restart settings, it shows what the job itself costs
// when done in C, so the kiosk's own start-up can be told apart.
//
//   sd-standin --card /dev/dri/card0   opens the card (as the unit grants it), finds a connected
//                                      connector, its CRTC and preferred mode, creates a dumb
//                                      buffer, fills it, sets the mode (a frame on screen), then
//                                      READY=1 and the watchdog pings
//   sd-standin                         READY=1 at once and the watchdog pings, nothing else: what
//                                      systemd itself costs (fork, sandbox, RestartSec=)
//
// sd_notify's protocol by hand: one datagram to $NOTIFY_SOCKET. Built with `cc -static ... -ldrm`
// (libdrm.a from libdrm-dev), so it loads no shared library at all.
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <drm_fourcc.h>
#include <xf86drm.h>
#include <xf86drmMode.h>

// Milliseconds on the monotonic clock, for the phases the stand-in reports.
static long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

static int notify(const char *message) {
    const char *path = getenv("NOTIFY_SOCKET");
    if (!path || !*path) return -1;
    struct sockaddr_un addr = { .sun_family = AF_UNIX };
    size_t len = strlen(path);
    if (len >= sizeof addr.sun_path) return -1;
    memcpy(addr.sun_path, path, len);
    if (addr.sun_path[0] == '@') addr.sun_path[0] = 0;  // abstract namespace
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    ssize_t n = sendto(fd, message, strlen(message), 0, (struct sockaddr *)&addr,
                       (socklen_t)(offsetof(struct sockaddr_un, sun_path) + len));
    close(fd);
    return n < 0 ? -1 : 0;
}

// The CRTC for `conn`: its encoder's current one, else the first any of its encoders can drive.
static uint32_t crtc_for(int fd, drmModeRes *res, drmModeConnector *conn) {
    drmModeEncoder *enc = conn->encoder_id ? drmModeGetEncoder(fd, conn->encoder_id) : NULL;
    if (enc && enc->crtc_id) { uint32_t c = enc->crtc_id; drmModeFreeEncoder(enc); return c; }
    drmModeFreeEncoder(enc);
    for (int i = 0; i < conn->count_encoders; i++) {
        enc = drmModeGetEncoder(fd, conn->encoders[i]);
        if (!enc) continue;
        for (int j = 0; j < res->count_crtcs; j++) {
            if (enc->possible_crtcs & (1u << j)) { drmModeFreeEncoder(enc); return res->crtcs[j]; }
        }
        drmModeFreeEncoder(enc);
    }
    return 0;
}

// A frame on `card`: a connected connector's preferred mode, a filled XRGB8888 dumb buffer on
// its CRTC. The fd stays open (as the kiosk's does: it keeps the frame on screen and the master).
static int show_frame(const char *card) {
    long t0 = now_ms();
    int fd = open(card, O_RDWR | O_CLOEXEC);
    if (fd < 0) { fprintf(stderr, "sd-standin: open %s: %s\n", card, strerror(errno)); return -1; }
    drmModeRes *res = drmModeGetResources(fd);
    if (!res) { fprintf(stderr, "sd-standin: drmModeGetResources: %s\n", strerror(errno)); return -1; }
    drmModeConnector *conn = NULL;
    for (int i = 0; i < res->count_connectors && !conn; i++) {
        drmModeConnector *c = drmModeGetConnector(fd, res->connectors[i]);
        if (c && c->connection == DRM_MODE_CONNECTED && c->count_modes > 0) conn = c;
        else drmModeFreeConnector(c);
    }
    if (!conn) { fprintf(stderr, "sd-standin: no connected connector on %s\n", card); return -1; }
    drmModeModeInfo mode = conn->modes[0];
    for (int i = 0; i < conn->count_modes; i++) {
        if (conn->modes[i].type & DRM_MODE_TYPE_PREFERRED) { mode = conn->modes[i]; break; }
    }
    long t1 = now_ms();
    uint32_t crtc = crtc_for(fd, res, conn);
    if (!crtc) { fprintf(stderr, "sd-standin: no CRTC for connector %u\n", conn->connector_id); return -1; }
    struct drm_mode_create_dumb create = { .width = mode.hdisplay, .height = mode.vdisplay, .bpp = 32 };
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &create) != 0) {
        fprintf(stderr, "sd-standin: DRM_IOCTL_MODE_CREATE_DUMB: %s\n", strerror(errno)); return -1;
    }
    uint32_t fb = 0;
    uint32_t handles[4] = { create.handle }, pitches[4] = { create.pitch }, offsets[4] = { 0 };
    if (drmModeAddFB2(fd, create.width, create.height, DRM_FORMAT_XRGB8888, handles, pitches, offsets, &fb, 0) != 0) {
        fprintf(stderr, "sd-standin: drmModeAddFB2: %s\n", strerror(errno)); return -1;
    }
    struct drm_mode_map_dumb map = { .handle = create.handle };
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &map) != 0) {
        fprintf(stderr, "sd-standin: DRM_IOCTL_MODE_MAP_DUMB: %s\n", strerror(errno)); return -1;
    }
    uint32_t *pixels = mmap(NULL, create.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, (off_t)map.offset);
    if (pixels == MAP_FAILED) { fprintf(stderr, "sd-standin: mmap: %s\n", strerror(errno)); return -1; }
    for (uint32_t y = 0; y < create.height; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)pixels + (size_t)y * create.pitch);
        for (uint32_t x = 0; x < create.width; x++) row[x] = 0x00f2f2f7;  // a light grey, like the kiosk's background
    }
    long t2 = now_ms();
    if (drmModeSetCrtc(fd, crtc, fb, 0, 0, &conn->connector_id, 1, &mode) != 0) {
        fprintf(stderr, "sd-standin: drmModeSetCrtc: %s\n", strerror(errno)); return -1;
    }
    long t3 = now_ms();
    fprintf(stderr, "sd-standin: %ux%u on connector %u, CRTC %u (open and probe %ld ms, buffer %ld ms, mode set %ld ms)\n",
            mode.hdisplay, mode.vdisplay, conn->connector_id, crtc, t1 - t0, t2 - t1, t3 - t2);
    drmModeFreeConnector(conn);
    drmModeFreeResources(res);
    return 0;
}

int main(int argc, char **argv) {
    const char *card = argc == 3 && strcmp(argv[1], "--card") == 0 ? argv[2] : NULL;
    if (argc != 1 && !card) { fprintf(stderr, "usage: sd-standin [--card /dev/dri/cardN]\n"); return 2; }
    if (card && show_frame(card) != 0) return 1;
    if (notify(card ? "READY=1\nSTATUS=sd-standin (frame on screen)" : "READY=1\nSTATUS=sd-standin") != 0) {
        perror("sd-standin: READY=1");
        return 1;
    }
    fprintf(stderr, "sd-standin: READY=1 sent\n");
    const char *w = getenv("WATCHDOG_USEC");
    long usec = w ? atol(w) : 0;
    for (;;) {
        if (usec > 0) {
            struct timespec half = { .tv_sec = usec / 2000000, .tv_nsec = (usec / 2 % 1000000) * 1000 };
            nanosleep(&half, NULL);
            notify("WATCHDOG=1");
        } else {
            pause();
        }
    }
}
