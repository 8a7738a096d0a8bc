/**
 * Nim's course in Turkish, with "sen"; the board's yığın, taş and “Al”, a move a hamle, misère play “ters Nim” and
 * normal play “olağan Nim”, a piece alone in its heap a “yalnız taş”.
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  take: {
    title: 'Taş almak',
    steps: {
      first: {
        goal: 'Tek bir yığından (bir sıradan) bir ya da daha fazla taş al: taşlara tıklayıp ya da dokunup onları işaretle ve “Al” düğmesine bas ya da bir taşa çift tıklayıp onu ve sağındaki bütün taşları al; klavyede oklarla ilerle, Boşluk ile işaretle ve Enter ile al.',
        hint: 'Yığınlar yukarıdan aşağıya 1, 2 ve 3 diye numaralanır; numara her sıranın solundadır.',
        done: 'İşte bir hamle: istediğin kadar taş, en az bir tane ve hepsi aynı yığından. Sonra rakibin herhangi bir yığından alır ve sırayla oynarsınız.',
      },
      count: {
        goal: 'En alt sıradaki 3. yığından tam iki taş al.',
        hint: '3. yığından iki taşı işaretleyip “Al” düğmesine bas ya da yığının sağdan ikinci taşına çift tıkla.',
        done: 'Kaç taş alacağını sen seçersin: bir taştan bütün yığına kadar.',
        wrong: {
          '*': 'Bu hamle kurallara uygun, ama bu adım 3. yığından (en alt sıra) tam iki taş istiyor, ne fazla ne eksik.',
        },
      },
      whole: {
        goal: '2. yığını tek hamlede boşalt: dört taşının hepsini al.',
        hint: '2. yığının en soldaki ilk taşına çift tıkla: ondan sonraki bütün taşlar da onunla birlikte gider.',
        done: 'Bütün bir yığın tek seferde alınabilir. Boş bir yığın boş kalır ve sonraki hamleler diğer yığınlardan alır.',
        wrong: { '*': 'Bu adım, ortadaki sıra olan 2. yığının dört taşının hepsini tek hamlede istiyor.' },
      },
    },
  },
  last: {
    title: 'Son taşı alan kazanır',
    steps: {
      all: {
        goal: 'Rakibin az önce 1. yığını boşalttı: kalan bütün taşları al ve kazan.',
        hint: 'Son taşı alan kazanır ve kalan bütün taşlar 2. yığında.',
        done: 'Son taşı sen aldın, yani kazandın. Nim’in amacı budur: son taşı alan olmak.',
        wrong: { '*': 'Bundan sonra hâlâ taş kalıyor; rakibin hepsini alır ve kazanır.' },
      },
    },
  },
  misere: {
    title: 'Ters Nim: son taşı alan kaybeder',
    steps: {
      'leave-one': {
        goal: 'Ters Nim’de son taşı alan kaybeder: tam bir taş bırak ki rakibin onu almak zorunda kalsın.',
        hint: 'Bir taş kalması için kaç taş gitmeli?',
        done: 'Rakibin şimdi son taşı almak zorunda ve kaybediyor. Nim iki türlü de oynanır, bu yüzden oyundan önce kuralda anlaşın.',
        wrong: {
          '1:4': 'Böylece son taşı sen almış olursun ve ters Nim’de bu kaybettirir.',
          '*': 'Birden fazla taş kalıyor; rakibin biri hariç hepsini alıp sonuncuyu sana bırakabilir.',
        },
      },
      'last-one': {
        goal: 'Yine ters Nim: rakibine son bir taştan başka hiçbir şey bırakma.',
        hint: '1. yığında zaten tek bir taş var.',
        done: 'Tek bir taş kaldı ve rakibin onu almak zorunda. Ters Nim’de tek bir taş bırakmak kazandırır.',
        wrong: {
          '2:2': 'İki yalnız taş kalıyor: rakibin birini alır, sonuncuyu da sen almak zorunda kalırsın.',
          '*': 'Bundan sonra rakibin son taşı sana bırakabilir.',
        },
      },
    },
  },
  mirror: {
    title: 'İki eşit yığın',
    steps: {
      ones: {
        goal: 'Birer taşlık iki yığın bırak: rakibin birini alır, sonuncuyu sen alırsın.',
        hint: '2. yığının 1. yığına eşit olması için ondan kaç taş gitmeli?',
        done: 'Birer taşlık iki yığın: bunlardan oynamak zorunda olan kaybeder. Herhangi iki eşit yığın için de aynısı geçerli; sonraki adım bunu gösteriyor.',
        wrong: {
          '2:3': 'Bundan sonra bir taş kalır ve rakibin onu alır.',
          '1:1': 'Bundan sonra yalnızca 2. yığın kalır ve rakibin hepsini alır.',
          '*': 'Bundan sonra yığınlar eşit değil ve rakibin onları eşitleyebilir.',
        },
      },
      copy: {
        goal: 'Üçer taşlık iki eşit yığından rakibin 2. yığından 2 taş aldı: 1. yığından aynı sayıda al ve kazan.',
        hint: 'İki yığını yeniden eşitle.',
        done: 'Rakibin bir yığından kaç taş alırsa, sen de ötekinden o kadar al: yığınlar eşit kalır, bu yüzden son taşı rakibin asla alamaz, sen alırsın. Bu taklide aynalama denir.',
        wrong: {
          '1:3': 'Bundan sonra yalnızca 2. yığın kalır ve rakibin onun son taşını alır.',
          '2:1': 'Bundan sonra yalnızca 1. yığın kalır ve rakibin hepsini alır.',
          '*': 'Bundan sonra yığınlar eşit değil; rakibin onları eşitleyip sonuna kadar seni taklit edebilir.',
        },
      },
      equal: {
        goal: 'İki yığını eşitle, sonra son taşı alana kadar rakibinin her hamlesini öteki yığında tekrarla.',
        hint: '1. yığında 2 taş var: 2. yığını da aynı yap.',
        done: 'Yığınları eşitle, sonra aynala: iki yığınla bütün oyun bu kadar. Sonraki ders aynısını herhangi sayıda yığınla yapıyor.',
        wrong: {
          '1:2': 'Bundan sonra yalnızca 2. yığın kalır ve rakibin hepsini alır.',
          '2:5': 'Bundan sonra yalnızca 1. yığın kalır ve rakibin hepsini alır.',
          '*': 'Bundan sonra yığınlar eşit değil; rakibin onları eşitleyip seni aynalayabilir.',
        },
      },
    },
  },
  balance: {
    title: 'Denge: 1, 2, 4 ve 8 ile saymak',
    steps: {
      four: {
        goal: 'Her yığını 1, 2 ve 4’ün toplamı olarak yaz (3 = 2 + 1 gibi) ve bir yığından öyle al ki 1, 2 ve 4’ün her biri toplamda çift sayıda geçsin.',
        hint: 'Şu an 1, 2 ve 4 birer kez geçiyor. 4 yalnızca 3. yığında, yani 3. yığın değişmeli: 1. ve 2. yığınlarla eşleşmesi için kaç taşa inmeli?',
        done: '1, 2 ve 3 = 2 + 1 taşlık yığınlar: 1 ve 2 ikişer kez geçiyor. Böyle bir konum dengelidir: her hamle dengeyi bozar, sen onu her zaman yeniden dengeleyebilirsin ve böylece son taşı sen alırsın. İki eşit yığın, dengenin en basit hâlidir.',
        wrong: {
          '*': 'Bundan sonra 1, 2 ya da 4’ten biri tek sayıda geçiyor; bu yüzden yığınları senin yerine rakibin dengeleyebilir.',
        },
      },
      start: {
        goal: 'Bu, tahtanın olağan başlangıcı: 3 = 2 + 1, 4 ve 5 = 4 + 1; onu dengele.',
        hint: '4 ve 1 zaten ikişer kez geçiyor; bir kez geçen sayıyı ve onu içeren yığını bul.',
        done: '1, 4 ve 5 = 4 + 1 taşlık yığınlar: dengeli. Yani 3, 4 ve 5’ten başlayan oyunda ilk oynayan, bu hamleyle kazanır.',
        wrong: {
          '*': 'Bundan sonra 1, 2 ya da 4’ten biri tek sayıda geçiyor. Yeniden say: şimdi hangisi yalnızca bir kez geçiyor?',
        },
      },
      choice: {
        goal: 'Bu yığınları dengele: 3 = 2 + 1, 5 = 4 + 1 ve 7 = 4 + 2 + 1; bunun birden fazla yolu var.',
        hint: '1, 2 ve 4’ün her birinin kaç kez geçtiğini say: yalnızca biri tek sayıda geçiyor.',
        done: '1 üç kez geçiyordu, her yığında bir kez; bu yüzden herhangi bir yığından bir taş almak onları dengeler. Tek sayıda geçen sayı birkaç yığında varsa, hangisinden alsan olur.',
        wrong: { '*': 'Bundan sonra 1, 2 ya da 4’ten biri tek sayıda geçiyor. 1’leri say.' },
      },
      eight: {
        goal: '1, 2 ve 8 taşlık yığınları dengele: 8 bir kez geçiyor ve bir yığın daha küçük herhangi bir sayıya inebilir.',
        hint: '8’i içeren yığından al ve içinde, diğer iki yığınla eşleşmek için gereken kadar taş bırak.',
        done: '3. yığın 3 = 2 + 1 oldu ve 1. ile 2. yığınlarla eşleşti. Yöntem: 8, 4, 2, 1 içinden tek sayıda geçen en büyüğünü bul, onu içeren bir yığından al ve orada her sayımı çift yapan kadar taş bırak. Tek kalana nim toplamı (yığınların ikili XOR’u) denir; dengeli, nim toplamının sıfır olması demektir.',
        wrong: { '*': 'Bundan sonra 1, 2, 4 ya da 8’den biri hâlâ tek sayıda geçiyor. 8 hangi yığında?' },
      },
    },
  },
  'misere-play': {
    title: 'Ters Nim: sona yaklaşana dek olağan oyun',
    steps: {
      'odd-ones': {
        goal: 'Ters Nim: biri hariç her yığında en fazla bir taş var, o hâlde şimdi tek sayıda yalnız taş bırak ve başka hiçbir şey bırakma.',
        hint: '3. yığında bir taş kalabilir ya da hiç kalmaz: iki durumda da yalnız taşları say.',
        done: 'Üç yalnız taş: rakibinle sırayla alırsınız ve sonuncuyu rakibin alır. Olağan Nim’de 3. yığın boşaltılır ve iki taş bırakılırdı; birden fazla taşı olan tek bir yığın kaldığında, ters Nim’in getirdiği tek değişiklik budur.',
        wrong: {
          '3:4':
            'Bu olağan Nim’in hamlesi, ama iki yalnız taş bırakıyor: rakibin birini alır, sonuncuyu da sen almak zorunda kalırsın.',
          '*': '3. yığında birden fazla taş kalıyor; rakibin bunu kullanarak sana tek sayıda yalnız taş bırakabilir.',
        },
      },
      'as-normal': {
        goal: 'İki yığında ikişer ya da daha fazla taş olan ters Nim: onları olağan Nim’deki gibi eşitle.',
        hint: '1. yığında 2 taş var.',
        done: 'Olağan Nim’deki gibi eşit yığınlar. Rakibin şimdi birden fazla taşı olan tek bir yığın bırakmak zorunda ve oyunun sonu senin: sonraki adım bunu gösteriyor.',
        wrong: {
          '*': 'Bundan sonra yığınlar eşit değil. İki yığında iki ya da daha fazla taş olduğu sürece ters Nim, olağan Nim gibi oynanır.',
        },
      },
      switch: {
        goal: 'Rakibin 1. yığından 1 taş aldı; artık yalnızca 2. yığında birden fazla taş var: tek sayıda yalnız taş bırak.',
        hint: '2. yığında bir taş kalırsa ve hiç kalmazsa, kaç yalnız taş kaldığını say.',
        done: 'Bir yalnız taş kaldı ve rakibin onu almak zorunda. Olağan Nim’de burada birer taşlık iki yığın bırakılırdı; ters Nim’de bir tane bırakırsın.',
        wrong: {
          '2:1': 'Bu iki yalnız taş bırakıyor: rakibin birini alır, sonuncuyu da sen almak zorunda kalırsın.',
          '1:1':
            'Bundan sonra 2. yığında iki taş kalıyor: rakibin birini alır, sonuncuyu da sen almak zorunda kalırsın.',
          '*': 'Bu, tek sayıda yalnız taş bırakmıyor.',
        },
      },
      start: {
        goal: 'Olağan başlangıç olan 3, 4 ve 5’ten ters Nim: kazandıran ilk hamleyi yap.',
        hint: 'İki ya da daha fazla taşlı yığınlar kalıyor, o yüzden olağan Nim’in dengeleme hamlesini oyna.',
        done: 'Olağan Nim’deki hamlenin aynısı 1, 4 ve 5 = 4 + 1 bırakır, yani dengeli. Artık bütün oyunu biliyorsun: bilgisayara karşı, olağan ya da ters Nim’le bir oyun oyna.',
        wrong: {
          '*': 'Bu, yığınları dengesiz bırakıyor ve büyük yığınlar kaldıkça ters Nim, olağan Nim gibi oynanır. 1, 2 ve 4’ten hangisi bir kez geçiyor?',
        },
      },
    },
  },
};

export default texts;
