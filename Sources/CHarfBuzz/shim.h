// HarfBuzz: text shaping. Only its headers: the library is opened at run time
// (SharedLibrary) when a scene has text, so other runs do not load it.
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>

// The functions scenec calls, in the order of the table's fields.
#define SCENEC_HARFBUZZ_FUNCTIONS(F)                                                        \
  F(hb_ft_face_create_referenced) F(hb_font_create) F(hb_face_destroy) F(hb_font_set_scale) \
  F(hb_buffer_create) F(hb_buffer_destroy) F(hb_buffer_add_utf8)                            \
  F(hb_buffer_guess_segment_properties) F(hb_shape) F(hb_buffer_get_glyph_infos)            \
  F(hb_buffer_get_glyph_positions)

#define SCENEC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SCENEC_NAME(name) #name "\0"

/// HarfBuzz's functions, resolved by SharedLibrary.
typedef struct scenec_harfbuzz_functions {
  SCENEC_HARFBUZZ_FUNCTIONS(SCENEC_FIELD)
} scenec_harfbuzz_functions;

/// The field names, each ended by NUL, then an empty name.
static inline const char *scenec_harfbuzz_function_names(void) { return SCENEC_HARFBUZZ_FUNCTIONS(SCENEC_NAME); }

#undef SCENEC_FIELD
#undef SCENEC_NAME
