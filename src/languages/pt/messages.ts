/**
 * The texts every board shares, in Portuguese: written as Brazilians read it (addressing the player as «você», with
 * Brazilian words such as «salvar»), in forms that stay acceptable in Portugal.
 */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "Você (X)". */
const YOU = 'Você';

/** Whether `name` is the player's own default name, alone or with its mark: a possessive then reads "sua", "seu". */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "Você": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'Sua vez',
  sideToMove: (name) => (isYou(name) ? `Sua vez${markOf(name)}` : `Vez de ${name}`),
  thinking: 'Pensando…',
  sideThinking: (name) => `${name} está pensando…`,
  waitingFor: (name) => `Aguardando ${name}…`,
  youWin: 'Você venceu!',
  youLose: 'Você perdeu.',
  draw: 'Empate.',
  sideWins: (name) => `${name} venceu!`,
  forcedWinSeen: 'Vejo uma vitória forçada.',
  played: (name, move) => `${name} jogou ${move}.`,
  you: YOU,
  computer: 'Computador',
  opponent: 'Adversário',
  player1: 'Jogador 1',
  player2: 'Jogador 2',
  // `many` is CLDR's category for round millions ("1 milhão de vitórias").
  wins: (count) => plural('pt', count, { one: '# vitória', many: '# de vitórias', other: '# vitórias' }),
  newGame: 'Nova partida',
  undo: 'Desfazer',
  redo: 'Refazer',
  hint: 'Dica',
  hintIs: (move) => `Dica: ${move}.`,
  keys: 'Teclas',
  keysTitle: 'Teclado',
  commonKeys: [
    'Setas, Home, End: mover-se pelo tabuleiro',
    'Enter ou Espaço: jogar na casa em foco',
    'Esc: cancelar uma seleção, fechar esta lista',
    'h: dica',
    'u: desfazer',
    'n: nova partida',
    's: ler a situação da partida',
    '?: mostrar ou ocultar esta lista',
  ],
  moveList: 'Jogadas',
  noMoves: 'Nenhuma jogada ainda.',
  review: 'Revisão',
  learn: 'Aprender',
  players: 'Jogadores',
  newGameHint: 'Clique em “Nova partida” ou no tabuleiro para jogar de novo.',
  namesTitle: 'Quem vai jogar?',
  nameOf: (side) => (isYou(side) ? `Seu nome${markOf(side)}` : `Nome de ${side}`),
  start: 'Começar',
  pass: 'Passar',
  mustPass: (name) => `${name}: sem jogadas possíveis, é preciso passar a vez`,
  passed: (name) => `${name} não tinha jogada e passou a vez.`,
  pieceSelected: (square, targets) => `Peça em ${square} selecionada: pode ir para ${list('pt', targets, 'or')}.`,
  selectionCleared: 'Seleção cancelada.',
  cannotMoveFrom: (square) => `Nenhuma peça sua em ${square} pode ser movida.`,
  selected: 'selecionada',
  target: 'a peça selecionada pode ir para esta casa',
  lastFrom: 'origem da última jogada',
  lastTo: 'destino da última jogada',
  hinted: 'dica',
  music: 'Música',
  clockOf: (name) => (isYou(name) ? `Seu relógio${markOf(name)}` : `Relógio de ${name}`),
  timeLow: (name) => `${name}: menos de ${num('pt', 10)} segundos restantes.`,
  outOfTime: (name) => `${name}: tempo esgotado.`,
  notSaved: (reason) =>
    ({
      unreadable: 'Há uma partida salva aqui que não pode ser lida. Ela será mantida como está até que você jogue.',
      'newer-version':
        'Há uma partida salva aqui de uma versão mais recente. Ela será mantida como está até que você jogue.',
      'other-options':
        'Há uma partida salva aqui com outras configurações. Ela será mantida como está até que você jogue.',
      quota: 'O armazenamento está cheio: esta partida não será salva.',
      unavailable: 'Este navegador não permite armazenar dados: esta partida não será salva.',
    })[reason],
};

export default words;
