// A row-by-row PNG writer over libpng. libpng reports errors by longjmp to a setjmp point,
// which Swift cannot set; these small C functions set it around every libpng call and turn
// an error into a return value, so a failed write never unwinds through Swift frames.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct scenec_png_writer {
  png_structp png;
  png_infop info;
  FILE *file;
} scenec_png_writer;

/// Opens `path` and writes the header of an 8-bit RGBA image; NULL on failure.
static inline scenec_png_writer *scenec_png_open(const char *path, unsigned width, unsigned height,
                                                 int compression_level, int filters) {
  scenec_png_writer *w = (scenec_png_writer *)calloc(1, sizeof(scenec_png_writer));
  if (!w) return NULL;
  w->file = fopen(path, "wb");
  if (!w->file) { free(w); return NULL; }
  w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (w->png) w->info = png_create_info_struct(w->png);
  if (!w->png || !w->info) goto fail;
  if (setjmp(png_jmpbuf(w->png))) goto fail;
  png_init_io(w->png, w->file);
  png_set_compression_level(w->png, compression_level);
  png_set_filter(w->png, 0, filters);
  png_set_IHDR(w->png, w->info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(w->png, w->info);
  return w;
fail:
  png_destroy_write_struct(&w->png, &w->info);
  fclose(w->file);
  free(w);
  return NULL;
}

/// Writes one row of width × 4 bytes; 0 on success.
static inline int scenec_png_write_row(scenec_png_writer *w, const unsigned char *row) {
  if (setjmp(png_jmpbuf(w->png))) return -1;
  png_write_row(w->png, (png_const_bytep)row);
  return 0;
}

/// Finishes the file (when `finish` is non-zero) and frees the writer; 0 on success.
static inline int scenec_png_close(scenec_png_writer *w, int finish) {
  volatile int status = 0;
  if (finish) {
    if (setjmp(png_jmpbuf(w->png)) == 0) {
      png_write_end(w->png, NULL);
    } else {
      status = -1;
    }
  }
  png_destroy_write_struct(&w->png, &w->info);
  if (fclose(w->file) != 0) status = -1;
  free(w);
  return status;
}
