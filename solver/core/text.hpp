// Odd text: one rule for every input format (the graph text, the four pursuit
// formats, the race format), on the command line and in the module alike.
//
//   * A UTF-8 byte-order mark (EF BB BF) at the very start of the input is
//     skipped; anywhere else it is an ordinary character (U+FEFF).
//   * Messages never echo the input raw. What they quote is shown with every
//     printable character as it is, the control characters (bytes 0x00-0x1F and
//     0x7F, and U+0080-U+009F) escaped as \xHH or \u00HH (ESC is \x1b, NUL \x00),
//     the invisible format characters that hide or reorder text (zero-width
//     U+200B-U+200F, bidirectional U+202A-U+202E and U+2066-U+2069, U+FEFF) as
//     \uXXXX, and each byte that is not part of valid UTF-8 as U+FFFD. So no
//     terminal escape sequence reaches a terminal through an error message, and no
//     message is cut short at a NUL.
//   * Columns count characters, not bytes: a valid UTF-8 sequence is one, and so
//     is each maximal subpart of an invalid one (one U+FFFD, as a browser's
//     decoder makes it: the page and the command line give the same columns).
//   * The module: a lone surrogate (half a UTF-16 pair) in a JS string becomes
//     U+FFFD before the text is read, so it cannot swallow the next character.
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gg {

// A syntax error in any input format, with 1-based line and column (the column
// counts characters, not bytes). what() reads "line L, column C: <message>".
class ParseError : public std::runtime_error {
public:
    ParseError(std::size_t line, std::size_t column, const std::string& message);
    std::size_t line;
    std::size_t column;
    std::string message;  // without the position
};

// The text without a UTF-8 byte-order mark at its very start.
inline std::string_view skip_bom(std::string_view text) {
    if (text.size() >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.remove_prefix(3);
    return text;
}

// The length in bytes of the character at s[i] (i < s.size()): a valid UTF-8
// sequence (*valid = true), or the maximal subpart of an invalid one.
std::size_t char_length(std::string_view s, std::size_t i, bool* valid = nullptr);

// The number of characters of s: the column of the character after s, minus one.
std::size_t count_chars(std::string_view s);

// s as it may appear in a message (see above): valid UTF-8, no control character.
std::string shown(std::string_view s);

// 'shown(s)' in single quotes, cut after max_chars characters with "...".
std::string quoted(std::string_view s, std::size_t max_chars = 40);

// The character at the start of s (one UTF-8 sequence, or one byte), quoted.
std::string quoted_char(std::string_view s);

}  // namespace gg
