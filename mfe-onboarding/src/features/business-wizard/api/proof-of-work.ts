import type { CaptchaChallenge } from '@portal/api/catalogue';

/** How long one slice of the search may hold the main thread before it yields (no long task, issue 28). */
const SLICE_MS = 30;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Solves the sandbox's human check (issue 29 item 4): finds the number whose SHA-256 with the salt is the challenge,
 * in slices of about 30 ms that yield to the page between them, reporting progress (0 to 1). Answers the base64 JSON
 * the sandbox verifies, or throws when the numbers run out (a challenge that was not the sandbox's).
 */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  onProgress: (share: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  const started = Date.now();
  let number = 0;
  while (number <= challenge.maxnumber) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const sliceStart = performance.now();
    while (number <= challenge.maxnumber && performance.now() - sliceStart < SLICE_MS) {
      const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
      if (hex(digest) === challenge.challenge) {
        const { algorithm, salt, signature } = challenge;
        const solution = {
          algorithm,
          challenge: challenge.challenge,
          number,
          salt,
          signature,
          took: Date.now() - started,
        };
        return btoa(JSON.stringify(solution));
      }
      number += 1;
    }
    onProgress(number / (challenge.maxnumber + 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('The human check has no solution');
}
