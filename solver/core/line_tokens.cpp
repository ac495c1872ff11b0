// The line tokenizer's errors (line_tokens.hpp): out of line, off the reading's path.
#include "core/line_tokens.hpp"

namespace gg {

void LineTokens::fail(const char* at, const std::string& message) const {
    throw ParseError(line_, column(at), message);
}

void LineTokens::fail_control(const char* at) const {
    fail(at, "unexpected control character (byte " + std::to_string(static_cast<unsigned char>(*at)) + ")");
}

}  // namespace gg
