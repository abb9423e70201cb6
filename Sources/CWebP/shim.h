// libwebp's animation encoder (WebPAnimEncoder, in libwebpmux) and its picture API; the
// animation decoder (libwebpdemux), with which the tests read animations back.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
