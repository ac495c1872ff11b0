// Embind bindings of partizan games (solver/partizan/): a partizan graph, as text or
// as the moves of each side written by JS into a block of the module's memory
// (reserve, write, solve, free: the rules engine's partizan scripts and
// solvePartizanEdges), solved for both starters; with values, the canonical value
// of every position and the forms below them as a flat table; sums of positions.
// Every array crosses once, as a typed array; api_partizan.js wraps these.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common.hpp"
#include "partizan/canonical.hpp"
#include "partizan/canonical_steps.hpp"
#include "partizan/partizan_outcomes.hpp"
#include "partizan/partizan_values.hpp"

using emscripten::val;
using bind::copy_to_js;
using bind::guarded;
using bind::whole;

namespace {

// A fixed code of a partizan position (the rules engine's fixed outcome, one per
// position): 0 none; 1, 2, 3 win, lose, draw for the player to move, whoever it
// is; 4 Left wins, 5 Right wins, whoever is to move.
constexpr std::uint8_t kLeftWins = 4, kRightWins = 5;

// The fixed outcome of each state 2p + side from the positions' codes (empty: none).
std::vector<gg::Fixed> fixed_states(const std::uint8_t* codes, std::uint32_t n) {
    std::vector<gg::Fixed> f(2 * static_cast<std::size_t>(n), gg::Fixed::None);
    for (std::uint32_t p = 0; p < n; ++p) {
        const std::uint8_t c = codes[p];
        if (c > kRightWins)
            throw std::invalid_argument("fixed[" + std::to_string(p) + "] = " + std::to_string(c) +
                                        ": expected 0 to 5 (none, win, lose, draw, Left wins, Right wins)");
        for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
            gg::Fixed x = static_cast<gg::Fixed>(c <= 3 ? c : 0);
            if (c >= kLeftWins) x = (c == kLeftWins) == (s == gg::Side::Left) ? gg::Fixed::Win : gg::Fixed::Lose;
            f[gg::DoubledGame::state(p, s)] = x;
        }
    }
    return f;
}

// Outcome, depth and move of every position for each starter: outcomeLeft,
// depthLeft, moveLeft (Left moving first), outcomeRight, ... (n each).
void put_outcomes(val& r, const gg::PartizanOutcomes& o, std::uint32_t n) {
    for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
        std::vector<std::uint8_t> outcome(n);
        std::vector<std::int32_t> depth(n), move(n);
        for (std::uint32_t p = 0; p < n; ++p) {
            outcome[p] = static_cast<std::uint8_t>(o.outcome(s, p));
            depth[p] = o.depth(s, p);
            move[p] = o.move(s, p);
        }
        const std::string side = s == gg::Side::Left ? "Left" : "Right";
        r.set("outcome" + side, copy_to_js("Uint8Array", outcome.data(), n));
        r.set("depth" + side, copy_to_js("Int32Array", depth.data(), n));
        r.set("move" + side, copy_to_js("Int32Array", move.data(), n));
    }
}

// The games `roots` are made of, as a table: every game of the store reachable
// from them through options, numbered in the store's order (so an option comes
// before its game, and options keep the store's order: the JSON read from the
// table is the store's json()): gameStart (count + 1 offsets into gameOptions),
// gameLeft (how many of a game's options are Left's: they come first),
// gameOptions (table numbers), gameClass (OutcomeClass), gameText (the notation
// of the games that are roots, '' for the others, joined by '\n'). Returns each
// store id's number in the table (kNoGame for games not in it).
std::vector<gg::GameId> put_games(val& r, gg::GameStore& store, const std::vector<gg::GameId>& roots) {
    const std::uint32_t size = store.size();
    std::vector<std::uint8_t> mark(size, 0);  // 1 in the table, 2 a root
    for (const gg::GameId g : roots)
        if (g != gg::kNoGame) mark[g] = 2;
    for (std::uint32_t g = size; g-- > 0;) {  // options have smaller ids than their games
        if (!mark[g]) continue;
        for (const gg::GameId x : store.left(g)) mark[x] = mark[x] ? mark[x] : 1;
        for (const gg::GameId x : store.right(g)) mark[x] = mark[x] ? mark[x] : 1;
    }
    std::vector<gg::GameId> number(size, gg::kNoGame);
    std::vector<std::uint32_t> start{0}, left;
    std::vector<std::int32_t> options;
    std::vector<std::uint8_t> cls;
    std::string text;
    std::uint32_t count = 0;
    for (std::uint32_t g = 0; g < size; ++g) {
        if (!mark[g]) continue;
        number[g] = count++;
        for (const gg::GameId x : store.left(g)) options.push_back(static_cast<std::int32_t>(number[x]));
        for (const gg::GameId x : store.right(g)) options.push_back(static_cast<std::int32_t>(number[x]));
        start.push_back(static_cast<std::uint32_t>(options.size()));
        left.push_back(static_cast<std::uint32_t>(store.left(g).size()));
        cls.push_back(static_cast<std::uint8_t>(store.outcome_class(g)));
        if (count > 1) text += '\n';
        if (mark[g] == 2) text += store.str(g);
    }
    r.set("gameStart", copy_to_js("Uint32Array", start.data(), start.size()));
    r.set("gameLeft", copy_to_js("Uint32Array", left.data(), left.size()));
    r.set("gameOptions", copy_to_js("Int32Array", options.data(), options.size()));
    r.set("gameClass", copy_to_js("Uint8Array", cls.data(), cls.size()));
    r.set("gameText", text);
    r.set("distinctGames", store.size());
    return number;
}

// The values of every position (value: its game's number in the table of
// put_games, per position), or where the game is not short short: false and the
// position on a cycle (cyclePosition). Without table, only whether it is short.
void put_values(val& r, const gg::PartizanGraph& g, std::uint64_t budget, bool table) {
    gg::GameStore store(budget);
    std::vector<gg::GameId> values;
    try {
        values = gg::partizan_values(g, store);
    } catch (const gg::NotShortGame& e) {
        r.set("short", false);
        r.set("cyclePosition", e.position);
        return;
    }
    r.set("short", true);
    if (!table) return;
    const std::vector<gg::GameId> number = put_games(r, store, values);
    std::vector<std::int32_t> value(values.size());
    for (std::size_t p = 0; p < values.size(); ++p) value[p] = static_cast<std::int32_t>(number[values[p]]);
    r.set("value", copy_to_js("Int32Array", value.data(), value.size()));
}

// The answers for graph g: outcomes for both starters, and the values when asked
// (where an outcome is fixed, whether the game is short only: a game that is not
// under normal play alone has no values, and a cycle is the first reason to say).
val solve(const gg::PartizanGraph& g, std::vector<gg::Fixed> fixed, bool values, std::uint64_t budget) {
    const bool any_fixed = !fixed.empty();
    const gg::PartizanOutcomes o = gg::partizan_outcomes(g, std::move(fixed));
    val r = val::object();
    r.set("n", g.num_positions());
    r.set("mLeft", static_cast<double>(g.num_moves(gg::Side::Left)));
    r.set("mRight", static_cast<double>(g.num_moves(gg::Side::Right)));
    put_outcomes(r, o, g.num_positions());
    if (values) put_values(r, g, budget, !any_fixed);
    return r;
}

// ---- a graph as text

// The text's size bytes at ptr (api_common.js textToHeap): its names (nameBytes,
// nameStart), the moves of each side (leftEdges, rightEdges: pairs of positions),
// the answers of solve.
val partizan_text(double ptr, double size, bool values, double max_memory) {
    return guarded([&] {
        const std::string_view text(reinterpret_cast<const char*>(static_cast<std::uintptr_t>(ptr)),
                                     static_cast<std::size_t>(size));
        const std::uint64_t budget = bind::budget_of(max_memory);
        const gg::ParsedPartizan parsed = gg::parse_partizan_text(text, budget);
        const gg::PartizanGraph& g = parsed.graph;
        val r = solve(g, {}, values, budget);
        r.set("lines", static_cast<double>(parsed.lines));
        r.set("nameBytes", copy_to_js("Uint8Array", reinterpret_cast<const std::uint8_t*>(parsed.names.data()),
                                      parsed.names.size()));
        r.set("nameStart", copy_to_js("Uint32Array", parsed.name_start.data(), parsed.name_start.size()));
        for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
            std::vector<std::int32_t> edges;
            edges.reserve(2 * g.num_moves(s));
            for (std::uint32_t p = 0; p < g.num_positions(); ++p)
                g.for_each_option(s, p, [&](std::uint32_t q) {
                    edges.push_back(static_cast<std::int32_t>(p));
                    edges.push_back(static_cast<std::int32_t>(q));
                });
            r.set(s == gg::Side::Left ? "leftEdges" : "rightEdges", copy_to_js("Int32Array", edges.data(), edges.size()));
        }
        return r;
    });
}

// ---- a graph as moves written into a block

// The block of n positions, ml moves of Left's and mr of Right's: the Left moves
// (2 int32 each: from, to), then the Right ones, then one fixed code per position
// when has_fixed.
std::uint64_t block_bytes(std::uint64_t n, std::uint64_t ml, std::uint64_t mr, bool has_fixed) {
    return 8 * (ml + mr) + (has_fixed ? n : 0);
}

// { ptr } of a block for the moves (see block_bytes), refused before anything is
// allocated when it and the solve would be over the budget. JS writes the block
// through Module.HEAPU8 and frees it with Module._free.
val partizan_reserve(double n_in, double ml_in, double mr_in, bool has_fixed, double max_memory) {
    return guarded([&] {
        const std::uint64_t n = whole(n_in, 1073741823.0, "n");
        const std::uint64_t ml = whole(ml_in, 4294967295.0, "the moves of Left's");
        const std::uint64_t mr = whole(mr_in, 4294967295.0, "the moves of Right's");
        if (ml + mr > 4294967295u) throw std::invalid_argument("more than 4294967295 moves in all");
        const std::uint64_t block = block_bytes(n, ml, mr, has_fixed);
        gg::check_budget(block + gg::partizan_bytes_needed(n, ml + mr, 0), bind::budget_of(max_memory),
                         "a partizan game of " + std::to_string(n) + " positions and " + std::to_string(ml + mr) +
                             " moves: solving it for both starters");
        void* p = std::malloc(block == 0 ? 1 : block);
        if (p == nullptr) throw std::bad_alloc();
        val r = val::object();
        r.set("ptr", static_cast<double>(reinterpret_cast<std::uintptr_t>(p)));
        return r;
    });
}

// Solves the game in the block (its positions checked by PartizanGraph): the
// answers of solve. Values are not computed where a position's outcome is fixed
// (the game is then not under normal play alone).
val partizan_solve(double ptr, double n_in, double ml_in, double mr_in, bool has_fixed, bool values, double max_memory) {
    return guarded([&] {
        const auto n = static_cast<std::uint32_t>(whole(n_in, 1073741823.0, "n"));
        const std::size_t ml = whole(ml_in, 4294967295.0, "the moves of Left's");
        const std::size_t mr = whole(mr_in, 4294967295.0, "the moves of Right's");
        const auto* base = reinterpret_cast<const std::uint8_t*>(static_cast<std::uintptr_t>(ptr));
        const auto* left = reinterpret_cast<const std::int32_t*>(base);
        const gg::PartizanGraph g(n, left, ml, left + 2 * ml, mr);
        std::vector<gg::Fixed> fixed;
        if (has_fixed) fixed = fixed_states(base + 8 * (ml + mr), n);
        return solve(g, std::move(fixed), values, bind::budget_of(max_memory));
    });
}

// ---- sums

// A copy of a JS typed array (checked to be of type T's kind).
template <class T>
std::vector<T> copy_array(const val& a, const char* type, const std::string& what) {
    if (!a.instanceof(val::global(type))) throw std::invalid_argument(what + " must be a " + type);
    std::vector<T> v(a["length"].as<std::size_t>());
    if (!v.empty()) val(emscripten::typed_memory_view(v.size(), v.data())).call<void>("set", a);
    return v;
}

// One result's table of games (put_games), read back into a store: the games
// asked for are made there (each once), through the options they need.
struct GameTable {
    std::vector<std::uint32_t> start, left;
    std::vector<std::int32_t> options;
    std::vector<gg::GameId> id;  // per table number: its id in the store, once made

    GameTable(const val& r, const std::string& what)
        : start(copy_array<std::uint32_t>(r["gameStart"], "Uint32Array", what + ".gameStart")),
          left(copy_array<std::uint32_t>(r["gameLeft"], "Uint32Array", what + ".gameLeft")),
          options(copy_array<std::int32_t>(r["gameOptions"], "Int32Array", what + ".gameOptions")) {
        const std::size_t count = left.size();
        if (start.size() != count + 1 || start.back() != options.size())
            throw std::invalid_argument(what + ": its table of games is inconsistent");
        for (std::size_t k = 0; k < count; ++k) {
            if (start[k] > start[k + 1] || left[k] > start[k + 1] - start[k])
                throw std::invalid_argument(what + ": its table of games is inconsistent");
            for (std::uint32_t i = start[k]; i < start[k + 1]; ++i)
                if (options[i] < 0 || static_cast<std::size_t>(options[i]) >= k)
                    throw std::invalid_argument(what + ": an option of game " + std::to_string(k) +
                                                " is not a game before it");
        }
        id.assign(count, gg::kNoGame);
    }

    // The store's id of table game k (made with every game below it first).
    gg::GameId make(gg::GameStore& store, std::int32_t k, const std::string& what) {
        if (k < 0 || static_cast<std::size_t>(k) >= id.size())
            throw std::invalid_argument(what + ": " + std::to_string(k) + " is not a game of its table");
        std::vector<std::int32_t> stack{k};
        std::vector<gg::GameId> L, R;
        while (!stack.empty()) {
            const std::int32_t g = stack.back();
            if (id[g] != gg::kNoGame) {
                stack.pop_back();
                continue;
            }
            bool ready = true;
            for (std::uint32_t i = start[g]; i < start[g + 1]; ++i)
                if (id[options[i]] == gg::kNoGame) {
                    stack.push_back(options[i]);
                    ready = false;
                }
            if (!ready) continue;
            L.clear();
            R.clear();
            for (std::uint32_t i = start[g]; i < start[g + 1]; ++i)
                (i - start[g] < left[g] ? L : R).push_back(id[options[i]]);
            id[g] = store.canonical(L, R);
            stack.pop_back();
        }
        return id[k];
    }
};

// tables: a JS array of results with their games (put_games' arrays); parts: a JS
// array of { table (an index into tables), value (the position's game), left /
// right (Int32Array: the positions of each side's options), leftValue /
// rightValue (Int32Array: their games) }. The answer: the sum's value in a table
// of its own (put_games; value: its number there), its outcome class, and per side
// a winning first move (leftComponent, leftTo: the component and the position
// moved to in it) or -1.
val partizan_sum(const val& tables_js, const val& parts, double max_memory) {
    return guarded([&] {
        gg::GameStore store(bind::budget_of(max_memory));
        std::vector<GameTable> tables;
        const std::size_t nt = tables_js["length"].as<std::size_t>();
        for (std::size_t t = 0; t < nt; ++t) tables.emplace_back(tables_js[t], "tables[" + std::to_string(t) + "]");
        const std::size_t k = parts["length"].as<std::size_t>();
        std::vector<gg::PartizanSumPart> sum;
        for (std::size_t i = 0; i < k; ++i) {
            const val p = parts[i];
            const std::string what = "components[" + std::to_string(i) + "]";
            const std::size_t t = whole(p["table"].as<double>(), static_cast<double>(nt) - 1, "a component's table");
            GameTable& gt = tables[t];
            gg::PartizanSumPart part;
            part.value = gt.make(store, p["value"].as<std::int32_t>(), what);
            const char* keys[2][2] = {{"left", "leftValue"}, {"right", "rightValue"}};
            for (int s = 0; s < 2; ++s) {
                const std::vector<std::int32_t> to = copy_array<std::int32_t>(p[keys[s][0]], "Int32Array", what + "." + keys[s][0]);
                const std::vector<std::int32_t> v = copy_array<std::int32_t>(p[keys[s][1]], "Int32Array", what + "." + keys[s][1]);
                if (to.size() != v.size()) throw std::invalid_argument(what + ": one value per option expected");
                for (std::size_t j = 0; j < to.size(); ++j)
                    part.options[s].emplace_back(static_cast<std::uint32_t>(to[j]), gt.make(store, v[j], what));
            }
            sum.push_back(std::move(part));
        }
        const gg::PartizanSumResult s = gg::partizan_sum(store, sum);
        val r = val::object();
        const std::vector<gg::GameId> number = put_games(r, store, {s.value});
        r.set("value", number[s.value]);
        r.set("outcomeClass", static_cast<int>(s.outcome));
        r.set("leftComponent", s.component[0]);
        r.set("leftTo", static_cast<double>(s.to[0]));
        r.set("rightComponent", s.component[1]);
        r.set("rightTo", static_cast<double>(s.to[1]));
        return r;
    });
}

// ---- the simplification step by step

// A game's notation for the steps: '{…}' past max characters (an answer or a
// replacement, which no form of the steps holds whole).
std::string short_text(gg::GameStore& store, gg::GameId g, std::size_t max) {
    try {
        return store.str(g, max);
    } catch (const gg::TooLarge& e) {
        if (e.kind != gg::TooLarge::Kind::Size) throw;
        return "{\xE2\x80\xA6}";
    }
}

val texts(gg::GameStore& store, const std::vector<gg::GameId>& v, std::size_t max) {
    val a = val::array();
    for (std::size_t i = 0; i < v.size(); ++i) a.set(i, short_text(store, v[i], max));
    return a;
}

// table: a table of games (put_games' arrays: a result with values, or one made by
// api_partizan.js); left, right (Int32Array): the game's options as numbers of the
// table. The answer: the steps of gg::simplify_steps, every game as text: value,
// givenLeft, givenRight, startLeft, startRight (the distinct options), start (the
// form), steps [{ kind, side, option, by, replacement, number, low, high, nim,
// ups, star, form }], tooBig ('' or steps_too_big_name), tooBigCount,
// tooBigLimit, tooBigWhat.
val partizan_steps(const val& table, const val& left_js, const val& right_js, double max_memory) {
    return guarded([&] {
        gg::GameStore store(bind::budget_of(max_memory));
        GameTable t(table, "table");
        std::vector<gg::GameId> side[2];
        const val* lists[2] = {&left_js, &right_js};
        for (int s = 0; s < 2; ++s) {
            const char* what = s == 0 ? "left" : "right";
            for (const std::int32_t k : copy_array<std::int32_t>(*lists[s], "Int32Array", what))
                side[s].push_back(t.make(store, k, what));
        }
        const gg::StepLimits limits;
        const gg::SimplifySteps r = gg::simplify_steps(store, side[0], side[1], limits);
        const std::size_t max = limits.max_form_chars;
        val out = val::object();
        out.set("value", short_text(store, r.value, gg::GameStore::kDefaultMaxChars));
        out.set("givenLeft", static_cast<double>(r.given[0]));
        out.set("givenRight", static_cast<double>(r.given[1]));
        out.set("startLeft", texts(store, r.start[0], max));
        out.set("startRight", texts(store, r.start[1], max));
        out.set("start", r.start_form);
        out.set("tooBig", std::string(gg::steps_too_big_name(r.too_big)));
        out.set("tooBigCount", static_cast<double>(r.too_big_count));
        out.set("tooBigLimit", static_cast<double>(r.too_big_limit));
        out.set("tooBigWhat", r.too_big_what);
        val steps = val::array();
        for (std::size_t i = 0; i < r.steps.size(); ++i) {
            const gg::SimplifyStep& p = r.steps[i];
            const bool moves = p.kind == gg::StepKind::Dominated || p.kind == gg::StepKind::Reversible;
            val x = val::object();
            x.set("kind", std::string(gg::step_kind_name(p.kind)));
            x.set("side", moves ? std::string(p.side == gg::Side::Left ? "left" : "right") : std::string());
            x.set("option", moves ? short_text(store, p.option, max) : std::string());
            x.set("by", moves ? short_text(store, p.by, max) : std::string());
            x.set("replacement", texts(store, p.replacement, max));
            const bool number = p.kind == gg::StepKind::Number || p.kind == gg::StepKind::Ups;
            x.set("number", number ? gg::dyadic_string(p.number) : std::string());
            x.set("low", p.has_low ? gg::dyadic_string(p.low) : std::string());
            x.set("high", p.has_high ? gg::dyadic_string(p.high) : std::string());
            x.set("nim", p.nim);
            x.set("ups", static_cast<double>(p.ups));
            x.set("star", p.star);
            x.set("form", p.form);
            steps.set(i, x);
        }
        out.set("steps", steps);
        return out;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(partizan) {
    emscripten::function("_partizanSteps", &partizan_steps);
    emscripten::function("_partizanText", &partizan_text);
    emscripten::function("_partizanReserve", &partizan_reserve);
    emscripten::function("_partizanSolve", &partizan_solve);
    emscripten::function("_partizanSum", &partizan_sum);
}
