/*
 * A line protocol around a Reversi engine written in C with the interface of Satoshi Sanno's
 * reverse_reversi (Board_*, Com_*, its trained evaluation, opening book and multi-prob-cut
 * data), so that the referee of bench/outside can play it at a time a move. Its own program asks
 * a level (fixed depths); this one deepens level by level until the time runs out. It is built
 * outside this repository against that engine's sources (see bench/README.md), on POSIX.
 *
 *   new            a new game, black to move          -> ok
 *   play d3|pass   the side to move plays              -> ok | error <why>
 *   go <ms>        its move for the side to move       -> move d3|pass depth <mid depth> ms <ms>
 *   quit
 *
 * Squares as both programs write them: a column letter and a row number, a1 top left.
 * Run it in the engine's folder: it reads data/eval.dat, data/open.dat and data/mpc.dat there.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include "board.h"
#include "com.h"
#include "evaluator.h"
#include "opening.h"

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static int parse_square(const char *s) {
  if (strlen(s) < 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return NOMOVE;
  return Board_Pos(s[0] - 'a', s[1] - '1');
}

/* Its own levels keep the endgame searches 6 and 8 plies past the middle game's depth, up to its
   strongest level's 14 empty squares solved exactly and 16 for win, draw or loss. */
static int exact_of(int mid) { return mid + 6 < 14 ? mid + 6 : 14; }
static int wld_of(int mid) { return mid + 8 < 16 ? mid + 8 : 16; }

static int first_legal(const Board *board, int color) {
  for (int y = 0; y < BOARD_SIZE; y++)
    for (int x = 0; x < BOARD_SIZE; x++)
      if (Board_CanFlip(board, color, Board_Pos(x, y))) return Board_Pos(x, y);
  return PASS;
}

/* The engine's move at depth `mid`, searched in a child process; NOMOVE when it is not done by `deadline`. */
static int search_within(Com *com, const Board *board, int color, int mid, double deadline) {
  int fds[2];
  if (pipe(fds) != 0) return NOMOVE;
  pid_t child = fork();
  if (child < 0) return NOMOVE;
  if (child == 0) {
    int value;
    close(fds[0]);
    Com_SetLevel(com, mid, exact_of(mid), wld_of(mid));
    int move = Com_NextMove(com, board, color, &value);
    if (write(fds[1], &move, sizeof move) != sizeof move) _exit(1);
    _exit(0);
  }
  close(fds[1]);
  int move = NOMOVE;
  struct pollfd pfd = { fds[0], POLLIN, 0 };
  double left = deadline - now_ms();
  if (left > 0 && poll(&pfd, 1, (int)left) == 1 && read(fds[0], &move, sizeof move) != sizeof move) move = NOMOVE;
  if (move == NOMOVE) kill(child, SIGKILL);
  waitpid(child, NULL, 0);
  close(fds[0]);
  return move;
}

int main(void) {
  Board *board = Board_New();
  Evaluator *evaluator = Evaluator_New();
  Opening *opening = Opening_New();
  if (!board || !evaluator || !opening) return 1;
  if (!Evaluator_Load(evaluator, "data/eval.dat")) {
    printf("error no data/eval.dat here\n");
    return 1;
  }
  Opening_Load(opening, "data/open.dat");
  Com *com = Com_New(evaluator, opening);
  Com_SetOpening(com, 1);
  Com_LoadMPCInfo(com, "data/mpc.dat");
  Board_Clear(board);
  int color = BLACK;
  char line[256], word[64], arg[64];
  setvbuf(stdout, NULL, _IOLBF, 0);
  while (fgets(line, sizeof line, stdin)) {
    arg[0] = 0;
    if (sscanf(line, "%63s %63s", word, arg) < 1) continue;
    if (!strcmp(word, "quit")) break;
    if (!strcmp(word, "new")) {
      Board_Clear(board);
      color = BLACK;
      printf("ok\n");
    } else if (!strcmp(word, "play")) {
      if (!strcmp(arg, "pass")) {
        if (Board_CanPlay(board, color)) {
          printf("error a pass while a move is legal\n");
          continue;
        }
      } else {
        int pos = parse_square(arg);
        if (pos == NOMOVE || !Board_Flip(board, color, pos)) {
          printf("error %s is not legal here\n", arg);
          continue;
        }
      }
      color = Board_OpponentColor(color);
      printf("ok\n");
    } else if (!strcmp(word, "go")) {
      double budget = atof(arg), start = now_ms();
      int move = PASS, depth = 0;
      if (Board_CanPlay(board, color)) {
        /* Deeper and deeper, each depth in a child process that is stopped when the time is up
           (the engine's search cannot be stopped from within): the move is the deepest finished. */
        for (int mid = 1; mid <= 60; mid++) {
          int found = search_within(com, board, color, mid, start + budget);
          if (found == NOMOVE) break;
          move = found;
          depth = mid;
          /* The endgame is solved, or the opening book answered: a deeper search says the same. */
          if (Board_CountDisks(board, EMPTY) <= exact_of(mid) || now_ms() - start < 1) break;
        }
        if (depth == 0) move = first_legal(board, color);
      }
      if (move == PASS || move == NOMOVE) printf("move pass depth %d ms %.0f\n", depth, now_ms() - start);
      else printf("move %c%c depth %d ms %.0f\n", 'a' + Board_X(move), '1' + Board_Y(move), depth, now_ms() - start);
    } else {
      printf("error unknown command %s\n", word);
    }
  }
  return 0;
}
