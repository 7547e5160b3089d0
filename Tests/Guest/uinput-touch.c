/* uinput-touch W H: a multitouch touchscreen for the guest tests, made with the kernel's
 * uinput (what libinput sees on real hardware). Prints the event node, writes the udev
 * database entry libinput needs (there is no udevd in the guest), then obeys commands on stdin:
 *   tap X Y                 finger down at panel pixel (X, Y), 80 ms, up
 *   drag X1 Y1 X2 Y2 STEPS  down, STEPS moves 16 ms apart, up
 *   key CODE                press and release a key (on the same device)
 *   quit
 * uinput-touch --jack: a headphone jack instead (EV_SW with SW_HEADPHONE_INSERT, as a sound
 * card's jack detection reports it; the udev entry says ID_INPUT_SWITCH), with the command
 *   jack 1|0                headphones plugged in / pulled out
 * Built statically on the host (no libevdev needed in the guest). */
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

static int fd;
static void emit(int type, int code, int value) {
    struct input_event ev; memset(&ev, 0, sizeof ev);
    ev.type = type; ev.code = code; ev.value = value;
    if (write(fd, &ev, sizeof ev) != sizeof ev) perror("write");
}
static void syn(void) { emit(EV_SYN, SYN_REPORT, 0); }
static void abs_setup(int code, int max) {
    struct uinput_abs_setup a; memset(&a, 0, sizeof a);
    a.code = code; a.absinfo.minimum = 0; a.absinfo.maximum = max; a.absinfo.resolution = 10;
    ioctl(fd, UI_ABS_SETUP, &a);
}
static int tracking = 1;
static void down(int x, int y) {
    emit(EV_ABS, ABS_MT_SLOT, 0); emit(EV_ABS, ABS_MT_TRACKING_ID, tracking++);
    emit(EV_ABS, ABS_MT_POSITION_X, x); emit(EV_ABS, ABS_MT_POSITION_Y, y);
    emit(EV_KEY, BTN_TOUCH, 1); emit(EV_ABS, ABS_X, x); emit(EV_ABS, ABS_Y, y); syn();
}
static void move(int x, int y) {
    emit(EV_ABS, ABS_MT_SLOT, 0); emit(EV_ABS, ABS_MT_POSITION_X, x); emit(EV_ABS, ABS_MT_POSITION_Y, y);
    emit(EV_ABS, ABS_X, x); emit(EV_ABS, ABS_Y, y); syn();
}
static void up(void) { emit(EV_ABS, ABS_MT_SLOT, 0); emit(EV_ABS, ABS_MT_TRACKING_ID, -1); emit(EV_KEY, BTN_TOUCH, 0); syn(); }

/* The touchscreen (with every key up to 199 on it). */
static void touchscreen_bits(int w, int h) {
    ioctl(fd, UI_SET_EVBIT, EV_KEY); ioctl(fd, UI_SET_EVBIT, EV_ABS); ioctl(fd, UI_SET_EVBIT, EV_SYN);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH);
    for (int k = 1; k < 200; k++) ioctl(fd, UI_SET_KEYBIT, k);
    ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
    int abses[] = { ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X, ABS_MT_POSITION_Y };
    for (unsigned i = 0; i < sizeof abses / sizeof *abses; i++) ioctl(fd, UI_SET_ABSBIT, abses[i]);
    abs_setup(ABS_X, w - 1); abs_setup(ABS_Y, h - 1);
    abs_setup(ABS_MT_POSITION_X, w - 1); abs_setup(ABS_MT_POSITION_Y, h - 1);
    abs_setup(ABS_MT_SLOT, 9); abs_setup(ABS_MT_TRACKING_ID, 65535);
}

/* The headphone jack: one switch, out at creation. */
static void jack_bits(void) {
    ioctl(fd, UI_SET_EVBIT, EV_SW); ioctl(fd, UI_SET_EVBIT, EV_SYN);
    ioctl(fd, UI_SET_SWBIT, SW_HEADPHONE_INSERT);
}

int main(int argc, char **argv) {
    int jack = argc >= 2 && strcmp(argv[1], "--jack") == 0;
    if (!jack && argc < 3) { fprintf(stderr, "usage: uinput-touch W H | uinput-touch --jack\n"); return 2; }
    fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) { perror("/dev/uinput"); return 1; }
    if (jack) jack_bits(); else touchscreen_bits(atoi(argv[1]), atoi(argv[2]));
    struct uinput_setup us; memset(&us, 0, sizeof us);
    us.id.bustype = BUS_VIRTUAL; us.id.vendor = 0x1234; us.id.product = jack ? 0x5679 : 0x5678;
    strcpy(us.name, jack ? "vitrine-test-headphone-jack" : "vitrine-test-touchscreen");
    if (ioctl(fd, UI_DEV_SETUP, &us) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) { perror("UI_DEV_CREATE"); return 1; }
    char sys[64] = {0};
    ioctl(fd, UI_GET_SYSNAME(sizeof sys), sys);
    char path[256], node[64] = {0};
    usleep(200000);
    for (int i = 0; i < 32 && !node[0]; i++) {
        snprintf(path, sizeof path, "/sys/devices/virtual/input/%s/event%d", sys, i);
        struct stat st;
        if (stat(path, &st) == 0) snprintf(node, sizeof node, "event%d", i);
    }
    if (!node[0]) { fprintf(stderr, "uinput-touch: no event node for %s\n", sys); return 1; }
    /* The udev database entry libinput reads (ID_INPUT_TOUCHSCREEN, or ID_INPUT_SWITCH), as
     * udevd would write it. */
    snprintf(path, sizeof path, "/sys/class/input/%s/dev", node);
    FILE *f = fopen(path, "r"); int major = 13, minor = 0;
    if (f) { if (fscanf(f, "%d:%d", &major, &minor) != 2) minor = 0; fclose(f); }
    mkdir("/run/udev", 0755); mkdir("/run/udev/data", 0755);
    snprintf(path, sizeof path, "/run/udev/data/c%d:%d", major, minor);
    f = fopen(path, "w");
    if (f) {
        fprintf(f, jack ? "E:ID_INPUT=1\nE:ID_INPUT_SWITCH=1\n" : "E:ID_INPUT=1\nE:ID_INPUT_TOUCHSCREEN=1\nE:ID_INPUT_KEY=1\n");
        fclose(f);
    }
    printf("/dev/input/%s\n", node); fflush(stdout);
    char cmd[256];
    while (fgets(cmd, sizeof cmd, stdin)) {
        int x1, y1, x2, y2, n, code;
        if (sscanf(cmd, "tap %d %d", &x1, &y1) == 2) { down(x1, y1); usleep(80000); up(); }
        else if (sscanf(cmd, "drag %d %d %d %d %d", &x1, &y1, &x2, &y2, &n) == 5) {
            down(x1, y1);
            for (int i = 1; i <= n; i++) { usleep(16000); move(x1 + (x2 - x1) * i / n, y1 + (y2 - y1) * i / n); }
            usleep(16000); up();
        } else if (sscanf(cmd, "key %d", &code) == 1) { emit(EV_KEY, code, 1); syn(); emit(EV_KEY, code, 0); syn(); }
        else if (sscanf(cmd, "jack %d", &code) == 1) { emit(EV_SW, SW_HEADPHONE_INSERT, code != 0); syn(); }
        else if (strncmp(cmd, "quit", 4) == 0) break;
        fprintf(stderr, "uinput-touch: done %s", cmd);
    }
    ioctl(fd, UI_DEV_DESTROY);
    return 0;
}
