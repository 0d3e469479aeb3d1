import type { AddressInfo } from 'node:net';
import { LIVE_CHANNEL_PATH, type LiveServerMessage } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A live-channel client for tests: queues what it receives, so a test can await the next message. */
export class LiveClient {
  private readonly received: LiveServerMessage[] = [];
  private waiting: ((message: LiveServerMessage) => void) | null = null;
  readonly closed: Promise<number>;
  private readonly socket: WebSocket;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as LiveServerMessage;
      if (this.waiting) {
        this.waiting(message);
        this.waiting = null;
      } else this.received.push(message);
    });
    this.closed = new Promise((resolve) => this.socket.on('close', (code) => resolve(code)));
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(): Promise<LiveServerMessage> {
    const queued = this.received.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Opens a live-channel socket to an app that listens; `clients` collects it so `afterEach` can close it. */
export async function connectLive(app: FastifyInstance, clients: LiveClient[]): Promise<LiveClient> {
  const { port } = app.server.address() as AddressInfo;
  const client = new LiveClient(`ws://127.0.0.1:${port}${LIVE_CHANNEL_PATH}`);
  clients.push(client);
  await client.opened();
  return client;
}
