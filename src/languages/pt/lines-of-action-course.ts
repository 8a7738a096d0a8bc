/**
 * Lines of Action's course in Portuguese (Brazil), with “você”; the board's “peça”, “casa”, “jogada”, “fileira” and
 * “captura”, the sides as pretas and as brancas.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'Sua primeira jogada',
    steps: {
      first: {
        goal: 'Você joga com as pretas, e as pretas jogam primeiro: mova qualquer uma das suas peças clicando ou tocando nela e depois numa das casas marcadas para ela (ou arraste-a até lá); pelo teclado, chegue até ela com as setas, pressione Enter para pegá-la e Enter de novo na casa de destino.',
        done: 'Isso é uma jogada. Depois é a vez das brancas, e vocês jogam alternadamente. As pretas começam nas fileiras de cima e de baixo, as brancas nas colunas da esquerda e da direita; vence quem primeiro juntar todas as suas peças num só grupo.',
      },
    },
  },
  goal: {
    title: 'Junte todas as suas peças',
    steps: {
      join: {
        goal: 'Vença: mova sua peça isolada para que todas as suas peças se toquem, num só grupo.',
        hint: 'A peça em e7 está sozinha. Pegue-a e veja as casas que ela pode alcançar: uma delas fica ao lado do seu par de peças.',
        done: 'As três peças se tocam: um só grupo, e você vence. Não importa em que lugar do tabuleiro o grupo está, nem quantas peças ele tem.',
        wrong: {
          '*': 'Suas peças ainda estão em mais de um grupo. Leve a peça isolada em e7 para junto das duas em d4 e e4.',
        },
      },
      corner: {
        goal: 'Vença de novo: peças que se tocam só pelo canto também estão ligadas.',
        hint: 'Pegue a peça em g6. Uma das casas que ela pode alcançar toca d5 pelo canto.',
        done: 'e6 toca d5 pelo canto, e d5 toca c4 do mesmo jeito: um só grupo, vitória. As peças se tocam em qualquer uma das 8 direções: por um lado ou por um canto.',
        wrong: {
          '*': 'Suas peças ainda estão em mais de um grupo. Leve a peça em g6 para uma casa que toque d5, mesmo que só pelo canto.',
        },
      },
    },
  },
  distance: {
    title: 'Quanto uma peça anda',
    steps: {
      row: {
        goal: 'Mova a peça em a3 ao longo da sua fileira: ela anda exatamente tantas casas quantas peças há nessa fileira, pretas e brancas.',
        hint: 'Conte as peças da fileira 3: a sua em a3 e a branca em f3.',
        done: 'Duas peças na fileira, então exatamente duas casas: de a3 para c3. Nunca mais, nunca menos. Uma peça anda em linha reta: ao longo da sua fileira, da sua coluna ou de uma das suas duas diagonais.',
        wrong: { '*': 'Este passo pede a peça em a3, movida ao longo da sua fileira, atravessando o tabuleiro.' },
      },
      column: {
        goal: 'Mova a peça em d4 para cima na sua coluna, contando todas as peças da coluna inteira, também as de baixo.',
        hint: 'A coluna d tem d2, d4 e d8.',
        done: 'Três peças na coluna d, então d4 subiu três casas, até d7. A peça abaixo dela, em d2, também contou: uma linha vai de uma borda do tabuleiro até a outra.',
        wrong: { '*': 'Este passo pede a peça em d4, movida para cima na coluna d.' },
      },
      diagonal: {
        goal: 'Mova a peça em c3 na diagonal, para cima e para a direita, depois de contar as peças da diagonal inteira.',
        hint: 'A diagonal de a1 a h8 passa por b2, c3 e g7.',
        done: 'Três peças nessa diagonal, então três casas: de c3 para f6. Cada uma das quatro linhas de uma peça (sua fileira, sua coluna e suas duas diagonais) tem sua própria contagem.',
        wrong: { '*': 'Este passo pede a peça em c3, movida na diagonal, para cima e para a direita.' },
      },
    },
  },
  jumps: {
    title: 'Saltar por cima de peças',
    steps: {
      own: {
        goal: 'Junte suas três peças: a peça em b4 pode saltar por cima da sua própria peça em d4.',
        hint: 'Conte as peças da fileira 4: b4, d4 e h4.',
        done: 'Três peças na fileira, então três casas, por cima da sua própria peça em d4 até e4, que toca d4 e f5: um só grupo. Uma peça pode saltar por cima das peças da mesma cor.',
        wrong: { '*': 'Suas peças ainda estão separadas. Mova a peça em b4 ao longo da sua fileira.' },
      },
      blocked: {
        goal: 'Junte suas peças; desta vez uma peça branca está no caminho em linha reta.',
        hint: 'Uma peça nunca salta por cima das peças do adversário, então a4 não pode passar por b4. Tente outra das suas linhas.',
        done: 'a4 foi para c6 ao longo da sua diagonal (duas peças nela: a4 e e8), ao lado de d5: um só grupo. Uma peça branca no caminho fecha essa linha; outra linha pode estar aberta.',
        wrong: {
          '*': 'Suas peças ainda estão separadas. Encontre outro caminho para a peça em a4 chegar às duas em d5 e e5.',
        },
      },
    },
  },
  captures: {
    title: 'Capturar',
    steps: {
      capture: {
        goal: 'Capture a peça branca em e3: pare exatamente em cima dela.',
        hint: 'Conte as peças da fileira 3.',
        done: 'Uma peça que termina a jogada sobre uma peça do adversário a captura, e a peça capturada sai do tabuleiro. Uma peça pode parar sobre uma peça do adversário, nunca sobre uma da mesma cor.',
        wrong: { '*': 'Isso não captura nada. Mova a peça em c3 para que ela pare exatamente em e3.' },
      },
      'capture-join': {
        goal: 'Vença: capture uma peça branca e junte suas peças com a mesma jogada.',
        hint: 'A casa que ligaria f1 ao seu par de peças está ocupada por uma peça branca.',
        done: 'f1 capturou d3, que toca d4: um só grupo, vitória. Uma captura é uma jogada como qualquer outra, e pode juntar suas peças.',
        wrong: { '*': 'Suas peças ainda estão separadas. Olhe ao longo das diagonais da peça em f1.' },
      },
      careful: {
        goal: 'Vença juntando suas peças, mas pense antes de capturar.',
        hint: 'Se as brancas tivessem só g7 e h6, essas duas já seriam um só grupo.',
        done: 'c6 junta suas peças. Capturar a4 em vez disso teria deixado as brancas só com g7 e h6, que se tocam: as brancas teriam vencido na hora. Cada captura deixa o adversário com menos peças para juntar, e menos peças podem ser mais fáceis de juntar.',
        wrong: {
          a6xa4:
            'Essa captura deixa as brancas só com g7 e h6, que se tocam: um só grupo, e as brancas venceriam na hora. Menos peças podem ser mais fáceis de juntar. Em vez disso, junte as suas próprias peças.',
          '*': 'Suas peças ainda estão separadas. A peça em a6 pode alcançar uma casa ao lado de d5.',
        },
      },
    },
  },
  'both-joined': {
    title: 'Os dois lados juntos de uma vez',
    steps: {
      'mover-wins': {
        goal: 'Vença em uma jogada, mesmo que a jogada que junta suas peças também junte as das brancas.',
        hint: 'Sua peça isolada em c8 e a peça isolada das brancas em c5 estão na mesma coluna.',
        done: 'c8 capturou c5: suas três peças formam um só grupo, e as brancas em c2 e d1 também. Quando uma jogada junta os dois lados, neste tabuleiro vence o lado que a fez (a regra dos torneios entre computadores); alguns livros de regras consideram isso um empate.',
        wrong: {
          '*': 'Isso não junta suas peças, e as brancas podem juntar as delas primeiro. Procure a jogada que junta as suas agora mesmo.',
        },
      },
    },
  },
  pass: {
    title: 'Sem jogada? Passe a vez',
    steps: {
      'walled-in': {
        goal: 'Suas duas peças estão cercadas e não têm jogada, então você precisa passar a vez: pressione a tecla p ou o botão “Mostrar a jogada”.',
        hint: 'Toda linha que sai de a1 e de h8 começa com uma peça branca, que suas peças não podem saltar.',
        done: 'Um lado sem jogada passa a vez, e o outro lado continua jogando. É raro: acontece quando as peças do adversário cercam as suas.',
        wrong: { '*': 'Aqui você não tem jogada: só pode passar a vez.' },
      },
    },
  },
  block: {
    title: 'Pare uma peça prestes a se juntar',
    steps: {
      stop: {
        goal: 'A peça isolada das brancas em h2 pode se juntar ao seu par na próxima jogada: impeça isso.',
        hint: 'Descubra onde h2 pararia, e ao longo de qual linha. Uma peça branca não pode saltar as suas, e uma peça a mais numa linha muda a contagem dela.',
        done: 'Impedido. Ficar no caminho, ocupar a casa de que ela precisa ou capturar a peça à qual ela se juntaria: tudo isso funciona. Antes de cada jogada, veja onde as peças isoladas do adversário podem parar.',
        wrong: {
          '*': 'Então h2 vai para f4, ao lado de e5, e as três peças brancas formam um só grupo: as brancas vencem.',
        },
      },
    },
  },
  centre: {
    title: 'Junte as peças no centro',
    steps: {
      gather: {
        goal: 'Vença em duas jogadas: junte suas peças no centro do tabuleiro.',
        hint: 'Sua peça em a5, na borda, está longe das outras. E fique de olho nas brancas: e1 poderia juntar as peças delas em b4 agora mesmo.',
        done: 'A jogada de a5 para c5 juntou três peças no centro, e f5 tinha dois caminhos para entrar: as brancas só podiam fechar um. Sair da diagonal de e1 também encurtou a jogada dessa peça, que não alcançava mais b4. Peças no centro ficam perto de todas as outras: junte-as ali. Agora você já pode jogar uma partida contra o computador.',
        wrong: {
          '*': 'Então as brancas juntam suas peças com e1 para b4, ou suas peças ficam longe demais para se juntar a tempo. Traga para dentro a peça da borda.',
        },
      },
    },
  },
};

export default texts;
