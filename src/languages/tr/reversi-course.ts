/**
 * Reversi's course in Turkish, spoken with "sen"; the board's taş, çevirmek and pas, squares named "d4 karesi" as
 * there.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  place: {
    title: 'İlk taşın',
    steps: {
      first: {
        goal: 'Siyahla oynuyorsun: noktayla işaretli bir kareye tıklayarak ya da dokunarak, veya ok tuşlarıyla oraya gidip Enter tuşuna basarak bir taş koy.',
        done: 'Yeni taşın ve zaten orada olan siyah bir taş, beyaz bir taşı aralarına aldı, bu yüzden o taş siyaha döndü. Her hamle böyle en az bir taş çevirmeli; noktalar nereye oynayabileceğini gösterir.',
      },
      aim: {
        goal: 'Aynı kurallarla oynanan bu küçük tahtada, d4 karesindeki beyaz taşı siyaha çevir.',
        hint: 'Sütunlar soldan harflerle, satırlar yukarıdan sayılarla gösterilir. d4, tek bir düz çizgi üzerinde yeni taşınla siyah bir taşın arasında kalmalı.',
        done: 'd4 artık siyah. Yalnızca yeni taşının başka bir siyah taşla aynı çizgide arasına aldığı taşlar çevrilir; ötekiler olduğu gibi kalır.',
        wrong: {
          '*': 'Bu hamle başka bir beyaz taşı çeviriyor. d4 çevrilsin diye taşını, düz bir çizgide siyah bir taşın karşısına, d4 karesinin öbür yanına koy.',
        },
      },
    },
  },
  line: {
    title: 'Bütün bir çizgi çevrilir',
    steps: {
      row: {
        goal: 'Tek taşla 3. satırdaki üç beyaz taşın hepsini çevir.',
        hint: 'Beyaz taş sırasını açık ucundan kapat: a3 karesindeki siyah taşın karşı tarafından.',
        done: 'Üçü birden çevrildi: yeni taşınla öbür taşın arasındaki her beyaz taş, kaç tane olursa olsun, çizgide boşluk olmadığı sürece çevrilir.',
        wrong: { '*': 'Bu yalnızca bir taş çeviriyor. a3 karesinden başlayan beyaz sıranın açık ucunu ara.' },
      },
      diagonal: {
        goal: 'Çizgiler çapraz da uzanır: tek hamleyle bir köşegen boyunca üç beyaz taş çevir.',
        hint: 'b2 karesindeki siyah taştan başla ve beyaz taşları sağ aşağı doğru izle.',
        done: 'b2 karesinden başlayan köşegenin tamamı çevrildi. Bir çizgi yatay, dikey ya da köşeden köşeye çapraz uzanabilir.',
        wrong: {
          f5: 'f5, 5. satırı kapatır ve iki taş çevirir. Üç taşlı köşegeni ara.',
          '*': 'Bu yalnızca bir taş çeviriyor. Bir köşegende daha uzun bir beyaz taş sırası ara.',
        },
      },
    },
  },
  directions: {
    title: 'Aynı anda birkaç çizgi',
    steps: {
      two: {
        goal: 'Aynı anda iki çizgi boyunca beyaz taş çeviren kareyi bul.',
        hint: 'Her siyah taş kendi çizgisini kapatabilir: bunlardan ikisiyle aynı hizada olan boş bir kare ara.',
        done: 'e5, e2 karesine kadar uzanan sütunu ve b2 karesine kadar uzanan köşegeni kapattı: tek hamlede dört taş. Yeni bir taş, sekiz yönün hepsinde kapattığı her çizgiyi çevirir.',
        wrong: {
          d5: 'd5 yalnızca 5. satırı kapatır ve iki taş çevirir. Başka bir kare iki çizgiyi kapatıyor.',
          '*': 'Bu yalnızca bir çizgiyi kapatıyor. Başka bir kare ikisini kapatıyor.',
        },
      },
      five: {
        goal: 'Tek hamleyle beş beyaz taş çevir.',
        hint: 'Beyaz taşların arasındaki boş kareye bak: beyaz komşularının her birinin ötesinde siyah bir taş var mı?',
        done: 'Tek taş beş çizgiyi kapattı: yukarı, yukarı doğru iki köşegen, sol ve sol aşağı. e4 beyaz kaldı: o çizgiyi kapatan siyah taş yok.',
        wrong: {
          '*': 'Bu yalnızca bir çizgiyi kapatıyor. Çevresi beyaz taşlarla, onların ötesi siyah taşlarla çevrili kareyi bul.',
        },
      },
    },
  },
  end: {
    title: 'Oyunun sonu',
    steps: {
      count: {
        goal: 'İki kare kaldı: oyun bittiğinde sana daha çok taş bırakan kareye oyna.',
        hint: 'İki taraf da oynayamadığında oyun biter ve taşlar sayılır. Her hamlenden ve beyazın cevabından sonra taşları say.',
        done: 'c4 hamlesinden sonra iki taraf da d1 karesine oynayamaz, bu yüzden oyun o kare boşken biter: siyah 10, beyaz 5. Oyun tahta dolunca ya da kimse oynayamayınca biter ve taşı çok olan taraf kazanır.',
        wrong: {
          d1: 'd1 hamlesinden sonra beyaz c4 karesine oynar, tahtayı doldurur ve taşları geri çevirir: 7 siyaha karşı 9 beyaz.',
        },
      },
    },
  },
  pass: {
    title: 'Hamle yok: pas',
    steps: {
      'no-move': {
        goal: 'Siyahın beyaz bir taşı çeviren karesi yok, bu yüzden pas geç: tahtanın altındaki “Pas geç” düğmesine ya da P tuşuna bas.',
        hint: 'Bir kare dene: tahta neden hiçbir taş çevirmediğini söyler. Hiçbir kare taş çevirmiyorsa pas geçmen gerekir.',
        done: 'Pas geçtin, sıra beyazda. Yalnızca hamlen yokken pas geçebilirsin; iki tarafın da hamlesi yoksa oyun biter.',
        wrong: { '*': 'Siyah buraya taş koyamaz: tek hamle pas geçmek.' },
      },
      again: {
        goal: 'Beyaz 9-4 önde: beyazın hamlesi kalmayacak ve pas geçmek zorunda kalacak şekilde oyna, sonra yeniden oynayarak kazan.',
        hint: 'Her hamlenden sonra boş karelere beyazın gözüyle bak: beyaz bir taş orada bir çizgiyi kapatabilir mi?',
        done: 'Beyaz pas geçmek zorunda kaldı, böylece üst üste iki kez oynadın: 9 taşa karşı 4 taştan başlayıp 9-6 kazandın, c1 boş kaldı.',
        wrong: {
          '*': 'Bundan sonra beyazın hâlâ bir hamlesi var ve artık kazanamazsın. Beyaza hiç hamle bırakmayan hamleyi bul.',
        },
      },
    },
  },
  corners: {
    title: 'Köşeler',
    steps: {
      take: {
        goal: 'Bir köşe al.',
        hint: 'Köşeler a1, f1, a6 ve f6; bunlardan birine oynanabilir.',
        done: 'Hiçbir çizgi köşenin ötesine uzanmaz, bu yüzden oradaki bir taşı hiçbir şey arasına alamaz: oyunun sonuna kadar siyah kalır. Yanındaki taşlar da ona yaslanıp güvenli hâle gelebilir.',
        wrong: {
          c6: 'c6 üç taş çevirir ama onlar sonra geri çevrilebilir. Köşedeki taş asla çevrilemez.',
          '*': 'Bu bir köşe değil. a1, f1, a6 ve f6 karelerine bak.',
        },
      },
      'no-gift': {
        goal: 'Sonrasında beyazın köşe alamayacağı bir hamle yap.',
        hint: 'a1 köşesi boş. Hangi hamlen beyaza a1 karesinden kapatacağı bir çizgi verir?',
        done: 'Beyazın hâlâ köşesi yok. Boş bir köşenin yanındaki taş çoğu zaman rakibin o köşeyi almasına yol açar, bu yüzden oraya yalnızca mecbur kalınca oyna.',
        wrong: {
          a2: 'a2 beş taş çevirir ama boş köşenin hemen yanında: beyaz sonra a1 karesine oynar ve o taş sonsuza dek beyazın olur.',
          b1: 'b1 boş köşenin hemen yanında: beyaz sonra a1 karesine oynar ve o taş sonsuza dek beyazın olur.',
          '*': 'Bu hamle beyazın bir köşe almasına izin veriyor.',
        },
      },
      'corner-wins': {
        goal: 'Her zamanki 8 × 8 tahtaya dönüp oyunu kazan: 1. satırda üç kare kaldı.',
        hint: 'h1 karesindeki taş asla çevrilemez; boş köşenin yanındaki g1 karesindeki taş çevrilebilir.',
        done: 'h1 karesini aldın, beyaz g1 ile karşılık verdi ve f1 tahtayı doldurdu: siyah 34-30 kazandı.',
        wrong: {
          g1: 'g1 boş köşenin hemen yanında: beyazın f1 ve senin h1 hamlenden sonra tahta 32-32 dolar, berabere.',
          f1: 'f1 hamlesinden sonra beyaz g1 karesine oynar ve h1 karesini alsan bile oyunu 28-36 bitirirsin.',
        },
      },
    },
  },
  mobility: {
    title: 'Daha az taş, daha çok hamle',
    steps: {
      fewest: {
        goal: 'Beyaza karşılık olarak en az hamleyi bırakan hamleyi yap.',
        hint: 'Çok taş çeviren bir hamle çoğu zaman beyaza yeni kareler açar. Her hamlenden sonra beyazın nereye oynayabileceğine bak.',
        done: 'f4 hamlesinden sonra beyazın daha çok taşı olmasına rağmen tek bir hamlesi var: e3. Hamlesi olmak, taşı olmaktan daha önemlidir: az hamlesi olan taraf çok geçmeden kötü hamleler yapmak zorunda kalır.',
        wrong: {
          c2: 'c2 dört taş çevirir ama beyazın sonra seçebileceği sekiz hamlesi olur.',
          '*': 'Bu, beyaza birden fazla hamle bırakıyor. Bir hamle beyaza tek bir karşılık bırakır.',
        },
      },
      'no-reply': {
        goal: 'Beyazın 23 taşına karşı senin 10 taşın var: beyazı hamlesiz bırakarak kazan.',
        hint: 'Çevirdiğin taşları sayma; hamlenden sonra beyazın karşılıklarını say.',
        done: 'c1 hamlesinden sonra beyazın hamlesi kalmadı ve pas geçti, sonra a5 oyunu bitirdi: siyah 21-14 kazandı. Artık bilgisayara karşı gerçek bir oyuna hazırsın.',
        wrong: {
          a5: 'a5 yedi taş çevirir ama sonrasında beyazın hâlâ bir hamlesi olur ve oyunu önde bitirir.',
          '*': 'Bundan sonra beyazın hâlâ bir hamlesi olur ve oyunu önde bitirir.',
        },
      },
    },
  },
};

export default texts;
