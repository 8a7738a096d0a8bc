// A harness around Pascal Pons' Connect Four solver (github.com/PascalPons/connect4), built from
// his checkout; see bench/README.md. It reads `<moves> <score>` lines (his test sets), solves each
// with one solver whose table persists across the lines (as `npm run bench` does with ours, from an
// empty table), checks the score, and prints one line: the mean time per position in microseconds,
// the mean nodes per position and the number of wrong scores. Time is measured inside the process,
// so its start-up is not counted.
#include <chrono>
#include <iostream>
#include <sstream>
#include <string>
#include "Solver.hpp"

using namespace GameSolver::Connect4;

int main() {
  Solver solver;
  std::string line;
  unsigned long long nodes = 0;
  long positions = 0, wrong = 0;
  double micros = 0;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string moves;
    int expected;
    if (!(in >> moves >> expected)) continue;
    Position p;
    if (p.play(moves) != moves.size()) {
      std::cerr << "invalid line: " << line << std::endl;
      return 2;
    }
    unsigned long long counted = solver.getNodeCount();  // the solver counts from its last reset
    auto start = std::chrono::steady_clock::now();
    int score = solver.solve(p, false);
    micros += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    nodes += solver.getNodeCount() - counted;
    wrong += score != expected;
    positions++;
  }
  if (positions == 0) return 1;
  std::cout << micros / positions << " " << nodes / positions << " " << wrong << std::endl;
  return 0;
}
