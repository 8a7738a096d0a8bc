/**
 * Connect Four's course in Turkish, with "sen"; the board's taş, sütun (by ordinal, "4. sütun"), satır and hamle, the
 * sides kırmızı and sarı, a line çizgi, a diagonal çapraz, a threat tehdit.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Taş bırakmak',
    steps: {
      first: {
        goal: 'Sen kırmızısın: bir sütuna tıklayarak ya da dokunarak, numarasına (1 ile 7 arası) basarak veya ok tuşlarıyla oraya gidip Enter’a basarak istediğin sütuna bir taş bırak.',
        done: 'Taşın en alta düştü: bir taş her zaman sütunundaki en alttaki boş kareye düşer. Sonra sarı bir taş bırakır ve sırayla oynarsınız.',
      },
      full: {
        goal: '4. sütun dolu: başka herhangi bir sütuna taş bırak.',
        hint: 'Bir sütuna üst üste altı taş sığar; yedincisinin gidecek yeri yoktur.',
        done: 'Dolu bir sütun başka taş almaz. Bütün sütunlar dolar ve kimse dört taşını bir çizgiye dizemezse oyun berabere biter.',
      },
    },
  },
  lines: {
    title: 'Bir çizgide dört',
    steps: {
      across: {
        goal: 'Kazan: en alt satıra, üç taşının yanına dördüncü kırmızı taşı bırak.',
        hint: 'Sarı, 6. sütunda üç taşının bir ucunu kapattı. Öbür ucuna bak.',
        done: 'Yatayda dört taş: kazandın.',
        wrong: {
          '6': '6. sütunda zaten sarı bir taş var, bu yüzden taşın en alt satıra değil, onun üstüne düşer.',
          '*': 'Bu, dört taşı bir çizgiye dizmiyor. Üç kırmızı taşın en alt satırda, 3. sütundan 5. sütuna kadar duruyor.',
        },
      },
      down: {
        goal: 'Yine kazan: üst üste dört taş da sayılır.',
        hint: 'Üç taşın aynı sütunda üst üste duruyor.',
        done: 'Dikeyde dört taş: kazandın.',
        wrong: { '*': 'Bu, dört etmiyor. Taşını üç taşının üstüne bırak.' },
      },
      'diagonal-up': {
        goal: 'Bir kez daha kazan: bir çizgi çapraz olarak da yükselebilir, sağa doğru her sütunda bir kare yukarı.',
        hint: '1. sütundaki taşından başla ve sağa doğru her sütunda bir kare yukarı çık.',
        done: 'Çaprazda dört taş: kazandın. Kazanan karenin altındaki taşların önceden orada olması gerekiyordu, yoksa taşın daha aşağı düşerdi.',
        wrong: {
          '*': 'Bu, çapraz çizgini tamamlamıyor. Onu 1. sütunun en altından başlayarak, her sütunda bir kare yukarı çıkarak izle.',
        },
      },
      'diagonal-down': {
        goal: 'Kazan: soldan sağa inen öbür çapraz da sayılır ve bu kez boş kare çizginin içinde.',
        hint: 'Çizgin 4. sütunun yukarısından 7. sütunun en altına kadar iniyor. Dört karesinden biri hâlâ boş.',
        done: 'Öbür çaprazda dört taş. Bir çizgi iki ucundan birinde ya da ortasında tamamlanabilir: yatayda, dikeyde ve iki çaprazda.',
        wrong: {
          '*': 'Bu, çizgini tamamlamıyor. Onu 4. sütundan 7. sütuna kadar aşağı doğru izle ve boş karesini bul.',
        },
      },
    },
  },
  block: {
    title: 'Tehdidi durdur',
    steps: {
      across: {
        goal: 'Sarının en alt satırda üç taşı var ve sonraki hamlede dördüncüsünü bırakacak: taşını sarıyı durduracağı yere bırak.',
        hint: 'Bir çizgide üç taş ve boş bir dördüncü kare bir tehdittir. Sarının üç taşının ucundaki boş kareyi bul.',
        done: 'Engelledin. Her şeyden önce rakibinin sonraki hamlede dört taş dizip dizemeyeceğine bak ve onu durdur.',
        wrong: { '*': 'O zaman sarı 5. sütuna taş bırakır ve dört taşı bir çizgiye dizer. Önce tehdidi durdur.' },
      },
      diagonal: {
        goal: 'Sarı yine tehdit ediyor: onu durdur.',
        hint: 'Sarının çizgisi bu kez çapraz: 2. sütundaki taşından başla ve sağa doğru yukarı çık.',
        done: 'Engelledin. Çapraz tehditler gözden kaçması en kolay olanlardır: her hamleden önce onlara bak.',
        wrong: {
          '*': 'O zaman sarı 5. sütuna, oradaki üç taşın üstüne taş bırakır ve çaprazda dört taş dizer.',
        },
      },
    },
  },
  centre: {
    title: 'Ortadan başla',
    steps: {
      middle: {
        goal: 'Yeni bir oyun: ilk taşını en çok dörtlü çizgiye katılan sütuna bırak.',
        hint: 'Yatay bir çizgi yan yana dört sütun ister. Hangi sütun bunların en çoğunun içinde yer alır?',
        done: 'Ortadaki sütun: oradaki bir taş dört farklı yatay çizginin parçası olabilir, kenardaki ise yalnızca birinin. Oyunun başında taşlarını ortaya yakın tut.',
        wrong: {
          '3': 'Yaklaştın, ama yedi sütunun ortası 4. sütun ve o, daha da çok çizgiye katılır.',
          '5': 'Yaklaştın, ama yedi sütunun ortası 4. sütun ve o, daha da çok çizgiye katılır.',
          '*': 'Oradaki bir taş daha az dörtlü çizginin parçası olabilir. En çok çizgiye ortadaki sütun katılır.',
        },
      },
    },
  },
  double: {
    title: 'Aynı anda iki tehdit',
    steps: {
      'open-three': {
        goal: 'Aynı anda iki tehdit yarat: sarı yalnızca birini engelleyebilir, sen de öbürüyle kazanırsın.',
        hint: 'İki taşın en alt satırda yan yana duruyor. Orada, iki ucunda da boş kare olan bir üçlü yap.',
        done: 'İki ucu da boş bir üçlü, iki tehdittir. Tek taş ikisini birden engelleyemez, bu yüzden sonraki hamlede kazanırsın.',
        wrong: {
          '*': 'Bundan sonra sarı satırını engelleyebilir. En alt satırda, iki ucunda da boş kare olan bir üçlü yap.',
        },
      },
      'two-lines': {
        goal: 'Kazan: aynı anda iki farklı çizgide tehdit yaratan taşı bul.',
        hint: '3. sütunda iki taşın var ve 1. sütundaki taşından 4. sütundaki taşına yükselen çapraz bir çizgi uzanıyor. Bir kare ikisine de ait.',
        done: '3. sütunda dikey üçlü ve çaprazda üçlü: sarı birini engeller, sen öbürünü tamamlarsın.',
        wrong: {
          '*': 'Bu en fazla bir tehdit yaratır ve sarı onu engeller. İki çizginin paylaştığı bir kare ara.',
        },
      },
    },
  },
  above: {
    title: 'Tehdidin üstündeki kare',
    steps: {
      under: {
        goal: 'Taşını sarıya galibiyet vermeyen herhangi bir yere bırak.',
        hint: 'Sarının çaprazda üç taşı var: 6. sütunun en altından 4. sütuna kadar. Dördüncü karesi 3. sütunda, oradaki en alttaki boş karenin bir üstünde havada duruyor.',
        done: 'Bir tehdit boş bir karenin üstünde bekleyebilir. Altına taş bırakan, o kareyi karşı tarafa kaptırır; o yüzden o sütuna dokunma.',
        wrong: {
          '3': 'Taşın, sarının tehdidinin altındaki kareyi dolduruyor; sarı da onun üstüne taş bırakıp çaprazda dört taş diziyor.',
          '*': 'Bu taş, sarının bir tehdidinin tam altına düşer: sarı üstündeki kareyi alır ve kazanır.',
        },
      },
      climb: {
        goal: 'Kazan: sarının engellemek zorunda olduğu bir tehdit yarat ki sarının taşı seni kendi kazanan karene yükseltsin.',
        hint: '2. sütundan 5. sütuna inen çaprazında yalnızca 3. sütundaki karesi, alttan üçüncüsü eksik. Sarı şimdi 3. sütuna oynamak zorunda kalsaydı ne olurdu?',
        done: 'Sarı 3. sütunda engellemek zorunda kaldı ve taşı kazanan kareni erişilebilir yaptı. Biri tam ötekinin üstünde duran iki tehdit, alttaki dolar dolmaz kazandırır.',
        wrong: {
          '3': 'Kendi taşın, kendi tehdidinin altındaki kareyi dolduruyor: sarı onun üstüne taş bırakır ve engeller.',
          '*': 'Bu, sarıya rahatça karşılık verme fırsatı bırakır. Bekleyen tehdidinin hemen altındaki karede bir tehdit yarat.',
        },
      },
    },
  },
  sizes: {
    title: 'Başka tahta boyutları',
    steps: {
      small: {
        goal: 'Bu tahtada 5 sütun ve 4 satır var ve bir çizgide dört taş yine kazandırır: satırını tamamla.',
        hint: 'Üç taşın en alt satırda duruyor ve iki ucunda da boş bir kare var.',
        done: 'Bir çizgide dört taş. Bir tahtada 4 ile 10 arası sütun ve satır olabilir; kurallar aynı kalır. Şimdi bilgisayara karşı baştan sona bir oyun oyna.',
        wrong: {
          '*': 'Bu, dört taşı bir çizgiye dizmiyor. Üç taşın en alt satırda duruyor ve iki ucunda da boş bir kare var.',
        },
      },
    },
  },
};

export default texts;
