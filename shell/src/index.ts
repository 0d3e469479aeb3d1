// Async boundary: shared modules are negotiated with the remotes before any of them is used (DESIGN §2).
// main.js's own evaluation (the federation runtime's start), React DOM, the largest shared module, and the shell's
// start each run in a task of their own: one long task of module evaluation becomes three (issue 28 item 1).
import { yieldToBrowser } from './app/yield';

void yieldToBrowser()
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('./bootstrap'));
