// The line tokenizer of the line-based text formats (the graph text, the
// partizan graph text): a text read line by line, each line split into
// blank-separated tokens, comments dropped, with the positions errors name.
//
//   * Blanks are space, tab, CR, FF and VT; '#' at the start of a line or after a
//     blank starts a comment that runs to the line's end.
//   * Any other control character (a byte below 0x20 that is not a blank or
//     '\n') is an error: "unexpected control character (byte B)".
//   * A CRLF line ends where an LF line would (line_end() is before the '\r').
//   * Columns count characters (core/text.hpp); fail() throws ParseError with
//     the current line and the column of a place on it.
//
// The text may arrive in pieces (a file read by slices): end is where the
// complete lines received so far end (after a '\n', or the text's end), moved on
// by extend(); total_end is the text's end, read() and size() measure progress.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/text.hpp"

namespace gg {

// A token of a line: where it starts, and its length in bytes.
struct LineToken {
    const char* p;
    std::size_t len;
    std::string_view view() const { return {p, len}; }
};

class LineTokens {
public:
    static constexpr std::size_t kMax = 4;  // the tokens of a line kept (count() says how many there were)

    explicit LineTokens(std::string_view text)
        : LineTokens(text.data(), text.data() + text.size(), text.data() + text.size()) {}
    LineTokens(const char* begin, const char* end, const char* total_end)
        : begin_(begin), p_(begin), end_(end), total_end_(total_end) {}

    // More complete lines have arrived: they end at end.
    void extend(const char* end) { end_ = end; }

    // Reads the next line into tokens. Returns false at the end of the lines
    // received so far.
    bool next() {
        if (p_ >= end_) return false;
        ++line_;
        line_begin_ = p_;
        count_ = 0;
        const char* p = p_;
        for (;;) {
            while (p < end_ && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v')) ++p;
            if (p >= end_ || *p == '\n') break;
            if (*p == '#') {
                while (p < end_ && *p != '\n') ++p;
                break;
            }
            const char* t = p;
            while (p < end_ && static_cast<unsigned char>(*p) > 0x20) ++p;
            if (p < end_ && static_cast<unsigned char>(*p) < 0x20 && *p != '\n' && *p != '\t' && *p != '\r' &&
                *p != '\f' && *p != '\v') {
                p_ = p;
                fail_control(p);
            }
            if (count_ < kMax) tok_[count_] = LineToken{t, static_cast<std::size_t>(p - t)};
            ++count_;
        }
        line_end_ = p;
        // The end of a CRLF line is before its '\r': the same column as with LF.
        while (line_end_ > line_begin_ && line_end_[-1] == '\r') --line_end_;
        p_ = (p < end_) ? p + 1 : p;
        return true;
    }

    std::size_t count() const { return count_; }
    const LineToken& operator[](std::size_t i) const { return tok_[i]; }
    std::size_t line() const { return line_; }  // the current line, 1-based (0 before the first)
    const char* line_end() const { return line_end_; }

    // The bytes read so far, and the text's size.
    std::uint64_t read() const { return static_cast<std::uint64_t>(p_ - begin_); }
    std::uint64_t size() const { return static_cast<std::uint64_t>(total_end_ - begin_); }

    // The 1-based column of at, on the current line, in characters.
    std::size_t column(const char* at) const {
        return 1 + count_chars(std::string_view(line_begin_, static_cast<std::size_t>(at - line_begin_)));
    }
    [[noreturn]] void fail(const char* at, const std::string& message) const;

private:
    [[noreturn]] void fail_control(const char* at) const;

    const char* begin_;
    const char* p_;
    const char* end_;
    const char* total_end_;
    const char* line_begin_ = nullptr;
    const char* line_end_ = nullptr;
    std::size_t line_ = 0;
    LineToken tok_[kMax];
    std::size_t count_ = 0;
};

}  // namespace gg
