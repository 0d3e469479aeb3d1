import type { LiveServerMessage } from '@portal/api/catalogue';
import pg from 'pg';

/** Messages services may push to open sockets: everything but the channel's own handshake. */
export type LivePushMessage = Exclude<LiveServerMessage, { type: 'auth.ok' | 'auth.expired' | 'pong' }>;

/**
 * The live channel across instances (issue 34, DESIGN §8): on PostgreSQL every event any instance publishes is
 * stored in `live_events` and announced with `pg_notify` on one channel; every instance LISTENs on a connection of its
 * own and hands what it hears to the sockets it holds. The notification carries the event itself when it fits
 * PostgreSQL's 8000-byte payload limit, else only its id, and the listener reads the row. The stored events also let
 * a client that reconnected (to any instance) fetch what it missed (`since` in its `auth` message). PGlite, one
 * process by nature, keeps the in-process path (service.ts) and needs none of this.
 */

/** The one channel every instance listens on. */
export const LIVE_NOTIFY_CHANNEL = 'portal_live';
/** PostgreSQL's limit on a notification's payload (the default build's 8000 bytes less one). */
export const NOTIFY_MAX_BYTES = 7999;
/** How long events are kept for clients to catch up: long enough for a reconnect, short enough to stay small. */
const KEPT_FOR_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 5 * 60_000;
/** The most events a reconnecting client is sent; the portal reloads what it shows on reconnect anyway. */
export const MISSED_EVENTS_MAX = 200;
/** The listener's reconnection back-off when its connection dropped (a PostgreSQL restart, a failover). */
const RELISTEN_DELAYS_MS = [100, 500, 1000, 2000, 5000];
/** The advisory lock (transaction-scoped) under which the table is created once, whoever starts first. */
const TABLE_LOCK_KEY = 0x6c697665; // 'live'
const RECENT_IDS_KEPT = 2000;

/** What goes from the publishing instance to all of them. */
export type LiveEnvelope =
  | { kind: 'customer'; customerId: number; message: LivePushMessage }
  | { kind: 'signIn'; loginId: string; message: LivePushMessage }
  | { kind: 'endSessions'; sessionIds: string[] };

export interface StoredLiveEvent {
  id: number;
  message: LivePushMessage;
}

export interface LiveBus {
  /** Stores the event and announces it to every instance, this one included; answers its id. */
  send(envelope: LiveEnvelope): Promise<number>;
  /** The customer's events after `afterId`, oldest first (at most MISSED_EVENTS_MAX, the newest of them). */
  missed(customerId: number, afterId: number): Promise<StoredLiveEvent[]>;
  close(): Promise<void>;
}

interface PostgresLiveBusOptions {
  url: string;
  /** Called for every event, in id order per notification stream, on every instance. */
  deliver(id: number, envelope: LiveEnvelope): void;
  /** Where problems of the listener go (it recovers by itself). */
  warn?(message: string, error?: unknown): void;
}

/**
 * The table is kept out of the Drizzle schema on purpose: it belongs to the fan-out, which creates it when it starts
 * (idempotent, under a lock), and the demo reset never needs to touch it.
 */
const CREATE_TABLE = `
  create table if not exists live_events (
    id bigserial primary key,
    customer_id integer,
    envelope jsonb not null,
    created_at timestamptz not null default now()
  );
  create index if not exists live_events_customer_idx on live_events (customer_id, id);
  create index if not exists live_events_created_idx on live_events (created_at);`;

export async function startPostgresLiveBus({
  url,
  deliver,
  warn = () => undefined,
}: PostgresLiveBusOptions): Promise<LiveBus> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [TABLE_LOCK_KEY]);
      await client.query(CREATE_TABLE);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      client.release();
      await pool.end();
      throw error;
    }
    client.release();
  }

  let closed = false;
  let listener: pg.Client | null = null;
  /** The newest event id handed on: after the listener reconnects, the events after it are read from the table. */
  let lastId = 0;
  /** Notifications are handled one after another, so a row read for a large one does not reorder the events. */
  let queue: Promise<void> = Promise.resolve();

  /**
   * Ids handed on lately: a catch-up after a reconnect may read again what was heard just before. (Ids are not
   * compared with `lastId`: two instances' events may commit, and so be announced, out of id order.)
   */
  const recent = new Set<number>();
  const hand = (id: number, envelope: LiveEnvelope) => {
    if (recent.has(id)) return;
    recent.add(id);
    if (recent.size > RECENT_IDS_KEPT) recent.delete(recent.values().next().value as number);
    lastId = Math.max(lastId, id);
    try {
      deliver(id, envelope);
    } catch (error) {
      warn('live event not delivered', error);
    }
  };

  const readAfter = async (afterId: number) => {
    const { rows } = await pool.query<{ id: string; envelope: LiveEnvelope }>(
      // A little before: an event of a lower id may have committed after the last one heard (deduplicated above).
      `select id, envelope from live_events where id > $1 - 100 and created_at > now() - interval '1 minute'
       order by id`,
      [afterId],
    );
    for (const row of rows) hand(Number(row.id), row.envelope);
  };

  const onNotification = (payload: string | undefined) => {
    queue = queue.then(async () => {
      try {
        const note = JSON.parse(payload ?? '') as { id: number; e?: LiveEnvelope };
        if (note.e) return hand(note.id, note.e);
        const { rows } = await pool.query<{ envelope: LiveEnvelope }>(
          'select envelope from live_events where id = $1',
          [note.id],
        );
        if (rows[0]) hand(note.id, rows[0].envelope);
      } catch (error) {
        warn('live notification dropped', error);
      }
    });
  };

  const listen = async (attempt = 0): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (note) => {
      if (note.channel === LIVE_NOTIFY_CHANNEL) onNotification(note.payload);
    });
    client.on('error', (error) => {
      warn('live listener connection lost', error);
      client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (listener !== client || closed) return;
      listener = null;
      void listen(1);
    });
    try {
      await client.connect();
      await client.query(`listen ${LIVE_NOTIFY_CHANNEL}`);
      listener = client;
      // Whatever was announced while nobody listened here is in the table.
      if (attempt > 0) queue = queue.then(() => readAfter(lastId)).catch((error) => warn('catch-up', error));
    } catch (error) {
      await client.end().catch(() => undefined);
      if (closed) return;
      if (attempt === 0) throw error;
      warn('live listener reconnecting', error);
      const delay = RELISTEN_DELAYS_MS[Math.min(attempt - 1, RELISTEN_DELAYS_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      return listen(attempt + 1);
    }
  };
  try {
    await listen();
    // Events from before this instance started are not its to deliver.
    const { rows } = await pool.query<{ id: string | null }>('select max(id) as id from live_events');
    lastId = Math.max(lastId, Number(rows[0]?.id ?? 0));
  } catch (error) {
    await pool.end();
    throw error;
  }

  const prune = setInterval(() => {
    pool
      .query(`delete from live_events where created_at < now() - make_interval(secs => $1)`, [
        KEPT_FOR_MS / 1000,
      ])
      .catch((error) => warn('live events not pruned', error));
  }, PRUNE_EVERY_MS);
  prune.unref();

  return {
    async send(envelope) {
      const json = JSON.stringify(envelope);
      const customerId = envelope.kind === 'customer' ? envelope.customerId : null;
      // One statement: the row, then the notification with the event when it fits (the id takes up to 19 digits),
      // else with the id alone. The notification goes out when the statement's own transaction commits.
      const { rows } = await pool.query<{ id: string }>(
        `with event as (insert into live_events (customer_id, envelope) values ($1, $2::jsonb) returning id)
         select id, pg_notify($3, case when $4 then json_build_object('id', id, 'e', $2::jsonb)::text
                                      else json_build_object('id', id)::text end)
         from event`,
        [customerId, json, LIVE_NOTIFY_CHANNEL, Buffer.byteLength(json) + 40 <= NOTIFY_MAX_BYTES],
      );
      return Number(rows[0]?.id);
    },

    async missed(customerId, afterId) {
      const { rows } = await pool.query<{ id: string; envelope: LiveEnvelope }>(
        `select id, envelope from (
           select id, envelope from live_events where customer_id = $1 and id > $2 order by id desc limit $3
         ) newest order by id`,
        [customerId, afterId, MISSED_EVENTS_MAX],
      );
      return rows.flatMap((row) =>
        row.envelope.kind === 'customer' ? [{ id: Number(row.id), message: row.envelope.message }] : [],
      );
    },

    async close() {
      closed = true;
      clearInterval(prune);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await queue;
      await pool.end();
    },
  };
}
