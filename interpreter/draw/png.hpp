// PNG through librsvg and cairo (Debian librsvg2-dev), where the build found them (CMake VARIANT_PNG):
// the SVG the writer made, rendered as it is, never a rasteriser of our own.
#pragma once

#include <string>

namespace variant::draw {

// Whether this build can write PNG.
bool png_available();

// Renders the SVG document into the PNG file `path`. Returns "" on success, else why not (no librsvg in
// this build, the file cannot be written).
std::string write_png(const std::string& svg, const std::string& path);

}  // namespace variant::draw
