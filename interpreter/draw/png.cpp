// PNG through librsvg (see png.hpp). Without VARIANT_PNG the functions only say that it is missing.
#include "interpreter/draw/png.hpp"

#ifdef VARIANT_PNG
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cmath>
#endif

namespace variant::draw {

#ifdef VARIANT_PNG

bool png_available() { return true; }

std::string write_png(const std::string& svg, const std::string& path) {
    GError* error = nullptr;
    RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), gsize(svg.size()),
                                                   &error);
    if (!handle) {
        std::string why = error ? error->message : "librsvg refused the SVG";
        if (error) g_error_free(error);
        return why;
    }
    gdouble width = 0, height = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) width = height = 0;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, int(std::ceil(width)),
                                                          int(std::ceil(height)));
    cairo_t* cr = cairo_create(surface);
    RsvgRectangle viewport{0, 0, width, height};
    std::string why;
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
        why = error ? error->message : "librsvg could not render the SVG";
        if (error) g_error_free(error);
    }
    cairo_destroy(cr);
    if (why.empty() && cairo_surface_write_to_png(surface, path.c_str()) != CAIRO_STATUS_SUCCESS)
        why = "cannot write '" + path + "'";
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return why;
}

#else

bool png_available() { return false; }

std::string write_png(const std::string&, const std::string&) {
    return "this build of variant has no PNG output: install librsvg (Debian: librsvg2-dev) and build again, or "
           "write --svg and convert it (rsvg-convert -o board.png board.svg)";
}

#endif

}  // namespace variant::draw
