// Async boundary: shared modules are negotiated with the remotes before any of them is used (DESIGN §2).
// React DOM, the largest of them, is evaluated first in a task of its own, then the shell's start in the next: one
// long task of module evaluation becomes two (issue 28 item 1).
import { yieldToBrowser } from './app/yield';

void import('react-dom/client').then(yieldToBrowser).then(() => import('./bootstrap'));
