/*
 * A line protocol around Alexander Kurtz's CMancala (a Kalah solver in C: negamax with
 * aspiration windows, a transposition table, an opening book, optional endgame databases), so
 * that the referee of bench/outside can play it at a time a move. Its own console plays whole
 * games at a time limit it checks only between depths, so a move could take several times its
 * budget; here each move's search runs in a child process that reports every finished depth
 * and is stopped when the time is up: the move is the deepest one finished. The child's table
 * goes with it, so each move's search starts afresh. Built outside this repository against
 * CMancala's sources (see bench/README.md), on POSIX.
 *
 *   new <seeds>    a new game, <seeds> in each pit, the first player (South) to move -> ok
 *   play <pit>     the side to move sows its pit, 1 to 6 from its own left      -> ok | error <why>
 *   go <ms>        its move for the side to move  -> move <pit> depth <depth> ms <ms> score <score>
 *   quit
 *
 * Options: --egdb <stones> builds its endgame database up to that many seeds before answering;
 * --cache <bits> sets its table's size (2^bits entries).
 */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "logic/board.h"
#include "logic/solver/algo.h"
#include "logic/solver/cache.h"
#include "logic/solver/egdb/core.h"

/* What a search reports after each finished depth, from the child to the harness. */
typedef struct {
  int depth, move, score, done;
} Report;

static int report_fd = -1;

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

/* CMancala's console draws its progress through these; here they carry each finished depth. */
void startProgress(const SolverConfig *config, const char *prefix) { (void)config, (void)prefix; }
void updateProgress(int currentDepth, int bestMove, int score, uint64_t nodeCount) {
  (void)nodeCount;
  Report r = {currentDepth, bestMove, score, 0};
  if (report_fd >= 0 && write(report_fd, &r, sizeof r) != sizeof r) _exit(1);
}
void finishProgress(void) {}
void setBinaryProgress(int step, int total) { (void)step, (void)total; }
void renderOutput(const char *message, const char *prefix) { fprintf(stderr, "%s%s\n", prefix, message); }
void startEGDBProgress(void) {}
void updateEGDBProgress(int stones, uint64_t current, uint64_t total) { (void)stones, (void)current, (void)total; }
void finishEGDBProgress(void) {}
void renderCacheOverview(const CacheStats *stats, bool showFrag, bool showStoneDist, bool showDepthDist) { (void)stats, (void)showFrag, (void)showStoneDist, (void)showDepthDist; }

/* The side to move's pit `pit` (1 to 6 from its left) as CMancala's cell: 0-5 South, 7-12 North. */
static int cell_of(const Board *b, int pit) { return (b->color == 1 ? 0 : 7) + pit - 1; }

/* Its move for the side to move within `budget` ms: the deepest finished depth's, or -1. */
static int search_within(Board *board, double budget, int *depth, int *score) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  double deadline = now_ms() + budget;
  pid_t child = fork();
  if (child < 0) return -1;
  if (child == 0) {
    close(fds[0]);
    report_fd = fds[1];
    static Context ctx;
    static Board last;
    Board copy = *board;
    ctx.board = &copy;
    ctx.lastBoard = &last;
    ctx.metadata.lastMove = -1;
    SolverConfig config = {.solver = LOCAL_SOLVER, .depth = 1000, .timeLimit = 0.0, .clip = false, .compressCache = AUTO, .progressBar = false, .useOpeningBook = true};
    aspirationRoot(&ctx, &config);
    /* The search ended on its own (solved, or the opening book answered): say so. */
    Report r = {ctx.metadata.lastDepth, ctx.metadata.lastMove, ctx.metadata.lastEvaluation, 1};
    if (write(report_fd, &r, sizeof r) != sizeof r) _exit(1);
    _exit(0);
  }
  close(fds[1]);
  int move = -1;
  Report r;
  struct pollfd pfd = {fds[0], POLLIN, 0};
  for (;;) {
    double left = deadline - now_ms();
    if (left <= 0 || poll(&pfd, 1, (int)left + 1) != 1) break;
    if (read(fds[0], &r, sizeof r) != sizeof r) break;
    if (r.move >= 0) {
      move = r.move;
      *depth = r.depth;
      *score = r.score;
    }
    if (r.done) break;
  }
  kill(child, SIGKILL);
  waitpid(child, NULL, 0);
  close(fds[0]);
  return move;
}

int main(int argc, char **argv) {
  int egdb = 0;
  for (int i = 1; i + 1 < argc; i++) {
    if (!strcmp(argv[i], "--egdb")) egdb = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--cache")) setCacheSize(atoi(argv[++i]));
  }
  setMoveFunction(CLASSIC_MOVE);
  if (egdb > 0) generateEGDB(egdb, false);
  Board board;
  configBoard(&board, 4);
  setStoneCount(48);
  char line[256], word[64], arg[64];
  setvbuf(stdout, NULL, _IOLBF, 0);
  while (fgets(line, sizeof line, stdin)) {
    arg[0] = 0;
    if (sscanf(line, "%63s %63s", word, arg) < 1) continue;
    if (!strcmp(word, "quit")) break;
    if (!strcmp(word, "new")) {
      int seeds = atoi(arg);
      if (seeds < 1 || seeds > 18) {
        printf("error seeds must be 1 to 18\n");
        continue;
      }
      configBoard(&board, seeds);
      setStoneCount(seeds * 12);
      printf("ok\n");
    } else if (!strcmp(word, "play")) {
      int pit = atoi(arg);
      if (isBoardTerminal(&board)) {
        printf("error the game is over\n");
      } else if (pit < 1 || pit > 6 || board.cells[cell_of(&board, pit)] == 0) {
        printf("error pit %s has no seeds to sow\n", arg);
      } else {
        makeMoveManual(&board, cell_of(&board, pit));
        printf("ok\n");
      }
    } else if (!strcmp(word, "go")) {
      double start = now_ms();
      int depth = 0, score = 0;
      if (isBoardTerminal(&board)) {
        printf("error the game is over\n");
        continue;
      }
      int cell = search_within(&board, atof(arg), &depth, &score);
      /* Not even its first depth in time: its first pit with seeds, as its search orders them. */
      for (int c = (board.color == 1 ? 5 : 12); cell < 0 && c >= (board.color == 1 ? 0 : 7); c--)
        if (board.cells[c] > 0) cell = c;
      printf("move %d depth %d ms %.0f score %d\n", cell - (board.color == 1 ? 0 : 7) + 1, depth, now_ms() - start, score);
    } else {
      printf("error unknown command %s\n", word);
    }
  }
  return 0;
}
