// fontconfig: which installed font draws a family. Only its headers: the library is opened
// at run time (SharedLibrary) when a scene has text, so other runs do not load it.
#include <fontconfig/fontconfig.h>

// The functions scenec calls, in the order of the table's fields.
#define SCENEC_FONTCONFIG_FUNCTIONS(F)                                                       \
  F(FcConfigGetCurrent) F(FcInitLoadConfigAndFonts) F(FcPatternCreate) F(FcPatternDestroy)   \
  F(FcPatternAddString) F(FcPatternAddInteger) F(FcWeightFromOpenType) F(FcConfigSubstitute) \
  F(FcDefaultSubstitute) F(FcFontMatch) F(FcPatternGetInteger) F(FcWeightToOpenType)         \
  F(FcPatternGetString) F(FcGetVersion) F(FcConfigGetConfigFiles) F(FcConfigGetFontDirs)    \
  F(FcStrListNext) F(FcStrListDone)

#define SCENEC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SCENEC_NAME(name) #name "\0"

/// fontconfig's functions, resolved by SharedLibrary.
typedef struct scenec_fontconfig_functions {
  SCENEC_FONTCONFIG_FUNCTIONS(SCENEC_FIELD)
} scenec_fontconfig_functions;

/// The field names, each ended by NUL, then an empty name.
static inline const char *scenec_fontconfig_function_names(void) { return SCENEC_FONTCONFIG_FUNCTIONS(SCENEC_NAME); }

#undef SCENEC_FIELD
#undef SCENEC_NAME
