/** Hnefatafl's course in Portuguese (Brazil, «você»); a capture between two pieces is a «sanduíche». */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'Dois lados e suas primeiras jogadas',
    steps: {
      attackers: {
        goal: 'Você joga com os atacantes, as peças escuras, que começam: clique ou toque em uma delas e depois em uma casa vazia da sua fileira ou coluna (ou use as setas e pressione Enter na peça e depois na casa).',
        hint: 'Qualquer peça escura que tenha uma casa vazia vizinha, acima, abaixo ou ao lado, pode se mover.',
        done: 'Isso é uma jogada: a peça desliza como a torre no xadrez, quantas casas vazias quiser ao longo da sua fileira ou coluna. Os atacantes vencem capturando o rei, a peça coroada no centro; os defensores, as peças claras, vencem levando-o a um canto.',
      },
      defenders: {
        goal: 'Agora jogue com os defensores, as peças claras e o seu rei: mova qualquer uma delas.',
        hint: 'Por enquanto o rei está cercado pelos próprios homens, mas os defensores ao redor dele podem se mover.',
        done: 'Os dois lados se alternam, uma jogada cada um. Este é o Brandubh, o tabuleiro pequeno de 7 por 7; o curso monta nele as suas posições pequenas e mostra as variantes maiores mais adiante.',
      },
    },
  },
  moving: {
    title: 'Mover: em linha reta, sem saltar',
    steps: {
      slide: {
        goal: 'Mova o defensor de b2 para cima na sua coluna, o mais longe que ele puder ir.',
        hint: 'Uma peça desliza por casas vazias e para antes da primeira peça no caminho.',
        done: 'Ele parou em b5, abaixo do atacante: nenhuma peça salta por cima de outra, amiga ou inimiga.',
        wrong: { '*': 'Deslize o defensor de b2 para cima pela coluna b, até onde o atacante em b6 deixar.' },
      },
      throne: {
        goal: 'Mova o defensor de b4 para f4, atravessando em linha reta a casa central vazia, d4.',
        hint: 'A casa central é o trono. No Brandubh qualquer peça pode passar por cima dele enquanto está vazio; só é proibido parar nele.',
        done: 'O trono, d4, pertence ao rei: só ele pode parar nele, mas no Brandubh, assim como em Copenhague e no Fetlar, as outras peças podem atravessá-lo enquanto está vazio. Os quatro cantos também são dele: nenhuma outra peça pode parar neles.',
        wrong: { '*': 'Deslize o defensor de b4 pela sua fileira até f4, por cima do trono.' },
      },
      'king-throne': {
        goal: 'Agora ponha o rei de volta no seu trono.',
        hint: 'O trono é a casa central, d4, logo abaixo do rei.',
        done: 'Só o rei pode parar no trono e nos cantos. Para ele, são casas comuns: ele também pode passar por cima do trono.',
        wrong: { '*': 'Desça o rei pela sua coluna e pare no trono, d4.' },
      },
    },
  },
  escape: {
    title: 'A fuga do rei',
    steps: {
      corner: {
        goal: 'O rei tem uma linha livre até um canto, que o tabuleiro marca: leve-o a esse canto para vencer.',
        hint: 'A linha de status indica o canto que o rei alcança em uma jogada.',
        done: 'O rei chegou a um canto: os defensores vencem. No Brandubh, em Copenhague e no Fetlar, o rei escapa por um dos quatro cantos.',
        wrong: {
          '*': 'Isso dá uma jogada aos atacantes, e eles capturam o rei na hora. Ocupe o canto agora.',
        },
      },
      block: {
        goal: 'Você joga com os atacantes: o rei tem uma linha livre até o canto a7, então ponha uma das suas peças nessa linha.',
        hint: 'A linha do rei sobe pela coluna a, passando por a5 e a6. Qual das suas peças pode alcançá-la?',
        done: 'Bloqueado. Sempre que o rei tem uma linha livre até uma casa de fuga, os atacantes devem fechá-la na hora: o tabuleiro marca essa linha e avisa, como o enxadrista diz «xeque».',
        wrong: {
          '*': 'A linha do rei até a7 continua aberta, e ele escapa na próxima jogada. Ponha uma peça em a5 ou a6.',
        },
      },
    },
  },
  capture: {
    title: 'Capturar: o sanduíche',
    steps: {
      sandwich: {
        goal: 'Capture o defensor em c5: prenda-o entre duas peças suas, ao longo de uma fileira ou coluna.',
        hint: 'O seu atacante em b5 está de um lado. Qual casa fica do lado oposto, e qual atacante pode chegar lá?',
        done: 'Capturado: uma peça sai do tabuleiro quando um inimigo se move para prendê-la entre duas peças do outro lado, ao longo de uma fileira ou coluna (nunca na diagonal).',
        wrong: {
          '*': 'Isso não captura nada. O defensor em c5 tem a sua peça de b5 de um lado: traga outra para a casa do lado oposto.',
        },
      },
      safe: {
        goal: 'Capture o atacante em b3, mesmo que para isso precise entrar entre dois atacantes.',
        hint: 'O seu defensor em a3 está de um lado. Qual defensor pode chegar à casa do outro lado?',
        done: 'O seu defensor está entre dois atacantes e a salvo: uma peça só é capturada quando o inimigo se move para fechar o sanduíche, nunca quando ela mesma entra em um.',
        wrong: { '*': 'Isso não captura o atacante em b3. Prenda-o entre a3 e c3.' },
      },
      double: {
        goal: 'Capture dois defensores com uma só jogada.',
        hint: 'Procure a casa vazia que fecha um sanduíche em duas direções ao mesmo tempo.',
        done: 'Uma jogada pode fechar vários sanduíches, e cada peça presa sai do tabuleiro.',
        wrong: { '*': 'Isso não captura dois. Procure a casa vizinha aos dois defensores, b3 e c4.' },
      },
    },
  },
  hostile: {
    title: 'Casas hostis: os cantos e o trono',
    steps: {
      corner: {
        goal: 'Capture o defensor em b1, com o canto como o outro lado do sanduíche.',
        hint: 'Um canto vazio conta como inimigo da peça ao lado dele.',
        done: 'Os cantos são hostis a todas as peças: ao lado de um, basta um único inimigo do outro lado para capturá-la. (Isso vale onde o rei escapa pelos cantos; no Tablut eles são casas comuns.)',
        wrong: {
          '*': 'Isso não captura nada. O canto a1 está de um lado do defensor: feche o outro lado, c1.',
        },
      },
      throne: {
        goal: 'Capture o atacante em d5 contra o trono.',
        hint: 'O trono, d4, está abaixo do atacante.',
        done: 'O trono é hostil aos atacantes, sempre: um único defensor captura um atacante contra ele.',
        wrong: { '*': 'Isso não captura nada. O trono está abaixo do atacante: feche-o por cima, em d6.' },
      },
      'empty-throne': {
        goal: 'Agora ao contrário: capture o defensor em c4 contra o trono vazio.',
        hint: 'O trono, d4, está de um lado do defensor.',
        done: 'O trono também é hostil aos defensores, mas só enquanto está vazio. Com o rei nele, ajuda apenas os defensores.',
        wrong: { '*': 'Isso não captura nada. Feche o defensor em c4 a partir de b4, do lado oposto ao trono.' },
      },
    },
  },
  'armed-king': {
    title: 'O rei também luta',
    steps: {
      hammer: {
        goal: 'Capture o atacante em e3 com o rei.',
        hint: 'O seu defensor em e2 está abaixo do atacante.',
        done: 'O rei captura como qualquer outra peça, em todas as variantes que o tabuleiro joga: ele mesmo pode fechar um sanduíche.',
        wrong: { '*': 'Isso não captura nada. Desça o rei até e4, acima do atacante.' },
      },
      anvil: {
        goal: 'Capture o atacante em c5, com o rei como o outro lado do sanduíche.',
        hint: 'O rei, em b5, está de um lado do atacante.',
        done: 'O rei também pode ser o outro lado de um sanduíche: em toda captura, ele conta como defensor.',
        wrong: { '*': 'Isso não captura nada. Prenda o atacante entre o rei e um defensor em d5.' },
      },
    },
  },
  'king-capture': {
    title: 'Capturar o rei',
    steps: {
      two: {
        goal: 'No Brandubh, longe do trono, o rei é capturado por dois atacantes como qualquer peça: capture-o e vença.',
        hint: 'O seu atacante em d1 está de um lado dele. Cuidado com a linha livre do rei até g1.',
        done: 'O rei foi capturado: os atacantes vencem. No Brandubh e no Tablut, dois atacantes o capturam em qualquer lugar longe do trono, também na borda.',
        wrong: { '*': 'Então o rei desliza até o canto g1 e os defensores vencem. Prenda-o já.' },
      },
      corner: {
        goal: 'Capture o rei contra o canto.',
        hint: 'Um canto também é hostil ao rei.',
        done: 'Um canto também ajuda a capturar o rei: ao lado de um, ele está a um passo de escapar e a um passo de ser capturado.',
        wrong: { '*': 'Então o rei entra no canto a1 e vence.' },
      },
      'throne-side': {
        goal: 'O rei está ao lado do trono: capture-o fechando o seu último lado livre.',
        hint: 'Ao lado do trono, dois atacantes em linha não bastam: ele precisa de atacantes nos seus outros três lados.',
        done: 'No trono, o rei só é capturado com atacantes nos quatro lados, e ao lado dele com três, pois o trono faz o quarto.',
        wrong: {
          '*': 'Isso não o captura: ao lado do trono, o rei precisa ter atacantes nos seus outros três lados. O lado livre dele é d6.',
        },
      },
      four: {
        goal: 'Em Copenhague o rei precisa ser cercado pelos quatro lados: feche o quarto.',
        hint: 'Três dos seus lados já estão ocupados. Qual atacante pode chegar ao quarto?',
        done: 'Em Copenhague e no Fetlar são precisos atacantes nos quatro lados do rei (ou três e o trono), e na borda do tabuleiro ele não pode ser capturado: é muito mais forte do que no Brandubh.',
        wrong: { '*': 'A casa abaixo do rei, d7, ainda está livre: feche-a.' },
      },
    },
  },
  copenhagen: {
    title: 'Copenhague: muralha de escudos, forte e cerco',
    steps: {
      shieldwall: {
        goal: 'Isto é Copenhague, em 11 por 11: capture de uma vez os dois defensores da borda, fechando a fileira deles na ponta aberta.',
        hint: 'A fileira d1, e1 está fechada à esquerda pela sua peça em c1, e cada uma das peças dela tem um atacante logo acima.',
        done: 'Uma muralha de escudos: em Copenhague, uma fileira de duas ou mais peças ao longo da borda, cada uma diante de um inimigo e com a fileira fechada nas duas pontas (um canto pode fechar uma delas), é capturada de uma vez. O rei sobreviveria. Os defensores também podem usá-la.',
        wrong: { '*': 'Isso não fecha a fileira. Leve uma peça à ponta aberta, f1.' },
      },
      fort: {
        goal: 'Vença com os defensores: feche o forte em volta do rei na borda, para que nenhum atacante jamais consiga entrar.',
        hint: 'O rei precisa de uma casa livre dentro do forte, e cada peça da muralha deve estar a salvo de captura. Uma casa da muralha ainda está aberta.',
        done: 'Um forte: o rei está na borda, livre para se mover, dentro de uma muralha de defensores que nunca podem ser capturados. Em Copenhague, isso dá a vitória aos defensores, como uma fuga.',
        wrong: { '*': 'O forte ainda está aberto acima de f1. Feche-o com um defensor.' },
      },
      encircle: {
        goal: 'Vença com os atacantes: feche o seu anel, para que nenhum defensor jamais chegue à borda.',
        hint: 'Encontre a única brecha no seu anel em volta do rei e dos seus homens.',
        done: 'Todos os defensores estão cercados: em Copenhague e no Fetlar, isso dá a vitória aos atacantes. O Fetlar é Copenhague sem a muralha de escudos e o forte. Em Copenhague, uma posição que ocorre pela terceira vez faz os defensores perderem; nas outras variantes, é empate. E em todas as variantes, o lado que não pode se mover perde.',
        wrong: { '*': 'O anel ainda tem uma brecha abaixo do rei, em f4: feche-a.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: fuga por qualquer borda',
    steps: {
      edge: {
        goal: 'No Tablut, em 9 por 9, o rei escapa por qualquer casa da borda: tire-o agora.',
        hint: 'Só um dos caminhos dele está aberto.',
        done: 'Fora! No Tablut, toda casa da borda é uma saída, então os atacantes precisam vigiar a borda inteira; em troca, dois atacantes capturam o rei, exceto no trono ou ao lado dele.',
        wrong: { '*': 'Então um atacante fecha o sanduíche no rei. Ele pode chegar à borda agora mesmo.' },
      },
      'no-pass': {
        goal: 'Capture o defensor em g6; no Tablut, nenhuma peça além do rei pode atravessar o trono.',
        hint: 'O atacante em b5 não pode passar por cima do trono, e5. Outro pode chegar à casa abaixo do defensor.',
        done: 'No Tablut, o trono barra todas as peças exceto o rei, mesmo vazio. Brandubh, Copenhague e Fetlar deixam qualquer peça atravessá-lo enquanto está vazio.',
        wrong: { '*': 'Isso não captura o defensor em g6. Feche-o por baixo, em g5.' },
      },
    },
  },
  fork: {
    title: 'Estratégia: duas saídas ao mesmo tempo',
    steps: {
      'two-corners': {
        goal: 'Vença em duas jogadas: ponha o rei onde ele veja dois cantos ao mesmo tempo; os atacantes só podem bloquear um.',
        hint: 'De uma casa da borda de cima, o rei olharia ao longo dela para um canto em cada ponta.',
        done: 'Um garfo: duas linhas livres, e uma jogada fecha só uma. Com os defensores, mantenha abertos os caminhos do rei; com os atacantes, vigie os cantos desde cedo. Agora você pode jogar uma partida inteira: enfrente o computador neste tabuleiro, em Copenhague ou em qualquer outra variante.',
        wrong: {
          '*': 'Isso deixa o rei encurralado, e um atacante o captura. Encontre a jogada que abre duas linhas ao mesmo tempo.',
        },
      },
    },
  },
};

export default texts;
