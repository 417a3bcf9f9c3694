/* Times librsvg drawing SVG files, in one process, so the benchmark compares drawing and not process
 * start-up. For each FILE ZOOM pair: one warm-up, then RUNS timed runs of parse + render at ZOOM into a
 * cairo image surface + PNG encoding (as resvg_py's svg_to_bytes does); prints the median in ms per line.
 *
 * Build (make bench does): cc -O2 rsvg-timer.c $(pkg-config --cflags --libs librsvg-2.0) -o rsvg-timer
 * Usage: rsvg-timer RUNS FILE ZOOM [FILE ZOOM ...]
 */
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static cairo_status_t discard(void *closure, const unsigned char *data, unsigned int length) {
    (void)data;
    *(size_t *)closure += length;
    return CAIRO_STATUS_SUCCESS;
}

static int draw(const char *path, double zoom) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &error);
    if (!handle) {
        fprintf(stderr, "rsvg-timer: %s: %s\n", path, error ? error->message : "cannot load");
        return 1;
    }
    gdouble width = 0, height = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) {
        fprintf(stderr, "rsvg-timer: %s: no intrinsic size\n", path);
        g_object_unref(handle);
        return 1;
    }
    int w = (int)(width * zoom + 0.5), h = (int)(height * zoom + 0.5);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(surface);
    RsvgRectangle viewport = {0, 0, w, h};
    int failed = !rsvg_handle_render_document(handle, cr, &viewport, &error);
    if (failed) fprintf(stderr, "rsvg-timer: %s: %s\n", path, error ? error->message : "cannot render");
    size_t bytes = 0;
    if (!failed) failed = cairo_surface_write_to_png_stream(surface, discard, &bytes) != CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return failed;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 4 || (argc - 2) % 2 != 0) {
        fprintf(stderr, "usage: rsvg-timer RUNS FILE ZOOM [FILE ZOOM ...]\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    if (runs < 1) runs = 1;
    double *times = malloc(sizeof(double) * (size_t)runs);
    if (!times) return 2;
    for (int i = 2; i + 1 < argc; i += 2) {
        double zoom = atof(argv[i + 1]);
        if (draw(argv[i], zoom)) return 1;
        for (int r = 0; r < runs; r++) {
            struct timespec t0, t1;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            if (draw(argv[i], zoom)) return 1;
            clock_gettime(CLOCK_MONOTONIC, &t1);
            times[r] = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
        }
        qsort(times, (size_t)runs, sizeof(double), compare);
        double median = runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
        printf("%.6f\n", median);
    }
    free(times);
    return 0;
}
