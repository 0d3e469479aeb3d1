/* global describe, it, expect -- jest's globals */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

describe('a newcomer’s first screen (issue 47 item 10)', () => {
  it('npm reads the project’s config / no warning of an unknown or deprecated setting', () => {
    // `npm start` begins by npm reading the project's config: an unknown key in a project .npmrc prints
    // "npm warn Unknown project config …" before anything else. Playwright's browsers are kept from downloading by
    // the environment of the install step (scripts/ensure.mjs), not by a config key npm does not know.
    const result = spawnSync('npm', ['config', 'list', '--location=project'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stderr).not.toMatch(/npm warn/i);
  });
});
