/**
 * Reversi's course in Portuguese (Brazil), with «você»; the board's «peça», «casa», «jogada» and «tabuleiro», the
 * sides o Preto and o Branco, a disc «virada», a row a «fileira», passing «passar a vez».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'Sua primeira peça',
    steps: {
      first: {
        goal: 'Você joga com o Preto: coloque uma peça numa casa marcada com um ponto clicando ou tocando nela, ou vá até ela com as setas e pressione Enter.',
        done: 'Sua nova peça e uma peça preta que já estava lá prenderam uma peça branca entre elas, então ela ficou preta. Toda jogada precisa virar pelo menos uma peça assim; os pontos mostram onde você pode jogar.',
      },
      aim: {
        goal: 'Neste tabuleiro menor, jogado com as mesmas regras, vire a peça branca em d4 para que fique preta.',
        hint: 'As colunas têm letras a partir da esquerda e as fileiras, números a partir de cima. d4 precisa ficar entre sua nova peça e uma peça preta, em linha reta.',
        done: 'd4 agora é preta. Só viram as peças que sua nova peça prende em linha com outra peça preta; as outras ficam como estão.',
        wrong: {
          '*': 'Essa jogada vira outra peça branca. Para virar d4, coloque sua peça do outro lado de d4 em relação a uma peça preta, em linha reta.',
        },
      },
    },
  },
  line: {
    title: 'Uma linha inteira vira',
    steps: {
      row: {
        goal: 'Vire as três peças brancas da fileira 3 com uma só peça.',
        hint: 'Feche a fileira de peças brancas pela ponta aberta, do lado oposto à peça preta em a3.',
        done: 'As três viraram de uma vez: toda peça branca entre sua nova peça e sua outra peça vira, não importa quantas sejam, desde que a linha não tenha buracos.',
        wrong: { '*': 'Isso vira só uma peça. Procure a ponta aberta da fileira branca que começa em a3.' },
      },
      diagonal: {
        goal: 'As linhas também correm na diagonal: vire três peças brancas ao longo de uma diagonal com uma só jogada.',
        hint: 'Comece pela peça preta em b2 e siga as peças brancas para baixo e para a direita.',
        done: 'A diagonal inteira a partir de b2 virou. Uma linha pode ir na horizontal, na vertical ou de canto a canto.',
        wrong: {
          f5: 'f5 fecha a fileira 5 e vira duas peças. Procure a diagonal de três.',
          '*': 'Isso vira só uma peça. Procure uma linha mais longa de peças brancas numa diagonal.',
        },
      },
    },
  },
  directions: {
    title: 'Várias linhas de uma vez',
    steps: {
      two: {
        goal: 'Encontre a casa que vira peças brancas em duas linhas de uma vez.',
        hint: 'Cada peça preta pode fechar sua própria linha: procure uma casa vazia alinhada com duas delas.',
        done: 'e5 fechou a coluna até e2 e a diagonal até b2: quatro peças numa jogada. Uma nova peça vira cada linha que fecha, nas oito direções.',
        wrong: {
          d5: 'd5 fecha só a fileira 5 e vira duas peças. Outra casa fecha duas linhas.',
          '*': 'Isso fecha só uma linha. Outra casa fecha duas.',
        },
      },
      five: {
        goal: 'Vire cinco peças brancas com uma só jogada.',
        hint: 'Olhe a casa vazia no meio das peças brancas: há uma peça preta além de cada uma de suas vizinhas brancas?',
        done: 'Uma peça fechou cinco linhas: para cima, as duas diagonais para cima, para a esquerda e para baixo à esquerda. e4 continuou branca: nenhuma peça preta fecha essa linha.',
        wrong: {
          '*': 'Isso fecha só uma linha. Encontre a casa cercada de peças brancas com peças pretas além delas.',
        },
      },
    },
  },
  end: {
    title: 'O fim da partida',
    steps: {
      count: {
        goal: 'Restam duas casas: jogue a que deixa você com mais peças quando a partida terminar.',
        hint: 'Quando nenhum dos lados pode jogar, a partida acaba e as peças são contadas. Conte-as depois de cada jogada sua e da resposta do Branco.',
        done: 'Depois de c4 nenhum lado pode jogar d1, então a partida termina com essa casa vazia: Preto 10, Branco 5. A partida termina quando o tabuleiro está cheio ou ninguém pode jogar, e vence o lado com mais peças.',
        wrong: {
          d1: 'Depois de d1, o Branco joga c4, enche o tabuleiro e vira peças de volta: 7 pretas contra 9 brancas.',
        },
      },
    },
  },
  pass: {
    title: 'Sem jogada: passar a vez',
    steps: {
      'no-move': {
        goal: 'O Preto não tem nenhuma casa que vire uma peça branca, então passe a vez: pressione o botão «Passar» abaixo do tabuleiro ou a tecla P.',
        hint: 'Tente uma casa: o tabuleiro diz por que ela não vira nada. Quando nenhuma casa vira uma peça, você precisa passar a vez.',
        done: 'Você passou a vez, e agora joga o Branco. Você só pode passar quando não tem jogada; quando nenhum dos lados tem, a partida acaba.',
        wrong: { '*': 'O Preto não pode colocar uma peça aqui: passar a vez é a única jogada.' },
      },
      again: {
        goal: 'O Branco lidera por 9 a 4: vença jogando de modo que o Branco fique sem jogada e precise passar a vez, e então jogue de novo.',
        hint: 'Depois de cada jogada sua, olhe as casas vazias como se fosse o Branco: uma peça branca poderia fechar uma linha ali?',
        done: 'O Branco teve de passar a vez, então você jogou duas vezes seguidas: de 4 peças contra 9, você venceu por 9 a 6, com c1 vazia.',
        wrong: {
          '*': 'Depois disso o Branco ainda tem jogada, e você já não pode vencer. Encontre a jogada que não deixa nenhuma ao Branco.',
        },
      },
    },
  },
  corners: {
    title: 'Os cantos',
    steps: {
      take: {
        goal: 'Ocupe um canto.',
        hint: 'Os cantos são a1, f1, a6 e f6; um deles é uma jogada válida.',
        done: 'Nenhuma linha passa além de um canto, então nada pode jamais prender uma peça ali: ela fica preta até o fim. As peças ao lado podem se apoiar nela e também ficar seguras.',
        wrong: {
          c6: 'c6 vira três peças, mas elas podem ser viradas de volta depois. Uma peça de canto, nunca.',
          '*': 'Isso não é um canto. Olhe a1, f1, a6 e f6.',
        },
      },
      'no-gift': {
        goal: 'Faça uma jogada depois da qual o Branco não possa ocupar um canto.',
        hint: 'O canto a1 está vazio. Qual das suas jogadas daria ao Branco uma linha para fechar a partir de a1?',
        done: 'O Branco continua sem canto. Uma peça ao lado de um canto vazio muitas vezes deixa o adversário ocupá-lo, então jogue ali só quando não houver outro jeito.',
        wrong: {
          a2: 'a2 vira cinco peças, mas fica ao lado do canto vazio: o Branco então joga a1, e essa peça é do Branco para sempre.',
          b1: 'b1 fica ao lado do canto vazio: o Branco então joga a1, e essa peça é do Branco para sempre.',
          '*': 'Essa jogada deixa o Branco ocupar um canto.',
        },
      },
      'corner-wins': {
        goal: 'De volta ao tabuleiro normal de 8 por 8, vença a partida: restam três casas na fileira 1.',
        hint: 'Uma peça em h1 nunca pode ser virada; uma peça em g1, ao lado do canto vazio, pode.',
        done: 'Você ocupou h1, o Branco respondeu g1, e f1 encheu o tabuleiro: 34 a 30 para o Preto.',
        wrong: {
          g1: 'g1 fica ao lado do canto vazio: depois de f1 do Branco e do seu h1, o tabuleiro fica cheio com 32 para cada lado, um empate.',
          f1: 'Depois de f1, o Branco joga g1, e mesmo com h1 você termina com 28 a 36.',
        },
      },
    },
  },
  mobility: {
    title: 'Menos peças, mais jogadas',
    steps: {
      fewest: {
        goal: 'Faça a jogada que deixa o Branco com o menor número de respostas.',
        hint: 'Uma jogada que vira muitas peças muitas vezes abre casas para o Branco. Veja o que o Branco poderia jogar depois de cada jogada sua.',
        done: 'Depois de f4 o Branco tem uma única jogada, e3, mesmo tendo mais peças. Ter jogadas importa mais do que ter peças: um lado com poucas jogadas logo precisa fazer jogadas ruins.',
        wrong: {
          c2: 'c2 vira quatro peças, mas depois o Branco tem oito jogadas à escolha.',
          '*': 'Isso deixa o Branco com mais de uma jogada. Outra jogada lhe deixa uma única resposta.',
        },
      },
      'no-reply': {
        goal: 'O Branco tem 23 peças contra suas 10: vença deixando o Branco sem jogada.',
        hint: 'Não conte as peças que você vira; conte as respostas do Branco depois da sua jogada.',
        done: 'Depois de c1 o Branco ficou sem jogada e passou a vez, e a5 encerrou a partida: 21 a 14 para o Preto. Agora você pode jogar uma partida de verdade contra o computador.',
        wrong: {
          a5: 'a5 vira sete peças, mas depois o Branco ainda tem jogada e termina na frente.',
          '*': 'Depois disso o Branco ainda tem jogada e termina na frente.',
        },
      },
    },
  },
};

export default texts;
