/** Tic-tac-toe's course in Turkish, with "sen"; the board's kare, hamle, tahta and çizgi, rows satır, columns sütun. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  marks: {
    title: 'İlk işaretin',
    steps: {
      first: {
        goal: 'Sen X’sin: boş bir kareye tıklayarak ya da dokunarak veya ok tuşlarıyla oraya gidip Enter’a basarak X koy.',
        done: 'İşte bir hamle. Sonra O oynar ve biriniz düz bir çizgide üç işaret dizene ya da tahta dolana kadar sırayla oynarsınız.',
      },
    },
  },
  lines: {
    title: 'Bir çizgide üç',
    steps: {
      row: {
        goal: 'Kazan: iki X’inin yanına üçüncüsünü koyup üçünü bir çizgiye diz.',
        hint: 'İki X’in aynı satırda. Bu satırın bir karesi hâlâ boş.',
        done: 'Bir satırda üç X: kazandın.',
        wrong: { '*': 'Bu kare üç X’lik bir çizgiyi tamamlamıyor. İki X’inin bulunduğu satır boyunca bak.' },
      },
      column: {
        goal: 'Yine kazan: bir sütunda üst üste üç işaret de kazandırır.',
        hint: 'İki X’in üst üste duruyor.',
        done: 'Bir sütunda üç X: kazandın.',
        wrong: {
          b3: 'Bu hamle O’yu durdurur, ama hemen kazanabilirsin: önce kendi çizgini tamamla.',
          '*': 'Bu kare üç X’lik bir çizgiyi tamamlamıyor.',
        },
      },
      diagonal: {
        goal: 'Bir kez daha kazan: köşeden köşeye uzanan iki çapraz da birer çizgidir.',
        hint: 'X’lerin bir köşede ve ortada. Hangi köşe seninkinin tam karşısında?',
        done: 'Çaprazda üç X: kazandın. Satırlar, sütunlar ve iki çapraz, tahtanın sekiz çizgisidir.',
        wrong: { '*': 'Bu kare üç X’lik bir çizgiyi tamamlamıyor. Ortadan geçerek köşeden köşeye bak.' },
      },
    },
  },
  block: {
    title: 'Çizgiyi engelle',
    steps: {
      column: {
        goal: 'O’nun bir çizgide iki işareti var ve sonraki hamlede çizgiyi tamamlayacak: X’ini O’yu durduracak kareye koy.',
        hint: 'İki O’su ve bir boş karesi olan çizgiyi bul.',
        done: 'Engellendi. Hemen kazanamıyorsan, önce rakibinin tamamlamak üzere olduğu çizgiyi engelle.',
        wrong: { '*': 'Bu durumda O, çizgisindeki boş kareye oynar ve kazanır. İki O’lu çizgiyi bul.' },
      },
      diagonal: {
        goal: 'O yine tehdit ediyor: onu durdur.',
        hint: 'Bu sefer çizgi bir çapraz.',
        done: 'Yine engellendi. Çaprazdaki çizgiler gözden en kolay kaçanlardır.',
        wrong: { '*': 'O’nun bir çaprazda hâlâ iki işareti var ve üçüncü karesi boş.' },
      },
    },
  },
  fork: {
    title: 'Aynı anda iki tehdit',
    steps: {
      'two-threats': {
        goal: 'Tek hamlede ikişer X’li iki çizgi kur: O yalnızca birini durdurabilir, sen de diğeriyle kazanırsın.',
        hint: 'X’lerinle ikinci bir çizgi başlatan ve ilkini de koruyan boş bir kare ara.',
        done: 'Çatal: iki tehdit var ve tek hamle ikisini birden durduramaz. XOX oyunlarının çoğu böyle kazanılır.',
        wrong: { '*': 'Bundan sonra O tek tehdidini durdurabilir. İki tehdit yaratan bir kare bul.' },
      },
    },
  },
  larger: {
    title: 'Daha büyük tahtalar',
    steps: {
      four: {
        goal: 'Dörde dört bir tahtada düz bir çizgide dört işaret kazandırır: dörtlü çizgini tamamla.',
        hint: 'Üç X’in aynı satırda.',
        done: 'Bir çizgide dört. Büyük tahtalarda çizgiler daha uzundur ve engellemek daha da önemlidir.',
        wrong: { '*': 'Bu hamle dörtlü bir çizgi oluşturmaz, üstelik ardından O kendi çizgisini tamamlar.' },
      },
    },
  },
};

export default texts;
