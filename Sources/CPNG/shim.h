// A row-by-row PNG writer over libpng. libpng reports errors by longjmp to a setjmp point,
// which Swift cannot set; these small C functions set it around every libpng call and turn
// an error into a return value, so a failed write never unwinds through Swift frames.
// libpng is opened at run time by `scenec render` (SharedLibrary): these functions call it
// through the table they are given.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

// The functions scenec calls, in the order of the table's fields.
#define SCENEC_PNG_FUNCTIONS(F)                                                         \
  F(png_create_write_struct) F(png_create_info_struct) F(png_set_longjmp_fn)           \
  F(png_init_io) F(png_set_compression_level) F(png_set_filter) F(png_set_IHDR)        \
  F(png_write_info) F(png_write_row) F(png_write_end) F(png_destroy_write_struct)

#define SCENEC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SCENEC_NAME(name) #name "\0"

/// libpng's functions, resolved by SharedLibrary.
typedef struct scenec_png_functions {
  SCENEC_PNG_FUNCTIONS(SCENEC_FIELD)
} scenec_png_functions;

/// The field names, each ended by NUL, then an empty name.
static inline const char *scenec_png_function_names(void) { return SCENEC_PNG_FUNCTIONS(SCENEC_NAME); }

#undef SCENEC_FIELD
#undef SCENEC_NAME

typedef struct scenec_png_writer {
  const scenec_png_functions *f;
  png_structp png;
  png_infop info;
  FILE *file;
} scenec_png_writer;

// png_jmpbuf(), through the table.
#define SCENEC_PNG_JMPBUF(w) (*(w)->f->png_set_longjmp_fn((w)->png, longjmp, sizeof(jmp_buf)))

/// Opens `path` and writes the header of an 8-bit RGBA image; NULL on failure. `f` must
/// outlive the writer.
static inline scenec_png_writer *scenec_png_open(const scenec_png_functions *f, const char *path, unsigned width,
                                                 unsigned height, int compression_level, int filters) {
  scenec_png_writer *w = (scenec_png_writer *)calloc(1, sizeof(scenec_png_writer));
  if (!w) return NULL;
  w->f = f;
  w->file = fopen(path, "wb");
  if (!w->file) { free(w); return NULL; }
  w->png = f->png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (w->png) w->info = f->png_create_info_struct(w->png);
  if (!w->png || !w->info) goto fail;
  if (setjmp(SCENEC_PNG_JMPBUF(w))) goto fail;
  f->png_init_io(w->png, w->file);
  f->png_set_compression_level(w->png, compression_level);
  f->png_set_filter(w->png, 0, filters);
  f->png_set_IHDR(w->png, w->info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                  PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  f->png_write_info(w->png, w->info);
  return w;
fail:
  f->png_destroy_write_struct(&w->png, &w->info);
  fclose(w->file);
  free(w);
  return NULL;
}

/// Writes one row of width × 4 bytes; 0 on success.
static inline int scenec_png_write_row(scenec_png_writer *w, const unsigned char *row) {
  if (setjmp(SCENEC_PNG_JMPBUF(w))) return -1;
  w->f->png_write_row(w->png, (png_const_bytep)row);
  return 0;
}

/// Finishes the file (when `finish` is non-zero) and frees the writer; 0 on success.
static inline int scenec_png_close(scenec_png_writer *w, int finish) {
  volatile int status = 0;
  if (finish) {
    if (setjmp(SCENEC_PNG_JMPBUF(w)) == 0) {
      w->f->png_write_end(w->png, NULL);
    } else {
      status = -1;
    }
  }
  w->f->png_destroy_write_struct(&w->png, &w->info);
  if (fclose(w->file) != 0) status = -1;
  free(w);
  return status;
}
