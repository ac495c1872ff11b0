// Long loops run as many calls of one function, a slice of work each.
//
// A WebAssembly engine first runs a function in quickly made code and, once the
// function has run a while, makes optimised code for it; but a call under way
// keeps the code it began with (V8: Liftoff, then TurboFan, with no switch inside
// a call). A solve done in one call would run its whole length in the first
// code, about a third slower; in slices of one function not inlined into its
// loop, the slices after the first few run optimised. Natively this is a call
// per slice, nothing more.
#pragma once
#include <cstdint>

namespace gg {

// Work units (states or moves looked at) per slice: about a millisecond.
constexpr std::uint64_t kSliceUnits = std::uint64_t{1} << 16;

// step() called until it returns true, each call through this one function.
template <class Step>
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
bool run_slice(Step& step) {
    return step();
}

template <class Step>
void run_in_slices(Step&& step) {
    while (!run_slice(step)) {}
}

}  // namespace gg
