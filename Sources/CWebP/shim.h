// libwebp's animation encoder (WebPAnimEncoder, in libwebpmux) and its picture API; the
// animation decoder (libwebpdemux), with which the tests read animations back. Only their
// headers: the libraries are opened at run time (SharedLibrary) by `scenec render --format
// webp`, so other commands do not load them at start-up.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>

// The functions scenec calls, in the order of the table's fields. The *Internal ones are
// what the headers' inline initializers call (see the scenec_webp_* functions below).
#define SCENEC_WEBP_FUNCTIONS(F)                                                            \
  F(WebPConfigInitInternal) F(WebPPictureInitInternal) F(WebPPictureImportRGBA)             \
  F(WebPPictureFree) F(WebPAnimEncoderOptionsInitInternal) F(WebPAnimEncoderNewInternal)    \
  F(WebPAnimEncoderAdd) F(WebPAnimEncoderAssemble) F(WebPAnimEncoderGetError)               \
  F(WebPAnimEncoderDelete) F(WebPFree)

// The decoder's functions (libwebpdemux), for the tests.
#define SCENEC_WEBP_DECODER_FUNCTIONS(F)                                                    \
  F(WebPAnimDecoderOptionsInitInternal) F(WebPAnimDecoderNewInternal) F(WebPAnimDecoderGetInfo) \
  F(WebPAnimDecoderHasMoreFrames) F(WebPAnimDecoderGetNext) F(WebPAnimDecoderDelete)

#define SCENEC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SCENEC_NAME(name) #name "\0"

/// libwebp's and libwebpmux's functions, resolved by SharedLibrary.
typedef struct scenec_webp_functions {
  SCENEC_WEBP_FUNCTIONS(SCENEC_FIELD)
} scenec_webp_functions;

/// libwebpdemux's animation decoder functions, resolved by SharedLibrary.
typedef struct scenec_webp_decoder_functions {
  SCENEC_WEBP_DECODER_FUNCTIONS(SCENEC_FIELD)
} scenec_webp_decoder_functions;

/// The field names, each ended by NUL, then an empty name.
static inline const char *scenec_webp_function_names(void) { return SCENEC_WEBP_FUNCTIONS(SCENEC_NAME); }
static inline const char *scenec_webp_decoder_function_names(void) {
  return SCENEC_WEBP_DECODER_FUNCTIONS(SCENEC_NAME);
}

#undef SCENEC_FIELD
#undef SCENEC_NAME

// The headers' inline initializers, through the table (same ABI versions).
static inline int scenec_webp_config_init(const scenec_webp_functions *f, WebPConfig *config) {
  return f->WebPConfigInitInternal(config, WEBP_PRESET_DEFAULT, 75.f, WEBP_ENCODER_ABI_VERSION);
}
static inline int scenec_webp_picture_init(const scenec_webp_functions *f, WebPPicture *picture) {
  return f->WebPPictureInitInternal(picture, WEBP_ENCODER_ABI_VERSION);
}
static inline int scenec_webp_anim_encoder_options_init(const scenec_webp_functions *f,
                                                        WebPAnimEncoderOptions *options) {
  return f->WebPAnimEncoderOptionsInitInternal(options, WEBP_MUX_ABI_VERSION);
}
static inline WebPAnimEncoder *scenec_webp_anim_encoder_new(const scenec_webp_functions *f, int width, int height,
                                                            const WebPAnimEncoderOptions *options) {
  return f->WebPAnimEncoderNewInternal(width, height, options, WEBP_MUX_ABI_VERSION);
}
static inline void scenec_webp_data_clear(const scenec_webp_functions *f, WebPData *data) {
  f->WebPFree((void *)data->bytes);
  WebPDataInit(data);
}
static inline int scenec_webp_anim_decoder_options_init(const scenec_webp_decoder_functions *f,
                                                        WebPAnimDecoderOptions *options) {
  return f->WebPAnimDecoderOptionsInitInternal(options, WEBP_DEMUX_ABI_VERSION);
}
static inline WebPAnimDecoder *scenec_webp_anim_decoder_new(const scenec_webp_decoder_functions *f,
                                                            const WebPData *data,
                                                            const WebPAnimDecoderOptions *options) {
  return f->WebPAnimDecoderNewInternal(data, options, WEBP_DEMUX_ABI_VERSION);
}
