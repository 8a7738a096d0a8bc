/** One game of the package, as `src/games/registry.ts` describes it. */
export interface RegisteredGame {
  readonly id: string;
  readonly tag: string;
  readonly className: string;
  readonly title: string;
  readonly players: 1 | 2;
}
/** Every game, in the registry's order. */
export const GAMES: readonly RegisteredGame[];
