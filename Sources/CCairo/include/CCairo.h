#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <cairo/cairo.h>

// Cairo (path scan conversion), opened with dlopen the first time a path is drawn: the
// libcairo Debian ships links X11 and xcb, which a kiosk that draws no path never loads. The
// header gives the types; each function below calls cairo's function of the same name after
// `vitrine_`. Check `vitrine_cairo_load` first: a function called without the library aborts.

/// Opens cairo (once; later calls return the first answer). False when it cannot be opened or
/// lacks a function, with the reason in `error`.
bool vitrine_cairo_load(char *error, size_t size);

/// The soname `vitrine_cairo_load` opens.
extern const char *const vitrine_cairo_soname;

int vitrine_cairo_format_stride_for_width(cairo_format_t format, int width);
cairo_surface_t *vitrine_cairo_image_surface_create_for_data(unsigned char *data, cairo_format_t format, int width, int height, int stride);
void vitrine_cairo_surface_destroy(cairo_surface_t *surface);
void vitrine_cairo_surface_flush(cairo_surface_t *surface);
cairo_t *vitrine_cairo_create(cairo_surface_t *target);
void vitrine_cairo_destroy(cairo_t *cr);
cairo_status_t vitrine_cairo_status(cairo_t *cr);
void vitrine_cairo_move_to(cairo_t *cr, double x, double y);
void vitrine_cairo_line_to(cairo_t *cr, double x, double y);
void vitrine_cairo_curve_to(cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3);
void vitrine_cairo_get_current_point(cairo_t *cr, double *x, double *y);
void vitrine_cairo_close_path(cairo_t *cr);
void vitrine_cairo_set_matrix(cairo_t *cr, const cairo_matrix_t *matrix);
void vitrine_cairo_set_fill_rule(cairo_t *cr, cairo_fill_rule_t fill_rule);
void vitrine_cairo_set_source_rgba(cairo_t *cr, double red, double green, double blue, double alpha);
void vitrine_cairo_set_operator(cairo_t *cr, cairo_operator_t op);
void vitrine_cairo_set_dash(cairo_t *cr, const double *dashes, int num_dashes, double offset);
void vitrine_cairo_set_line_cap(cairo_t *cr, cairo_line_cap_t line_cap);
void vitrine_cairo_set_line_join(cairo_t *cr, cairo_line_join_t line_join);
void vitrine_cairo_set_line_width(cairo_t *cr, double width);
void vitrine_cairo_set_miter_limit(cairo_t *cr, double limit);
void vitrine_cairo_fill(cairo_t *cr);
void vitrine_cairo_stroke(cairo_t *cr);
