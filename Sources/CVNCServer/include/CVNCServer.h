#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <rfb/rfb.h>
#include <rfb/rfbregion.h>

// libvncserver, opened with dlopen the first time the remote console starts: a kiosk without
// VNC never loads it, nor what it pulls in (GnuTLS, libgcrypt, libjpeg, ...). The headers give
// the types; each function below calls the library's function of the same name after
// `vitrine_`. Call `vitrine_vnc_load` first: a function called without the library aborts.

/// Opens libvncserver (once; later calls return the first answer). False when it cannot be
/// opened or lacks a function, with the reason in `error`.
bool vitrine_vnc_load(char *error, size_t size);

/// The soname `vitrine_vnc_load` opens.
extern const char *const vitrine_vnc_soname;

rfbScreenInfoPtr vitrine_rfbGetScreen(int *argc, char **argv, int width, int height,
                                      int bitsPerSample, int samplesPerPixel, int bytesPerPixel);
void vitrine_rfbNewFramebuffer(rfbScreenInfoPtr screen, char *framebuffer, int width, int height,
                               int bitsPerSample, int samplesPerPixel, int bytesPerPixel);
void vitrine_rfbMarkRectAsModified(rfbScreenInfoPtr screen, int x1, int y1, int x2, int y2);
void vitrine_rfbMarkRegionAsModified(rfbScreenInfoPtr screen, sraRegionPtr region);
sraRegion *vitrine_sraRgnCreate(void);
sraRegion *vitrine_sraRgnCreateRect(int x1, int y1, int x2, int y2);
void vitrine_sraRgnOr(sraRegion *dst, const sraRegion *src);
void vitrine_sraRgnDestroy(sraRegion *region);
void vitrine_rfbRunEventLoop(rfbScreenInfoPtr screen, long usec, rfbBool runInBackground);
void vitrine_rfbCloseClient(rfbClientPtr client);
void vitrine_rfbShutdownServer(rfbScreenInfoPtr screen, rfbBool disconnectClients);
void vitrine_rfbEncryptBytes(unsigned char *bytes, char *password);

/// Starts the server's sockets (`rfbInitServer`, a macro naming the build's variant).
void vitrine_rfb_init_server(rfbScreenInfoPtr screen);

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

/// Implemented in Swift (VitrinePlatform): one line of libvncserver's log. `vitrine_vnc_load`
/// routes the library's log (`rfbLog`, `rfbErr`) here.
void vitrine_vnc_log_line(int isError, const char *line);

/// Implemented in Swift (VitrinePlatform): a client has been sent its ServerInit (the end of
/// its handshake), on the client's thread.
void vitrine_vnc_client_initialised(rfbClientPtr cl);

/// Makes every client of every screen report the end of its handshake
/// (`vitrine_vnc_client_initialised`), through a protocol extension's `init` callback.
/// Idempotent (`rfbRegisterProtocolExtension`).
void vitrine_rfb_register_handshake_hook(void);

/// Frees `cl`'s record of the handshake hook, if it still has one.
void vitrine_rfb_forget_handshake_hook(rfbClientPtr cl);
