import type { GridFocusController } from '../controllers/grid-focus-controller.js';

/** What a board's keyboard does beyond moving between cells. */
export interface BoardKeys {
  /** The keyboard's cell: arrows, Home and End move it. */
  grid: GridFocusController;
  /** The game's own keys, seen before the common ones; true when handled. */
  game: (e: KeyboardEvent) => boolean;
  /** Whether the game is over: Enter and Space then start a new one, whatever the game does with them. */
  over: () => boolean;
  /** The common keys (`Enter`, which Space repeats, `Escape`, `u`, `?`...) and what each does. */
  commands: Readonly<Record<string, () => unknown>>;
}

/** The grid's `keydown` listener: navigation, then the game's keys, then the common ones. */
export function boardKeydown(keys: BoardKeys): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.altKey || e.metaKey || keys.grid.navigate(e) || e.ctrlKey) return;
    const enter = e.key === 'Enter' || e.key === ' ';
    if (!(enter && keys.over()) && keys.game(e)) return e.preventDefault();
    const command = keys.commands[e.key === ' ' ? 'Enter' : e.key];
    if (!command) return;
    if (enter) e.preventDefault();
    void command();
  };
}
