/**
 * Reads a frame page's URL (`frame.html?game=reversi&size=10&lang=zh#moves=d3 c5`, or
 * `frame.html?game=connect-four#puzzle=daily`) into the board
 * to show: which element, which of its attributes, and what was wrong. DOM-free, so it is tested
 * in Node; `frame.ts` applies it.
 */
import { MAX_LINE_TEXT } from '../core/game.js';
import { GAMES, type GameId, type GameTag } from '../games/registry.js';

/** Every game a frame can show, by the `game` parameter: its element's tag. */
export const FRAME_GAMES: Readonly<Record<GameId, GameTag>> = Object.fromEntries(
  GAMES.map((g) => [g.id, g.tag]),
) as Record<GameId, GameTag>;

/** A game the frame can show. */
export type FrameGame = GameId;

/** What a frame shows. */
export interface FrameSetup {
  /** The game, or null when the URL names none the frame knows. */
  game: FrameGame | null;
  /** Attributes for the element, by name; the element validates their values as it does on any page. */
  attributes: Record<string, string>;
  /** The page's language (`lang`), when given. */
  lang: string | null;
  /** What was ignored, and why: one line each, for the console. */
  problems: string[];
}

const isGame = (name: string): name is FrameGame => Object.hasOwn(FRAME_GAMES, name);

/** The games a frame shows, as its `?game=` names them. */
const gameNames = () => Object.keys(FRAME_GAMES).join(', ');

/**
 * The frame's board from the URL's query and hash. `observed` lists the attributes the element
 * takes; anything else (an event handler attribute, `style`, a typo) is refused, so a URL can set
 * up a game but never add behaviour. `#moves=...` (or `?moves=`) sets up a position, `#puzzle=...`
 * (or `?puzzle=`) a puzzle: `daily`, `random`, an id or a puzzle as JSON. A query or fragment
 * longer than any line's text (`MAX_LINE_TEXT`) is dropped unread, with a problem saying so.
 */
export function frameSetup(search: string, hash: string, observed: (game: FrameGame) => readonly string[]): FrameSetup {
  const problems: string[] = [];
  // A link longer than any game's line is not read: a query or fragment past the bound is dropped whole.
  if (search.length > MAX_LINE_TEXT) {
    problems.push(
      `ignoring the address's query: it is ${search.length} characters long; at most ${MAX_LINE_TEXT} are read.`,
    );
    search = `?game=${/[?&]game=([\w-]{1,40})(?:&|$)/.exec(search.slice(0, 1000))?.[1] ?? ''}`;
  }
  if (hash.length > MAX_LINE_TEXT) {
    problems.push(
      `ignoring the address's fragment (#moves=, #puzzle=): it is ${hash.length} characters long; at most ` +
        `${MAX_LINE_TEXT} are read.`,
    );
    hash = '';
  }
  const query = new URLSearchParams(search);
  const name = query.get('game') ?? '';
  const game = isGame(name) ? name : null;
  if (!game)
    problems.push(`${name ? `unknown game "${name}"` : 'no game given'}: use ?game= with one of ${gameNames()}.`);
  const attributes: Record<string, string> = {};
  const allowed = new Set(game ? observed(game) : []);
  for (const [key, value] of query) {
    if (key === 'game' || key === 'lang') continue;
    if (!game) continue;
    if (allowed.has(key)) attributes[key] = value;
    else problems.push(`ignoring "${key}": <${FRAME_GAMES[game]}> has no such attribute.`);
  }
  // A position or a puzzle shared as a link's fragment, which never reaches a server.
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  for (const key of ['moves', 'puzzle']) {
    const value = fragment.get(key);
    if (game && value !== null) attributes[key] = value;
  }
  return { game, attributes, lang: query.get('lang'), problems };
}
