#pragma once
// Tiny C shims for what Swift cannot call directly (function-like ioctl request macros, and
// GNU functions glibc declares only under _GNU_SOURCE, dlopen for optional libraries).
// Every symbol is prefixed CVitrineShims_.
#include <linux/fb.h>
#include <stddef.h>

/// ioctl(fd, FBIOGET_VSCREENINFO, info)
int CVitrineShims_fb_get_vscreeninfo(int fd, struct fb_var_screeninfo *info);
/// ioctl(fd, FBIOGET_FSCREENINFO, info)
int CVitrineShims_fb_get_fscreeninfo(int fd, struct fb_fix_screeninfo *info);
/// ioctl(fd, FBIOPAN_DISPLAY, info)
int CVitrineShims_fb_pan_display(int fd, struct fb_var_screeninfo *info);
/// ioctl(fd, FBIOBLANK, FB_BLANK_POWERDOWN) when off, FB_BLANK_UNBLANK when not
int CVitrineShims_fb_blank(int fd, int off);
/// ioctl(fd, FBIO_WAITFORVSYNC, &0)
int CVitrineShims_fb_wait_for_vsync(int fd);
/// accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC): the new connection is non-blocking and
/// close-on-exec from the start (no window in which a fork could inherit it).
int CVitrineShims_accept_nonblocking_cloexec(int fd);
/// Whether the main dispatch queue has work waiting (1) or not (0): a non-blocking poll of the
/// eventfd libdispatch signals when the main queue needs draining — the handle CoreFoundation's
/// main run loop waits on (`_dispatch_get_main_queue_handle_4CF`, libdispatch's interface for
/// the run loop). -1 when it cannot be polled.
int CVitrineShims_main_queue_has_work(void);
/// Runs the kiosk runtime's app entry (`vitrine_kiosk_run_app`, defined by VitrineShell when it
/// is linked in) with `factory`; it does not return. Returns -1 at once when the runtime is not
/// linked in (the symbol is declared weak, so an executable without VitrineShell still links).
int CVitrineShims_run_kiosk_app(void *factory);
/// dlopen(soname, RTLD_NOW | RTLD_LOCAL), for a library only an optional part needs (opened the
/// first time that part runs); NULL, with what the loader said in `error`, when it fails.
void *CVitrineShims_dlopen(const char *soname, char *error, size_t size);
/// dlsym(handle, name); NULL, with "SONAME has no NAME" in `error`, when it is missing.
void *CVitrineShims_dlsym(void *handle, const char *soname, const char *name, char *error, size_t size);
/// Says on stderr that a function of `soname` was called although it could not be opened
/// (`failure`: why), and aborts: a programming error (the caller checks the load first).
_Noreturn void CVitrineShims_dlopen_required(const char *soname, const char *failure);
/// The bytes malloc has handed out and not had back, over every arena, mmapped blocks
/// included: mallinfo2()'s uordblks + hblkhd (malloc.h, which Swift's Glibc module does not
/// import). Unlike the resident set it does not move with freed-but-kept pages.
unsigned long long CVitrineShims_heap_bytes_in_use(void);
/// ioctl(fd, EVIOCGSW(size), bits): the evdev device's switch states, one bit a switch code.
int CVitrineShims_evdev_get_switches(int fd, unsigned char *bits, size_t size);
