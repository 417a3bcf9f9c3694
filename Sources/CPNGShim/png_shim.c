#include "png_shim.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Every function below follows the same rule: all state that must survive a longjmp lives in a struct
 * reached through a pointer that is never reassigned after setjmp, so nothing depends on the value of a
 * non-volatile local after libpng jumps back.
 */

/* Largest ratio deflate can reach (258-byte matches coded in ~2 bits), rounded up. */
#define WP_DEFLATE_MAX_RATIO 1040u

typedef struct {
    char *message;      /* WP_PNG_MESSAGE_CAPACITY bytes, owned by the caller */
    char warning[128];  /* the first libpng warning, appended to the error message for context */
    int status;
} wp_errors;

static void wp_set_message(char *message, const char *text) {
    snprintf(message, WP_PNG_MESSAGE_CAPACITY, "%s", text);
}

static void wp_error_fn(png_structp png, png_const_charp text) {
    wp_errors *errors = (wp_errors *)png_get_error_ptr(png);
    if (errors->status == WP_PNG_OK) errors->status = WP_PNG_ERROR_LIBPNG;
    if (errors->warning[0] != '\0') {
        snprintf(errors->message, WP_PNG_MESSAGE_CAPACITY, "%s (%s)", text ? text : "libpng error",
                 errors->warning);
    } else {
        wp_set_message(errors->message, text ? text : "libpng error");
    }
    png_longjmp(png, 1);
}

static void wp_warning_fn(png_structp png, png_const_charp text) {
    wp_errors *errors = (wp_errors *)png_get_error_ptr(png);
    if (errors->warning[0] == '\0' && text) snprintf(errors->warning, sizeof errors->warning, "%s", text);
}

void wp_png_free(void *buffer) { free(buffer); }

const char *wp_png_libpng_version(void) { return png_get_libpng_ver(NULL); }

/* ------------------------------------------------------------------------------------------------ */
/* Encoding                                                                                          */

typedef struct {
    wp_errors errors;
    uint8_t *data;
    size_t size;
    size_t capacity;
} wp_encoder;

static void wp_write_fn(png_structp png, png_bytep bytes, png_size_t length) {
    wp_encoder *encoder = (wp_encoder *)png_get_io_ptr(png);
    if (length > encoder->capacity - encoder->size) {
        size_t capacity = encoder->capacity ? encoder->capacity : 65536;
        while (length > capacity - encoder->size) {
            if (capacity > SIZE_MAX / 2) {
                encoder->errors.status = WP_PNG_ERROR_OUT_OF_MEMORY;
                png_error(png, "PNG output does not fit in memory");
            }
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(encoder->data, capacity);
        if (!grown) {
            encoder->errors.status = WP_PNG_ERROR_OUT_OF_MEMORY;
            png_error(png, "out of memory while writing PNG");
        }
        encoder->data = grown;
        encoder->capacity = capacity;
    }
    memcpy(encoder->data + encoder->size, bytes, length);
    encoder->size += length;
}

static void wp_flush_fn(png_structp png) { (void)png; }

static int wp_filter_mask(int filter) {
    switch (filter) {
    case WP_PNG_FILTER_NONE: return PNG_FILTER_NONE;
    case WP_PNG_FILTER_SUB: return PNG_FILTER_SUB;
    case WP_PNG_FILTER_UP: return PNG_FILTER_UP;
    case WP_PNG_FILTER_AVG: return PNG_FILTER_AVG;
    case WP_PNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case WP_PNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    default: return -1;
    }
}

int wp_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int write_rgb, int level, int filter,
                  uint8_t **out, size_t *out_size, char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    *out_size = 0;
    message[0] = '\0';
    if (!rgba || width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        wp_set_message(message, "a PNG needs at least 1×1 pixels");
        return WP_PNG_ERROR_ARGUMENT;
    }
    if (level < -1 || level > 9) {
        wp_set_message(message, "zlib level must be 0...9");
        return WP_PNG_ERROR_ARGUMENT;
    }
    int filter_mask = -1;
    if (filter != WP_PNG_FILTER_LIBPNG_DEFAULT) {
        filter_mask = wp_filter_mask(filter);
        if (filter_mask < 0) {
            wp_set_message(message, "unknown PNG filter");
            return WP_PNG_ERROR_ARGUMENT;
        }
    }

    wp_encoder *encoder = (wp_encoder *)calloc(1, sizeof(wp_encoder));
    if (!encoder) {
        wp_set_message(message, "out of memory");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }
    encoder->errors.message = message;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &encoder->errors, wp_error_fn, wp_warning_fn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, NULL);
        free(encoder);
        wp_set_message(message, "libpng could not create its write structures");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }

    if (setjmp(png_jmpbuf(png))) {
        int status = encoder->errors.status != WP_PNG_OK ? encoder->errors.status : WP_PNG_ERROR_LIBPNG;
        png_destroy_write_struct(&png, &info);
        free(encoder->data);
        free(encoder);
        return status;
    }

    png_set_write_fn(png, encoder, wp_write_fn, wp_flush_fn);
    png_set_IHDR(png, info, width, height, 8, write_rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (level >= 0) png_set_compression_level(png, level);
    if (filter_mask >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_mask);
    png_write_info(png, info);
    /* The input rows are always RGBA; for colour type 2 libpng strips the fourth byte as it writes. */
    if (write_rgb) png_set_filler(png, 0, PNG_FILLER_AFTER);
    const size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);

    *out = encoder->data;
    *out_size = encoder->size;
    free(encoder);
    return WP_PNG_OK;
}

/* ------------------------------------------------------------------------------------------------ */
/* Decoding                                                                                          */

typedef struct {
    wp_errors errors;
    const uint8_t *data;
    size_t size;
    size_t offset;
    uint8_t *pixels;
    png_bytepp rows;
} wp_decoder;

static void wp_read_fn(png_structp png, png_bytep bytes, png_size_t length) {
    wp_decoder *decoder = (wp_decoder *)png_get_io_ptr(png);
    if (length > decoder->size - decoder->offset) png_error(png, "the file ends early (truncated)");
    memcpy(bytes, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

static uint32_t wp_read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/* Rejects a declared size over the limits before libpng allocates anything for it. */
static int wp_check_size(uint32_t width, uint32_t height, uint32_t max_dimension, uint64_t max_pixels,
                         char *message) {
    if (width > max_dimension || height > max_dimension || (uint64_t)width * height > max_pixels) {
        snprintf(message, WP_PNG_MESSAGE_CAPACITY,
                 "the header declares %u×%u pixels, over the limit of %u px per side and %llu pixels",
                 width, height, max_dimension, (unsigned long long)max_pixels);
        return WP_PNG_ERROR_TOO_LARGE;
    }
    return WP_PNG_OK;
}

int wp_png_decode(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                  uint8_t **out, uint32_t *width, uint32_t *height, char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    *width = 0;
    *height = 0;
    message[0] = '\0';
    if (size == 0 || !data) {
        wp_set_message(message, "the file is empty");
        return WP_PNG_ERROR_LIBPNG;
    }
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        wp_set_message(message, "not a PNG file (the 8-byte PNG signature is missing)");
        return WP_PNG_ERROR_LIBPNG;
    }
    /* IHDR must be the first chunk: peek at its size before libpng parses anything. */
    if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
        int status = wp_check_size(wp_read_be32(data + 16), wp_read_be32(data + 20), max_dimension, max_pixels,
                                   message);
        if (status != WP_PNG_OK) return status;
    }

    wp_decoder *decoder = (wp_decoder *)calloc(1, sizeof(wp_decoder));
    if (!decoder) {
        wp_set_message(message, "out of memory");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }
    decoder->errors.message = message;
    decoder->data = data;
    decoder->size = size;

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->errors, wp_error_fn, wp_warning_fn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_read_struct(&png, NULL, NULL);
        free(decoder);
        wp_set_message(message, "libpng could not create its read structures");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }

    if (setjmp(png_jmpbuf(png))) {
        int status = decoder->errors.status != WP_PNG_OK ? decoder->errors.status : WP_PNG_ERROR_LIBPNG;
        png_destroy_read_struct(&png, &info, NULL);
        free(decoder->rows);
        free(decoder->pixels);
        free(decoder);
        return status;
    }

    png_set_read_fn(png, decoder, wp_read_fn);
    /* Defence in depth: libpng itself refuses larger headers, and caps ancillary chunk allocations. */
    png_set_user_limits(png, max_dimension, max_dimension);
    png_set_chunk_malloc_max(png, 8u * 1024u * 1024u);
    png_set_chunk_cache_max(png, 1000);
#ifdef PNG_IGNORE_ADLER32
    /* Every IDAT chunk's CRC-32 already covers the compressed bytes, so zlib's Adler-32 over the
     * inflated pixels checks nothing more; it was 7% of decoding a golden. Corrupt data still fails. */
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &bit_depth, &color_type, &interlace, NULL, NULL);
    if (wp_check_size(w, h, max_dimension, max_pixels, message) != WP_PNG_OK) {
        decoder->errors.status = WP_PNG_ERROR_TOO_LARGE;
        png_longjmp(png, 1);
    }

    /* A deflate stream cannot expand more than ~1032:1, so a file too short to hold the declared image is
       cut off or corrupt: say so now instead of allocating the full image first. */
    int channels = png_get_channels(png, info);
    uint64_t raw_row = ((uint64_t)w * (uint64_t)channels * (uint64_t)bit_depth + 7) / 8 + 1;
    uint64_t remaining = (uint64_t)(size - decoder->offset);
    if (raw_row * (uint64_t)h > remaining * WP_DEFLATE_MAX_RATIO + 4096) {
        snprintf(message, WP_PNG_MESSAGE_CAPACITY,
                 "the header declares %u×%u pixels but only %llu bytes of image data follow (truncated or corrupt)",
                 (unsigned)w, (unsigned)h, (unsigned long long)remaining);
        decoder->errors.status = WP_PNG_ERROR_LIBPNG;
        png_longjmp(png, 1);
    }

    /* Everything to straight RGBA8; gamma, sBIT and ICC are deliberately not applied. */
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t stride = (size_t)w * 4;
    if (png_get_rowbytes(png, info) != stride) {
        snprintf(message, WP_PNG_MESSAGE_CAPACITY, "unsupported PNG layout (colour type %d, %d-bit)", color_type,
                 bit_depth);
        decoder->errors.status = WP_PNG_ERROR_LIBPNG;
        png_longjmp(png, 1);
    }
    decoder->pixels = (uint8_t *)malloc(stride * (size_t)h);
    decoder->rows = (png_bytepp)malloc(sizeof(png_bytep) * (size_t)h);
    if (!decoder->pixels || !decoder->rows) {
        wp_set_message(message, "out of memory for the decoded pixels");
        decoder->errors.status = WP_PNG_ERROR_OUT_OF_MEMORY;
        png_longjmp(png, 1);
    }
    for (png_uint_32 y = 0; y < h; y++) decoder->rows[y] = decoder->pixels + (size_t)y * stride;
    png_read_image(png, decoder->rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);

    *out = decoder->pixels;
    *width = w;
    *height = h;
    free(decoder->rows);
    free(decoder);
    return WP_PNG_OK;
}
