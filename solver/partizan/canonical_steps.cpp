// The simplification of one game to its canonical form, step by step (canonical_steps.hpp).
#include "partizan/canonical_steps.hpp"

#include <algorithm>
#include <stdexcept>

namespace gg {

namespace {

// Thrown inside simplify_steps when a limit is passed; caught there.
struct PastLimit {
    StepsTooBig kind;
    std::size_t count, limit;
};

}  // namespace

const char* step_kind_name(StepKind k) {
    switch (k) {
        case StepKind::Dominated: return "dominated";
        case StepKind::Reversible: return "reversible";
        case StepKind::Number: return "number";
        case StepKind::Nimber: return "nimber";
        case StepKind::Ups: return "ups";
        case StepKind::Switch: return "switch";
        default: return "general";
    }
}

const char* steps_too_big_name(StepsTooBig k) {
    switch (k) {
        case StepsTooBig::Options: return "options";
        case StepsTooBig::OptionsDuring: return "optionsDuring";
        case StepsTooBig::Steps: return "steps";
        case StepsTooBig::Form: return "form";
        default: return "";
    }
}

std::string options_form(GameStore& store, const std::vector<GameId>& left, const std::vector<GameId>& right,
                         std::size_t max_chars) {
    std::string out = "{";
    const auto side = [&](const std::vector<GameId>& v) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i > 0) out += ", ";
            const std::size_t room = max_chars > out.size() ? max_chars - out.size() : 0;
            out += store.str(v[i], room);
            if (out.size() > max_chars) break;
        }
    };
    side(left);
    out += left.empty() ? "| " : " | ";
    side(right);
    out += "}";
    if (out.size() > max_chars)
        throw TooLarge("the form is longer than " + std::to_string(max_chars) + " characters", 0, 0,
                       TooLarge::Kind::Size);
    return out;
}

SimplifySteps simplify_steps(GameStore& store, const std::vector<GameId>& left, const std::vector<GameId>& right,
                             const StepLimits& limits) {
    SimplifySteps out;
    out.given[0] = left.size();
    out.given[1] = right.size();
    std::vector<GameId> L = left, R = right;
    sort_unique(L);
    sort_unique(R);
    out.value = store.canonical(L, R);  // (checks every id)
    out.start[0] = L;
    out.start[1] = R;
    const GameId G = out.value;
    // x is no better for side than y: Left's x <= y, Right's x >= y.
    const auto worse = [&](Side s, GameId x, GameId y) { return s == Side::Left ? store.le(x, y) : store.le(y, x); };
    const auto numbers = [&](const std::vector<GameId>& v) {
        Dyadic x;
        for (const GameId g : v)
            if (!store.number_value(g, x)) return false;
        return true;
    };
    try {
        for (int s = 0; s < 2; ++s) {
            const std::size_t n = out.start[s].size();
            if (n > limits.max_options) throw PastLimit{StepsTooBig::Options, n, limits.max_options};
        }
        try {
            out.start_form = options_form(store, L, R, limits.max_form_chars);
        } catch (const TooLarge&) {
            throw PastLimit{StepsTooBig::Form, 0, limits.max_form_chars};
        }
        const auto push = [&](SimplifyStep st, bool final_form) {
            if (out.steps.size() >= limits.max_steps)
                throw PastLimit{StepsTooBig::Steps, out.steps.size() + 1, limits.max_steps};
            if (final_form) {
                st.left.assign(store.left(G).begin(), store.left(G).end());
                st.right.assign(store.right(G).begin(), store.right(G).end());
            } else {
                st.left = L;
                st.right = R;
            }
            try {
                st.form = final_form ? store.str(G, limits.max_form_chars) : options_form(store, L, R, limits.max_form_chars);
            } catch (const TooLarge& e) {
                if (e.kind != TooLarge::Kind::Size) throw;
                throw PastLimit{StepsTooBig::Form, 0, limits.max_form_chars};
            }
            out.steps.push_back(std::move(st));
        };
        for (;;) {
            // 1. The dominated options, one at a time; each named with the best
            //    option above it (one that stays).
            for (const Side s : {Side::Left, Side::Right}) {
                std::vector<GameId>& v = s == Side::Left ? L : R;
                for (bool found = true; found;) {
                    found = false;
                    for (std::size_t i = 0; i < v.size() && !found; ++i)
                        for (std::size_t j = 0; j < v.size() && !found; ++j) {
                            if (i == j || !worse(s, v[i], v[j])) continue;
                            GameId by = v[j];
                            for (bool up = true; up;) {  // climb to an option nothing beats
                                up = false;
                                for (const GameId z : v)
                                    if (z != by && z != v[i] && worse(s, by, z)) {
                                        by = z;
                                        up = true;
                                        break;
                                    }
                            }
                            SimplifyStep st;
                            st.kind = StepKind::Dominated;
                            st.side = s;
                            st.option = v[i];
                            st.by = by;
                            v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
                            push(std::move(st), false);
                            found = true;
                        }
                }
            }
            // 2. The simplicity rule: every option a number, Left's below Right's
            //    (at most one each now); the mex rule: both sides the same nimbers.
            if (L.size() <= 1 && R.size() <= 1 && numbers(L) && numbers(R)) {
                SimplifyStep st;
                st.has_low = !L.empty();
                st.has_high = !R.empty();
                if (st.has_low) store.number_value(L[0], st.low);
                if (st.has_high) store.number_value(R[0], st.high);
                if ((!st.has_low || !st.has_high || dyadic::cmp(st.low, st.high) < 0) &&
                    store.number_value(G, st.number)) {
                    st.kind = StepKind::Number;
                    push(std::move(st), true);
                    return out;
                }
            }
            if (!L.empty() && L == R) {
                bool nim = true;
                for (const GameId x : L) nim = nim && store.nim_value(x) != kNoGame;
                if (nim && store.nim_value(G) != kNoGame) {
                    SimplifyStep st;
                    st.kind = StepKind::Nimber;
                    st.nim = store.nim_value(G);
                    push(std::move(st), true);
                    return out;
                }
            }
            // 3. One reversible option bypassed, Left's first.
            bool bypassed = false;
            for (const Side s : {Side::Left, Side::Right}) {
                std::vector<GameId>& v = s == Side::Left ? L : R;
                for (std::size_t i = 0; i < v.size() && !bypassed; ++i) {
                    const GameId a = v[i];
                    const GameStore::Options answers = s == Side::Left ? store.right(a) : store.left(a);
                    for (std::size_t k = 0; k < answers.size() && !bypassed; ++k) {
                        const GameId ans = answers[k];
                        // Left's A reverses through A^R <= G; Right's B through B^L >= G.
                        if (!(s == Side::Left ? store.le(ans, G) : store.le(G, ans))) continue;
                        SimplifyStep st;
                        st.kind = StepKind::Reversible;
                        st.side = s;
                        st.option = a;
                        st.by = ans;
                        const GameStore::Options repl = s == Side::Left ? store.left(ans) : store.right(ans);
                        st.replacement.assign(repl.begin(), repl.end());
                        v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
                        v.insert(v.end(), st.replacement.begin(), st.replacement.end());
                        sort_unique(v);
                        if (v.size() > limits.max_options_during)
                            throw PastLimit{StepsTooBig::OptionsDuring, v.size(), limits.max_options_during};
                        push(std::move(st), false);
                        bypassed = true;
                    }
                }
                if (bypassed) break;
            }
            if (bypassed) continue;
            // 4. Nothing dominated, nothing reversible: the canonical form itself.
            if (!std::equal(L.begin(), L.end(), store.left(G).begin(), store.left(G).end()) ||
                !std::equal(R.begin(), R.end(), store.right(G).begin(), store.right(G).end()))
                throw std::logic_error("simplify_steps: the simplified options are not the canonical form's");
            SimplifyStep st;
            Dyadic a, b;
            if (store.nim_value(G) != kNoGame) {
                st.kind = StepKind::Nimber;
                st.nim = store.nim_value(G);
            } else if (store.number_value(G, st.number)) {
                st.kind = StepKind::Number;  // (reached by the simplicity rule above, normally)
                st.has_low = L.size() == 1 && store.number_value(L[0], st.low);
                st.has_high = R.size() == 1 && store.number_value(R[0], st.high);
            } else if (L.size() == 1 && R.size() == 1 && store.number_value(L[0], a) && store.number_value(R[0], b) &&
                       dyadic::cmp(a, b) > 0) {
                st.kind = StepKind::Switch;
                st.low = a;
                st.high = b;
                st.has_low = st.has_high = true;
            } else if (store.uptimal_parts(G, st.number, st.ups, st.star)) {
                st.kind = StepKind::Ups;
            } else {
                // (uptimal_parts may have written its outputs before it failed)
                st.kind = StepKind::General;
                st.number = Dyadic{};
                st.ups = 0;
                st.star = 0;
            }
            push(std::move(st), true);
            return out;
        }
    } catch (const PastLimit& p) {
        out.steps.clear();
        out.too_big = p.kind;
        out.too_big_count = p.count;
        out.too_big_limit = p.limit;
        switch (p.kind) {
            case StepsTooBig::Options:
                out.too_big_what = "too many options for the steps: " + std::to_string(p.count) +
                                   " on a side, at most " + std::to_string(p.limit);
                break;
            case StepsTooBig::OptionsDuring:
                out.too_big_what = "too many options for the steps once reversible ones are bypassed: " +
                                   std::to_string(p.count) + " on a side, at most " + std::to_string(p.limit);
                break;
            case StepsTooBig::Steps:
                out.too_big_what = "more than " + std::to_string(p.limit) + " steps";
                break;
            default:
                out.too_big_what = "a form is longer than " + std::to_string(p.limit) + " characters";
                break;
        }
    }
    return out;
}

}  // namespace gg
