#include "text.hpp"

namespace gg {

namespace {

// The length of the valid UTF-8 sequence at s[i] (1 to 4), or 0 if there is none
// (a stray continuation byte, a truncated or overlong sequence, a surrogate, or a
// code point above U+10FFFF).
std::size_t utf8_length(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    if (c < 0x80) return 1;
    std::size_t len;
    unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) len = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;  // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return 0;
    }
    if (i + len > s.size()) return 0;
    if (b(i + 1) < lo || b(i + 1) > hi) return 0;
    for (std::size_t k = 2; k < len; ++k)
        if ((b(i + k) & 0xC0) != 0x80) return 0;
    return len;
}

const char kHex[] = "0123456789abcdef";

}  // namespace

std::string shown(std::string_view s) {
    std::string r;
    r.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c == 0x7F) {
            r += "\\x";
            r += kHex[c >> 4];
            r += kHex[c & 15];
            ++i;
            continue;
        }
        const std::size_t len = utf8_length(s, i);
        if (len == 0) {
            r += "\xEF\xBF\xBD";  // U+FFFD
            ++i;
        } else if (len == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) {
            const unsigned char d = static_cast<unsigned char>(s[i + 1]);  // U+0080..U+009F: C1 controls
            r += "\\u00";
            r += kHex[d >> 4];
            r += kHex[d & 15];
            i += 2;
        } else {
            r.append(s.substr(i, len));
            i += len;
        }
    }
    return r;
}

std::string quoted(std::string_view s, std::size_t max_chars) {
    std::size_t end = 0, chars = 0;
    while (end < s.size() && chars < max_chars) {
        const std::size_t len = utf8_length(s, end);
        end += len == 0 ? 1 : len;
        ++chars;
    }
    return "'" + shown(s.substr(0, end)) + (end < s.size() ? "..." : "") + "'";
}

std::string quoted_char(std::string_view s) {
    if (s.empty()) return "''";
    const std::size_t len = utf8_length(s, 0);
    return "'" + shown(s.substr(0, len == 0 ? 1 : len)) + "'";
}

}  // namespace gg
