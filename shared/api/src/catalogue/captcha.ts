/**
 * The human check of business registration (spec 01 §9, spec 03 §3; issue 29 item 4): a self-hosted proof of work.
 * The sandbox hands out a signed challenge; the browser finds the number whose hash matches and sends the solution,
 * base64 JSON, as `captcha`; the sandbox verifies the signature, the work and that it was not used before.
 */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
