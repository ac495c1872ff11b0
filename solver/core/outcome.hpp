// Outcomes of a position for the player to move, shared by every game.
#pragma once
#include <cstdint>

namespace gg {

// Numeric values are part of the public API (the WASM module returns them in a
// Uint8Array): DRAW = 0, WIN = 1, LOSE = 2.
enum class Outcome : std::uint8_t { Draw = 0, Win = 1, Lose = 2 };

// What a game may say about a state before any analysis: nothing (the state is
// decided by its moves), or a fixed outcome that ignores its moves.
enum class Fixed : std::uint8_t { None = 0, Win = 1, Lose = 2, Draw = 3 };

inline const char* outcome_name(Outcome o) {
    switch (o) {
        case Outcome::Win: return "WIN";
        case Outcome::Lose: return "LOSE";
        default: return "DRAW";
    }
}

}  // namespace gg
