#pragma once
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/select.h>
#include <rfb/rfb.h>
#include <rfb/rfbregion.h>

// What Swift cannot do with libvncserver directly: call `rfbInitServer` (a macro naming the
// build's variant), use FD_SET, implement libvncserver's variadic log procedures, and define a
// protocol extension (a static struct of C callbacks).

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

/// Implemented in Swift (VitrinePlatform): a client has been sent its ServerInit (the end of
/// its handshake), on the client's thread.
void vitrine_vnc_client_initialised(rfbClientPtr cl);

/// Takes this extension's record off `cl` and frees it (libvncserver's rfbDisableExtension
/// frees only the record's data, and nothing frees the records of a client that goes).
static inline void vitrine_rfb_forget_extension(rfbClientPtr cl, rfbProtocolExtension *extension) {
    for (rfbExtensionData **p = &cl->extensions; *p; p = &(*p)->next) {
        if ((*p)->extension == extension) {
            rfbExtensionData *record = *p;
            *p = record->next;
            free(record);
            return;
        }
    }
}

static rfbBool vitrine_vnc_handshake_new_client(rfbClientPtr cl, void **data) {
    (void)cl;
    *data = NULL;
    return TRUE;
}

static rfbBool vitrine_vnc_handshake_init(rfbClientPtr cl, void *data);

/// A protocol extension only for its `init` callback: libvncserver has no hook for the end of
/// a client's handshake, and calls each extension's `init` right after sending the ServerInit.
static rfbProtocolExtension vitrine_vnc_handshake_extension = {
    .newClient = vitrine_vnc_handshake_new_client,
    .init = vitrine_vnc_handshake_init,
};

static rfbBool vitrine_vnc_handshake_init(rfbClientPtr cl, void *data) {
    (void)data;
    // Swift frees this extension's record (vitrine_rfb_forget_handshake_hook) under the
    // server's lock; TRUE, so libvncserver does not touch the freed record (it has already
    // taken the next one).
    vitrine_vnc_client_initialised(cl);
    return TRUE;
}

/// Makes every client of every screen report the end of its handshake
/// (vitrine_vnc_client_initialised). Idempotent.
static inline void vitrine_rfb_register_handshake_hook(void) {
    rfbRegisterProtocolExtension(&vitrine_vnc_handshake_extension);
}

/// Frees `cl`'s record of the handshake hook, if it still has one.
static inline void vitrine_rfb_forget_handshake_hook(rfbClientPtr cl) {
    vitrine_rfb_forget_extension(cl, &vitrine_vnc_handshake_extension);
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
