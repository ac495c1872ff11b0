#include "core/text.hpp"

namespace gg {

ParseError::ParseError(std::size_t l, std::size_t c, const std::string& m)
    : std::runtime_error("line " + std::to_string(l) + ", column " + std::to_string(c) + ": " + m),
      line(l), column(c), message(m) {}

std::size_t char_length(std::string_view s, std::size_t i, bool* valid) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    std::size_t len;
    unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
    if (c < 0x80) len = 1;
    else if (c >= 0xC2 && c <= 0xDF) len = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) lo = 0xA0;  // no overlong forms
        if (c == 0xED) hi = 0x9F;  // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
    } else {
        len = 0;  // a stray continuation byte or a byte never used
    }
    std::size_t k = 1;
    while (k < len && i + k < s.size() && b(i + k) >= (k == 1 ? lo : 0x80) && b(i + k) <= (k == 1 ? hi : 0xBF)) ++k;
    if (valid) *valid = len != 0 && k == len;
    return k;  // the sequence, or the maximal subpart of an invalid one
}

std::size_t count_chars(std::string_view s) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < s.size(); i += char_length(s, i)) ++n;
    return n;
}

namespace {

const char kHex[] = "0123456789abcdef";

// Whether the 3-byte sequence at s[i] is an invisible format character that can
// hide or reorder text: U+200B..U+200F (zero width, marks), U+202A..U+202E
// (bidirectional embeddings and overrides), U+2066..U+2069 (isolates), U+FEFF
// (a byte-order mark not at the start).
bool invisible(std::string_view s, std::size_t i) {
    const auto b1 = static_cast<unsigned char>(s[i + 1]), b2 = static_cast<unsigned char>(s[i + 2]);
    if (static_cast<unsigned char>(s[i]) == 0xEF) return b1 == 0xBB && b2 == 0xBF;
    if (static_cast<unsigned char>(s[i]) != 0xE2) return false;
    if (b1 == 0x80) return (b2 >= 0x8B && b2 <= 0x8F) || (b2 >= 0xAA && b2 <= 0xAE);
    if (b1 == 0x81) return b2 >= 0xA6 && b2 <= 0xA9;
    return false;
}

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
        bool valid = false;
        const std::size_t len = char_length(s, i, &valid);
        if (!valid) {
            r += "\xEF\xBF\xBD";  // U+FFFD for the maximal subpart, as a browser decodes it
            i += len;
        } else if (len == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) {
            const unsigned char d = static_cast<unsigned char>(s[i + 1]);  // U+0080..U+009F: C1 controls
            r += "\\u00";
            r += kHex[d >> 4];
            r += kHex[d & 15];
            i += 2;
        } else if (len == 3 && invisible(s, i)) {
            const unsigned cp = (static_cast<unsigned>(c & 0x0F) << 12) |
                                (static_cast<unsigned>(s[i + 1] & 0x3F) << 6) | static_cast<unsigned>(s[i + 2] & 0x3F);
            r += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4) r += kHex[(cp >> shift) & 15];
            i += 3;
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
        end += char_length(s, end);
        ++chars;
    }
    return "'" + shown(s.substr(0, end)) + (end < s.size() ? "..." : "") + "'";
}

std::string quoted_char(std::string_view s) {
    if (s.empty()) return "''";
    return "'" + shown(s.substr(0, char_length(s, 0))) + "'";
}

}  // namespace gg
