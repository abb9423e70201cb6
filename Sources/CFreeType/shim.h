// FreeType: font files, metrics and glyph outlines. Only its headers: the library is opened
// at run time (SharedLibrary) when a scene has text, so other runs do not load it.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

// The functions scenec calls, in the order of the table's fields.
#define SCENEC_FREETYPE_FUNCTIONS(F) \
  F(FT_Init_FreeType) F(FT_New_Face) F(FT_Done_Face) F(FT_Load_Glyph) F(FT_Outline_Decompose)

#define SCENEC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SCENEC_NAME(name) #name "\0"

/// FreeType's functions, resolved by SharedLibrary.
typedef struct scenec_freetype_functions {
  SCENEC_FREETYPE_FUNCTIONS(SCENEC_FIELD)
} scenec_freetype_functions;

/// The field names, each ended by NUL, then an empty name.
static inline const char *scenec_freetype_function_names(void) { return SCENEC_FREETYPE_FUNCTIONS(SCENEC_NAME); }

#undef SCENEC_FIELD
#undef SCENEC_NAME
