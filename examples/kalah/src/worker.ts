/** The worker that runs Kalah's computer: started by the board (`worker` in its AI link), answering its requests. */
import { serveAiRequests } from 'board-game-elements/core';
import { ai } from './ai.js';
import { rules } from './rules.js';

serveAiRequests({ [rules.id]: ai });
