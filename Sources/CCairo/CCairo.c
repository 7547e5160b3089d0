#include "CCairo.h"
#include "CVitrineShims.h"
#include <pthread.h>
#include <stdio.h>

const char *const vitrine_cairo_soname = "libcairo.so.2";

// Every function used, as a pointer of cairo's own type for it.
#define VITRINE_CAIRO_FUNCTIONS(X) \
    X(cairo_format_stride_for_width) X(cairo_image_surface_create_for_data) X(cairo_surface_destroy) \
    X(cairo_surface_flush) X(cairo_create) X(cairo_destroy) \
    X(cairo_status) X(cairo_move_to) X(cairo_line_to) \
    X(cairo_curve_to) X(cairo_get_current_point) X(cairo_close_path) \
    X(cairo_set_matrix) X(cairo_set_fill_rule) X(cairo_set_source_rgba) \
    X(cairo_set_operator) X(cairo_set_dash) X(cairo_set_line_cap) \
    X(cairo_set_line_join) X(cairo_set_line_width) X(cairo_set_miter_limit) \
    X(cairo_fill) X(cairo_stroke)

#define VITRINE_CAIRO_POINTER(name) static __typeof__(name) *p_##name;
VITRINE_CAIRO_FUNCTIONS(VITRINE_CAIRO_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static char failure[512];

static void load(void) {
    void *h = CVitrineShims_dlopen(vitrine_cairo_soname, failure, sizeof failure);
    if (!h) return;
#define VITRINE_CAIRO_RESOLVE(name) \
    if (!(p_##name = (__typeof__(name) *)CVitrineShims_dlsym(h, vitrine_cairo_soname, #name, failure, sizeof failure))) return;
    VITRINE_CAIRO_FUNCTIONS(VITRINE_CAIRO_RESOLVE)
    loaded = true;
}

bool vitrine_cairo_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!loaded && error && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}

static void require(void) {
    if (!vitrine_cairo_load(NULL, 0)) CVitrineShims_dlopen_required(vitrine_cairo_soname, failure);
}

int vitrine_cairo_format_stride_for_width(cairo_format_t format, int width) {
    require();
    return p_cairo_format_stride_for_width(format, width);
}
cairo_surface_t *vitrine_cairo_image_surface_create_for_data(unsigned char *data, cairo_format_t format, int width, int height, int stride) {
    require();
    return p_cairo_image_surface_create_for_data(data, format, width, height, stride);
}
void vitrine_cairo_surface_destroy(cairo_surface_t *surface) {
    require();
    p_cairo_surface_destroy(surface);
}
void vitrine_cairo_surface_flush(cairo_surface_t *surface) {
    require();
    p_cairo_surface_flush(surface);
}
cairo_t *vitrine_cairo_create(cairo_surface_t *target) {
    require();
    return p_cairo_create(target);
}
void vitrine_cairo_destroy(cairo_t *cr) {
    require();
    p_cairo_destroy(cr);
}
cairo_status_t vitrine_cairo_status(cairo_t *cr) {
    require();
    return p_cairo_status(cr);
}
void vitrine_cairo_move_to(cairo_t *cr, double x, double y) {
    require();
    p_cairo_move_to(cr, x, y);
}
void vitrine_cairo_line_to(cairo_t *cr, double x, double y) {
    require();
    p_cairo_line_to(cr, x, y);
}
void vitrine_cairo_curve_to(cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3) {
    require();
    p_cairo_curve_to(cr, x1, y1, x2, y2, x3, y3);
}
void vitrine_cairo_get_current_point(cairo_t *cr, double *x, double *y) {
    require();
    p_cairo_get_current_point(cr, x, y);
}
void vitrine_cairo_close_path(cairo_t *cr) {
    require();
    p_cairo_close_path(cr);
}
void vitrine_cairo_set_matrix(cairo_t *cr, const cairo_matrix_t *matrix) {
    require();
    p_cairo_set_matrix(cr, matrix);
}
void vitrine_cairo_set_fill_rule(cairo_t *cr, cairo_fill_rule_t fill_rule) {
    require();
    p_cairo_set_fill_rule(cr, fill_rule);
}
void vitrine_cairo_set_source_rgba(cairo_t *cr, double red, double green, double blue, double alpha) {
    require();
    p_cairo_set_source_rgba(cr, red, green, blue, alpha);
}
void vitrine_cairo_set_operator(cairo_t *cr, cairo_operator_t op) {
    require();
    p_cairo_set_operator(cr, op);
}
void vitrine_cairo_set_dash(cairo_t *cr, const double *dashes, int num_dashes, double offset) {
    require();
    p_cairo_set_dash(cr, dashes, num_dashes, offset);
}
void vitrine_cairo_set_line_cap(cairo_t *cr, cairo_line_cap_t line_cap) {
    require();
    p_cairo_set_line_cap(cr, line_cap);
}
void vitrine_cairo_set_line_join(cairo_t *cr, cairo_line_join_t line_join) {
    require();
    p_cairo_set_line_join(cr, line_join);
}
void vitrine_cairo_set_line_width(cairo_t *cr, double width) {
    require();
    p_cairo_set_line_width(cr, width);
}
void vitrine_cairo_set_miter_limit(cairo_t *cr, double limit) {
    require();
    p_cairo_set_miter_limit(cr, limit);
}
void vitrine_cairo_fill(cairo_t *cr) {
    require();
    p_cairo_fill(cr);
}
void vitrine_cairo_stroke(cairo_t *cr) {
    require();
    p_cairo_stroke(cr);
}
