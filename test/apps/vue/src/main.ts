/** A Vue 3 app with one board, built by Vite against the packed package (`npm run check:apps`). */
import { createApp } from 'vue';
import 'board-game-elements/reversi-board.js';
import App from './App.vue';

createApp(App).mount('#app');
