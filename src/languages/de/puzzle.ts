/** The puzzle's texts in German; the goals worded as German chess problems are („Weiß zieht und gewinnt“). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the goal then speaks to the player. */
const YOU = 'Du';

/** "in 3 Zügen", or nothing where the puzzle gives no count. */
const within = (winIn: number | null) =>
  winIn ? ` in ${plural('de', winIn, { one: '# Zug', other: '# Zügen' })}` : '';

/** ", Schwierigkeit 3 von 5" after the name, or nothing. */
const difficultyOf = (difficulty: number | null) =>
  difficulty ? `, Schwierigkeit ${num('de', difficulty)} von ${num('de', 5)}` : '';

const words: PuzzleWords = {
  // A game of one player (Solitär) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) => {
    if (!side)
      return goal === 'win'
        ? 'Lass nur einen Stein übrig, und zwar auf dem Feld, das zu Beginn leer war.'
        : 'Lass nur einen Stein übrig.';
    const you = side === YOU;
    // The side opens the sentence: capitalised, as a name given in lower case would not be.
    const who = side.charAt(0).toUpperCase() + side.slice(1);
    if (goal === 'win' || goal === 'finish')
      return you ? `Du ziehst und gewinnst${within(winIn)}.` : `${who} zieht und gewinnt${within(winIn)}.`;
    if (goal === 'draw')
      return you ? 'Du ziehst und hältst das Unentschieden.' : `${who} zieht und hält das Unentschieden.`;
    return `${you ? 'Du bist am Zug' : `${who} am Zug`}: Finde jedes Mal den besten Zug.`;
  },
  puzzleCorrect: 'Richtig!',
  puzzleWrong: (move) => `Nicht ${move}: Versuch es noch einmal.`,
  puzzleSolved: (shown) => (shown ? 'Das war die Lösung.' : 'Gelöst!'),
  puzzleChecking: 'Der Zug wird geprüft…',
  puzzleLoading: 'Die Aufgabe wird geladen…',
  puzzleButtons: { hint: 'Tipp', solution: 'Lösung', restart: 'Von vorn', next: 'Neue Aufgabe' },
  puzzleTitle: (id, difficulty) => `Aufgabe ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `Deine Aufgabe${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `Tagesaufgaben in Folge gelöst: ${num('de', days)}`,
};

export default words;
