// librsvg (SVG → cairo drawing) and cairo (the pixel surface it draws on). Only their
// headers: the libraries are opened at run time by `scenec render` (SharedLibrary), so
// other commands do not load them at start-up.
#include <librsvg/rsvg.h>
#include <cairo.h>

// The functions scenec calls, in the order of the table's fields.
#define SCENEC_RSVG_FUNCTIONS(F)                                                            \
  F(cairo_image_surface_create) F(cairo_surface_status) F(cairo_surface_destroy)            \
  F(cairo_create) F(cairo_destroy) F(cairo_set_source_rgba) F(cairo_paint)                  \
  F(cairo_surface_flush) F(cairo_image_surface_get_stride) F(cairo_image_surface_get_data)  \
  F(rsvg_handle_new_from_data) F(rsvg_handle_render_document) F(g_object_unref) F(g_error_free)

#define SCENEC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SCENEC_NAME(name) #name "\0"

/// librsvg's, cairo's and GLib's functions, resolved by SharedLibrary.
typedef struct scenec_rsvg_functions {
  SCENEC_RSVG_FUNCTIONS(SCENEC_FIELD)
} scenec_rsvg_functions;

/// The field names, each ended by NUL, then an empty name.
static inline const char *scenec_rsvg_function_names(void) { return SCENEC_RSVG_FUNCTIONS(SCENEC_NAME); }

#undef SCENEC_FIELD
#undef SCENEC_NAME
