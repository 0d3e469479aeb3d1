// Small process helpers for the root scripts (no dependencies: they run before the install).
import { spawn, spawnSync } from 'node:child_process';

export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function must(command, args, options = {}) {
  const status = sh(command, args, options);
  if (status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

export function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Runs async jobs with at most `limit` at a time (2 cores: two builds at once). */
export async function pool(items, limit, job) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await job(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
