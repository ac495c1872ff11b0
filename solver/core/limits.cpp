#include "core/limits.hpp"

#include <cstdio>

namespace gg {

std::string format_bytes(std::uint64_t bytes) {
    char buf[64];
    if (bytes >= (std::uint64_t{1} << 30)) std::snprintf(buf, sizeof buf, "%.2f GiB", bytes / 1073741824.0);
    else if (bytes >= (std::uint64_t{1} << 20)) std::snprintf(buf, sizeof buf, "%.1f MiB", bytes / 1048576.0);
    else if (bytes >= 1024) std::snprintf(buf, sizeof buf, "%.1f KiB", bytes / 1024.0);
    else std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
    return buf;
}

std::uint64_t parse_memory_size(std::string_view s, std::uint64_t unit) {
    const std::string shown(s);
    std::size_t i = 0;
    std::uint64_t v = 0;
    constexpr std::uint64_t kMax = std::uint64_t{1} << 60;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
        v = v * 10 + static_cast<std::uint64_t>(s[i] - '0');
        if (v > kMax) throw std::invalid_argument("memory size '" + shown + "' is too large");
        ++i;
    }
    if (i == 0)
        throw std::invalid_argument(std::string("expected a memory size (a number of ") +
                                    (unit == (std::uint64_t{1} << 20) ? "MiB" : unit == 1 ? "bytes" : "units") +
                                    ", or with K, M, G), got '" + shown + "'");
    std::string suffix;
    for (; i < s.size(); ++i) suffix += static_cast<char>(s[i] >= 'a' && s[i] <= 'z' ? s[i] - 'a' + 'A' : s[i]);
    std::uint64_t mult = unit;
    if (suffix == "B") mult = 1;
    else if (suffix == "K" || suffix == "KB" || suffix == "KIB") mult = std::uint64_t{1} << 10;
    else if (suffix == "M" || suffix == "MB" || suffix == "MIB") mult = std::uint64_t{1} << 20;
    else if (suffix == "G" || suffix == "GB" || suffix == "GIB") mult = std::uint64_t{1} << 30;
    else if (suffix == "T" || suffix == "TB" || suffix == "TIB") mult = std::uint64_t{1} << 40;
    else if (!suffix.empty())
        throw std::invalid_argument("memory size '" + shown + "': unknown unit (expected K, M, G or T)");
    if (v == 0) throw std::invalid_argument("memory size '" + shown + "' must be positive");
    if (v > kMax / mult) throw std::invalid_argument("memory size '" + shown + "' is too large");
    return v * mult;
}

void check_budget(std::uint64_t needed, std::uint64_t budget, const std::string& what) {
    if (needed > budget)
        throw TooLarge(what + " needs " + format_bytes(needed) + " of memory, more than the budget of " +
                           format_bytes(budget),
                       needed, budget);
}

}  // namespace gg
