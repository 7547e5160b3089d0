#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <libinput.h>

// libinput (touch, pointer and key events), opened with dlopen when input starts, once the first
// frame is on screen: libinput links libwacom, gudev, GObject, mtdev and libevdev, whose loading
// and constructors a restart would otherwise pay before its first frame. The header gives the
// types; each function below calls libinput's function of the same name after `vitrine_`. Check
// `vitrine_libinput_load` first: a function called without the library aborts.

/// Opens libinput (once; later calls return the first answer). False when it cannot be opened
/// or lacks a function, with the reason in `error`.
bool vitrine_libinput_load(char *error, size_t size);

/// The soname `vitrine_libinput_load` opens.
extern const char *const vitrine_libinput_soname;

int vitrine_libinput_device_config_calibration_has_matrix(struct libinput_device *device);
enum libinput_config_status vitrine_libinput_device_config_calibration_set_matrix(struct libinput_device *device, const float matrix[6]);
const char *vitrine_libinput_device_get_name(struct libinput_device *device);
int vitrine_libinput_device_has_capability(struct libinput_device *device, enum libinput_device_capability capability);
int vitrine_libinput_device_keyboard_has_key(struct libinput_device *device, uint32_t code);
int vitrine_libinput_dispatch(struct libinput *libinput);
void vitrine_libinput_event_destroy(struct libinput_event *event);
struct libinput_device *vitrine_libinput_event_get_device(struct libinput_event *event);
struct libinput_event_keyboard *vitrine_libinput_event_get_keyboard_event(struct libinput_event *event);
struct libinput_event_pointer *vitrine_libinput_event_get_pointer_event(struct libinput_event *event);
struct libinput_event_touch *vitrine_libinput_event_get_touch_event(struct libinput_event *event);
enum libinput_event_type vitrine_libinput_event_get_type(struct libinput_event *event);
uint32_t vitrine_libinput_event_keyboard_get_key(struct libinput_event_keyboard *event);
enum libinput_key_state vitrine_libinput_event_keyboard_get_key_state(struct libinput_event_keyboard *event);
uint64_t vitrine_libinput_event_keyboard_get_time_usec(struct libinput_event_keyboard *event);
double vitrine_libinput_event_pointer_get_absolute_x_transformed(struct libinput_event_pointer *event, uint32_t width);
double vitrine_libinput_event_pointer_get_absolute_y_transformed(struct libinput_event_pointer *event, uint32_t height);
uint32_t vitrine_libinput_event_pointer_get_button(struct libinput_event_pointer *event);
enum libinput_button_state vitrine_libinput_event_pointer_get_button_state(struct libinput_event_pointer *event);
double vitrine_libinput_event_pointer_get_dx(struct libinput_event_pointer *event);
double vitrine_libinput_event_pointer_get_dy(struct libinput_event_pointer *event);
uint64_t vitrine_libinput_event_pointer_get_time_usec(struct libinput_event_pointer *event);
int32_t vitrine_libinput_event_touch_get_seat_slot(struct libinput_event_touch *event);
uint64_t vitrine_libinput_event_touch_get_time_usec(struct libinput_event_touch *event);
double vitrine_libinput_event_touch_get_x_transformed(struct libinput_event_touch *event, uint32_t width);
double vitrine_libinput_event_touch_get_y_transformed(struct libinput_event_touch *event, uint32_t height);
struct libinput_event *vitrine_libinput_get_event(struct libinput *libinput);
int vitrine_libinput_get_fd(struct libinput *libinput);
struct libinput_device *vitrine_libinput_path_add_device(struct libinput *libinput, const char *path);
struct libinput *vitrine_libinput_path_create_context(const struct libinput_interface *interface, void *user_data);
int vitrine_libinput_udev_assign_seat(struct libinput *libinput, const char *seat_id);
struct libinput *vitrine_libinput_udev_create_context(const struct libinput_interface *interface, void *user_data, struct udev *udev);
struct libinput *vitrine_libinput_unref(struct libinput *libinput);
