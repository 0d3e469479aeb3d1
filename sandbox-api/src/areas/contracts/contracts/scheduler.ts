import type { SandboxClock } from '../../../platform/clock/clock';
import type { ContractRepository } from './repository';
import type { ContractService } from './service';

/**
 * The advisory lock of a tick (transaction-scoped): one instance of a cluster ticks at a time. A constant of ours,
 * 'ctrk' in ASCII, beside the setup lock's 'port' (db/client.ts) and the live bus's 'live'.
 */
export const CONTRACT_SCHEDULER_LOCK_KEY = 0x6374726b;

/** What one tick did. */
export interface ContractTick {
  /** False when another tick held the lock (another instance's, or this one's): that tick applies what is due. */
  ran: boolean;
  /** Contracts a clock's move changed. */
  moved: number;
}

export interface ContractScheduler {
  /**
   * Applies every clock's move due on the sandbox clock, and sends their notifications once committed. A tick that
   * finds the lock held skips; with `wait` (the clock tool, which wants its own move applied before it answers) it
   * waits for the lock instead.
   */
  tick(options?: { wait?: boolean }): Promise<ContractTick>;
  /** Ticks every `intervalMs` (the running sandbox; server.ts). Tests call `tick` instead. */
  start(intervalMs: number): void;
  stop(): void;
  /** Waits for the tick under way, if any (shutdown). */
  idle(): Promise<void>;
}

export interface ContractSchedulerOptions {
  repository: Pick<ContractRepository, 'transaction'>;
  clock: SandboxClock;
  contracts: Pick<ContractService, 'applyDueMoves'>;
  logError: (message: string, error: unknown) => void;
}

/**
 * The contract scheduler (spec 03 §4 "Contracts"; issue 47 item 3): a contract's dates take effect at their time
 * with nobody reading it. Activation on activeFrom, the expiry of a contract not signed in time, and a termination
 * taking effect after activeTo are applied by a tick every few seconds, on the sandbox clock (so a move of
 * `/sandbox/clock` is applied by the next tick, or by the tool itself). Each tick reads the clock's shared offset
 * first, then, in one transaction under a PostgreSQL advisory lock, moves every due contract: in a cluster one
 * instance ticks while the others skip, and a row lock on each contract keeps a party's move and a read's own clock
 * move from applying a move twice. The lock works the same on PGlite, whose one connection runs one transaction at
 * a time anyway.
 */
export function createContractScheduler({
  repository,
  clock,
  contracts,
  logError,
}: ContractSchedulerOptions): ContractScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function tick({ wait = false }: { wait?: boolean } = {}): Promise<ContractTick> {
    // Outside the transaction: on PGlite a query beside an open transaction would wait for it.
    await clock.sync();
    const outcome = await repository.transaction(async (tx) => {
      if (wait) await tx.waitForTickLock(CONTRACT_SCHEDULER_LOCK_KEY);
      else if (!(await tx.tryTickLock(CONTRACT_SCHEDULER_LOCK_KEY))) return undefined;
      return contracts.applyDueMoves(tx);
    });
    if (!outcome) return { ran: false, moved: 0 };
    await outcome.notify();
    return { ran: true, moved: outcome.moved };
  }

  return {
    tick,
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        // A tick slower than the interval is not overlapped by this instance's next one.
        if (running) return;
        running = tick()
          .catch((error: unknown) => logError('contract scheduler: tick failed', error))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    async idle() {
      await running;
    },
  };
}
