#include "CVNCServer.h"
#include "CVitrineShims.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const vitrine_vnc_soname = "libvncserver.so.1";

// Every function used, as a pointer of the library function's own type (so a header change
// that alters a signature fails to compile here, not at run time).
#define VITRINE_VNC_FUNCTIONS(X) \
    X(rfbGetScreen) X(rfbNewFramebuffer) X(rfbMarkRectAsModified) X(rfbMarkRegionAsModified) \
    X(sraRgnCreate) X(sraRgnCreateRect) X(sraRgnOr) X(sraRgnDestroy) X(rfbRunEventLoop) \
    X(rfbCloseClient) X(rfbShutdownServer) X(rfbEncryptBytes) X(rfbInitServer) \
    X(rfbRegisterProtocolExtension)

#define VITRINE_VNC_POINTER(name) static __typeof__(name) *p_##name;
VITRINE_VNC_FUNCTIONS(VITRINE_VNC_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static char failure[512];

static void log_line(int isError, const char *format, va_list args) {
    char line[512];
    vsnprintf(line, sizeof line, format, args);
    vitrine_vnc_log_line(isError, line);
}

static void log_info(const char *format, ...) {
    va_list args;
    va_start(args, format);
    log_line(0, format, args);
    va_end(args);
}

static void log_error(const char *format, ...) {
    va_list args;
    va_start(args, format);
    log_line(1, format, args);
    va_end(args);
}

// The macro's name as a string (rfbInitServer expands to the variant's real symbol).
#define VITRINE_STR2(x) #x
#define VITRINE_STR(x) VITRINE_STR2(x)

static void load(void) {
    void *h = CVitrineShims_dlopen(vitrine_vnc_soname, failure, sizeof failure);
    if (!h) return;
#define VITRINE_VNC_RESOLVE(name) \
    if (!(p_##name = (__typeof__(name) *)CVitrineShims_dlsym(h, vitrine_vnc_soname, VITRINE_STR(name), failure, sizeof failure))) return;
    VITRINE_VNC_FUNCTIONS(VITRINE_VNC_RESOLVE)
    rfbLogProc *info = CVitrineShims_dlsym(h, vitrine_vnc_soname, "rfbLog", failure, sizeof failure);
    rfbLogProc *error = CVitrineShims_dlsym(h, vitrine_vnc_soname, "rfbErr", failure, sizeof failure);
    if (!info || !error) return;
    *info = log_info;
    *error = log_error;
    loaded = true;
}

bool vitrine_vnc_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!loaded && error && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}

static void require(void) {
    if (!vitrine_vnc_load(NULL, 0)) CVitrineShims_dlopen_required(vitrine_vnc_soname, failure);
}

rfbScreenInfoPtr vitrine_rfbGetScreen(int *argc, char **argv, int width, int height,
                                      int bitsPerSample, int samplesPerPixel, int bytesPerPixel) {
    require();
    return p_rfbGetScreen(argc, argv, width, height, bitsPerSample, samplesPerPixel, bytesPerPixel);
}
void vitrine_rfbNewFramebuffer(rfbScreenInfoPtr screen, char *framebuffer, int width, int height,
                               int bitsPerSample, int samplesPerPixel, int bytesPerPixel) {
    require();
    p_rfbNewFramebuffer(screen, framebuffer, width, height, bitsPerSample, samplesPerPixel, bytesPerPixel);
}
void vitrine_rfbMarkRectAsModified(rfbScreenInfoPtr screen, int x1, int y1, int x2, int y2) {
    require();
    p_rfbMarkRectAsModified(screen, x1, y1, x2, y2);
}
void vitrine_rfbMarkRegionAsModified(rfbScreenInfoPtr screen, sraRegionPtr region) {
    require();
    p_rfbMarkRegionAsModified(screen, region);
}
sraRegion *vitrine_sraRgnCreate(void) { require(); return p_sraRgnCreate(); }
sraRegion *vitrine_sraRgnCreateRect(int x1, int y1, int x2, int y2) {
    require();
    return p_sraRgnCreateRect(x1, y1, x2, y2);
}
void vitrine_sraRgnOr(sraRegion *dst, const sraRegion *src) { require(); p_sraRgnOr(dst, src); }
void vitrine_sraRgnDestroy(sraRegion *region) { require(); p_sraRgnDestroy(region); }
void vitrine_rfbRunEventLoop(rfbScreenInfoPtr screen, long usec, rfbBool runInBackground) {
    require();
    p_rfbRunEventLoop(screen, usec, runInBackground);
}
void vitrine_rfbCloseClient(rfbClientPtr client) { require(); p_rfbCloseClient(client); }
void vitrine_rfbShutdownServer(rfbScreenInfoPtr screen, rfbBool disconnectClients) {
    require();
    p_rfbShutdownServer(screen, disconnectClients);
}
void vitrine_rfbEncryptBytes(unsigned char *bytes, char *password) {
    require();
    p_rfbEncryptBytes(bytes, password);
}
void vitrine_rfb_init_server(rfbScreenInfoPtr screen) {
    require();
    p_rfbInitServer(screen);
}

static rfbBool handshake_new_client(rfbClientPtr cl, void **data) {
    (void)cl;
    *data = NULL;
    return TRUE;
}

static rfbBool handshake_init(rfbClientPtr cl, void *data) {
    (void)data;
    // Swift frees this extension's record (vitrine_rfb_forget_handshake_hook) under the
    // server's lock; TRUE, so libvncserver does not touch the freed record (it has already
    // taken the next one).
    vitrine_vnc_client_initialised(cl);
    return TRUE;
}

// A protocol extension only for its `init` callback: libvncserver has no hook for the end of
// a client's handshake, and calls each extension's `init` right after sending the ServerInit.
static rfbProtocolExtension handshake_extension = {
    .newClient = handshake_new_client,
    .init = handshake_init,
};

void vitrine_rfb_register_handshake_hook(void) {
    require();
    p_rfbRegisterProtocolExtension(&handshake_extension);
}

void vitrine_rfb_forget_handshake_hook(rfbClientPtr cl) {
    // libvncserver's rfbDisableExtension frees only the record's data, and nothing frees the
    // records of a client that goes.
    for (rfbExtensionData **p = &cl->extensions; *p; p = &(*p)->next) {
        if ((*p)->extension == &handshake_extension) {
            rfbExtensionData *record = *p;
            *p = record->next;
            free(record);
            return;
        }
    }
}
