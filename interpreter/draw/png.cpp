// PNG through librsvg (see png.hpp), opened with dlopen when a PNG is asked for: every other run of the
// command (perft, the protocols, the tests that start it hundreds of times) stays free of the ~50 shared
// libraries librsvg brings (glib, cairo, pango). The few functions are declared here as the librsvg 2.52+
// and cairo APIs define them (opaque handles; RsvgRectangle and GError as laid out in their headers).
#include "interpreter/draw/png.hpp"

#ifdef VARIANT_PNG
#include <dlfcn.h>

#include <cmath>
#include <cstdint>
#endif

namespace variant::draw {

#ifdef VARIANT_PNG

namespace {

struct GError {
    std::uint32_t domain;
    int code;
    char* message;
};
struct RsvgRectangle {
    double x, y, width, height;
};

struct Rsvg {
    void* lib = nullptr;
    void* (*new_from_data)(const unsigned char*, unsigned long, GError**) = nullptr;
    int (*intrinsic_size)(void*, double*, double*) = nullptr;
    int (*render_document)(void*, void*, const RsvgRectangle*, GError**) = nullptr;
    void (*object_unref)(void*) = nullptr;
    void (*error_free)(GError*) = nullptr;
    void* (*image_surface_create)(int, int, int) = nullptr;
    void* (*create)(void*) = nullptr;
    void (*destroy)(void*) = nullptr;
    int (*write_to_png)(void*, const char*) = nullptr;
    void (*surface_destroy)(void*) = nullptr;

    template <class F> bool find(F& f, const char* name) {
        f = reinterpret_cast<F>(dlsym(lib, name));
        return f != nullptr;
    }
    bool open() {
        lib = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
        if (!lib) return false;
        // dlsym on librsvg's handle also finds the symbols of the libraries it depends on (glib, cairo).
        return find(new_from_data, "rsvg_handle_new_from_data") &&
               find(intrinsic_size, "rsvg_handle_get_intrinsic_size_in_pixels") &&
               find(render_document, "rsvg_handle_render_document") && find(object_unref, "g_object_unref") &&
               find(error_free, "g_error_free") && find(image_surface_create, "cairo_image_surface_create") &&
               find(create, "cairo_create") && find(destroy, "cairo_destroy") &&
               find(write_to_png, "cairo_surface_write_to_png") && find(surface_destroy, "cairo_surface_destroy");
    }
};

const Rsvg* rsvg() {
    static Rsvg r;
    static const bool ok = r.open();
    return ok ? &r : nullptr;
}

constexpr int CairoFormatArgb32 = 0;
constexpr int CairoStatusSuccess = 0;

}  // namespace

bool png_available() { return rsvg() != nullptr; }

std::string write_png(const std::string& svg, const std::string& path) {
    const Rsvg* r = rsvg();
    if (!r)
        return "PNG needs librsvg 2.52 or later (Debian: librsvg2-2), which is not installed; or write --svg and "
               "convert it elsewhere";
    GError* error = nullptr;
    void* handle = r->new_from_data(reinterpret_cast<const unsigned char*>(svg.data()), svg.size(), &error);
    if (!handle) {
        std::string why = error ? error->message : "librsvg refused the SVG";
        if (error) r->error_free(error);
        return why;
    }
    double width = 0, height = 0;
    if (!r->intrinsic_size(handle, &width, &height)) width = height = 0;
    void* surface = r->image_surface_create(CairoFormatArgb32, int(std::ceil(width)), int(std::ceil(height)));
    void* cr = r->create(surface);
    const RsvgRectangle viewport{0, 0, width, height};
    std::string why;
    if (!r->render_document(handle, cr, &viewport, &error)) {
        why = error ? error->message : "librsvg could not render the SVG";
        if (error) r->error_free(error);
    }
    r->destroy(cr);
    if (why.empty() && r->write_to_png(surface, path.c_str()) != CairoStatusSuccess)
        why = "cannot write '" + path + "'";
    r->surface_destroy(surface);
    r->object_unref(handle);
    return why;
}

#else

bool png_available() { return false; }

std::string write_png(const std::string&, const std::string&) {
    return "this build of variant has no PNG output (built with -DVARIANT_PNG=OFF): write --svg and convert it "
           "(rsvg-convert -o board.png board.svg)";
}

#endif

}  // namespace variant::draw
