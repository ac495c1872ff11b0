// The simplification of one game {L | R} to its canonical form, step by step, as
// a teacher would write it on the board: the options given (each a canonical game
// of a GameStore: a position's children's values), then one step at a time
//
//   - a dominated option removed: a Left option x with x <= y for another Left
//     option y (Right: y <= x), naming y, the one kept;
//   - a reversible option bypassed: a Left option A with an answer A^R <= G (G the
//     game itself, whose value never changes) is replaced by A^R's Left options
//     (Right: B with B^L >= G, by B^L's Right options), naming A^R;
//   - the end: a recognition of what is left, one of
//       Number   every option a number, Left's below Right's: G is the simplest
//                number between them (Conway's simplicity rule), its bounds given;
//       Nimber   both sides the same nimbers: G = *n, n the least one missing (mex);
//       Ups      a canonical form x + n.^ + *m that is neither (^ = {0 | *}, ^*, 1v);
//       Switch   {a | b}, numbers a > b: m ± d;
//       General  a canonical form without another name: it stays {A, B | C}.
//
// Every step carries the options after it and the form in the notation of
// GameStore::str ({A, B | C}, each option in its own notation; the last step's
// form is str() of the canonical form). The dominated options are removed first,
// then the simplicity and mex rules are tried, then one reversible option is
// bypassed, and so on until none is left (the options are then those of the
// canonical form: Conway's uniqueness theorem).
//
// Small games only: past the limits (options at the top, options during the work,
// steps, the length of a form) there are no steps, and too_big says which limit.
// No I/O; nothing here recurses.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "partizan/canonical.hpp"

namespace gg {

struct StepLimits {
    std::size_t max_options = 40;         // distinct options of a side, given
    std::size_t max_options_during = 120; // of a side after bypasses
    std::size_t max_steps = 200;
    std::size_t max_form_chars = 2000;    // the form after a step, in characters
};

enum class StepKind : std::uint8_t { Dominated = 0, Reversible = 1, Number = 2, Nimber = 3, Ups = 4, Switch = 5, General = 6 };
// "dominated", "reversible", "number", "nimber", "ups", "switch", "general"
const char* step_kind_name(StepKind k);

struct SimplifyStep {
    StepKind kind = StepKind::General;
    // Dominated, Reversible: the side whose option goes and the option.
    Side side = Side::Left;
    GameId option = kNoGame;
    // Dominated: the option of the same side at least as good, kept. Reversible:
    // the answer that reverses it (an option of option's, of the other side's).
    GameId by = kNoGame;
    // Reversible: what replaces option (by's options of side; maybe none).
    std::vector<GameId> replacement;
    // Number: the value, between low (Left's best option; has_low false: Left has
    // none) and high (Right's). Switch: {low | high}, low > high. Ups: number (x).
    Dyadic number{}, low{}, high{};
    bool has_low = false, has_high = false;
    // Nimber: *nim; Ups: x + ups.^ + *star.
    std::uint32_t nim = 0, star = 0;
    std::int64_t ups = 0;
    // The options after the step (sorted ids), and the form in the notation.
    std::vector<GameId> left, right;
    std::string form;
};

enum class StepsTooBig : std::uint8_t { None = 0, Options = 1, OptionsDuring = 2, Steps = 3, Form = 4 };
// "", "options", "optionsDuring", "steps", "form"
const char* steps_too_big_name(StepsTooBig k);

struct SimplifySteps {
    std::size_t given[2] = {0, 0};   // the options given per side (Left, Right), repeats counted
    std::vector<GameId> start[2];    // the distinct options given, sorted
    std::string start_form;          // {start Left | start Right}
    std::vector<SimplifyStep> steps; // empty when too big
    GameId value = kNoGame;          // the canonical form (also when too big)
    StepsTooBig too_big = StepsTooBig::None;
    std::size_t too_big_count = 0, too_big_limit = 0;  // what passed which limit
    std::string too_big_what;        // the same in English ('' when not too big)
};

// The steps for {left | right} (ids of store, any order, repeats allowed).
// Throws std::invalid_argument for an id not in the store; TooLarge from the
// store's memory budget.
SimplifySteps simplify_steps(GameStore& store, const std::vector<GameId>& left, const std::vector<GameId>& right,
                             const StepLimits& limits = {});

// {A, B | C}: the options (ids of store) in the notation of GameStore::str, as
// print() writes a form's options ("{| 1}", "{0 | }"). TooLarge (Kind::Size) past
// max_chars characters.
std::string options_form(GameStore& store, const std::vector<GameId>& left, const std::vector<GameId>& right,
                         std::size_t max_chars = GameStore::kDefaultMaxChars);

}  // namespace gg
