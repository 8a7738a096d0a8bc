/**
 * Peg solitaire's course in Portuguese (Brazil), with «você»; the board's «peça», «casa», «salto», «jogada» and
 * «tabuleiro», a row a «fileira», a package of pegs cleared together a «pacote».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'Seu primeiro salto',
    steps: {
      first: {
        goal: 'Faça uma peça saltar para a casa vazia do meio: clique ou toque numa peça a duas casas dela em linha reta e depois na casa (ou mova-se com as setas e pressione Enter na peça e depois na casa).',
        hint: 'A casa vazia é d4. Uma peça em d2, d6, b4 ou f4 pode saltar para ela por cima da peça que está no meio.',
        done: 'Isso é um salto: sua peça passou por cima da vizinha, e a vizinha saiu do tabuleiro. Toda jogada é um salto, e todo salto tira uma peça do tabuleiro.',
      },
    },
  },
  jumps: {
    title: 'Saltar tira uma peça',
    steps: {
      take: {
        goal: 'Tire do tabuleiro a peça em c4: faça outra peça saltar por cima dela.',
        hint: 'Um salto cai na casa vazia logo depois da peça que ele pula. Que casa vazia encosta em c4?',
        done: 'c5 saltou por cima de c4 até c3, e c4 saiu do tabuleiro. Um salto sempre precisa de três casas em linha: sua peça, a peça que ela pula e uma casa vazia.',
        wrong: {
          '*': 'Esse salto tira outra peça. Encontre a peça que pode passar por cima de c4 até uma casa vazia.',
        },
      },
      straight: {
        goal: 'Preencha a casa vazia d2 com um salto; as peças saltam ao longo das fileiras e colunas, nunca na diagonal.',
        hint: 'A partir de d2, olhe em linha reta para baixo na coluna d: duas peças seguidas.',
        done: 'd4 saltou para cima, passando por cima de d3. Neste tabuleiro uma peça salta para cima, para baixo, para a esquerda ou para a direita, por cima de exatamente uma peça, nunca na diagonal.',
        wrong: {
          '*': 'Esse salto não cai em d2. Encontre uma peça a duas casas de d2 na mesma coluna ou fileira, com uma peça no meio.',
        },
      },
    },
  },
  chains: {
    title: 'Uma peça, vários saltos',
    steps: {
      again: {
        goal: 'A peça que acabou de cair em c4 pode saltar de novo: faça esse segundo salto.',
        hint: 'A partir de c4, procure uma peça vizinha com uma casa vazia logo depois dela.',
        done: 'Cada salto é uma jogada própria, mesmo quando a mesma peça salta de novo. Uma peça pode continuar saltando, uma jogada por vez, enquanto encontrar uma peça para pular e uma casa vazia depois dela.',
        wrong: { '*': 'Esse é um salto de outra peça. Salte de novo com a peça em c4.' },
      },
      twice: {
        goal: 'Deixe uma só peça, em d4, em quatro saltos: uma das suas peças tem de saltar duas vezes seguidas.',
        hint: 'Procure uma peça que, depois de um salto, caia onde possa saltar de novo.',
        done: 'c5 saltou para e5 e depois seguiu até e3, virando uma esquina: duas jogadas da mesma peça. Depois e2 e f4 terminaram em d4.',
        wrong: {
          'f4-d4': 'd4 é ocupada cedo demais: as quatro peças que restam já não podem terminar numa só.',
          '*': 'Depois desse salto, as peças já não podem terminar numa só peça em d4. Procure uma peça que possa saltar duas vezes seguidas.',
        },
      },
    },
  },
  goal: {
    title: 'O objetivo: resta uma peça',
    steps: {
      last: {
        goal: 'Termine com uma só peça em d4, a casa que estava vazia no início (contornada por uma linha tracejada).',
        hint: 'Restam duas peças, uma acima da outra. Qual delas pode cair em d4?',
        done: 'Resta uma peça, na casa que começou vazia: uma partida perfeita. Uma peça em qualquer lugar vence; uma peça na casa inicial é o melhor final de todos.',
        wrong: {
          'd5-d7':
            'Assim também resta uma peça, e você vence, mas em d7. Uma partida perfeita termina na casa que estava vazia no início: d4.',
          '*': 'Uma partida perfeita termina em d4, a casa que estava vazia no início.',
        },
      },
      finish: {
        goal: 'Deixe uma só peça em d4: restam dois saltos para isso.',
        hint: 'Primeiro salte de modo que duas peças fiquem lado a lado, com d4 vazia logo depois delas.',
        done: 'A partida termina quando não sobra nenhum salto, então cada salto deve deixar peças que ainda possam se encontrar. Aqui elas se encontraram em d4.',
        wrong: {
          'd4-b4': 'Então b4 e f4 ficam separadas e nenhuma pode saltar: a partida termina com duas peças.',
          '*': 'Assim não dá para terminar com uma peça em d4. Procure a ordem em que as peças ainda podem se encontrar lá.',
        },
      },
    },
  },
  boards: {
    title: 'Outros tabuleiros',
    steps: {
      french: {
        goal: 'O tabuleiro francês tem 37 casas, quatro a mais que o inglês: faça qualquer salto para experimentá-lo.',
        hint: 'A casa vazia é d3. Uma peça a duas casas dela, com uma peça no meio, pode saltar para lá.',
        done: 'As regras são as mesmas nos tabuleiros francês, de Wiegleb e em losango. Com o centro vazio, o tabuleiro francês nunca pode terminar com uma só peça; por isso, aqui d3 começou vazia.',
      },
      triangle: {
        goal: 'No triângulo uma peça também salta ao longo das linhas inclinadas; faça, em vez disso, um salto reto ao longo de uma fileira.',
        hint: 'Olhe a terceira fileira de cima para baixo: a casa da esquerda está vazia, e as outras duas têm peças.',
        done: 'No triângulo uma peça salta ao longo de uma fileira ou de qualquer uma das duas linhas inclinadas: seis direções ao todo. Aqui as fileiras não têm letras nem números; o objetivo é o mesmo: que reste uma peça.',
        wrong: {
          '*': 'Esse salto vai por uma linha inclinada. Encontre o salto que atravessa uma fileira em linha reta, de uma ponta à outra.',
        },
      },
    },
  },
  together: {
    title: 'Mantenha suas peças juntas',
    steps: {
      scatter: {
        goal: 'Deixe uma só peça em d4, em três saltos.',
        hint: 'Saltar logo para d4 parece bom, mas olhe as peças que ficam para trás: mantenha cada peça ao lado de outra.',
        done: 'Cada salto deixou uma peça ao lado da que tinha de saltar em seguida, então sempre havia um salto. Uma peça sem vizinha nunca pode sair do tabuleiro.',
        wrong: {
          'b4-d4': 'd4 fica ocupada, mas c2 e c5 ficam sozinhas, sem nenhuma peça ao lado: não sobra nenhum salto.',
          '*': 'Isso afasta uma peça das outras, e não sobra nenhum salto: a partida termina com três peças.',
        },
      },
      strand: {
        goal: 'Deixe uma só peça em d4, em quatro saltos, sem isolar nenhuma peça.',
        hint: 'As peças em d2 e d3 estão longe da fileira de b5, c5 e d5: aproxime-as primeiro.',
        done: 'Uma peça sozinha na borda, ou longe das outras, nunca mais pode ser pulada. Aproxime primeiro as peças distantes do resto e depois limpe o grupo: os três últimos saltos dele formavam um pacote, o tema da próxima lição.',
        wrong: {
          'd3-d1': 'Isso manda uma peça para d1, na borda de cima, onde nenhuma outra peça jamais poderá alcançá-la.',
          'c5-a5': 'Isso deixa uma peça em a5, na borda, longe das outras.',
          'c5-e5': 'Isso deixa b5 sozinha, sem nenhuma peça ao lado.',
          '*': 'Depois desse salto, as peças já não podem terminar numa só em d4.',
        },
      },
    },
  },
  packages: {
    title: 'Limpe as peças em pacotes',
    steps: {
      'l-shape': {
        goal: 'Reduza este L de quatro peças a uma só peça em d4, em três saltos.',
        hint: 'A peça em d4 pode sair saltando por cima do canto do L e voltar depois.',
        done: 'Três peças em linha com uma quarta ao lado de uma ponta somem em três saltos: a quarta sai saltando por cima da peça da ponta, a peça mais distante salta ao longo da linha até a casa que ficou livre, e a quarta volta saltando por cima dela, de volta ao seu lugar.',
        wrong: { '*': 'Isso desfaz o L: as peças que restam já não podem terminar numa só em d4.' },
      },
      line: {
        goal: 'Encontre aqui o mesmo pacote, limpe-o e termine com uma peça em d4.',
        hint: 'A coluna e tem três peças em linha, e d5 está ao lado da ponta dela.',
        done: 'O pacote limpou e3, e4 e e5 e trouxe a peça auxiliar de volta a d5; depois d6 terminou em d4. Bons jogadores dividem o tabuleiro em pacotes assim. Agora jogue uma partida inteira: pressione h sempre que quiser uma dica.',
        wrong: {
          'd6-d4': 'd4 é ocupada cedo demais: as três peças da coluna e já não podem ser retiradas.',
          '*': 'Isso não leva a uma peça em d4. Procure três peças em linha com uma quarta ao lado de uma ponta.',
        },
      },
    },
  },
};

export default texts;
