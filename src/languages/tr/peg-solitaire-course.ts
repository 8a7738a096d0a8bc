/**
 * Peg solitaire's course in Turkish, spoken with "sen"; the board's taş, delik, boş delik and atlama (holes named
 * "d4 deliği" as there, so no suffix follows a square), a row a satır, a column a sütun, a package of pegs a paket.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-jump': {
    title: 'İlk atlaman',
    steps: {
      first: {
        goal: 'Ortadaki boş deliğe bir taş atlat: boş delikten düz bir çizgide iki delik uzaktaki bir taşa, sonra boş deliğe tıkla ya da dokun (veya ok tuşlarıyla gezinip önce taşın, sonra deliğin üzerinde Enter tuşuna bas).',
        hint: 'Boş delik d4. d2, d6, b4 ya da f4 deliğindeki bir taş, aradaki taşın üzerinden atlayarak oraya girebilir.',
        done: 'İşte bir atlama: taşın komşusunun üzerinden geçti ve komşusu tahtadan alındı. Her hamle bir atlamadır ve her atlama tahtadan bir taş alır.',
      },
    },
  },
  jumps: {
    title: 'Atlama bir taşı alır',
    steps: {
      take: {
        goal: 'c4 deliğindeki taşı tahtadan al: başka bir taşı onun üzerinden atlat.',
        hint: 'Atlayan taş, üzerinden geçtiği taşın hemen ötesindeki boş deliğe iner. Hangi boş delik c4 deliğine komşu?',
        done: 'c5 deliğindeki taş c4 deliğinin üzerinden c3 deliğine atladı ve c4 deliğindeki taş alındı. Bir atlama için her zaman aynı çizgide üç delik gerekir: senin taşın, üzerinden geçtiği taş ve bir boş delik.',
        wrong: { '*': 'Bu atlama başka bir taşı alıyor. c4 deliğinin üzerinden bir boş deliğe geçebilecek taşı bul.' },
      },
      straight: {
        goal: 'd2 deliğini bir atlamayla doldur; taşlar satırlar ve sütunlar boyunca atlar, asla çapraz atlamaz.',
        hint: 'd2 deliğinden d sütunu boyunca dümdüz aşağı bak: art arda iki taş var.',
        done: 'd4 deliğindeki taş d3 deliğinin üzerinden yukarı atladı. Bu tahtada taş yukarı, aşağı, sola ya da sağa, tam olarak bir taşın üzerinden atlar; asla çapraz gitmez.',
        wrong: {
          '*': 'Bu atlama d2 deliğine inmiyor. Aynı sütunda ya da satırda d2 deliğinden iki delik uzakta olan ve arasında bir taş bulunan bir taş bul.',
        },
      },
    },
  },
  chains: {
    title: 'Tek taş, birkaç atlama',
    steps: {
      again: {
        goal: 'Az önce c4 deliğine inen taş yeniden atlayabilir: bu ikinci atlamayı yap.',
        hint: 'c4 deliğinden bakarak ötesinde boş bir delik olan komşu bir taş ara.',
        done: 'Aynı taş yeniden atlasa bile her atlama kendi başına bir hamledir. Bir taş, üzerinden geçeceği bir taş ve ötesinde boş bir delik buldukça, her seferinde bir hamle olmak üzere atlamaya devam edebilir.',
        wrong: { '*': 'Bu, başka bir taşın atlaması. c4 deliğindeki taşla yeniden atla.' },
      },
      twice: {
        goal: 'Dört atlamada d4 deliğinde tek bir taş bırak: taşlarından biri art arda iki kez atlamalı.',
        hint: 'Bir atlamadan sonra yeniden atlayabileceği bir yere inen taşı ara.',
        done: 'c5 deliğindeki taş e5 deliğine, sonra köşeyi dönüp e3 deliğine atladı: tek taşla iki hamle. Ardından e2 ve f4 işi d4 deliğinde bitirdi.',
        wrong: {
          'f4-d4': 'd4 çok erken doldu: kalan dört taş artık tek taşa inemez.',
          '*': 'Bu atlamadan sonra taşlar artık d4 deliğinde tek taşa inemez. Art arda iki kez atlayabilecek bir taş ara.',
        },
      },
    },
  },
  goal: {
    title: 'Amaç: tek taş kalsın',
    steps: {
      last: {
        goal: 'Oyunu, başta boş olan d4 deliğinde (kesik çizgiyle çevrili) tek bir taşla bitir.',
        hint: 'İki taş kaldı, biri diğerinin üstünde. Hangisi d4 deliğine inebilir?',
        done: 'Başta boş olan delikte tek taş kaldı: kusursuz bir oyun. Tek taş nerede kalırsa kalsın kazanırsın; başlangıç deliğinde kalan tek taş ise en iyi bitiştir.',
        wrong: {
          'd5-d7':
            'Bu da tek taş bırakır ve kazandırır, ama d7 deliğinde. Kusursuz bir oyun, başta boş olan delikte biter: d4.',
          '*': 'Kusursuz bir oyun, başta boş olan d4 deliğinde biter.',
        },
      },
      finish: {
        goal: 'd4 deliğinde tek bir taş bırak: bunun için iki atlama kaldı.',
        hint: 'Önce öyle atla ki iki taş yan yana dursun ve hemen ötelerindeki d4 boş olsun.',
        done: 'Yapılacak atlama kalmayınca oyun biter; bu yüzden her atlama, hâlâ buluşabilecek taşlar bırakmalı. Burada d4 deliğinde buluştular.',
        wrong: {
          'd4-b4': 'O zaman b4 ve f4 birbirinden uzak kalır ve hiçbiri atlayamaz: oyun iki taşla biter.',
          '*': 'Bu, d4 deliğinde tek taşla bitemez. Taşların orada hâlâ buluşabileceği sırayı ara.',
        },
      },
    },
  },
  boards: {
    title: 'Başka tahtalar',
    steps: {
      french: {
        goal: 'Fransız tahtasında 37 delik var, İngiliz tahtasından dört fazla: denemek için herhangi bir atlama yap.',
        hint: 'Boş delik d3. Ondan iki delik uzakta olan ve arasında bir taş bulunan bir taş oraya atlayabilir.',
        done: 'Fransız tahtasında, Wiegleb tahtasında ve baklava dilimi tahtada kurallar aynıdır. Fransız tahtası ortadan başlarsa asla tek taşla bitemez; bu yüzden burada başta d3 boştu.',
      },
      triangle: {
        goal: 'Üçgen tahtada taş eğik çizgiler boyunca da atlar; sen bu kez bir satır boyunca dümdüz atla.',
        hint: 'Yukarıdan üçüncü satıra bak: soldaki deliği boş, diğer ikisinde taş var.',
        done: 'Üçgen tahtada taş bir satır boyunca ya da iki eğik yönden biri boyunca atlar: toplam altı yön. Burada satırların harfi ya da numarası yok; amaç aynı: tek taş kalsın.',
        wrong: {
          '*': 'Bu atlama eğik bir çizgi boyunca gidiyor. Bir satırın bir ucundan öbür ucuna dümdüz geçen atlamayı bul.',
        },
      },
    },
  },
  together: {
    title: 'Taşlarını bir arada tut',
    steps: {
      scatter: {
        goal: 'Üç atlamada d4 deliğinde tek bir taş bırak.',
        hint: 'Hemen d4 deliğine atlamak iyi görünür, ama geride bıraktığı taşlara bak: her taşı başka bir taşın yanında tut.',
        done: 'Her atlama, sıradaki atlayacak taşın yanında bir taş bıraktı; bu yüzden hep yapılacak bir atlama vardı. Komşusu olmayan bir taş asla tahtadan alınamaz.',
        wrong: {
          'b4-d4': 'd4 doldu, ama c2 ve c5 yanlarında taş olmadan yalnız kaldı: yapılacak atlama kalmadı.',
          '*': 'Bu, bir taşı diğerlerinden uzaklaştırıyor ve yapılacak atlama kalmıyor: oyun üç taşla biter.',
        },
      },
      strand: {
        goal: 'Hiçbir taşı yalnız bırakmadan, dört atlamada d4 deliğinde tek bir taş bırak.',
        hint: 'd2 ve d3 deliklerindeki taşlar b5, c5 ve d5 satırından uzakta: önce onları yaklaştır.',
        done: 'Kenarda yalnız kalan ya da diğerlerinden uzak düşen bir taşın üzerinden bir daha asla atlanamaz. Önce uzaktaki taşları diğerlerine doğru getir, sonra grubu temizle: son üç atlaması bir paketti, yani bir sonraki dersin konusu.',
        wrong: {
          'd3-d1': 'Bu, bir taşı üst kenardaki d1 deliğine gönderir; oraya başka hiçbir taş asla ulaşamaz.',
          'c5-a5': 'Bu, kenardaki a5 deliğinde diğerlerinden uzak bir taş bırakır.',
          'c5-e5': 'Bu, b5 deliğindeki taşı yanında hiç taş olmadan yalnız bırakır.',
          '*': 'Bu atlamadan sonra taşlar artık d4 deliğinde tek taşa inemez.',
        },
      },
    },
  },
  packages: {
    title: 'Taşları paket paket temizle',
    steps: {
      'l-shape': {
        goal: 'Dört taştan oluşan bu L şeklini üç atlamada temizleyip d4 deliğinde tek taş bırak.',
        hint: 'd4 deliğindeki taş, L şeklinin köşesinin üzerinden dışarı atlayabilir ve sonra geri dönebilir.',
        done: 'Bir çizgide üç taş ve bir ucunun yanında dördüncü bir taş üç atlamada temizlenir: dördüncü taş uçtaki taşın üzerinden dışarı atlar, uzaktaki taş çizgi boyunca boşalan deliğe atlar, dördüncü taş da onun üzerinden geri atlayıp yerine döner.',
        wrong: { '*': 'Bu, L şeklini dağıtıyor: kalan taşlar artık d4 deliğinde tek taşa inemez.' },
      },
      line: {
        goal: 'Aynı paketi burada bul, temizle ve oyunu d4 deliğinde tek taşla bitir.',
        hint: 'e sütununda bir çizgide üç taş var ve d5 deliğindeki taş bu çizginin bir ucunun yanında duruyor.',
        done: 'Paket e3, e4 ve e5 deliklerini temizledi ve yardımcı taşı d5 deliğine geri getirdi; ardından d6 işi d4 deliğinde bitirdi. İyi oyuncular tahtayı böyle paketlere ayırır. Şimdi baştan sona bir oyun oyna: ipucu istediğin her an h tuşuna bas.',
        wrong: {
          'd6-d4': 'd4 çok erken doldu: e sütunundaki üç taş artık temizlenemez.',
          '*': 'Bu, d4 deliğinde tek taşa götürmez. Bir çizgide üç taş ve bir ucunun yanında dördüncü bir taş ara.',
        },
      },
    },
  },
};

export default texts;
