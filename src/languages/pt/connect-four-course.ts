/**
 * Connect Four's course in Portuguese (Brazil), with «você»; the board's «ficha», «coluna», «fileira» and «jogada», a
 * cell a «casa».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Soltar uma ficha',
    steps: {
      first: {
        goal: 'Você joga com o vermelho: solte uma ficha em qualquer coluna clicando ou tocando nela, pressionando o número dela (1 a 7), ou indo até ela com as setas e pressionando Enter.',
        done: 'Sua ficha caiu até o fundo: uma ficha sempre cai na casa vazia mais baixa da sua coluna. Depois o amarelo solta uma, e vocês se revezam.',
      },
      full: {
        goal: 'A coluna 4 está cheia: solte uma ficha em qualquer outra coluna.',
        hint: 'Uma coluna comporta seis fichas, uma em cima da outra; uma sétima não tem para onde ir.',
        done: 'Uma coluna cheia não aceita mais fichas. Se todas as colunas se encherem e ninguém tiver quatro em linha, a partida termina empatada.',
      },
    },
  },
  lines: {
    title: 'Quatro em linha',
    steps: {
      across: {
        goal: 'Vença: solte uma quarta ficha vermelha na fileira de baixo, ao lado das suas três.',
        hint: 'O amarelo fechou uma ponta das suas três, na coluna 6. Olhe a outra ponta.',
        done: 'Quatro em linha na horizontal: você venceu.',
        wrong: {
          '6': 'A coluna 6 já tem uma ficha amarela, então a sua cai em cima dela, não na fileira de baixo.',
          '*': 'Isso não forma quatro em linha. Suas três fichas vermelhas estão na fileira de baixo, nas colunas 3 a 5.',
        },
      },
      down: {
        goal: 'Vença de novo: quatro fichas uma em cima da outra também valem.',
        hint: 'Suas três fichas estão empilhadas numa mesma coluna.',
        done: 'Quatro em linha na vertical: você venceu.',
        wrong: { '*': 'Isso não forma quatro. Coloque sua ficha em cima das suas três.' },
      },
      'diagonal-up': {
        goal: 'Vença mais uma vez: uma linha também pode subir na diagonal, uma casa acima a cada coluna para a direita.',
        hint: 'Comece na sua ficha da coluna 1 e suba uma casa a cada coluna para a direita.',
        done: 'Quatro na diagonal: você venceu. As fichas embaixo da casa vencedora tinham que estar lá antes, senão sua ficha teria caído mais baixo.',
        wrong: {
          '*': 'Isso não completa sua linha inclinada. Siga-a a partir da coluna 1, embaixo, subindo uma casa a cada coluna.',
        },
      },
      'diagonal-down': {
        goal: 'Vença: a outra diagonal, que desce da esquerda para a direita, também vale, e desta vez a casa vazia fica no meio da linha.',
        hint: 'Sua linha desce da coluna 4, lá em cima, até a coluna 7, embaixo. Uma das suas quatro casas ainda está vazia.',
        done: 'Quatro na outra diagonal. Uma linha pode ser completada em qualquer uma das pontas ou no meio: na horizontal, na vertical e nas duas diagonais.',
        wrong: {
          '*': 'Isso não completa sua linha. Siga-a da coluna 4 até a coluna 7 e encontre a casa vazia dela.',
        },
      },
    },
  },
  block: {
    title: 'Barrar uma ameaça',
    steps: {
      across: {
        goal: 'O amarelo tem três na fileira de baixo e vai soltar a quarta na próxima jogada: coloque sua ficha onde ela o impeça.',
        hint: 'Três fichas em linha com a quarta casa vazia são uma ameaça. Encontre a casa vazia na ponta das três do amarelo.',
        done: 'Bloqueado. Antes de tudo, veja se o adversário pode fazer quatro na próxima jogada, e impeça.',
        wrong: { '*': 'Aí o amarelo solta uma ficha na coluna 5 e faz quatro em linha. Barre a ameaça primeiro.' },
      },
      diagonal: {
        goal: 'O amarelo ameaça de novo: impeça.',
        hint: 'Desta vez a linha do amarelo é uma diagonal: comece na ficha dele da coluna 2 e suba para a direita.',
        done: 'Bloqueado. Ameaças na diagonal são as mais fáceis de deixar passar: procure-as antes de cada jogada.',
        wrong: {
          '*': 'Aí o amarelo solta uma ficha na coluna 5, em cima das três fichas que estão lá, e faz quatro na diagonal.',
        },
      },
    },
  },
  centre: {
    title: 'Comece pelo meio',
    steps: {
      middle: {
        goal: 'Uma nova partida: solte sua primeira ficha na coluna que faz parte do maior número de linhas de quatro.',
        hint: 'Uma linha horizontal precisa de quatro colunas lado a lado. Qual coluna está dentro do maior número delas?',
        done: 'A coluna do meio: uma ficha ali pode fazer parte de quatro linhas horizontais diferentes, uma na borda de apenas uma. No começo, mantenha suas fichas perto do meio.',
        wrong: {
          '3': 'Quase, mas o meio das sete colunas é a coluna 4, que faz parte de ainda mais linhas.',
          '5': 'Quase, mas o meio das sete colunas é a coluna 4, que faz parte de ainda mais linhas.',
          '*': 'Uma ficha ali faz parte de menos linhas de quatro. A coluna do meio é a que reúne mais.',
        },
      },
    },
  },
  double: {
    title: 'Duas ameaças de uma vez',
    steps: {
      'open-three': {
        goal: 'Crie duas ameaças de uma vez: o amarelo só pode bloquear uma, e você vence com a outra.',
        hint: 'Suas duas fichas estão lado a lado na fileira de baixo. Faça três ali com uma casa vazia em cada ponta.',
        done: 'Três em linha com as duas pontas livres são duas ameaças. Uma ficha só não consegue bloquear as duas, então você vence na próxima jogada.',
        wrong: {
          '*': 'Depois disso, o amarelo pode bloquear sua fileira. Faça três na fileira de baixo com uma casa vazia em cada ponta.',
        },
      },
      'two-lines': {
        goal: 'Vença: encontre a ficha que cria ameaças em duas linhas diferentes de uma vez.',
        hint: 'A coluna 3 tem duas fichas suas, e uma linha inclinada sobe da sua ficha na coluna 1 até a sua na coluna 4. Uma casa pertence às duas.',
        done: 'Três na vertical na coluna 3 e três na diagonal: o amarelo bloqueia uma, e você completa a outra.',
        wrong: {
          '*': 'Isso cria no máximo uma ameaça, e o amarelo a bloqueia. Procure uma casa que duas das suas linhas tenham em comum.',
        },
      },
    },
  },
  above: {
    title: 'A casa acima de uma ameaça',
    steps: {
      under: {
        goal: 'Solte uma ficha em qualquer coluna que não dê a vitória ao amarelo.',
        hint: 'O amarelo tem três na diagonal, da coluna 6, embaixo, até a coluna 4. A quarta casa dela flutua na coluna 3, uma acima da casa vazia mais baixa dali.',
        done: 'Uma ameaça pode esperar acima de uma casa vazia. Quem soltar uma ficha embaixo dela a entrega ao outro lado, então deixe essa coluna em paz.',
        wrong: {
          '3': 'Sua ficha preenche a casa embaixo da ameaça do amarelo, e o amarelo solta a dele em cima para fazer quatro na diagonal.',
          '*': 'Essa ficha cai logo embaixo de uma ameaça do amarelo: o amarelo ocuparia a casa de cima e venceria.',
        },
      },
      climb: {
        goal: 'Vença: crie uma ameaça que o amarelo tenha que bloquear, para que a ficha dele leve você até a sua própria casa vencedora.',
        hint: 'Sua diagonal, que desce da coluna 2 até a coluna 5, só precisa da casa dela na coluna 3, a terceira de baixo para cima. E se o amarelo tivesse que jogar na coluna 3 agora?',
        done: 'O amarelo teve que bloquear na coluna 3, e a ficha dele deixou sua casa vencedora ao seu alcance. Duas ameaças, uma logo acima da outra, vencem assim que a de baixo é preenchida.',
        wrong: {
          '3': 'Sua própria ficha preenche a casa embaixo da sua ameaça: o amarelo solta a dele em cima e bloqueia.',
          '*': 'Isso deixa o amarelo livre para responder com calma. Crie uma ameaça na casa logo abaixo da que está esperando por você.',
        },
      },
    },
  },
  sizes: {
    title: 'Outros tamanhos de tabuleiro',
    steps: {
      small: {
        goal: 'Este tabuleiro tem 5 colunas e 4 fileiras, e quatro em linha continua vencendo: complete sua fileira.',
        hint: 'Suas três fichas estão na fileira de baixo, com uma casa vazia em cada ponta.',
        done: 'Quatro em linha. Um tabuleiro pode ter de 4 a 10 colunas e fileiras; as regras continuam as mesmas. Agora jogue uma partida inteira contra o computador.',
        wrong: {
          '*': 'Isso não forma quatro em linha. Suas três fichas estão na fileira de baixo, com uma casa vazia em cada ponta.',
        },
      },
    },
  },
};

export default texts;
