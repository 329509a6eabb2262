/**
 * A chat webhook on a real local HTTP server, for the relay's tests: it records every message it
 * accepts, answers as the test says (a status, headers), and can go down (connection refused) and
 * come back on the same port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookMessage } from './embed';

export interface WebhookAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** answers this much later (the message counts as accepted once answered) */
  delayMs?: number;
}

export interface FakeWebhook {
  /** the webhook's address, a token-like secret in its path as Discord's have */
  url: string;
  /** every message answered with a 2xx, in order */
  accepted: WebhookMessage[];
  /** every request that reached it, answered or not */
  requests: number;
  /** how it answers from now on (204 by default) */
  answer(next: (request: number) => WebhookAnswer): void;
  /** closes the port: sends meet connection refused */
  goDown(): Promise<void>;
  /** listens again on the same port */
  comeUp(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  let respond: (request: number) => WebhookAnswer = () => ({ status: 204 });
  const accepted: WebhookMessage[] = [];
  const state = { requests: 0 };
  let server: Server = makeServer();
  let port = 0;

  function makeServer(): Server {
    return createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        state.requests += 1;
        const answer = respond(state.requests);
        const reply = () => {
          if (answer.status >= 200 && answer.status < 300) {
            accepted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookMessage);
          }
          res.writeHead(answer.status, answer.headers);
          res.end(answer.body);
        };
        if (answer.delayMs) setTimeout(reply, answer.delayMs);
        else reply();
      });
    });
  }

  function listen(): Promise<void> {
    return new Promise((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  function shut(): Promise<void> {
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  await listen();
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/1234/secret-token`,
    accepted,
    get requests() {
      return state.requests;
    },
    answer(next) {
      respond = next;
    },
    goDown: shut,
    async comeUp() {
      server = makeServer();
      await listen();
    },
    close: () => (server.listening ? shut() : Promise.resolve()),
  };
}
