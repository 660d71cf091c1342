// A few lines of JSON writing for the page's C API (api.cpp): the answers are small objects, built by hand.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace variant::web {

// `text` as a JSON string, quotes included. Bytes that are not UTF-8 pass through: the library already
// shows them escaped (core/utf8.hpp printable) in every message it makes.
inline std::string json(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            case '\r': out += "\\r"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

inline std::string json(const std::vector<std::string>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + json(items[i]);
    return out + "]";
}

}  // namespace variant::web
