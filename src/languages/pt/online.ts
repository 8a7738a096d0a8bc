/** Online play's texts in Portuguese. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { list, plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'Jogo online',
  invite: 'Convidar um amigo',
  inviteHelp: 'Envie este link para um amigo ou compartilhe o código.',
  inviteLink: 'Link de convite',
  copy: 'Copiar link',
  copied: 'Link copiado.',
  code: 'Código',
  joinCode: 'Código do amigo',
  join: 'Entrar',
  badCode: 'O código tem seis caracteres, entre letras e números, como k7m2qp.',
  waiting: 'Aguardando seu amigo…',
  connecting: 'Conectando…',
  connectedTo: (name) => `Jogando online com ${name}.`,
  connected: 'Jogando online.',
  reconnecting: 'Conexão perdida; reconectando…',
  closed: 'Sem conexão.',
  registering: 'Registrando o convite no servidor de jogo online…',
  unreachable: (host) => `Não foi possível acessar o servidor de jogo online (${host}).`,
  retry: 'Tentar de novo',
  full: 'Esta partida já tem dois jogadores.',
  intruder: 'Outra pessoa tentou entrar nesta partida com o código de convite e foi recusada.',
  joinAsk: (code) =>
    `O link desta página pede para entrar em outra partida (${code}). Quer sair desta e entrar na outra?`,
  joinOther: 'Sair e entrar',
  stay: 'Ficar',
  stop: 'Sair',
  resign: 'Desistir',
  offerDraw: 'Propor empate',
  askUndo: 'Pedir para desfazer',
  accept: 'Aceitar',
  decline: 'Recusar',
  rematch: 'Revanche',
  theyOffer: (name, what) =>
    ({
      draw: `${name} propõe empate.`,
      undo: `${name} pede para desfazer a última jogada.`,
      rematch: `${name} pede revanche, com os lados trocados.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'Empate proposto; aguardando a resposta.',
      undo: 'Pedido para desfazer enviado; aguardando a resposta.',
      rematch: 'Revanche pedida; aguardando a resposta.',
    })[what],
  declined: (what) =>
    ({
      draw: 'A proposta de empate foi recusada.',
      undo: 'O pedido para desfazer foi recusado.',
      rematch: 'A revanche foi recusada.',
    })[what],
  resigned: (name) => `${name} desistiu.`,
  drawAgreed: 'Empate de comum acordo.',
  friend: 'Seu amigo',
  watchLink: 'Link para assistir',
  watchHelp: 'Qualquer pessoa com este link pode assistir à partida ao vivo, mas não jogar.',
  // `many` is CLDR's category for round millions ("1 milhão de pessoas").
  watchers: (count) =>
    plural('pt', count, {
      one: '# pessoa está assistindo.',
      many: '# de pessoas estão assistindo.',
      other: '# pessoas estão assistindo.',
    }),
  watchingGame: (first, second) => `Assistindo à partida entre ${list('pt', [first, second])}.`,
  watchingWait: 'Conectando à partida…',
  stopWatching: 'Parar de assistir',
  left: (name) => `${name} saiu da partida: aguardando o retorno.`,
  mayClaim: (name) => `${name} está ausente há algum tempo. Você pode reivindicar a vitória ou declarar empate.`,
  claimWin: 'Reivindicar a vitória',
  claimDraw: 'Declarar empate',
  claimedWin: 'Você reivindicou a vitória.',
  calledDraw: 'Você declarou empate.',
  claimedAgainst: (name, draw) =>
    draw ? `${name} declarou empate depois que você saiu.` : `${name} reivindicou a vitória depois que você saiu.`,
  claimRefused: (name) =>
    `${name} reivindicou o resultado enquanto a conexão estava interrompida, mas seu tabuleiro continuou aberto o tempo todo: ` +
    'a partida continua.',
  claimWithdrawn: (name) =>
    `${name} não saiu: o tabuleiro do outro lado continuou aberto o tempo todo, e o que falhou foi a conexão. ` +
    'Sua reivindicação foi retirada e a partida continua.',
};

export default words;
