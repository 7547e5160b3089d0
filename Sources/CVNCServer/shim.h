#pragma once
#include <stdarg.h>
#include <stdio.h>
#include <sys/select.h>
#include <rfb/rfb.h>
#include <rfb/rfbregion.h>

// What Swift cannot do with libvncserver directly: call `rfbInitServer` (a macro naming the
// build's variant), use FD_SET, and implement libvncserver's variadic log procedures.

/// Starts the server's sockets (`rfbInitServer`).
static inline void vitrine_rfb_init_server(rfbScreenInfoPtr screen) {
    rfbInitServer(screen);
}

/// Makes `fd` (a bound, listening TCP socket) the server's only listening socket, instead of
/// the ones libvncserver would open itself (every address, IPv6 too, port 5900).
static inline void vitrine_rfb_adopt_listen_socket(rfbScreenInfoPtr screen, int fd) {
    screen->autoPort = FALSE;
    screen->port = 0;
    screen->ipv6port = 0;
    screen->httpPort = 0;
    screen->http6Port = 0;
    screen->listenSock = fd;
    FD_SET(fd, &screen->allFds);
    if (fd > screen->maxFd) screen->maxFd = fd;
    // rfbInitSockets does nothing for a screen whose sockets are ready.
    screen->socketState = RFB_SOCKET_READY;
}

/// Implemented in Swift (VitrinePlatform): one line of libvncserver's log.
void vitrine_vnc_log_line(int isError, const char *line);

static void vitrine_vnc_log_info(const char *format, ...) {
    char line[512];
    va_list args;
    va_start(args, format);
    vsnprintf(line, sizeof line, format, args);
    va_end(args);
    vitrine_vnc_log_line(0, line);
}

static void vitrine_vnc_log_error(const char *format, ...) {
    char line[512];
    va_list args;
    va_start(args, format);
    vsnprintf(line, sizeof line, format, args);
    va_end(args);
    vitrine_vnc_log_line(1, line);
}

/// Sends libvncserver's log lines to `vitrine_vnc_log_line`.
static inline void vitrine_rfb_route_logs(void) {
    rfbLog = vitrine_vnc_log_info;
    rfbErr = vitrine_vnc_log_error;
}
