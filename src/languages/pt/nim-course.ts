/** Nim's course in Portuguese (Brazil), with “você”; the board's “pilhas” and “peças”, a heap of one a “peça solta”. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Retirar peças',
    steps: {
      first: {
        goal: 'Retire uma ou mais peças de uma só pilha (uma fileira): clique ou toque nas peças para marcá-las e aperte “Retirar”, ou dê um clique duplo numa peça para retirá-la junto com todas as que estão à direita dela; pelo teclado, mova-se com as setas, marque com Espaço e retire com Enter.',
        hint: 'As pilhas são numeradas 1, 2 e 3 de cima para baixo, à esquerda de cada fileira.',
        done: 'Isso é uma jogada: quantas peças você quiser, pelo menos uma, e todas da mesma pilha. Depois seu adversário retira de qualquer pilha, e vocês jogam alternadamente.',
      },
      count: {
        goal: 'Retire exatamente duas peças da pilha 3, a fileira de baixo.',
        hint: 'Marque duas peças da pilha 3 e aperte “Retirar”, ou dê um clique duplo na segunda peça dela a partir da direita.',
        done: 'Você escolhe quantas retirar, de uma até a pilha inteira.',
        wrong: {
          '*': 'Essa é uma jogada, mas este passo pede duas peças, nem mais nem menos, da pilha 3 (a fileira de baixo).',
        },
      },
      whole: {
        goal: 'Esvazie a pilha 2 numa só jogada: retire as quatro peças dela.',
        hint: 'Dê um clique duplo na primeira peça da pilha 2, à esquerda: ela sai junto com todas as seguintes.',
        done: 'Uma pilha inteira pode sair de uma vez. Uma pilha vazia continua vazia, e as próximas jogadas retiram das outras.',
        wrong: { '*': 'Este passo pede as quatro peças da pilha 2, a fileira do meio, numa só jogada.' },
      },
    },
  },
  last: {
    title: 'A última peça vence',
    steps: {
      all: {
        goal: 'Seu adversário acabou de esvaziar a pilha 1: retire todas as peças que restam e vença.',
        hint: 'Quem tirar a última peça vence, e todas as peças que restam estão na pilha 2.',
        done: 'Você tirou a última peça, então vence. Esse é o objetivo do Nim: ser quem tira a última peça.',
        wrong: { '*': 'Ainda restam peças depois disso, e seu adversário retira todas e vence.' },
      },
    },
  },
  misere: {
    title: 'Misère: a última peça perde',
    steps: {
      'leave-one': {
        goal: 'No Nim misère, quem tirar a última peça perde: deixe exatamente uma peça, para que seu adversário tenha de tirá-la.',
        hint: 'Quantas peças precisam sair para que reste uma?',
        done: 'Agora seu adversário tem de tirar a última peça, e perde. O Nim é jogado das duas formas, então combinem a regra antes de uma partida.',
        wrong: {
          '1:4': 'Você tiraria a última peça, e no misère isso perde.',
          '*': 'Resta mais de uma peça, então seu adversário pode tirar todas menos uma e deixar a última para você.',
        },
      },
      'last-one': {
        goal: 'Misère de novo: deixe para seu adversário apenas uma última peça.',
        hint: 'A pilha 1 já tem uma única peça.',
        done: 'Resta uma peça, e seu adversário tem de tirá-la. No misère, deixar uma única peça vence.',
        wrong: {
          '2:2': 'Restam duas peças soltas: seu adversário tira uma, e você tem de tirar a última.',
          '*': 'Depois disso seu adversário pode deixar a última peça para você.',
        },
      },
    },
  },
  mirror: {
    title: 'Duas pilhas iguais',
    steps: {
      ones: {
        goal: 'Deixe duas pilhas de uma peça cada: seu adversário tira uma, e você tira a última.',
        hint: 'Quantas peças precisam sair da pilha 2 para ela ficar igual à pilha 1?',
        done: 'Duas pilhas de uma peça: quem tiver de jogar a partir daí perde. O mesmo vale para quaisquer duas pilhas iguais, como mostra o próximo passo.',
        wrong: {
          '2:3': 'Resta uma peça depois disso, e seu adversário a tira.',
          '1:1': 'Só a pilha 2 resta depois disso, e seu adversário a tira inteira.',
          '*': 'As pilhas não ficam iguais depois disso, e seu adversário pode igualá-las.',
        },
      },
      copy: {
        goal: 'De duas pilhas iguais de 3, seu adversário tirou 2 da pilha 2: tire o mesmo tanto da pilha 1 e vença.',
        hint: 'Deixe as duas pilhas iguais de novo.',
        done: 'O que quer que seu adversário tire de uma pilha, tire o mesmo tanto da outra: as pilhas continuam iguais, então seu adversário nunca tira a última peça, e você tira. Essa cópia se chama espelhamento.',
        wrong: {
          '1:3': 'Só a pilha 2 resta depois disso, e seu adversário tira a última peça dela.',
          '2:1': 'Só a pilha 1 resta depois disso, e seu adversário a tira inteira.',
          '*': 'As pilhas não ficam iguais depois disso, então seu adversário pode igualá-las e copiar você até o fim.',
        },
      },
      equal: {
        goal: 'Iguale as duas pilhas e depois copie cada jogada do seu adversário na outra pilha até tirar a última peça.',
        hint: 'A pilha 1 tem 2 peças: deixe a pilha 2 igual.',
        done: 'Iguale as pilhas e depois espelhe: com duas pilhas, esse é o jogo inteiro. A próxima lição faz o mesmo com qualquer número de pilhas.',
        wrong: {
          '1:2': 'Só a pilha 2 resta depois disso, e seu adversário a tira inteira.',
          '2:5': 'Só a pilha 1 resta depois disso, e seu adversário a tira inteira.',
          '*': 'As pilhas não ficam iguais depois disso, e seu adversário pode igualá-las e espelhar você.',
        },
      },
    },
  },
  balance: {
    title: 'Equilíbrio: contar em 1, 2, 4 e 8',
    steps: {
      four: {
        goal: 'Escreva cada pilha como soma de 1, 2 e 4 (assim, 3 é 2 + 1) e retire de uma pilha de modo que 1, 2 e 4 apareçam, cada um, um número par de vezes no total.',
        hint: 'Agora 1, 2 e 4 aparecem uma vez cada. O 4 só está na pilha 3, então é a pilha 3 que deve mudar: para quanto, para combinar com as pilhas 1 e 2?',
        done: 'Pilhas de 1, 2 e 3 = 2 + 1: o 1 e o 2 aparecem duas vezes cada. Uma posição assim está equilibrada: qualquer jogada a desequilibra, você sempre pode equilibrá-la de novo, e assim é você quem tira a última peça. Duas pilhas iguais são o equilíbrio mais simples.',
        wrong: {
          '*': 'Depois disso, um dos números 1, 2 ou 4 aparece um número ímpar de vezes, então seu adversário pode equilibrar as pilhas no seu lugar.',
        },
      },
      start: {
        goal: 'Este é o início de sempre do tabuleiro, 3 = 2 + 1, 4 e 5 = 4 + 1: equilibre-o.',
        hint: 'O 4 e o 1 já aparecem duas vezes; encontre o número que aparece uma vez só, e a pilha que o contém.',
        done: 'Pilhas de 1, 4 e 5 = 4 + 1: equilibrado. Então quem joga primeiro a partir de 3, 4 e 5 vence, com esta jogada.',
        wrong: {
          '*': 'Depois disso, um dos números 1, 2 ou 4 aparece um número ímpar de vezes. Conte de novo: qual deles aparece só uma vez agora?',
        },
      },
      choice: {
        goal: 'Equilibre estas pilhas, 3 = 2 + 1, 5 = 4 + 1 e 7 = 4 + 2 + 1; há mais de um jeito.',
        hint: 'Conte quantas vezes aparece cada um de 1, 2 e 4: só um deles aparece um número ímpar de vezes.',
        done: 'O 1 aparecia três vezes, uma em cada pilha, então tirar uma peça de qualquer pilha as equilibra. Quando várias pilhas contêm o número ímpar, qualquer uma delas serve.',
        wrong: { '*': 'Depois disso, um dos números 1, 2 ou 4 aparece um número ímpar de vezes. Conte os 1.' },
      },
      eight: {
        goal: 'Equilibre pilhas de 1, 2 e 8: o 8 aparece uma vez, e uma pilha pode virar qualquer número menor.',
        hint: 'Retire da pilha que contém o 8 e deixe nela o que é preciso para combinar com as outras duas pilhas.',
        done: 'A pilha 3 virou 3 = 2 + 1, combinando com as pilhas 1 e 2. O método: encontre o maior de 8, 4, 2, 1 que aparece um número ímpar de vezes, retire de uma pilha que o contenha e deixe ali o que torna cada contagem par. O que sobra ímpar se chama soma nim (o XOR binário das pilhas); equilibrado quer dizer soma nim zero.',
        wrong: {
          '*': 'Depois disso, um dos números 1, 2, 4 ou 8 ainda aparece um número ímpar de vezes. Qual pilha contém o 8?',
        },
      },
    },
  },
  'misere-play': {
    title: 'Misère: jogue normalmente, até o final',
    steps: {
      'odd-ones': {
        goal: 'Misère: todas as pilhas menos uma têm no máximo uma peça, então agora deixe um número ímpar de peças soltas e nada mais.',
        hint: 'A pilha 3 pode ficar com uma peça ou com nenhuma: conte as peças soltas em cada caso.',
        done: 'Três peças soltas: você e seu adversário as tiram alternadamente, e seu adversário tira a última. O jogo normal esvaziaria a pilha 3 e deixaria duas; essa é a única mudança do misère, quando só uma pilha tem mais de uma peça.',
        wrong: {
          '3:4':
            'Essa é a jogada normal, mas deixa duas peças soltas: seu adversário tira uma, e você tem de tirar a última.',
          '*': 'A pilha 3 fica com mais de uma peça, e seu adversário pode usá-la para deixar para você um número ímpar de peças soltas.',
        },
      },
      'as-normal': {
        goal: 'Misère com duas pilhas de duas peças ou mais: iguale-as, como no Nim normal.',
        hint: 'A pilha 1 tem 2 peças.',
        done: 'Pilhas iguais, como no jogo normal. Depois da jogada do seu adversário, só uma pilha terá mais de uma peça, e o final é seu: o próximo passo mostra isso.',
        wrong: {
          '*': 'As pilhas não ficam iguais depois disso. Enquanto duas pilhas tiverem duas peças ou mais, o misère se joga como o Nim normal.',
        },
      },
      switch: {
        goal: 'Seu adversário tirou 1 da pilha 1, então só a pilha 2 tem mais de uma peça: deixe um número ímpar de peças soltas.',
        hint: 'Conte as peças soltas que restam se a pilha 2 ficar com uma peça, e se ficar com nenhuma.',
        done: 'Resta uma peça solta, e seu adversário tem de tirá-la. O jogo normal aqui deixaria duas pilhas de uma; no misère, você deixa uma.',
        wrong: {
          '2:1': 'Isso deixa duas peças soltas: seu adversário tira uma, e você tem de tirar a última.',
          '1:1': 'A pilha 2 fica com duas peças depois disso: seu adversário tira uma, e você tem de tirar a última.',
          '*': 'Isso não deixa um número ímpar de peças soltas.',
        },
      },
      start: {
        goal: 'Misère a partir do início de sempre, 3, 4 e 5: faça a primeira jogada que vence.',
        hint: 'Restam pilhas de duas peças ou mais, então faça a jogada normal de equilíbrio.',
        done: 'A mesma jogada do Nim normal deixa 1, 4 e 5 = 4 + 1, equilibrado. Agora você conhece o jogo inteiro: jogue uma partida contra o computador, normal ou misère.',
        wrong: {
          '*': 'Isso deixa as pilhas desequilibradas, e com pilhas grandes o misère se joga como o Nim normal. Qual de 1, 2 e 4 aparece uma vez?',
        },
      },
    },
  },
};

export default texts;
