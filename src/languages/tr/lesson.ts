/** The lesson's texts in Turkish, spoken to the player with "sen" as the puzzle is; counts written "2/7" as there. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Ders yükleniyor…',
  lessonTitle: (n, of, title) => `Ders ${num('tr', n)}/${num('tr', of)}: ${title}`,
  lessonStep: (n, of) => `Adım ${num('tr', n)}/${num('tr', of)}`,
  lessonDone: 'Aferin!',
  lessonWrong: 'Bu hamle kurallara uygun, ama bu adımın istediği hamle değil. Yeniden dene.',
  lessonCorrect: 'Güzel. Devam et.',
  lessonChecking: 'Hamle kontrol ediliyor…',
  lessonShown: 'İşte hamle bu. Adımı yeniden dene ya da devam et.',
  lessonComplete: (title) => `Ders tamamlandı: ${title}.`,
  courseComplete: 'Kursu bitirdin. Şimdi bilgisayara karşı baştan sona bir oyun oyna.',
  lessonButtons: {
    hint: 'İpucu',
    show: 'Göster',
    restart: 'Yeniden dene',
    previous: 'Geri',
    next: 'İleri',
    play: 'Oyun oyna',
    leave: 'Dersten çık',
  },
  lessonList: 'Dersler',
  lessonEntry: (n, title, done) => `${num('tr', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
