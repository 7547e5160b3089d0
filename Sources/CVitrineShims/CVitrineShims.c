#define _GNU_SOURCE
#include "CVitrineShims.h"
#include <dlfcn.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <stddef.h>
#include <sys/socket.h>

int CVitrineShims_fb_get_vscreeninfo(int fd, struct fb_var_screeninfo *info) { return ioctl(fd, FBIOGET_VSCREENINFO, info); }
int CVitrineShims_fb_get_fscreeninfo(int fd, struct fb_fix_screeninfo *info) { return ioctl(fd, FBIOGET_FSCREENINFO, info); }
int CVitrineShims_fb_pan_display(int fd, struct fb_var_screeninfo *info) { return ioctl(fd, FBIOPAN_DISPLAY, info); }
int CVitrineShims_fb_wait_for_vsync(int fd) {
    unsigned int screen = 0;
    return ioctl(fd, FBIO_WAITFORVSYNC, &screen);
}
int CVitrineShims_fb_blank(int fd, int off) {
    return ioctl(fd, FBIOBLANK, off ? FB_BLANK_POWERDOWN : FB_BLANK_UNBLANK);
}

int CVitrineShims_accept_nonblocking_cloexec(int fd) { return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

#include <poll.h>
// libdispatch's run-loop interface (exported by libdispatch.so; on Linux the handle is an eventfd).
extern int _dispatch_get_main_queue_handle_4CF(void);

int CVitrineShims_main_queue_has_work(void) {
    struct pollfd p = { .fd = _dispatch_get_main_queue_handle_4CF(), .events = POLLIN, .revents = 0 };
    int n = poll(&p, 1, 0);
    if (n < 0) return -1;
    return n > 0 && (p.revents & POLLIN) ? 1 : 0;
}

// The kiosk runtime's entry for `@main` app delegates: VitrineShell defines it (@_cdecl); weak,
// so that UIKit-level code can call it without importing the runtime's module.
extern void vitrine_kiosk_run_app(void *factory) __attribute__((weak));

int CVitrineShims_run_kiosk_app(void *factory) {
    if (!vitrine_kiosk_run_app) return -1;
    vitrine_kiosk_run_app(factory);
    return 0;
}

void *CVitrineShims_dlopen(const char *soname, char *error, size_t size) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(error, size, "%s", why ? why : soname);
    }
    return handle;
}

void *CVitrineShims_dlsym(void *handle, const char *soname, const char *name, char *error, size_t size) {
    void *symbol = dlsym(handle, name);
    if (!symbol) snprintf(error, size, "%s has no %s", soname, name);
    return symbol;
}

void CVitrineShims_dlopen_required(const char *soname, const char *failure) {
    fprintf(stderr, "%s called but not loaded: %s\n", soname, failure);
    abort();
}

unsigned long long CVitrineShims_heap_bytes_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return (unsigned long long)m.uordblks + (unsigned long long)m.hblkhd;
}

int CVitrineShims_evdev_get_switches(int fd, unsigned char *bits, size_t size) { return ioctl(fd, EVIOCGSW(size), bits); }
