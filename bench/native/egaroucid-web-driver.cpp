// A line driver for Egaroucid's web engine (Nyanyan/Egaroucid: src/web/, its evaluation and
// opening book embedded in the source), built natively outside this repository (bench/README.md).
// It speaks the harness protocol of bench/outside/harness-player.ts: `new`, `play <move>`, `go <ms>`
// (the time is ignored: the engine plays a fixed level, `--level N`, as its web page does), `quit`;
// answered by `ok`, `error <why>` or `move <move>`. Moves are squares such as `f5`, or `pass`.
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <cstdint>
// The engine is written for WebAssembly, where uint64_t is unsigned long long; on 64-bit Linux it
// is unsigned long, and its max(1ULL, nodes) finds no std::max. These take the mixed pairs.
inline uint64_t max(unsigned long long a, unsigned long b) { return a > b ? a : b; }
inline uint64_t max(unsigned long a, unsigned long long b) { return a > b ? a : b; }
#include "web/ai.hpp"

static int cell_of(const std::string &m) {
    if (m.size() != 2 || m[0] < 'a' || m[0] > 'h' || m[1] < '1' || m[1] > '8') return -1;
    // Egaroucid's cells count from h8 down: cell = 63 - (row * 8 + column).
    return HW2_M1 - ((m[1] - '1') * HW + (m[0] - 'a'));
}

int main(int argc, char **argv) {
    int level = 11;
    for (int i = 1; i + 1 < argc; ++i)
        if (!std::strcmp(argv[i], "--level")) level = std::atoi(argv[i + 1]);
    std::cerr.setstate(std::ios::failbit);  // the engine's start-up chatter
    board_init();
    mobility_init();
    stability_init();
    parent_transpose_table.first_init();
    child_transpose_table.first_init();
    evaluate_init();
    book_init();
    Board board;
    board.reset();
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string command;
        in >> command;
        if (command == "new") {
            board.reset();
            std::cout << "ok" << std::endl;
        } else if (command == "play") {
            std::string m;
            in >> m;
            uint64_t legal = board.get_legal();
            if (m == "pass") {
                if (legal) { std::cout << "error a move is legal" << std::endl; continue; }
                board.pass();
            } else {
                int cell = cell_of(m);
                if (cell < 0 || !(legal & (1ULL << cell))) { std::cout << "error illegal " << m << std::endl; continue; }
                Flip flip;
                calc_flip(&flip, &board, cell);
                board.move_board(&flip);
            }
            std::cout << "ok" << std::endl;
        } else if (command == "go") {
            if (!board.get_legal()) { std::cout << "move pass" << std::endl; continue; }
            Search_result r = ai(board, level, true, false, false);
            std::cout << "move " << idx_to_coord(r.policy) << " value " << r.value << " depth " << r.depth << std::endl;
        } else if (command == "quit") {
            break;
        } else {
            std::cout << "error unknown command " << command << std::endl;
        }
    }
    return 0;
}
