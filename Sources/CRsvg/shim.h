// librsvg (SVG → cairo drawing) and cairo (the pixel surface it draws on).
#include <librsvg/rsvg.h>
#include <cairo.h>
