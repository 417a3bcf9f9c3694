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
    WP_PNG_ERROR_ARGUMENT = 4,
    /* The file could not be read (not a regular file, read error); the message says why. */
    WP_PNG_ERROR_IO = 5
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
 * The same encoder fed a few rows at a time, so an image never has to be in memory whole: open, then
 * write_rows until all `height` rows are written, then finish (which hands over the encoded bytes, to be
 * freed with wp_png_free), then free. Same arguments and the same bytes as wp_png_encode. After an error
 * every later call returns it again.
 */
typedef struct wp_png_writer wp_png_writer;
int wp_png_writer_open(uint32_t width, uint32_t height, int write_rgb, int level, int filter, wp_png_writer **out,
                       char message[WP_PNG_MESSAGE_CAPACITY]);
int wp_png_writer_write_rows(wp_png_writer *writer, const uint8_t *rgba, uint32_t count,
                             char message[WP_PNG_MESSAGE_CAPACITY]);
int wp_png_writer_finish(wp_png_writer *writer, uint8_t **out, size_t *out_size, char message[WP_PNG_MESSAGE_CAPACITY]);
void wp_png_writer_free(wp_png_writer *writer);

/*
 * Decodes a PNG a few rows at a time into straight RGBA8 (palette, grey, grey+alpha, 16-bit, interlaced and
 * tRNS are all expanded; gamma and ICC are ignored). Opening reads the header and checks it against
 * `max_dimension` and `max_pixels`, and a file too short for the declared size, before any pixel memory
 * exists; read_rows then decodes the next `count` rows (`width * 4` bytes each) into `rgba`, and after the
 * last row checks the end of the file. Only an interlaced (Adam7) image is decoded whole when opened,
 * because its passes spread every row over the whole file.
 * open_memory reads `size` bytes at `data`, which must stay valid until wp_png_reader_free. open_file reads
 * the regular file open at `descriptor` from its start and owns the descriptor from then on (it is closed
 * by wp_png_reader_free, or at once when opening fails).
 */
typedef struct wp_png_reader wp_png_reader;
int wp_png_reader_open_memory(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                              wp_png_reader **out, uint32_t *width, uint32_t *height,
                              char message[WP_PNG_MESSAGE_CAPACITY]);
int wp_png_reader_open_file(int descriptor, uint32_t max_dimension, uint64_t max_pixels, wp_png_reader **out,
                            uint32_t *width, uint32_t *height, char message[WP_PNG_MESSAGE_CAPACITY]);
int wp_png_reader_read_rows(wp_png_reader *reader, uint8_t *rgba, uint32_t count,
                            char message[WP_PNG_MESSAGE_CAPACITY]);
/*
 * A reader for comparing a PNG with RGBA8 pixels rather than decoding it: open_memory_matching keeps plain
 * 8-bit RGB rows as stored (3 bytes per pixel; every other kind is converted to RGBA8 as ever), and
 * match_rows decodes the next `count` rows into `scratch` (`count * width * channels` bytes) and sets
 * `*equal` to whether they are, as RGBA8, exactly the `count * width * 4` bytes at `rgba` (a stored RGB
 * pixel equals an RGBA one with alpha 255). Errors, limits and the end-of-file check are read_rows'.
 */
int wp_png_reader_open_memory_matching(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                                       wp_png_reader **out, uint32_t *width, uint32_t *height,
                                       char message[WP_PNG_MESSAGE_CAPACITY]);
uint32_t wp_png_reader_channels(const wp_png_reader *reader);
int wp_png_reader_match_rows(wp_png_reader *reader, const uint8_t *rgba, uint32_t count, uint8_t *scratch,
                             int *equal, char message[WP_PNG_MESSAGE_CAPACITY]);
void wp_png_reader_free(wp_png_reader *reader);

/* Frees a buffer returned by wp_png_encode or wp_png_writer_finish. */
void wp_png_free(void *buffer);

/* The libpng version in use, e.g. "1.6.39". */
const char *wp_png_libpng_version(void);

#ifdef __cplusplus
}
#endif

#endif
