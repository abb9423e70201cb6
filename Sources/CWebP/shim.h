// libwebp's animation encoder (WebPAnimEncoder, in libwebpmux) and its picture API.
#include <webp/encode.h>
#include <webp/mux.h>
