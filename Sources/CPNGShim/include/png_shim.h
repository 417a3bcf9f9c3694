#ifndef WIDGETPREVIEW_PNG_SHIM_H
#define WIDGETPREVIEW_PNG_SHIM_H

/*
 * A small C layer over libpng. libpng reports errors with longjmp, which must never cross Swift frames,
 * so every libpng call that can fail runs here behind setjmp, and Swift only sees a status code and a
 * message string.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes returned by every shim function. */
enum {
    WP_PNG_OK = 0,
    /* libpng rejected the data (bad signature, CRC, zlib stream, truncated file, ...). */
    WP_PNG_ERROR_LIBPNG = 1,
    /* The header declares an image larger than the caller's limits. */
    WP_PNG_ERROR_TOO_LARGE = 2,
    /* malloc failed. */
    WP_PNG_ERROR_OUT_OF_MEMORY = 3,
    /* The caller passed arguments the shim does not accept. */
    WP_PNG_ERROR_ARGUMENT = 4
};

/* Room for libpng's messages plus our own context. */
#define WP_PNG_MESSAGE_CAPACITY 256

/* Filter choices for encoding. WP_PNG_FILTER_LIBPNG_DEFAULT leaves libpng's own choice in place. */
enum {
    WP_PNG_FILTER_LIBPNG_DEFAULT = -1,
    WP_PNG_FILTER_NONE = 0,
    WP_PNG_FILTER_SUB = 1,
    WP_PNG_FILTER_UP = 2,
    WP_PNG_FILTER_AVG = 3,
    WP_PNG_FILTER_PAETH = 4,
    WP_PNG_FILTER_ADAPTIVE = 5
};

/*
 * Encodes `width` × `height` straight RGBA8 pixels (rows top to bottom, `width * 4` bytes each) as PNG.
 * `write_rgb` non-zero drops the alpha byte and writes colour type 2 (the caller checked every alpha is 255).
 * `level` is the zlib level 0...9, or -1 for libpng's default. `filter` is one of WP_PNG_FILTER_*.
 * Writes only IHDR, IDAT and IEND. On success `*out` is a malloc'd buffer of `*out_size` bytes that the
 * caller frees with wp_png_free.
 */
int wp_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int write_rgb, int level, int filter,
                  uint8_t **out, size_t *out_size, char message[WP_PNG_MESSAGE_CAPACITY]);

/*
 * Decodes a PNG held in memory into straight RGBA8 (palette, grey, grey+alpha, 16-bit, interlaced and tRNS
 * are all expanded; gamma and ICC are ignored). The header is checked against `max_dimension` and
 * `max_pixels` before any pixel memory is allocated, and pixel memory grows with the rows actually decoded,
 * so a truncated file that declares a huge image fails before allocating it.
 * On success `*out` is a malloc'd buffer of `*width * *height * 4` bytes that the caller frees with
 * wp_png_free.
 */
int wp_png_decode(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                  uint8_t **out, uint32_t *width, uint32_t *height, char message[WP_PNG_MESSAGE_CAPACITY]);

/* Frees a buffer returned by wp_png_encode or wp_png_decode. */
void wp_png_free(void *buffer);

/* The libpng version in use, e.g. "1.6.39". */
const char *wp_png_libpng_version(void);

#ifdef __cplusplus
}
#endif

#endif
