// A memory prefetch hint, where the target has one (x86, ARM); nothing in
// WebAssembly, which has no such instruction.
#pragma once

#if (defined(__GNUC__) || defined(__clang__)) && !defined(__wasm__)
#define GG_HAVE_PREFETCH 1
#else
#define GG_HAVE_PREFETCH 0
#endif

namespace gg {

inline void prefetch(const void* p) {
#if GG_HAVE_PREFETCH
    __builtin_prefetch(p);
#else
    (void)p;
#endif
}

}  // namespace gg
