/** Lines of Action's course in Turkish, spoken with "sen"; squares are named "e7 karesi", as on the board. */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  'first-move': {
    title: 'İlk hamlen',
    steps: {
      first: {
        goal: 'Siyahla oynuyorsun ve ilk hamle siyahın, bu yüzden taşlarından birini sür: ona tıkla ya da dokun, sonra onun için işaretlenmiş karelerden birine (ya da onu oraya sürükle); klavyeyle ok tuşlarıyla ona git, seçmek için Enter tuşuna bas, sonra gideceği karede yeniden Enter tuşuna bas.',
        done: 'İşte bir hamle. Sonra beyaz oynar ve sırayla oynarsınız. Siyah en üst ve en alt satırlarda, beyaz en sol ve en sağ sütunlarda başlar; bütün taşlarını ilk önce tek bir grupta birleştiren kazanır.',
      },
    },
  },
  goal: {
    title: 'Bütün taşlarını birleştir',
    steps: {
      join: {
        goal: 'Kazan: yalnız kalan taşını, bütün taşların birbirine değerek tek bir grup olacak şekilde sür.',
        hint: 'e7 karesindeki taş yalnız. Onu seç ve gidebileceği karelere bak: biri, ikili taşlarının hemen yanında.',
        done: 'Üç taş da birbirine değiyor: tek bir grup, kazandın. Grubun tahtanın neresinde olduğu da, kaç taştan oluştuğu da önemli değil.',
        wrong: {
          '*': 'Taşların hâlâ birden fazla grupta. e7 karesinde yalnız kalan taşı, d4 ve e4 karelerindeki iki taşın yanına getir.',
        },
      },
      corner: {
        goal: 'Yeniden kazan: yalnızca köşeden değen taşlar da birleşmiş sayılır.',
        hint: 'g6 karesindeki taşı seç. Gidebileceği karelerden biri d5 karesine köşeden değiyor.',
        done: 'e6 karesi d5 karesine köşeden değiyor, d5 de c4 karesine aynı şekilde: tek bir grup, kazandın. Taşlar 8 yönün herhangi birinde birbirine değebilir: kenardan ya da köşeden.',
        wrong: {
          '*': 'Taşların hâlâ birden fazla grupta. g6 karesindeki taşı, yalnızca köşeden de olsa d5 karesine değen bir kareye getir.',
        },
      },
    },
  },
  distance: {
    title: 'Bir taş ne kadar gider',
    steps: {
      row: {
        goal: 'a3 karesindeki taşı satırı boyunca sür: o satırda siyah ve beyaz kaç taş varsa tam o kadar kare gider.',
        hint: '3. satırdaki taşları say: a3 karesindeki senin taşın ve f3 karesindeki beyaz taş.',
        done: 'Satırda iki taş var, bu yüzden tam iki kare: a3 karesinden c3 karesine. Ne fazla ne eksik. Taş düz bir çizgide gider: satırı, sütunu ya da iki köşegeninden biri boyunca.',
        wrong: {
          '*': 'Bu adım, a3 karesindeki taşın satırı boyunca, tahtanın öbür yanına doğru sürülmesini istiyor.',
        },
      },
      column: {
        goal: 'd4 karesindeki taşı sütununda yukarı sür ve bütün sütundaki her taşı say, altındakileri de.',
        hint: 'd sütununda d2, d4 ve d8 karelerinde taş var.',
        done: 'd sütununda üç taş var, bu yüzden d4 karesindeki taş üç kare yukarı, d7 karesine gitti. Altındaki d2 taşı da sayıldı: bir çizgi tahtanın bir kenarından öbür kenarına uzanır.',
        wrong: { '*': 'Bu adım, d4 karesindeki taşın d sütununda yukarı sürülmesini istiyor.' },
      },
      diagonal: {
        goal: 'Önce c3 karesinden geçen bütün köşegendeki taşları say, sonra oradaki taşı bu köşegen boyunca sağ yukarı sür.',
        hint: 'a1 karesinden h8 karesine uzanan köşegen b2, c3 ve g7 karelerinden geçer.',
        done: 'Bu köşegende üç taş var, bu yüzden üç kare: c3 karesinden f6 karesine. Bir taşın dört çizgisinin (satırının, sütununun ve iki köşegeninin) her birinin kendi sayısı vardır.',
        wrong: { '*': 'Bu adım, c3 karesindeki taşın köşegen boyunca sağ yukarı sürülmesini istiyor.' },
      },
    },
  },
  jumps: {
    title: 'Taşların üzerinden atlamak',
    steps: {
      own: {
        goal: 'Üç taşını birleştir: b4 karesindeki taş, d4 karesindeki kendi taşının üzerinden atlayabilir.',
        hint: '4. satırdaki taşları say: b4, d4 ve h4.',
        done: 'Satırda üç taş var, bu yüzden üç kare: kendi d4 taşının üzerinden e4 karesine; bu kare d4 ve f5 karelerine değiyor: tek bir grup. Bir taş kendi taşlarının üzerinden atlayabilir.',
        wrong: { '*': 'Taşların hâlâ ayrı. b4 karesindeki taşı satırı boyunca sür.' },
      },
      blocked: {
        goal: 'Taşlarını birleştir: bu kez düz yolda beyaz bir taş duruyor.',
        hint: 'Bir taş rakibin taşlarının üzerinden asla atlayamaz, bu yüzden a4 taşı b4 karesini geçemez. Başka bir çizgisini dene.',
        done: 'a4 taşı köşegeni boyunca c6 karesine gitti (bu köşegende iki taş var: a4 ve e8), d5 karesinin yanına: tek bir grup. Yoldaki beyaz bir taş o çizgiyi kapatır; başka bir çizgi açık olabilir.',
        wrong: {
          '*': 'Taşların hâlâ ayrı. a4 karesindeki taşın d5 ve e5 karelerindeki iki taşa ulaşması için başka bir yol bul.',
        },
      },
    },
  },
  captures: {
    title: 'Taş almak',
    steps: {
      capture: {
        goal: 'e3 karesindeki beyaz taşı al: tam onun üzerine in.',
        hint: '3. satırdaki taşları say.',
        done: 'Hamlesini rakip bir taşın üzerinde bitiren taş onu alır ve alınan taş tahtadan çıkar. Bir taş rakip taşın üzerine inebilir, kendi taşının üzerine asla.',
        wrong: { '*': 'Bu hamle taş almıyor. c3 karesindeki taşı tam e3 karesine inecek şekilde sür.' },
      },
      'capture-join': {
        goal: 'Kazan: aynı hamleyle beyaz bir taş al ve taşlarını birleştir.',
        hint: 'f1 taşını ikili taşlarına bağlayacak karede beyaz bir taş var.',
        done: 'f1 taşı d3 karesindeki taşı aldı ve d3 karesi d4 karesine değiyor: tek bir grup, kazandın. Taş almak da diğerleri gibi bir hamledir ve taşlarını birleştirebilir.',
        wrong: { '*': 'Taşların hâlâ ayrı. f1 karesindeki taşın köşegenlerine bak.' },
      },
      careful: {
        goal: 'Taşlarını birleştirerek kazan, ama taş almadan önce düşün.',
        hint: 'Beyaza yalnızca g7 ve h6 kalsaydı, bu ikisi zaten tek bir grup olurdu.',
        done: 'c6 hamlesi taşlarını birleştiriyor. Onun yerine a4 karesindeki taşı alsaydın, beyaza yalnızca g7 ve h6 kalırdı, onlar da birbirine değiyor: beyaz hemen kazanırdı. Her taş alışın rakibine birleştirecek daha az taş bırakır ve az taşı birleştirmek daha kolay olabilir.',
        wrong: {
          a6xa4:
            'Bu alış beyaza yalnızca g7 ve h6 karelerindeki taşları bırakır, onlar da birbirine değiyor: tek bir grup, beyaz hemen kazanırdı. Az taşı birleştirmek daha kolay olabilir. Onun yerine kendi taşlarını birleştir.',
          '*': 'Taşların hâlâ ayrı. a6 karesindeki taş d5 karesinin yanındaki bir kareye ulaşabilir.',
        },
      },
    },
  },
  'both-joined': {
    title: 'İki taraf birden birleşince',
    steps: {
      'mover-wins': {
        goal: 'Taşlarını birleştiren hamle beyazınkileri de birleştirse bile, tek hamlede kazan.',
        hint: 'c8 karesindeki yalnız taşınla c5 karesindeki beyazın yalnız taşı aynı sütunda.',
        done: 'c8 taşı c5 karesindeki taşı aldı: üç taşın tek bir grup, beyazın c2 ve d1 taşları da öyle. Bir hamle iki tarafı birden birleştirince, bu tahtada hamleyi yapan taraf kazanır (bilgisayar turnuvalarının kuralı); bazı kural kitapları bunu beraberlik sayar.',
        wrong: {
          '*': 'Bu hamle taşlarını birleştirmiyor ve beyaz kendi taşlarını önce birleştirebilir. Taşlarını hemen şimdi birleştiren hamleyi bul.',
        },
      },
    },
  },
  pass: {
    title: 'Hamle yok mu? Pas geç',
    steps: {
      'walled-in': {
        goal: 'İki taşının da etrafı kapalı ve hiçbirinin hamlesi yok, bu yüzden pas geçmen gerekiyor: p tuşuna ya da “Göster” düğmesine bas.',
        hint: 'a1 ve h8 karelerinden çıkan her çizgi beyaz bir taşla başlıyor ve senin taşların onun üzerinden atlayamaz.',
        done: 'Hamlesi olmayan taraf pas geçer ve öbür taraf oynamaya devam eder. Bu nadirdir: rakibin taşları seninkileri kuşattığında olur.',
        wrong: { '*': 'Burada hiç hamlen yok: yalnızca pas geçebilirsin.' },
      },
    },
  },
  block: {
    title: 'Birleşmek üzere olan taşı durdur',
    steps: {
      stop: {
        goal: 'Beyazın h2 karesindeki yalnız taşı bir sonraki hamlede ikilisine katılabilir: onu durdur.',
        hint: 'h2 taşının hangi çizgi boyunca nereye ineceğini bul. Beyaz bir taş senin taşlarının üzerinden atlayamaz ve bir çizgideki fazladan bir taş o çizginin sayısını değiştirir.',
        done: 'Durdurdun. Yolunu kesmek, ihtiyaç duyduğu kareyi tutmak ya da katılacağı taşı almak: hepsi işe yarar. Her hamleden önce, rakibinin dağınık taşlarının nereye inebileceğine bak.',
        wrong: {
          '*': 'O zaman h2 taşı f4 karesine, e5 karesinin yanına gider ve beyazın üç taşı tek bir grup olur: beyaz kazanır.',
        },
      },
    },
  },
  centre: {
    title: 'Ortada toplan',
    steps: {
      gather: {
        goal: 'İki hamlede kazan: taşlarını tahtanın ortasında topla.',
        hint: 'Kenardaki a5 taşın diğerlerinden uzakta. Beyaza da dikkat et: e1 taşı hemen şimdi b4 karesine giderek taşlarını birleştirebilir.',
        done: 'a5 karesinden c5 karesine giden hamle ortada üç taşı birleştirdi ve f5 taşının katılmak için iki yolu vardı: beyaz yalnızca birini kesebilirdi. e1 taşının köşegeninden çıkmak onun hamlesini de kısalttı, artık b4 karesine ulaşamadı. Ortadaki taşlar diğer bütün taşlara yakındır: orada toplan. Artık bilgisayara karşı bir oyuna hazırsın.',
        wrong: {
          '*': 'O zaman beyaz e1 taşını b4 karesine sürerek taşlarını birleştirir ya da senin taşların zamanında birleşemeyecek kadar uzak kalır. Kenardaki taşı içeri getir.',
        },
      },
    },
  },
};

export default texts;
