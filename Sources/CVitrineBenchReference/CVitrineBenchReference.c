// The hand-written C + pixman reference frame (see the header).
#include "CVitrineBenchReference.h"

#include <pixman.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 64

typedef struct {
    int x, y, w, h, r;
    pixman_color_t color;
    pixman_image_t *solid;
} panel_t;

typedef struct {
    int x, y, w, h;
    pixman_image_t *scaled;
} picture_t;

typedef struct {
    int radius;
    pixman_image_t *masks[4]; // top-left, top-right, bottom-right, bottom-left
} corner_set_t;

struct vbr_frame {
    int width, height;
    uint32_t *pixels;
    pixman_image_t *image;
    pixman_color_t background;
    panel_t panels[MAX_ITEMS];
    int panel_count;
    picture_t pictures[MAX_ITEMS];
    int picture_count;
    corner_set_t corners[8];
    int corner_count;
};

static pixman_color_t color_from_argb(uint32_t argb) {
    pixman_color_t c;
    c.alpha = (uint16_t)(((argb >> 24) & 0xff) * 0x101);
    c.red = (uint16_t)(((argb >> 16) & 0xff) * 0x101);
    c.green = (uint16_t)(((argb >> 8) & 0xff) * 0x101);
    c.blue = (uint16_t)((argb & 0xff) * 0x101);
    return c;
}

vbr_frame *vbr_frame_create(int width, int height, uint32_t background) {
    if (width <= 0 || height <= 0) return NULL;
    vbr_frame *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->width = width;
    f->height = height;
    f->pixels = calloc((size_t)width * (size_t)height, 4);
    if (!f->pixels) { free(f); return NULL; }
    f->image = pixman_image_create_bits_no_clear(PIXMAN_x8r8g8b8, width, height, f->pixels, width * 4);
    if (!f->image) { free(f->pixels); free(f); return NULL; }
    f->background = color_from_argb(background);
    return f;
}

void vbr_frame_destroy(vbr_frame *f) {
    if (!f) return;
    for (int i = 0; i < f->panel_count; i++) pixman_image_unref(f->panels[i].solid);
    for (int i = 0; i < f->picture_count; i++) pixman_image_unref(f->pictures[i].scaled);
    for (int i = 0; i < f->corner_count; i++)
        for (int k = 0; k < 4; k++) pixman_image_unref(f->corners[i].masks[k]);
    pixman_image_unref(f->image);
    free(f->pixels);
    free(f);
}

// The coverage of a quarter disc of radius r centred at the inner corner, 4x4 samples per pixel.
static pixman_image_t *corner_mask(int r, int which) {
    int stride = (r + 3) & ~3;
    pixman_image_t *m = pixman_image_create_bits(PIXMAN_a8, r, r, NULL, stride);
    if (!m) return NULL;
    uint8_t *bits = (uint8_t *)pixman_image_get_data(m);
    for (int y = 0; y < r; y++) {
        for (int x = 0; x < r; x++) {
            int inside = 0;
            for (int sy = 0; sy < 4; sy++) {
                for (int sx = 0; sx < 4; sx++) {
                    // Sample position relative to the circle centre, for the top-left corner.
                    double px = x + (sx + 0.5) / 4.0, py = y + (sy + 0.5) / 4.0;
                    double dx, dy;
                    switch (which) {
                    case 0: dx = r - px; dy = r - py; break;
                    case 1: dx = px; dy = r - py; break;
                    case 2: dx = px; dy = py; break;
                    default: dx = r - px; dy = py; break;
                    }
                    if (dx * dx + dy * dy <= (double)r * r) inside++;
                }
            }
            bits[y * stride + x] = (uint8_t)((inside * 255 + 8) / 16);
        }
    }
    return m;
}

static corner_set_t *corners_for(vbr_frame *f, int r) {
    for (int i = 0; i < f->corner_count; i++)
        if (f->corners[i].radius == r) return &f->corners[i];
    if (f->corner_count == 8) return NULL;
    corner_set_t *c = &f->corners[f->corner_count];
    c->radius = r;
    for (int k = 0; k < 4; k++) {
        c->masks[k] = corner_mask(r, k);
        if (!c->masks[k]) {
            for (int j = 0; j < k; j++) pixman_image_unref(c->masks[j]);
            return NULL;
        }
    }
    f->corner_count++;
    return c;
}

int vbr_frame_add_panel(vbr_frame *f, int x, int y, int w, int h, int r, uint32_t argb) {
    if (f->panel_count == MAX_ITEMS || w <= 0 || h <= 0 || r < 0 || 2 * r > w || 2 * r > h) return -1;
    if (r > 0 && !corners_for(f, r)) return -1;
    panel_t *p = &f->panels[f->panel_count];
    p->x = x; p->y = y; p->w = w; p->h = h; p->r = r;
    p->color = color_from_argb(argb);
    p->solid = pixman_image_create_solid_fill(&p->color);
    if (!p->solid) return -1;
    f->panel_count++;
    return 0;
}

int vbr_frame_add_image(vbr_frame *f, const uint32_t *pixels, int sw, int sh, int stride,
                        int x, int y, int w, int h) {
    if (f->picture_count == MAX_ITEMS || w <= 0 || h <= 0 || sw <= 0 || sh <= 0) return -1;
    pixman_image_t *src = pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, sw, sh, (uint32_t *)pixels, stride);
    pixman_image_t *out = pixman_image_create_bits(PIXMAN_a8r8g8b8, w, h, NULL, w * 4);
    if (!src || !out) {
        if (src) pixman_image_unref(src);
        if (out) pixman_image_unref(out);
        return -1;
    }
    pixman_transform_t m;
    pixman_transform_init_scale(&m, pixman_double_to_fixed((double)sw / w), pixman_double_to_fixed((double)sh / h));
    pixman_image_set_transform(src, &m);
    pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, NULL, 0);
    pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD);
    pixman_image_composite32(PIXMAN_OP_SRC, src, NULL, out, 0, 0, 0, 0, 0, 0, w, h);
    pixman_image_unref(src);
    picture_t *p = &f->pictures[f->picture_count++];
    p->x = x; p->y = y; p->w = w; p->h = h;
    p->scaled = out;
    return 0;
}

// Intersects (x, y, w, h) with the clip box; returns 0 when empty.
static int clip_box(const pixman_box32_t *clip, int *x, int *y, int *w, int *h) {
    int x1 = *x > clip->x1 ? *x : clip->x1, y1 = *y > clip->y1 ? *y : clip->y1;
    int x2 = *x + *w < clip->x2 ? *x + *w : clip->x2, y2 = *y + *h < clip->y2 ? *y + *h : clip->y2;
    if (x2 <= x1 || y2 <= y1) return 0;
    *x = x1; *y = y1; *w = x2 - x1; *h = y2 - y1;
    return 1;
}

static void draw_panel(vbr_frame *f, const panel_t *p, const pixman_box32_t *clip) {
    int r = p->r;
    // Interior: three boxes (middle band full width, top and bottom bands between the corners).
    pixman_box32_t boxes[3] = {
        { p->x, p->y + r, p->x + p->w, p->y + p->h - r },
        { p->x + r, p->y, p->x + p->w - r, p->y + r },
        { p->x + r, p->y + p->h - r, p->x + p->w - r, p->y + p->h },
    };
    pixman_box32_t clipped[3];
    int n = 0;
    for (int i = 0; i < 3; i++) {
        int x = boxes[i].x1, y = boxes[i].y1, w = boxes[i].x2 - x, h = boxes[i].y2 - y;
        if (w > 0 && h > 0 && clip_box(clip, &x, &y, &w, &h))
            clipped[n++] = (pixman_box32_t){ x, y, x + w, y + h };
    }
    if (n) pixman_image_fill_boxes(PIXMAN_OP_OVER, f->image, &p->color, n, clipped);
    if (r == 0) return;
    corner_set_t *cs = corners_for(f, r);
    if (!cs) return;
    int cx[4] = { p->x, p->x + p->w - r, p->x + p->w - r, p->x };
    int cy[4] = { p->y, p->y, p->y + p->h - r, p->y + p->h - r };
    for (int k = 0; k < 4; k++) {
        int x = cx[k], y = cy[k], w = r, h = r;
        if (!clip_box(clip, &x, &y, &w, &h)) continue;
        pixman_image_composite32(PIXMAN_OP_OVER, p->solid, cs->masks[k], f->image, 0, 0,
                                 x - cx[k], y - cy[k], x, y, w, h);
    }
}

void vbr_frame_draw(vbr_frame *f, int x, int y, int w, int h) {
    pixman_box32_t clip = { 0, 0, f->width, f->height };
    if (!clip_box(&clip, &x, &y, &w, &h)) return;
    clip = (pixman_box32_t){ x, y, x + w, y + h };
    pixman_image_fill_boxes(PIXMAN_OP_SRC, f->image, &f->background, 1, &clip);
    for (int i = 0; i < f->panel_count; i++) draw_panel(f, &f->panels[i], &clip);
    for (int i = 0; i < f->picture_count; i++) {
        const picture_t *p = &f->pictures[i];
        int px = p->x, py = p->y, pw = p->w, ph = p->h;
        if (!clip_box(&clip, &px, &py, &pw, &ph)) continue;
        pixman_image_composite32(PIXMAN_OP_OVER, p->scaled, NULL, f->image, px - p->x, py - p->y, 0, 0,
                                 px, py, pw, ph);
    }
}

const uint32_t *vbr_frame_pixels(const vbr_frame *f) { return f->pixels; }

void vbr_rotate_blit(void *dest, int dest_stride, const void *source, int sw, int sh, int source_stride,
                     int bits, int quarter_turns, int sx, int sy, int w, int h) {
    pixman_format_code_t format = bits == 16 ? PIXMAN_r5g6b5 : PIXMAN_x8r8g8b8;
    int turns = ((quarter_turns % 4) + 4) % 4;
    int dw = turns % 2 ? sh : sw, dh = turns % 2 ? sw : sh;
    pixman_image_t *src = pixman_image_create_bits_no_clear(format, sw, sh, (uint32_t *)source, source_stride);
    pixman_image_t *dst = pixman_image_create_bits_no_clear(format, dw, dh, (uint32_t *)dest, dest_stride);
    if (!src || !dst) {
        if (src) pixman_image_unref(src);
        if (dst) pixman_image_unref(dst);
        return;
    }
    // Destination pixel centre -> source pixel centre, exact ±1 entries, integer translations.
    pixman_transform_t m;
    pixman_transform_init_identity(&m);
    int dx = sx, dy = sy, dwid = w, dhei = h;
    switch (turns) {
    case 1: // dest (X, Y) = (sh - 1 - y, x): source x = Y, y = sh - X
        m.matrix[0][0] = 0; m.matrix[0][1] = pixman_fixed_1; m.matrix[0][2] = 0;
        m.matrix[1][0] = -pixman_fixed_1; m.matrix[1][1] = 0; m.matrix[1][2] = pixman_int_to_fixed(sh);
        dx = sh - (sy + h); dy = sx; dwid = h; dhei = w;
        break;
    case 2:
        m.matrix[0][0] = -pixman_fixed_1; m.matrix[0][2] = pixman_int_to_fixed(sw);
        m.matrix[1][1] = -pixman_fixed_1; m.matrix[1][2] = pixman_int_to_fixed(sh);
        dx = sw - (sx + w); dy = sh - (sy + h);
        break;
    case 3:
        m.matrix[0][0] = 0; m.matrix[0][1] = -pixman_fixed_1; m.matrix[0][2] = pixman_int_to_fixed(sw);
        m.matrix[1][0] = pixman_fixed_1; m.matrix[1][1] = 0; m.matrix[1][2] = 0;
        dx = sy; dy = sw - (sx + w); dwid = h; dhei = w;
        break;
    default:
        break;
    }
    if (turns) {
        pixman_image_set_transform(src, &m);
        pixman_image_set_filter(src, PIXMAN_FILTER_NEAREST, NULL, 0);
    }
    pixman_image_composite32(PIXMAN_OP_SRC, src, NULL, dst, dx, dy, 0, 0, dx, dy, dwid, dhei);
    pixman_image_unref(src);
    pixman_image_unref(dst);
}
