// Shared helpers of the gamegraph commands: reading input, buffered output, usage errors.
#pragma once
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"

namespace cli {

using Args = std::vector<std::string_view>;

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The value of a --max-memory option, the same for every command: bytes, or with a
// K, M, G, T suffix (gg::parse_memory_size), or a UsageError naming the option.
inline std::uint64_t memory_option(std::string_view option, std::string_view value) {
    try {
        return gg::parse_memory_size(value);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string(option) + ": " + e.what());
    }
}

// Reads a whole file, or standard input when path is null.
inline std::string read_all(const char* path) {
    std::FILE* f = path ? std::fopen(path, "rb") : stdin;
    if (!f) throw std::runtime_error(std::string("cannot open '") + path + "': " + std::strerror(errno));
    std::string data;
    if (path && std::fseek(f, 0, SEEK_END) == 0) {
        const long size = std::ftell(f);
        if (size > 0) data.reserve(static_cast<std::size_t>(size));
        std::fseek(f, 0, SEEK_SET);
    }
    char buf[1 << 16];
    std::size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) data.append(buf, got);
    const bool bad = std::ferror(f);
    if (path) std::fclose(f);
    if (bad) throw std::runtime_error(std::string("cannot read '") + (path ? path : "stdin") + "'");
    return data;
}

// Buffered standard output: one fwrite per megabyte.
class Out {
public:
    ~Out() { flush(); }
    void put(std::string_view s) {
        if (buf_.size() + s.size() > kFlushAt) flush();
        buf_.append(s);
    }
    void put(char c) { buf_.push_back(c); }
    void put_int(long long v) {
        char tmp[24];
        const auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
        put(std::string_view(tmp, static_cast<std::size_t>(r.ptr - tmp)));
    }
    void flush() {
        if (!buf_.empty()) std::fwrite(buf_.data(), 1, buf_.size(), stdout);
        buf_.clear();
    }

private:
    static constexpr std::size_t kFlushAt = 1 << 20;
    std::string buf_;
};

}  // namespace cli
