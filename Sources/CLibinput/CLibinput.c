#include "CLibinput.h"
#include "CVitrineShims.h"
#include <pthread.h>
#include <stdio.h>

const char *const vitrine_libinput_soname = "libinput.so.10";

// Every function used, as a pointer of libinput's own type for it.
#define VITRINE_LIBINPUT_FUNCTIONS(X) \
    X(libinput_device_config_calibration_has_matrix) X(libinput_device_config_calibration_set_matrix) X(libinput_device_get_name) \
    X(libinput_device_has_capability) X(libinput_device_keyboard_has_key) X(libinput_dispatch) \
    X(libinput_event_destroy) X(libinput_event_get_device) X(libinput_event_get_keyboard_event) \
    X(libinput_event_get_pointer_event) X(libinput_event_get_touch_event) X(libinput_event_get_type) \
    X(libinput_event_keyboard_get_key) X(libinput_event_keyboard_get_key_state) X(libinput_event_keyboard_get_time_usec) \
    X(libinput_event_pointer_get_absolute_x_transformed) X(libinput_event_pointer_get_absolute_y_transformed) X(libinput_event_pointer_get_button) \
    X(libinput_event_pointer_get_button_state) X(libinput_event_pointer_get_dx) X(libinput_event_pointer_get_dy) \
    X(libinput_event_pointer_get_time_usec) X(libinput_event_touch_get_seat_slot) X(libinput_event_touch_get_time_usec) \
    X(libinput_event_touch_get_x_transformed) X(libinput_event_touch_get_y_transformed) X(libinput_get_event) \
    X(libinput_get_fd) X(libinput_path_add_device) X(libinput_path_create_context) \
    X(libinput_udev_assign_seat) X(libinput_udev_create_context) X(libinput_unref)

#define VITRINE_LIBINPUT_POINTER(name) static __typeof__(name) *p_##name;
VITRINE_LIBINPUT_FUNCTIONS(VITRINE_LIBINPUT_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static char failure[512];

static void load(void) {
    void *h = CVitrineShims_dlopen(vitrine_libinput_soname, failure, sizeof failure);
    if (!h) return;
#define VITRINE_LIBINPUT_RESOLVE(name) \
    if (!(p_##name = (__typeof__(name) *)CVitrineShims_dlsym(h, vitrine_libinput_soname, #name, failure, sizeof failure))) return;
    VITRINE_LIBINPUT_FUNCTIONS(VITRINE_LIBINPUT_RESOLVE)
    loaded = true;
}

bool vitrine_libinput_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!loaded && error && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}

static void require(void) {
    if (!vitrine_libinput_load(NULL, 0)) CVitrineShims_dlopen_required(vitrine_libinput_soname, failure);
}

int vitrine_libinput_device_config_calibration_has_matrix(struct libinput_device *device) {
    require();
    return p_libinput_device_config_calibration_has_matrix(device);
}
enum libinput_config_status vitrine_libinput_device_config_calibration_set_matrix(struct libinput_device *device, const float matrix[6]) {
    require();
    return p_libinput_device_config_calibration_set_matrix(device, matrix);
}
const char *vitrine_libinput_device_get_name(struct libinput_device *device) {
    require();
    return p_libinput_device_get_name(device);
}
int vitrine_libinput_device_has_capability(struct libinput_device *device, enum libinput_device_capability capability) {
    require();
    return p_libinput_device_has_capability(device, capability);
}
int vitrine_libinput_device_keyboard_has_key(struct libinput_device *device, uint32_t code) {
    require();
    return p_libinput_device_keyboard_has_key(device, code);
}
int vitrine_libinput_dispatch(struct libinput *libinput) {
    require();
    return p_libinput_dispatch(libinput);
}
void vitrine_libinput_event_destroy(struct libinput_event *event) {
    require();
    p_libinput_event_destroy(event);
}
struct libinput_device *vitrine_libinput_event_get_device(struct libinput_event *event) {
    require();
    return p_libinput_event_get_device(event);
}
struct libinput_event_keyboard *vitrine_libinput_event_get_keyboard_event(struct libinput_event *event) {
    require();
    return p_libinput_event_get_keyboard_event(event);
}
struct libinput_event_pointer *vitrine_libinput_event_get_pointer_event(struct libinput_event *event) {
    require();
    return p_libinput_event_get_pointer_event(event);
}
struct libinput_event_touch *vitrine_libinput_event_get_touch_event(struct libinput_event *event) {
    require();
    return p_libinput_event_get_touch_event(event);
}
enum libinput_event_type vitrine_libinput_event_get_type(struct libinput_event *event) {
    require();
    return p_libinput_event_get_type(event);
}
uint32_t vitrine_libinput_event_keyboard_get_key(struct libinput_event_keyboard *event) {
    require();
    return p_libinput_event_keyboard_get_key(event);
}
enum libinput_key_state vitrine_libinput_event_keyboard_get_key_state(struct libinput_event_keyboard *event) {
    require();
    return p_libinput_event_keyboard_get_key_state(event);
}
uint64_t vitrine_libinput_event_keyboard_get_time_usec(struct libinput_event_keyboard *event) {
    require();
    return p_libinput_event_keyboard_get_time_usec(event);
}
double vitrine_libinput_event_pointer_get_absolute_x_transformed(struct libinput_event_pointer *event, uint32_t width) {
    require();
    return p_libinput_event_pointer_get_absolute_x_transformed(event, width);
}
double vitrine_libinput_event_pointer_get_absolute_y_transformed(struct libinput_event_pointer *event, uint32_t height) {
    require();
    return p_libinput_event_pointer_get_absolute_y_transformed(event, height);
}
uint32_t vitrine_libinput_event_pointer_get_button(struct libinput_event_pointer *event) {
    require();
    return p_libinput_event_pointer_get_button(event);
}
enum libinput_button_state vitrine_libinput_event_pointer_get_button_state(struct libinput_event_pointer *event) {
    require();
    return p_libinput_event_pointer_get_button_state(event);
}
double vitrine_libinput_event_pointer_get_dx(struct libinput_event_pointer *event) {
    require();
    return p_libinput_event_pointer_get_dx(event);
}
double vitrine_libinput_event_pointer_get_dy(struct libinput_event_pointer *event) {
    require();
    return p_libinput_event_pointer_get_dy(event);
}
uint64_t vitrine_libinput_event_pointer_get_time_usec(struct libinput_event_pointer *event) {
    require();
    return p_libinput_event_pointer_get_time_usec(event);
}
int32_t vitrine_libinput_event_touch_get_seat_slot(struct libinput_event_touch *event) {
    require();
    return p_libinput_event_touch_get_seat_slot(event);
}
uint64_t vitrine_libinput_event_touch_get_time_usec(struct libinput_event_touch *event) {
    require();
    return p_libinput_event_touch_get_time_usec(event);
}
double vitrine_libinput_event_touch_get_x_transformed(struct libinput_event_touch *event, uint32_t width) {
    require();
    return p_libinput_event_touch_get_x_transformed(event, width);
}
double vitrine_libinput_event_touch_get_y_transformed(struct libinput_event_touch *event, uint32_t height) {
    require();
    return p_libinput_event_touch_get_y_transformed(event, height);
}
struct libinput_event *vitrine_libinput_get_event(struct libinput *libinput) {
    require();
    return p_libinput_get_event(libinput);
}
int vitrine_libinput_get_fd(struct libinput *libinput) {
    require();
    return p_libinput_get_fd(libinput);
}
struct libinput_device *vitrine_libinput_path_add_device(struct libinput *libinput, const char *path) {
    require();
    return p_libinput_path_add_device(libinput, path);
}
struct libinput *vitrine_libinput_path_create_context(const struct libinput_interface *interface, void *user_data) {
    require();
    return p_libinput_path_create_context(interface, user_data);
}
int vitrine_libinput_udev_assign_seat(struct libinput *libinput, const char *seat_id) {
    require();
    return p_libinput_udev_assign_seat(libinput, seat_id);
}
struct libinput *vitrine_libinput_udev_create_context(const struct libinput_interface *interface, void *user_data, struct udev *udev) {
    require();
    return p_libinput_udev_create_context(interface, user_data, udev);
}
struct libinput *vitrine_libinput_unref(struct libinput *libinput) {
    require();
    return p_libinput_unref(libinput);
}
