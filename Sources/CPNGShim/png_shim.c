#include "png_shim.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

struct wp_png_writer {
    wp_errors errors;
    char message[WP_PNG_MESSAGE_CAPACITY];
    png_structp png;
    png_infop info;
    uint8_t *data;
    size_t size;
    size_t capacity;
    uint32_t height;
    uint32_t next_row;
    int failed;
};

static void wp_write_fn(png_structp png, png_bytep bytes, png_size_t length) {
    wp_png_writer *writer = (wp_png_writer *)png_get_io_ptr(png);
    if (length > writer->capacity - writer->size) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (length > capacity - writer->size) {
            if (capacity > SIZE_MAX / 2) {
                writer->errors.status = WP_PNG_ERROR_OUT_OF_MEMORY;
                png_error(png, "PNG output does not fit in memory");
            }
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(writer->data, capacity);
        if (!grown) {
            writer->errors.status = WP_PNG_ERROR_OUT_OF_MEMORY;
            png_error(png, "out of memory while writing PNG");
        }
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size += length;
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

/* A failed writer keeps its status: every later call reports the first error again. */
static int wp_writer_failure(wp_png_writer *writer, char *message) {
    if (!writer->failed) {
        writer->failed = writer->errors.status != WP_PNG_OK ? writer->errors.status : WP_PNG_ERROR_LIBPNG;
    }
    snprintf(message, WP_PNG_MESSAGE_CAPACITY, "%s", writer->message[0] ? writer->message : "libpng error");
    return writer->failed;
}

int wp_png_writer_open(uint32_t width, uint32_t height, int write_rgb, int level, int filter, wp_png_writer **out,
                       char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    message[0] = '\0';
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
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

    wp_png_writer *writer = (wp_png_writer *)calloc(1, sizeof(wp_png_writer));
    if (!writer) {
        wp_set_message(message, "out of memory");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }
    writer->errors.message = writer->message;
    writer->height = height;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer->errors, wp_error_fn, wp_warning_fn);
    writer->info = writer->png ? png_create_info_struct(writer->png) : NULL;
    if (!writer->png || !writer->info) {
        wp_png_writer_free(writer);
        wp_set_message(message, "libpng could not create its write structures");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }

    if (setjmp(png_jmpbuf(writer->png))) {
        int status = wp_writer_failure(writer, message);
        wp_png_writer_free(writer);
        return status;
    }
    png_set_write_fn(writer->png, writer, wp_write_fn, wp_flush_fn);
    png_set_IHDR(writer->png, writer->info, width, height, 8, write_rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (level >= 0) png_set_compression_level(writer->png, level);
    if (filter_mask >= 0) png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, filter_mask);
    png_write_info(writer->png, writer->info);
    /* The input rows are always RGBA; for colour type 2 libpng strips the fourth byte as it writes. */
    if (write_rgb) png_set_filler(writer->png, 0, PNG_FILLER_AFTER);
    *out = writer;
    return WP_PNG_OK;
}

int wp_png_writer_write_rows(wp_png_writer *writer, const uint8_t *rgba, uint32_t count,
                             char message[WP_PNG_MESSAGE_CAPACITY]) {
    message[0] = '\0';
    if (writer->failed) return wp_writer_failure(writer, message);
    if (!rgba || count > writer->height - writer->next_row) {
        wp_set_message(message, "more rows written than the image has");
        return WP_PNG_ERROR_ARGUMENT;
    }
    if (setjmp(png_jmpbuf(writer->png))) return wp_writer_failure(writer, message);
    const size_t stride = (size_t)png_get_image_width(writer->png, writer->info) * 4;
    for (uint32_t y = 0; y < count; y++) png_write_row(writer->png, rgba + (size_t)y * stride);
    writer->next_row += count;
    if (writer->next_row == writer->height) png_write_end(writer->png, NULL);
    return WP_PNG_OK;
}

int wp_png_writer_finish(wp_png_writer *writer, uint8_t **out, size_t *out_size, char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    *out_size = 0;
    message[0] = '\0';
    if (writer->failed) return wp_writer_failure(writer, message);
    if (writer->next_row != writer->height) {
        snprintf(message, WP_PNG_MESSAGE_CAPACITY, "only %u of %u rows were written", writer->next_row, writer->height);
        return WP_PNG_ERROR_ARGUMENT;
    }
    *out = writer->data;
    *out_size = writer->size;
    writer->data = NULL;
    writer->size = 0;
    writer->capacity = 0;
    return WP_PNG_OK;
}

void wp_png_writer_free(wp_png_writer *writer) {
    if (!writer) return;
    png_destroy_write_struct(&writer->png, &writer->info);
    free(writer->data);
    free(writer);
}

int wp_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int write_rgb, int level, int filter,
                  uint8_t **out, size_t *out_size, char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    *out_size = 0;
    if (!rgba) {
        wp_set_message(message, "a PNG needs at least 1×1 pixels");
        return WP_PNG_ERROR_ARGUMENT;
    }
    wp_png_writer *writer = NULL;
    int status = wp_png_writer_open(width, height, write_rgb, level, filter, &writer, message);
    if (status == WP_PNG_OK) status = wp_png_writer_write_rows(writer, rgba, height, message);
    if (status == WP_PNG_OK) status = wp_png_writer_finish(writer, out, out_size, message);
    wp_png_writer_free(writer);
    return status;
}

/* ------------------------------------------------------------------------------------------------ */
/* Decoding                                                                                          */

struct wp_png_reader {
    wp_errors errors;
    char message[WP_PNG_MESSAGE_CAPACITY];
    png_structp png;
    png_infop info;
    /* The bytes come from memory (`data`, owned by the caller) or from `file` (owned by the reader). */
    const uint8_t *data;
    FILE *file;
    size_t size;
    size_t offset;
    uint32_t width;
    uint32_t height;
    uint32_t next_row;
    /* 3 when rows are kept as stored 8-bit RGB (wp_png_reader_open_memory_matching), else 4 (RGBA8). */
    uint32_t channels;
    /* Interlaced (Adam7) images only: libpng needs every row of a pass at once, so they are decoded whole. */
    uint8_t *whole;
    png_bytepp rows;
    int failed;
};

static void wp_read_fn(png_structp png, png_bytep bytes, png_size_t length) {
    wp_png_reader *reader = (wp_png_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) png_error(png, "the file ends early (truncated)");
    if (reader->file) {
        if (fread(bytes, 1, length, reader->file) != length) {
            png_error(png, ferror(reader->file) ? "reading the file failed" : "the file ends early (truncated)");
        }
    } else {
        memcpy(bytes, reader->data + reader->offset, length);
    }
    reader->offset += length;
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

/* The checks that need only the first 24 bytes (`head`, of a file of `size` bytes). */
static int wp_check_head(const uint8_t *head, size_t head_size, size_t size, uint32_t max_dimension,
                         uint64_t max_pixels, char *message) {
    if (size == 0) {
        wp_set_message(message, "the file is empty");
        return WP_PNG_ERROR_LIBPNG;
    }
    if (head_size < 8 || png_sig_cmp(head, 0, 8) != 0) {
        wp_set_message(message, "not a PNG file (the 8-byte PNG signature is missing)");
        return WP_PNG_ERROR_LIBPNG;
    }
    /* IHDR must be the first chunk: peek at its size before libpng parses anything. */
    if (head_size >= 24 && memcmp(head + 12, "IHDR", 4) == 0) {
        return wp_check_size(wp_read_be32(head + 16), wp_read_be32(head + 20), max_dimension, max_pixels, message);
    }
    return WP_PNG_OK;
}

static int wp_reader_failure(wp_png_reader *reader, char *message) {
    if (!reader->failed) {
        reader->failed = reader->errors.status != WP_PNG_OK ? reader->errors.status : WP_PNG_ERROR_LIBPNG;
    }
    snprintf(message, WP_PNG_MESSAGE_CAPACITY, "%s", reader->message[0] ? reader->message : "libpng error");
    return reader->failed;
}

/* Reads the header and sets up the conversion to straight RGBA8; the source is already attached. */
static int wp_reader_start(wp_png_reader *reader, uint32_t max_dimension, uint64_t max_pixels,
                           char message[WP_PNG_MESSAGE_CAPACITY]) {
    reader->errors.message = reader->message;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->errors, wp_error_fn, wp_warning_fn);
    reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
    if (!reader->png || !reader->info) {
        wp_set_message(message, "libpng could not create its read structures");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) return wp_reader_failure(reader, message);

    png_set_read_fn(png, reader, wp_read_fn);
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
    if (wp_check_size(w, h, max_dimension, max_pixels, reader->message) != WP_PNG_OK) {
        reader->errors.status = WP_PNG_ERROR_TOO_LARGE;
        png_longjmp(png, 1);
    }

    /* A deflate stream cannot expand more than ~1032:1, so a file too short to hold the declared image is
       cut off or corrupt: say so now instead of allocating the full image first. */
    int channels = png_get_channels(png, info);
    uint64_t raw_row = ((uint64_t)w * (uint64_t)channels * (uint64_t)bit_depth + 7) / 8 + 1;
    uint64_t remaining = (uint64_t)(reader->size - reader->offset);
    if (raw_row * (uint64_t)h > remaining * WP_DEFLATE_MAX_RATIO + 4096) {
        snprintf(reader->message, WP_PNG_MESSAGE_CAPACITY,
                 "the header declares %u×%u pixels but only %llu bytes of image data follow (truncated or corrupt)",
                 (unsigned)w, (unsigned)h, (unsigned long long)remaining);
        reader->errors.status = WP_PNG_ERROR_LIBPNG;
        png_longjmp(png, 1);
    }

    /* Everything to straight RGBA8; gamma, sBIT and ICC are deliberately not applied. */
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    /* A matching reader keeps plain 8-bit RGB rows as stored and compares them with RGBA itself
       (`wp_png_reader_match_rows`): the same verdict without libpng adding the alpha byte to every pixel. */
    reader->channels = reader->channels == 3 && color_type == PNG_COLOR_TYPE_RGB && bit_depth == 8 && !has_trns
                           && interlace == PNG_INTERLACE_NONE ? 3 : 4;
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns && reader->channels == 4) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t stride = (size_t)w * reader->channels;
    if (png_get_rowbytes(png, info) != stride) {
        snprintf(reader->message, WP_PNG_MESSAGE_CAPACITY, "unsupported PNG layout (colour type %d, %d-bit)",
                 color_type, bit_depth);
        reader->errors.status = WP_PNG_ERROR_LIBPNG;
        png_longjmp(png, 1);
    }
    reader->width = w;
    reader->height = h;
    if (interlace != PNG_INTERLACE_NONE) {
        reader->whole = (uint8_t *)malloc(stride * (size_t)h);
        reader->rows = (png_bytepp)malloc(sizeof(png_bytep) * (size_t)h);
        if (!reader->whole || !reader->rows) {
            wp_set_message(reader->message, "out of memory for the decoded pixels");
            reader->errors.status = WP_PNG_ERROR_OUT_OF_MEMORY;
            png_longjmp(png, 1);
        }
        for (png_uint_32 y = 0; y < h; y++) reader->rows[y] = reader->whole + (size_t)y * stride;
        png_read_image(png, reader->rows);
        png_read_end(png, NULL);
    }
    return WP_PNG_OK;
}

static int wp_reader_opened(wp_png_reader *reader, int status, wp_png_reader **out, uint32_t *width,
                            uint32_t *height) {
    if (status != WP_PNG_OK) {
        wp_png_reader_free(reader);
        return status;
    }
    *out = reader;
    *width = reader->width;
    *height = reader->height;
    return WP_PNG_OK;
}

static int wp_reader_open_memory(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                                 uint32_t channels, wp_png_reader **out, uint32_t *width, uint32_t *height,
                                 char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    *width = 0;
    *height = 0;
    message[0] = '\0';
    int status = wp_check_head(data, data ? (size < 24 ? size : 24) : 0, data ? size : 0, max_dimension, max_pixels,
                               message);
    if (status != WP_PNG_OK) return status;
    wp_png_reader *reader = (wp_png_reader *)calloc(1, sizeof(wp_png_reader));
    if (!reader) {
        wp_set_message(message, "out of memory");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }
    reader->data = data;
    reader->size = size;
    reader->channels = channels;
    return wp_reader_opened(reader, wp_reader_start(reader, max_dimension, max_pixels, message), out, width, height);
}

int wp_png_reader_open_memory(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                              wp_png_reader **out, uint32_t *width, uint32_t *height,
                              char message[WP_PNG_MESSAGE_CAPACITY]) {
    return wp_reader_open_memory(data, size, max_dimension, max_pixels, 4, out, width, height, message);
}

int wp_png_reader_open_memory_matching(const uint8_t *data, size_t size, uint32_t max_dimension, uint64_t max_pixels,
                                       wp_png_reader **out, uint32_t *width, uint32_t *height,
                                       char message[WP_PNG_MESSAGE_CAPACITY]) {
    return wp_reader_open_memory(data, size, max_dimension, max_pixels, 3, out, width, height, message);
}

int wp_png_reader_open_file(int descriptor, uint32_t max_dimension, uint64_t max_pixels, wp_png_reader **out,
                            uint32_t *width, uint32_t *height, char message[WP_PNG_MESSAGE_CAPACITY]) {
    *out = NULL;
    *width = 0;
    *height = 0;
    message[0] = '\0';
    struct stat status_buffer;
    if (fstat(descriptor, &status_buffer) != 0 || !S_ISREG(status_buffer.st_mode)) {
        close(descriptor);
        wp_set_message(message, "not a regular file");
        return WP_PNG_ERROR_IO;
    }
    uint8_t head[24];
    ssize_t got = pread(descriptor, head, sizeof head, 0);
    if (got < 0) {
        snprintf(message, WP_PNG_MESSAGE_CAPACITY, "%s", strerror(errno));
        close(descriptor);
        return WP_PNG_ERROR_IO;
    }
    size_t size = (size_t)status_buffer.st_size;
    int status = wp_check_head(head, (size_t)got, size, max_dimension, max_pixels, message);
    if (status != WP_PNG_OK) {
        close(descriptor);
        return status;
    }
    wp_png_reader *reader = (wp_png_reader *)calloc(1, sizeof(wp_png_reader));
    FILE *file = reader ? fdopen(descriptor, "rb") : NULL;
    if (!file) {
        close(descriptor);
        free(reader);
        wp_set_message(message, "out of memory");
        return WP_PNG_ERROR_OUT_OF_MEMORY;
    }
    reader->file = file;
    reader->size = size;
    reader->channels = 4;
    return wp_reader_opened(reader, wp_reader_start(reader, max_dimension, max_pixels, message), out, width, height);
}

int wp_png_reader_read_rows(wp_png_reader *reader, uint8_t *rgba, uint32_t count,
                            char message[WP_PNG_MESSAGE_CAPACITY]) {
    message[0] = '\0';
    if (reader->failed) return wp_reader_failure(reader, message);
    if (reader->channels != 4) {
        wp_set_message(message, "this reader keeps RGB rows as stored: match them with wp_png_reader_match_rows");
        return WP_PNG_ERROR_ARGUMENT;
    }
    if (!rgba || count > reader->height - reader->next_row) {
        wp_set_message(message, "more rows read than the image has");
        return WP_PNG_ERROR_ARGUMENT;
    }
    const size_t stride = (size_t)reader->width * 4;
    if (reader->whole) {
        memcpy(rgba, reader->whole + (size_t)reader->next_row * stride, (size_t)count * stride);
        reader->next_row += count;
        return WP_PNG_OK;
    }
    if (setjmp(png_jmpbuf(reader->png))) return wp_reader_failure(reader, message);
    for (uint32_t y = 0; y < count; y++) png_read_row(reader->png, rgba + (size_t)y * stride, NULL);
    reader->next_row += count;
    /* The trailing chunks are read too, so a damaged end of file fails like a damaged middle. */
    if (reader->next_row == reader->height) png_read_end(reader->png, NULL);
    return WP_PNG_OK;
}

uint32_t wp_png_reader_channels(const wp_png_reader *reader) { return reader->channels; }

/* Whether `pixels` stored RGB pixels are the RGBA ones with alpha 255. Eight pixels at a time on a
   little-endian CPU: the 24 stored bytes are rebuilt from the four 64-bit words of RGBA by shifts and
   masks, about three operations a pixel (libpng adding the alpha byte cost more than this whole test). */
static int wp_rgb_matches_rgba(const uint8_t *rgb, const uint8_t *rgba, size_t pixels) {
    size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t difference = 0;
    for (; i + 8 <= pixels; i += 8) {
        uint64_t q0, q1, q2, p0, p1, p2, p3;
        memcpy(&q0, rgb + 3 * i, 8);
        memcpy(&q1, rgb + 3 * i + 8, 8);
        memcpy(&q2, rgb + 3 * i + 16, 8);
        memcpy(&p0, rgba + 4 * i, 8);
        memcpy(&p1, rgba + 4 * i + 8, 8);
        memcpy(&p2, rgba + 4 * i + 16, 8);
        memcpy(&p3, rgba + 4 * i + 24, 8);
        difference |= q0 ^ ((p0 & 0xFFFFFFu) | ((p0 >> 8) & 0xFFFFFF000000u) | (p1 << 48));
        difference |= q1 ^ (((p1 >> 16) & 0xFFu) | ((p1 >> 24) & 0xFFFFFF00u) | ((p2 & 0xFFFFFFu) << 32) | ((p2 >> 32) << 56));
        difference |= q2 ^ (((p2 >> 40) & 0xFFFFu) | ((p3 & 0xFFFFFFu) << 16) | ((p3 >> 32) << 40));
        difference |= ~(p0 & p1 & p2 & p3) & 0xFF000000FF000000u;
    }
    if (difference != 0) return 0;
#endif
    for (; i < pixels; i++) {
        if (rgb[3 * i] != rgba[4 * i] || rgb[3 * i + 1] != rgba[4 * i + 1] || rgb[3 * i + 2] != rgba[4 * i + 2]
            || rgba[4 * i + 3] != 0xFF) {
            return 0;
        }
    }
    return 1;
}

int wp_png_reader_match_rows(wp_png_reader *reader, const uint8_t *rgba, uint32_t count, uint8_t *scratch,
                             int *equal, char message[WP_PNG_MESSAGE_CAPACITY]) {
    message[0] = '\0';
    *equal = 0;
    if (reader->failed) return wp_reader_failure(reader, message);
    if (!rgba || !scratch || count > reader->height - reader->next_row) {
        wp_set_message(message, "more rows read than the image has");
        return WP_PNG_ERROR_ARGUMENT;
    }
    const size_t pixels = (size_t)reader->width;
    const size_t stride = pixels * reader->channels;
    if (reader->whole) {
        *equal = memcmp(reader->whole + (size_t)reader->next_row * stride, rgba, (size_t)count * stride) == 0;
        reader->next_row += count;
        return WP_PNG_OK;
    }
    if (setjmp(png_jmpbuf(reader->png))) return wp_reader_failure(reader, message);
    for (uint32_t y = 0; y < count; y++) png_read_row(reader->png, scratch + (size_t)y * stride, NULL);
    reader->next_row += count;
    if (reader->next_row == reader->height) png_read_end(reader->png, NULL);
    int same = 1;
    for (uint32_t y = 0; y < count && same; y++) {
        const uint8_t *stored = scratch + (size_t)y * stride, *expected = rgba + (size_t)y * pixels * 4;
        same = reader->channels == 3 ? wp_rgb_matches_rgba(stored, expected, pixels)
                                     : memcmp(stored, expected, pixels * 4) == 0;
    }
    *equal = same;
    return WP_PNG_OK;
}

void wp_png_reader_free(wp_png_reader *reader) {
    if (!reader) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    if (reader->file) fclose(reader->file);
    free(reader->rows);
    free(reader->whole);
    free(reader);
}
