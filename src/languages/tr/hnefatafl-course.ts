/** Hnefatafl's course in Turkish (speaking to «sen»); the board's words (saldıranlar, savunanlar, kral, taht, köşe, kare), a capture by kıstırmak, and no suffix on «taht» that could be read as «tahta», the board. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-moves': {
    title: 'İki taraf ve ilk hamlelerin',
    steps: {
      attackers: {
        goal: 'İlk hamleyi yapan saldıranlarla, yani koyu taşlarla oynuyorsun: birine tıkla ya da dokun, sonra aynı satır ya da sütundaki boş bir kareye tıkla (ya da ok tuşlarıyla gezin ve önce taşın, sonra karenin üzerinde Enter tuşuna bas).',
        hint: 'Üstünde, altında ya da yanında boş bir kare olan her koyu taş hareket edebilir.',
        done: 'İşte bir hamle: taş, satrançtaki kale gibi satırı ya da sütunu boyunca istediği kadar boş kare kayar. Saldıranlar, ortadaki taçlı taşı, yani kralı yakalayarak kazanır; savunanlar, yani açık renkli taşlar, onu bir köşeye ulaştırarak kazanır.',
      },
      defenders: {
        goal: 'Şimdi savunanlarla, yani açık renkli taşlarla ve onların kralıyla oyna: herhangi birini oynat.',
        hint: 'Kral şimdilik kendi adamlarının arasında sıkışmış, ama çevresindeki savunanlar hareket edebilir.',
        done: 'İki taraf sırayla, birer hamle oynar. Bu, 7 × 7 küçük tahtada oynanan Brandubh; ders küçük pozisyonlarını bu tahtada kurar, daha büyük tahtalı kuralları sonra gösterir.',
      },
    },
  },
  moving: {
    title: 'Hareket: düz çizgiler, atlamak yok',
    steps: {
      slide: {
        goal: 'b2 karesindeki savunanı sütununda gidebildiği kadar yukarı sür.',
        hint: 'Taş boş kareler üzerinde kayar ve yolundaki ilk taşın önünde durur.',
        done: 'Saldıranın hemen altında, b5 karesinde durdu: dost ya da düşman, hiçbir taş başka bir taşın üzerinden atlayamaz.',
        wrong: {
          '*': 'b2 karesindeki savunanı b sütununda, b6 karesindeki saldıranın izin verdiği yere kadar yukarı kaydır.',
        },
      },
      throne: {
        goal: 'Savunanı b4 karesinden f4 karesine, boş orta kare d4 üzerinden dümdüz geçirerek sür.',
        hint: 'Orta kare tahttır. Brandubh kurallarında taht boşken her taş üzerinden geçebilir; yalnızca orada durmak yasaktır.',
        done: 'Taht, yani d4, kralındır: orada yalnızca o durabilir; ama Brandubh kurallarında, Kopenhag ve Fetlar kurallarında olduğu gibi, diğer taşlar taht boşken üzerinden geçebilir. Dört köşe de kralındır: başka hiçbir taş oralarda duramaz.',
        wrong: { '*': 'b4 karesindeki savunanı satırı boyunca, tahtın üzerinden f4 karesine kaydır.' },
      },
      'king-throne': {
        goal: 'Şimdi kralı yeniden tahtına oturt.',
        hint: 'Taht, orta kare d4; kralın tam altında.',
        done: 'Tahtta ve köşelerde yalnızca kral durabilir. Onun için bunlar sıradan karelerdir: tahtın üzerinden de geçebilir.',
        wrong: { '*': 'Kralı sütununda aşağı sür ve d4 karesindeki tahtın üzerinde durdur.' },
      },
    },
  },
  escape: {
    title: 'Kralın kaçışı',
    steps: {
      corner: {
        goal: 'Kralın, tahtanın işaretlediği bir köşeye açık yolu var: kazanmak için onu o köşeye sür.',
        hint: 'Durum satırı, kralın tek hamlede ulaşabileceği köşeyi söylüyor.',
        done: 'Kral köşeye ulaştı: savunanlar kazandı. Brandubh, Kopenhag ve Fetlar kurallarında kral dört köşeden birine kaçar.',
        wrong: { '*': 'Bu, saldıranlara bir hamle verir ve kralı hemen yakalarlar. Köşeyi şimdi al.' },
      },
      block: {
        goal: 'Saldıranlarla oynuyorsun: kralın a7 köşesine açık yolu var, o yolun üzerine taşlarından birini koy.',
        hint: 'Kralın yolu a sütununda yukarı, a5 ve a6 karelerinden geçiyor. Hangi taşın oraya ulaşabilir?',
        done: 'Kapandı. Kralın bir kaçış karesine açık yolu olduğunda saldıranlar onu hemen kapatmalıdır: tahta böyle bir yolu işaretler ve uyarır, tıpkı satrançta “şah” demek gibi.',
        wrong: {
          '*': 'Kraldan a7 karesine giden yol hâlâ açık ve kral bir sonraki hamlede kaçar. a5 ya da a6 karesine bir taş koy.',
        },
      },
    },
  },
  capture: {
    title: 'Taş alma: iki yandan kıstırma',
    steps: {
      sandwich: {
        goal: 'c5 karesindeki savunanı al: onu bir satır ya da sütun boyunca iki taşının arasına kıstır.',
        hint: 'b5 karesindeki saldıranın onun bir yanında. Karşı yanındaki kare hangisi, oraya hangi saldıran ulaşabilir?',
        done: 'Alındı: rakip bir hamleyle bir taşı satır ya da sütun boyunca kendi iki taşının arasına kıstırdığında o taş tahtadan kalkar (çaprazda asla).',
        wrong: {
          '*': 'Bu hamle hiçbir şey almıyor. c5 karesindeki savunanın bir yanında b5 karesindeki taşın var: karşı yanındaki kareye bir taş daha getir.',
        },
      },
      safe: {
        goal: 'İki saldıranın arasına girmek anlamına gelse de b3 karesindeki saldıranı al.',
        hint: 'a3 karesindeki savunanın onun bir yanında. Öbür yanındaki kareye hangi savunan ulaşabilir?',
        done: 'Savunanın iki saldıranın arasında duruyor ve güvende: bir taş yalnızca rakip hamle yapıp kıskacı kapattığında alınır, kendisi kıskacın içine girdiğinde asla.',
        wrong: { '*': 'Bu hamle b3 karesindeki saldıranı almıyor. Onu a3 ile c3 arasına kıstır.' },
      },
      double: {
        goal: 'Tek hamlede iki savunan al.',
        hint: 'Aynı anda iki yönde kıskacı kapatan boş kareyi bul.',
        done: 'Bir hamle birden çok kıskacı kapatabilir ve kıstırılan her taş tahtadan kalkar.',
        wrong: { '*': 'Bu hamle iki taş almıyor. b3 ve c4 karelerindeki iki savunanın da yanındaki kareyi ara.' },
      },
    },
  },
  hostile: {
    title: 'Düşman kareler: köşeler ve taht',
    steps: {
      corner: {
        goal: 'Köşeyi kıskacın öbür yanı olarak kullanıp b1 karesindeki savunanı al.',
        hint: 'Boş bir köşe, yanındaki taş için düşman sayılır.',
        done: 'Köşeler her taşa düşmandır: köşenin yanındaki bir taşı, öbür yanına gelen tek bir düşman alır. (Bu, kralın köşelere kaçtığı kurallarda geçerlidir; Tablut kurallarında köşeler sıradan karelerdir.)',
        wrong: {
          '*': 'Bu hamle hiçbir şey almıyor. Savunanın bir yanında a1 köşesi var: öbür yanını, c1 karesini kapat.',
        },
      },
      throne: {
        goal: 'd5 karesindeki saldıranı tahtı kullanarak al.',
        hint: 'Taht, yani d4, saldıranın altında.',
        done: 'Taht saldıranlara her zaman düşmandır: tek bir savunan, bir saldıranı kendisiyle taht arasına kıstırarak alır.',
        wrong: { '*': 'Bu hamle hiçbir şey almıyor. Taht saldıranın altında: onu yukarıdan, d6 karesinden kıstır.' },
      },
      'empty-throne': {
        goal: 'Şimdi tersi: c4 karesindeki savunanı boş tahtı kullanarak al.',
        hint: 'Taht, yani d4, savunanın bir yanında.',
        done: 'Taht savunanlara da düşmandır, ama yalnızca boşken. Kral üzerindeyken yalnızca savunanlara yardım eder.',
        wrong: {
          '*': 'Bu hamle hiçbir şey almıyor. c4 karesindeki savunanı, tahtın karşısındaki b4 karesinden kıstır.',
        },
      },
    },
  },
  'armed-king': {
    title: 'Kral da savaşır',
    steps: {
      hammer: {
        goal: 'e3 karesindeki saldıranı kralla al.',
        hint: 'e2 karesindeki savunanın saldıranın altında.',
        done: 'Bu tahtanın oynattığı bütün kurallarda kral, diğer taşlar gibi taş alır: kıskacı kendisi kapatabilir.',
        wrong: { '*': 'Bu hamle hiçbir şey almıyor. Kralı aşağı, saldıranın üstündeki e4 karesine indir.' },
      },
      anvil: {
        goal: 'Kralı kıskacın öbür yanı yapıp c5 karesindeki saldıranı al.',
        hint: 'b5 karesindeki kral, saldıranın bir yanında.',
        done: 'Kral kıskacın öbür ucu da olabilir: her taş almada bir savunan sayılır.',
        wrong: { '*': 'Bu hamle hiçbir şey almıyor. Saldıranı kral ile d5 karesindeki bir savunan arasına kıstır.' },
      },
    },
  },
  'king-capture': {
    title: 'Kralı yakalamak',
    steps: {
      two: {
        goal: 'Brandubh kurallarında tahttan uzaktaki kral, her taş gibi iki saldıranla yakalanır: onu yakala ve kazan.',
        hint: 'd1 karesindeki saldıranın onun bir yanında. Kralın g1 karesine açık yolunu unutma.',
        done: 'Kral yakalandı: saldıranlar kazandı. Brandubh ve Tablut kurallarında iki saldıran onu tahttan uzakta her yerde, kenarda bile yakalar.',
        wrong: { '*': 'O zaman kral g1 köşesine kayar ve savunanlar kazanır. Onu hemen kıstır.' },
      },
      corner: {
        goal: 'Kralı köşeyi kullanarak yakala.',
        hint: 'Köşe krala da düşmandır.',
        done: 'Köşe kralı yakalamaya da yardım eder: köşenin yanındaki kral, kaçmaya da yakalanmaya da bir adım uzaktadır.',
        wrong: { '*': 'O zaman kral a1 köşesine girer ve kazanır.' },
      },
      'throne-side': {
        goal: 'Kral tahtın yanında duruyor: son boş yanını kapatarak onu yakala.',
        hint: 'Tahtın yanında aynı hizadaki iki saldıran yetmez: kralın diğer üç yanında da saldıran olmalı.',
        done: 'Tahtın üzerindeki kral ancak dört yanı da saldıranlarla çevrilince yakalanır; tahtın yanındaki kral ise üç yanı çevrilince, dördüncü yanı taht sayılarak.',
        wrong: {
          '*': 'Bu onu yakalamıyor: tahtın yanındaki kralın diğer üç yanında da saldıran olmalı. Boş yanı d6 karesi.',
        },
      },
      four: {
        goal: 'Kopenhag kurallarında kral dört yandan da kuşatılmalı: dördüncü yanı kapat.',
        hint: 'Üç yanı zaten tutulmuş. Dördüncüsüne hangi saldıran ulaşabilir?',
        done: 'Kopenhag ve Fetlar kurallarında kralı yakalamak için dört yanında da saldıran (ya da üç yanında saldıran, dördüncü yanında taht) gerekir; tahtanın kenarında ise hiç yakalanamaz: Brandubh kurallarındakinden çok daha güçlüdür.',
        wrong: { '*': 'Kralın altındaki d7 karesi hâlâ boş: onu kapat.' },
      },
    },
  },
  copenhagen: {
    title: 'Kopenhag: kalkan duvarı, kenar kalesi ve kuşatma',
    steps: {
      shieldwall: {
        goal: 'Bu, 11 × 11 tahtada Kopenhag: sıralarını açık ucundan kapatarak kenardaki iki savunanı birden al.',
        hint: 'd1 ve e1 sırası solda c1 karesindeki taşınla kapalı ve sıradaki her taşın tam üstünde bir saldıran var.',
        done: 'Kalkan duvarı: Kopenhag kurallarında kenar boyunca dizilmiş iki ya da daha çok taştan oluşan bir sıra, her taşın karşısında bir düşman varsa ve sıranın iki ucu da kapalıysa (bir ucu köşe kapatabilir), tek seferde alınır. Kral bundan kurtulur. Savunanlar da bunu kullanabilir.',
        wrong: { '*': 'Bu hamle sırayı kapatmıyor. Açık ucuna, f1 karesine bir taş getir.' },
      },
      fort: {
        goal: 'Savunanlar için kazan: kenardaki kralın çevresindeki kaleyi kapat ki hiçbir saldıran içeri asla giremesin.',
        hint: 'Kralın kalenin içinde boş bir kareye ihtiyacı var ve duvardaki her taş alınamaz olmalı. Duvarda hâlâ bir kare açık.',
        done: 'Kenar kalesi: kral tahtanın kenarında, hareket edebiliyor ve asla alınamayacak bir savunan duvarının içinde. Kopenhag kurallarında bu, kaçış gibi savunanlara kazandırır.',
        wrong: { '*': 'Kale f1 karesinin üstünde hâlâ açık. Onu bir savunanla kapat.' },
      },
      encircle: {
        goal: 'Saldıranlar için kazan: çemberini kapat ki hiçbir savunan kenara asla ulaşamasın.',
        hint: 'Kralı ve adamlarını saran çemberindeki tek boşluğu bul.',
        done: 'Bütün savunanlar kuşatıldı: Kopenhag ve Fetlar kurallarında bu, saldıranlara kazandırır. Fetlar kuralları, kalkan duvarı ve kenar kalesi dışında Kopenhag kurallarıyla aynıdır. Kopenhag kurallarında aynı pozisyon üçüncü kez gelirse savunanlar kaybeder; diğerlerinde oyun berabere biter. Ve her kuralda hamle yapamayan taraf kaybeder.',
        wrong: { '*': 'Çemberde kralın altında, f4 karesinde hâlâ bir boşluk var: onu kapat.' },
      },
    },
  },
  tablut: {
    title: 'Tablut: herhangi bir kenara kaçış',
    steps: {
      edge: {
        goal: '9 × 9 tahtada oynanan Tablut kurallarında kral kenardaki herhangi bir kareye kaçar: onu hemen dışarı çıkar.',
        hint: 'Yollarından yalnızca biri açık.',
        done: 'Kurtuldu! Tablut kurallarında kenardaki her kare bir kaçış karesidir, bu yüzden saldıranlar bütün kenarı korumak zorundadır; buna karşılık kral, tahtın üzerinde ya da yanında olmadıkça iki saldıranla yakalanır.',
        wrong: { '*': 'O zaman bir saldıran kralı kıstırır. Kral şimdi kenara ulaşabilir.' },
      },
      'no-pass': {
        goal: 'g6 karesindeki savunanı al; Tablut kurallarında kraldan başka hiçbir taş tahtın üzerinden geçemez.',
        hint: 'b5 karesindeki saldıran, e5 karesindeki tahtın üzerinden geçemez. Savunanın altındaki kareye başka bir saldıran ulaşabilir.',
        done: 'Tablut kurallarında taht, boşken bile kraldan başka her taşı durdurur. Brandubh, Kopenhag ve Fetlar kuralları ise taht boşken her taşın üzerinden geçmesine izin verir.',
        wrong: { '*': 'Bu hamle g6 karesindeki savunanı almıyor. Onu alttan, g5 karesinden kıstır.' },
      },
    },
  },
  fork: {
    title: 'Strateji: aynı anda iki çıkış',
    steps: {
      'two-corners': {
        goal: 'İki hamlede kazan: kralı aynı anda iki köşeyi gördüğü bir yere koy; saldıranlar yalnızca birini kapatabilir.',
        hint: 'Üst kenardaki bir kareden kral, kenar boyunca iki ucundaki köşeleri görür.',
        done: 'Çatal: iki açık yol var ve bir hamle yalnızca birini kapatır. Savunanlarla oynarken kralın yollarını açık tut; saldıranlarla oynarken köşeleri erkenden koru. Artık bütün bir oyuna hazırsın: bu tahtada, Kopenhag ya da başka herhangi bir kuralla bilgisayara karşı oyna.',
        wrong: {
          '*': 'Bu hamle kralı sıkıştırır ve bir saldıran onu yakalar. Aynı anda iki yol açan hamleyi bul.',
        },
      },
    },
  },
};

export default texts;
