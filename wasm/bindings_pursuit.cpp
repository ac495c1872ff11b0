// Embind bindings of the pursuit games (solver/pursuit/pursuit.hpp, pursuit_formats.hpp).
// A solve returns a PursuitHandle: the solved game stays in the module's memory
// (3 bytes per state) and the page asks it for what it shows (a state's outcome,
// a map of the board, an optimal move, the successors of a state) without ever
// copying all the states across. api_pursuit.js wraps these raw functions and the
// handle; JS owns the handle and frees it with delete().
#include <emscripten/heap.h>
#include <malloc.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"
#include "pursuit/pursuit_formats.hpp"

using emscripten::val;
using bind::copy_to_js;
using bind::guarded;

namespace {

// ---- JS values in and out -------------------------------------------------------

template <class T>
std::vector<T> vector_from_js(const val& a) {
    if (a.isUndefined() || a.isNull()) return {};
    const std::size_t n = a["length"].as<std::size_t>();
    std::vector<T> v(n);
    if (n > 0) {
        val view(emscripten::typed_memory_view(n, v.data()));
        view.call<void>("set", a);
    }
    return v;
}

// A whole number in [lo, hi] (JS numbers arrive as doubles).
std::int64_t whole(double x, std::int64_t lo, std::int64_t hi, const char* what) {
    if (!(x >= static_cast<double>(lo)) || !(x <= static_cast<double>(hi)) || x != std::floor(x))
        throw std::invalid_argument(std::string(what) + " must be a whole number from " + std::to_string(lo) +
                                    " to " + std::to_string(hi));
    return static_cast<std::int64_t>(x);
}

const char* draw_as_name(gg::DrawAs d) {
    switch (d) {
        case gg::DrawAs::PursuerWin: return "pursuer";
        case gg::DrawAs::EvaderWin: return "evader";
        default: return "draw";
    }
}

const char* no_move_name(gg::Outcome o) {
    switch (o) {
        case gg::Outcome::Win: return "win";
        case gg::Outcome::Draw: return "draw";
        default: return "lose";
    }
}

val side_rules_to_js(const gg::SideRules& r) {
    val o = val::object();
    std::vector<std::int32_t> t;
    for (const gg::GridMove& m : r.moves) {
        t.push_back(m.dr);
        t.push_back(m.dc);
        t.push_back(m.reach);
    }
    o.set("moves", copy_to_js("Int32Array", t.data(), t.size()));
    o.set("pass", r.may_pass);
    o.set("forbidden", r.forbidden.empty() ? val::null()
                                           : copy_to_js("Uint8Array", r.forbidden.data(), r.forbidden.size()));
    return o;
}

// A setup as the JS spec of api_pursuit.js (board, rules, start).
val setup_to_js(const gg::PursuitSetup& s, bool has_start) {
    val board = val::object();
    const gg::Board& b = s.board;
    const std::uint32_t cells = b.num_cells();
    if (b.is_grid) {
        board.set("kind", std::string("grid"));
        board.set("rows", b.rows);
        board.set("cols", b.cols);
        board.set("blocked", copy_to_js("Uint8Array", b.blocked.data(), b.blocked.size()));
    } else {
        board.set("kind", std::string("graph"));
        board.set("n", b.vertices);
        board.set("edges", copy_to_js("Int32Array", b.edges.data(), b.edges.size()));
    }
    std::vector<std::uint8_t> exits = b.exit;
    exits.resize(cells, 0);
    board.set("exits", copy_to_js("Uint8Array", exits.data(), exits.size()));
    val rules = val::object();
    rules.set("pursuer", side_rules_to_js(s.rules.pursuer));
    rules.set("evader", side_rules_to_js(s.rules.evader));
    rules.set("pursuerExitWins", s.rules.pursuer_exit_wins);
    rules.set("drawAs", std::string(draw_as_name(s.rules.draw_as)));
    rules.set("noMove", std::string(no_move_name(s.rules.no_move)));
    val r = val::object();
    r.set("board", board);
    r.set("rules", rules);
    if (has_start) {
        val start = val::object();
        start.set("pursuer", s.pursuer_start);
        start.set("evader", s.evader_start);
        start.set("first", std::string(s.first == gg::Side::Pursuer ? "pursuer" : "evader"));
        r.set("start", start);
    } else {
        r.set("start", val::null());
    }
    return r;
}

gg::SideRules side_rules_from_js(const val& o, std::uint32_t cells) {
    gg::SideRules r;
    const std::vector<std::int32_t> t = vector_from_js<std::int32_t>(o["moves"]);
    if (t.size() % 3 != 0) throw std::invalid_argument("moves must hold (dr, dc, reach) triples");
    r.moves = gg::grid_moves(t.data(), t.size() / 3);
    r.may_pass = o["pass"].as<bool>();
    r.forbidden = vector_from_js<std::uint8_t>(o["forbidden"]);
    if (!r.forbidden.empty() && r.forbidden.size() != cells)
        throw std::invalid_argument("forbidden must hold one byte per cell: " + std::to_string(cells) +
                                    " expected, got " + std::to_string(r.forbidden.size()));
    return r;
}

// The normalised spec of api_pursuit.js: every field present, arrays typed.
gg::PursuitSetup setup_from_js(const val& spec, bool& has_start) {
    gg::PursuitSetup s;
    const val board = spec["board"];
    const std::string kind = board["kind"].as<std::string>();
    std::vector<std::uint8_t> exits = vector_from_js<std::uint8_t>(board["exits"]);
    std::uint32_t cells = 0;
    if (kind == "grid") {
        const auto rows = static_cast<std::int32_t>(whole(board["rows"].as<double>(), 1, 1 << 20, "board.rows"));
        const auto cols = static_cast<std::int32_t>(whole(board["cols"].as<double>(), 1, 1 << 20, "board.cols"));
        if (static_cast<std::uint64_t>(rows) * static_cast<std::uint64_t>(cols) > 0x7FFFFFFFu)
            throw std::invalid_argument("the grid has too many cells");
        cells = static_cast<std::uint32_t>(rows * cols);
        const std::vector<std::uint8_t> blocked = vector_from_js<std::uint8_t>(board["blocked"]);
        if (!blocked.empty() && blocked.size() != cells)
            throw std::invalid_argument("board.blocked must hold rows * cols = " + std::to_string(cells) +
                                        " bytes, got " + std::to_string(blocked.size()));
        if (!exits.empty() && exits.size() != cells)
            throw std::invalid_argument("board.exits must hold rows * cols = " + std::to_string(cells) +
                                        " bytes, got " + std::to_string(exits.size()));
        s.board = gg::Board::grid(rows, cols, blocked.empty() ? nullptr : blocked.data(),
                                  exits.empty() ? nullptr : exits.data());
    } else {
        cells = static_cast<std::uint32_t>(whole(board["n"].as<double>(), 1, 1 << 20, "board.n"));
        const std::vector<std::int32_t> edges = vector_from_js<std::int32_t>(board["edges"]);
        if (edges.size() % 2 != 0) throw std::invalid_argument("board.edges must hold (u, v) pairs");
        if (!exits.empty() && exits.size() != cells)
            throw std::invalid_argument("board.exits must hold n = " + std::to_string(cells) + " bytes, got " +
                                        std::to_string(exits.size()));
        s.board = gg::Board::graph(cells, edges.data(), edges.size() / 2, board["undirected"].as<bool>(),
                                   exits.empty() ? nullptr : exits.data());
    }
    const val rules = spec["rules"];
    s.rules.pursuer = side_rules_from_js(rules["pursuer"], cells);
    s.rules.evader = side_rules_from_js(rules["evader"], cells);
    s.rules.pursuer_exit_wins = rules["pursuerExitWins"].as<bool>();
    const std::string draw_as = rules["drawAs"].as<std::string>();
    s.rules.draw_as = draw_as == "pursuer" ? gg::DrawAs::PursuerWin
                      : draw_as == "evader" ? gg::DrawAs::EvaderWin
                                            : gg::DrawAs::Draw;
    const std::string no_move = rules["noMove"].as<std::string>();
    s.rules.no_move = no_move == "win" ? gg::Outcome::Win : no_move == "draw" ? gg::Outcome::Draw : gg::Outcome::Lose;
    const val start = spec["start"];
    has_start = !start.isNull() && !start.isUndefined();
    if (has_start) {
        s.pursuer_start = static_cast<std::uint32_t>(whole(start["pursuer"].as<double>(), 0, cells - 1, "start.pursuer"));
        s.evader_start = static_cast<std::uint32_t>(whole(start["evader"].as<double>(), 0, cells - 1, "start.evader"));
        s.first = start["first"].as<std::string>() == "evader" ? gg::Side::Evader : gg::Side::Pursuer;
    }
    return s;
}

// ---- memory -----------------------------------------------------------------------

// What the module can still allocate: the address space left above the heap's top
// (it grows up to its maximum, 2 GiB) and what is free inside the heap.
std::uint64_t memory_available() {
    const struct mallinfo mi = mallinfo();
    const std::uint64_t top = reinterpret_cast<std::uintptr_t>(sbrk(0));
    const std::uint64_t max = emscripten_get_heap_max();
    return (max > top ? max - top : 0) + static_cast<std::uint64_t>(mi.fordblks);
}

constexpr std::uint64_t kMargin = std::uint64_t{24} << 20;  // for the results' copies and the JS side

// Throws PursuitTooLarge (before anything big is allocated) if the solve would not
// fit the budget or the module's memory; returns the bytes it needs.
std::uint64_t check_memory(const gg::PursuitSetup& s, std::uint64_t budget) {
    const gg::PursuitSize size = gg::pursuit_size(s.board, s.rules);  // arithmetic: nothing is built
    if (!size.fits_index()) (void)gg::PursuitGame(s.board, s.rules);  // throws PursuitTooLarge, building nothing
    const std::uint64_t need = size.bytes;
    const std::string what = "the board has " + std::to_string(size.positions) + " positions, so " +
                             std::to_string(size.states) + " states: solving needs " +
                             gg::format_bytes(need) + " of memory";
    if (need > budget)
        throw gg::PursuitTooLarge(what + ", more than the budget of " + gg::format_bytes(budget), need, budget);
    const std::uint64_t avail = memory_available();
    if (need + kMargin > avail)
        throw gg::PursuitTooLarge(what + ", more than this WebAssembly module can still hold (" +
                                      gg::format_bytes(avail > kMargin ? avail - kMargin : 0) + " of its " +
                                      gg::format_bytes(emscripten_get_heap_max()) + ")",
                                  need, avail);
    gg::check_pursuit_work(size);
    return need;
}

// guarded, with a board's words for running out of memory.
template <class F>
val guarded_pursuit(F&& f) {
    return guarded(std::forward<F>(f), "out of memory: the board is too large for this browser's WebAssembly memory");
}

// ---- the solved game --------------------------------------------------------------

class PursuitHandle {
public:
    PursuitHandle(gg::PursuitSolution sol, std::uint64_t bytes_needed)
        : sol_(std::move(sol)), bytes_needed_(bytes_needed) {}
    PursuitHandle(PursuitHandle&&) = default;
    PursuitHandle(const PursuitHandle&) = delete;  // hundreds of MiB: never copied
    PursuitHandle& operator=(const PursuitHandle&) = delete;

    double numStates() const { return sol_.num_states(); }
    double numPositions() const { return sol_.num_positions(); }
    double numCells() const { return sol_.game().num_cells(); }
    double bytesNeeded() const { return static_cast<double>(bytes_needed_); }
    double edgesExamined() const { return static_cast<double>(sol_.edges_examined()); }
    // -1 for a wall.
    double positionOf(double cell) const {
        const double n = numCells();
        if (!(cell >= 0 && cell < n) || cell != std::floor(cell)) return -1;
        return sol_.game().position_of(static_cast<std::uint32_t>(cell));
    }
    double cellOf(double pos) const {
        if (!(pos >= 0 && pos < numPositions()) || pos != std::floor(pos)) return -1;
        return sol_.game().cell_of(static_cast<std::uint32_t>(pos));
    }
    // The state of (pursuer's cell, evader's cell, side to move); -1 if a cell is a wall.
    double state(double pursuer_cell, double evader_cell, int side) const {
        const double p = positionOf(pursuer_cell), e = positionOf(evader_cell);
        if (p < 0 || e < 0) return -1;
        return sol_.game().state(static_cast<std::uint32_t>(p), static_cast<std::uint32_t>(e),
                                 side ? gg::Side::Evader : gg::Side::Pursuer);
    }

    val info(double s_in) const {
        return guarded([&] {
            const std::uint32_t s = check_state(s_in);
            const gg::PursuitGame& g = sol_.game();
            val r = val::object();
            r.set("state", s);
            r.set("pursuer", g.cell_of(g.pursuer(s)));
            r.set("evader", g.cell_of(g.evader(s)));
            r.set("side", static_cast<int>(s & 1));
            r.set("outcome", static_cast<int>(sol_.outcome(s)));
            r.set("depth", sol_.depth(s));
            r.set("winner", static_cast<int>(sol_.winner(s)));
            r.set("ended", sol_.ended(s));
            return r;
        });
    }
    val optimalMove(double s_in) const {
        return guarded([&] { return val(static_cast<double>(sol_.optimal_move(check_state(s_in)))); });
    }
    val successors(double s_in) const {
        return guarded([&] {
            const std::vector<std::uint32_t> t = sol_.successors(check_state(s_in));
            return copy_to_js("Int32Array", reinterpret_cast<const std::int32_t*>(t.data()), t.size());
        });
    }
    // Optimal play from s: s and the states after each optimal move, until the game
    // ends, a side has no move, or max_plies moves (endless play).
    val line(double s_in, double max_plies) const {
        return guarded([&] {
            std::uint32_t s = check_state(s_in);
            const auto limit = static_cast<std::uint32_t>(whole(max_plies, 0, 1000000, "maxPlies"));
            std::vector<std::int32_t> r{static_cast<std::int32_t>(s)};
            for (std::uint32_t i = 0; i < limit; ++i) {
                const std::int64_t t = sol_.optimal_move(s);
                if (t < 0) break;
                s = static_cast<std::uint32_t>(t);
                r.push_back(static_cast<std::int32_t>(s));
            }
            return copy_to_js("Int32Array", r.data(), r.size());
        });
    }
    // Who wins (Winner codes, 255 on a wall) and in how many moves (-1: none) for
    // every cell where `piece` could stand, the other piece on other_cell.
    val map(int piece, double other_cell, int to_move) const {
        return guarded([&] {
            const auto other = static_cast<std::uint32_t>(
                whole(other_cell, 0, static_cast<std::int64_t>(numCells()) - 1, "the other piece's cell"));
            std::vector<std::uint8_t> winners;
            std::vector<std::int32_t> depths;
            sol_.map(piece ? gg::Side::Evader : gg::Side::Pursuer, other,
                     to_move ? gg::Side::Evader : gg::Side::Pursuer, winners, depths);
            val r = val::object();
            r.set("winner", copy_to_js("Uint8Array", winners.data(), winners.size()));
            r.set("depth", copy_to_js("Int32Array", depths.data(), depths.size()));
            return r;
        });
    }
    // The cells from which the pursuer, `first` to move, wins wherever the evader
    // starts (BOI 2014's question for the cop).
    val pursuerWinningStarts(int first) const {
        return guarded([&] {
            const gg::PursuitGame& g = sol_.game();
            const std::uint32_t P = g.num_positions();
            const gg::Side side = first ? gg::Side::Evader : gg::Side::Pursuer;
            std::vector<std::int32_t> r;
            for (std::uint32_t c = 0; c < P; ++c) {
                bool all = true;
                for (std::uint32_t e = 0; e < P && all; ++e)
                    all = sol_.winner(g.state(c, e, side)) == gg::Winner::Pursuer;
                if (all) r.push_back(static_cast<std::int32_t>(g.cell_of(c)));
            }
            return copy_to_js("Int32Array", r.data(), r.size());
        });
    }
    // Copies of the flat arrays (one entry per state): outcome codes, depths (65535: none).
    val outcomes() const {
        return guarded([&] { return copy_to_js("Uint8Array", sol_.outcomes(), sol_.num_states()); });
    }
    val depths() const {
        return guarded([&] { return copy_to_js("Uint16Array", sol_.depths(), sol_.num_states()); });
    }

private:
    std::uint32_t check_state(double s) const {
        return static_cast<std::uint32_t>(whole(s, 0, static_cast<std::int64_t>(sol_.num_states()) - 1, "state"));
    }

    gg::PursuitSolution sol_;
    std::uint64_t bytes_needed_;
};

std::uint64_t budget_of(double budget_bytes) {
    if (!(budget_bytes > 0)) return gg::kDefaultPursuitBudget;
    return static_cast<std::uint64_t>(std::min(budget_bytes, 9.0e18));
}

val solved(gg::PursuitSetup setup, bool has_start, double budget_bytes, const val& on_progress) {
    const std::uint64_t budget = budget_of(budget_bytes);
    const std::uint64_t need = check_memory(setup, budget);
    gg::PursuitSolution sol = gg::solve_pursuit(setup.board, setup.rules, budget, bind::progress_of(on_progress));
    val r = val::object();
    if (has_start) {
        const gg::PursuitGame& g = sol.game();
        if (g.position_of(setup.pursuer_start) < 0) throw std::invalid_argument("the pursuer stands on a wall");
        if (g.position_of(setup.evader_start) < 0) throw std::invalid_argument("the evader stands on a wall");
        r.set("startState", gg::start_state(sol, setup));
    } else {
        r.set("startState", -1);
    }
    val handle(PursuitHandle(std::move(sol), need));  // moved, not copied: JS owns it
    r.set("game", handle);
    return r;
}

gg::PursuitSetup parse_format(const std::string& text, const std::string& preset, bool& has_start) {
    has_start = true;
    if (preset == "police-thief") return gg::parse_police_thief(text);
    if (preset == "cat-mouse") return gg::parse_cat_mouse(text);
    if (preset == "cat-mouse-grid") return gg::parse_cat_mouse_grid(text);
    if (preset == "cop-robber") {
        has_start = false;
        return gg::parse_cop_robber(text);
    }
    throw std::invalid_argument("unknown preset '" + preset +
                                "': expected police-thief, cat-mouse, cat-mouse-grid or cop-robber");
}

val parse_text(const std::string& text, const std::string& preset) {
    return guarded_pursuit([&] {
        bool has_start = true;
        const gg::PursuitSetup s = parse_format(text, preset, has_start);
        return setup_to_js(s, has_start);
    });
}

val solve_text(const std::string& text, const std::string& preset, double budget_bytes, const val& on_progress) {
    return guarded_pursuit([&] {
        bool has_start = true;
        gg::PursuitSetup s = parse_format(text, preset, has_start);
        val setup = setup_to_js(s, has_start);
        val r = solved(std::move(s), has_start, budget_bytes, on_progress);
        r.set("setup", setup);
        return r;
    });
}

val solve_spec(const val& spec, double budget_bytes, const val& on_progress) {
    return guarded_pursuit([&] {
        bool has_start = false;
        gg::PursuitSetup s = setup_from_js(spec, has_start);
        return solved(std::move(s), has_start, budget_bytes, on_progress);
    });
}

val bytes_needed(const val& spec) {
    return guarded_pursuit([&] {
        bool has_start = false;
        const gg::PursuitSetup s = setup_from_js(spec, has_start);
        const gg::PursuitSize size = gg::pursuit_size(s.board, s.rules);  // arithmetic: nothing is built
        val r = val::object();
        r.set("bytes", static_cast<double>(size.bytes));
        r.set("positions", static_cast<double>(size.positions));
        r.set("states", static_cast<double>(size.states));
        r.set("available", static_cast<double>(memory_available() > kMargin ? memory_available() - kMargin : 0));
        return r;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(pursuit) {
    emscripten::class_<PursuitHandle>("_PursuitHandle")
        .function("numStates", &PursuitHandle::numStates)
        .function("numPositions", &PursuitHandle::numPositions)
        .function("numCells", &PursuitHandle::numCells)
        .function("bytesNeeded", &PursuitHandle::bytesNeeded)
        .function("edgesExamined", &PursuitHandle::edgesExamined)
        .function("positionOf", &PursuitHandle::positionOf)
        .function("cellOf", &PursuitHandle::cellOf)
        .function("state", &PursuitHandle::state)
        .function("info", &PursuitHandle::info)
        .function("optimalMove", &PursuitHandle::optimalMove)
        .function("successors", &PursuitHandle::successors)
        .function("line", &PursuitHandle::line)
        .function("map", &PursuitHandle::map)
        .function("pursuerWinningStarts", &PursuitHandle::pursuerWinningStarts)
        .function("outcomes", &PursuitHandle::outcomes)
        .function("depths", &PursuitHandle::depths);
    emscripten::function("_pursuitParseText", &parse_text);
    emscripten::function("_pursuitSolveText", &solve_text);
    emscripten::function("_pursuitSolveSpec", &solve_spec);
    emscripten::function("_pursuitBytesNeeded", &bytes_needed);
}
