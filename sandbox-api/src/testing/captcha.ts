import { createHash } from 'node:crypto';
import type { CaptchaChallenge } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import { callMethod } from './sandbox';

/**
 * Asks the sandbox for a human-check challenge and does the work as the browser does (the number whose SHA-256 with
 * the salt is the challenge), returning the solution to send as `captcha`. Tests run the sandbox with a small
 * `maxnumber`, so this takes milliseconds.
 */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await callMethod(app, 'getCaptchaChallenge', { body: {} })).json() as CaptchaChallenge;
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge)
      continue;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
    ).toString('base64');
  }
  throw new Error('The challenge has no solution up to its maxnumber');
}
