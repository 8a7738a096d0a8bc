/** The same app through the all-in-one entry, for the size comparison of `npm run check:apps`. */
import { createRoot } from 'react-dom/client';
import { ReversiBoard } from 'board-game-elements/react';

createRoot(document.getElementById('root')!).render(<ReversiBoard id="board" aiDelay={0} aiTime={200} />);
