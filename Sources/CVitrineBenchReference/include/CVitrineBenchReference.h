#pragma once
// The hand-written C + pixman reference the benchmark compares Vitrine's frame pipeline with.
// Used only by vitrine-bench. Every symbol is prefixed vbr_.
#include <stdint.h>

/// A reference UI frame: an x8r8g8b8 frame buffer and the scene drawn into it.
typedef struct vbr_frame vbr_frame;

/// A `width`x`height` frame whose background is `background` (0xAARRGGBB, opaque).
/// Returns NULL when out of memory.
vbr_frame *vbr_frame_create(int width, int height, uint32_t background);
void vbr_frame_destroy(vbr_frame *frame);

/// Adds a rounded panel (whole-pixel rectangle, corner `radius` pixels) filled with the
/// premultiplied colour `argb`, blended OVER. Corners: a cached antialiased a8 mask per corner
/// (16 samples per pixel, computed once per radius) composited with a solid source.
/// Returns 0 on success.
int vbr_frame_add_panel(vbr_frame *frame, int x, int y, int width, int height, int radius, uint32_t argb);

/// Adds an image: premultiplied a8r8g8b8 `pixels` (`source_width`x`source_height`, `stride` bytes
/// a row) scaled into the whole-pixel rectangle, blended OVER. The scaled copy (bilinear, pad
/// repeat) is made once here, as a hand-written program would cache it. Returns 0 on success.
int vbr_frame_add_image(vbr_frame *frame, const uint32_t *pixels, int source_width, int source_height, int stride,
                        int x, int y, int width, int height);

/// Redraws the damage box: clears it to the background, then draws every panel and image that
/// meets it, clipped to it.
void vbr_frame_draw(vbr_frame *frame, int x, int y, int width, int height);

/// The frame's pixels (rows `width * 4` bytes apart).
const uint32_t *vbr_frame_pixels(const vbr_frame *frame);

/// pixman's own exact quarter-turn blit: copies the `source` rectangle (sx, sy, w, h) of an
/// image `source_width`x`source_height` turned `quarter_turns` clockwise into `dest` (which has
/// the turned size), PIXMAN_OP_SRC, nearest filter, a matrix of exact ±1 entries and integer
/// translations. `bits` is 32 (x8r8g8b8 both sides) or 16 (r5g6b5 both sides).
/// Strides are in bytes.
void vbr_rotate_blit(void *dest, int dest_stride, const void *source, int source_width, int source_height,
                     int source_stride, int bits, int quarter_turns, int sx, int sy, int w, int h);
