// sd-standin: the smallest service a Type=notify unit with a watchdog can run, for the guest's
// crash -> active comparison (steps.sh, sd-crash): run in place of the kiosk in the same unit (a
// runtime drop-in), with the same user, sandbox and restart settings, it shows what systemd
// itself costs between a crash and the next READY=1, so the kiosk's own start-up can be told
// apart. It sends READY=1 at once (sd_notify's protocol by hand: one datagram to
// $NOTIFY_SOCKET), then WATCHDOG=1 every WATCHDOG_USEC/2 until it is killed.
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

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

int main(void) {
    if (notify("READY=1\nSTATUS=sd-standin") != 0) {
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
