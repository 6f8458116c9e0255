import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { openSse, type SseReader } from '../../api/live/testing';
import { LIVE_API_BASE } from '../../api/live/routes';
import { RemoteCommandHistoryPageDocument, SendRemoteCommandDocument } from '../../dashboard/src/graphql/generated/graphql';
import { startProduct } from '../../platform/product';
import { StaffSession } from '../scale/api';

/**
 * Live screens benchmark (npm run bench:live; docs/live.md): the whole product embedded, 50 open
 * remote-command screens (BENCH_LIVE_SUBSCRIBERS) of a signed-in staff member, each with its own event
 * stream open on GET /api/live, as the dashboard's EventSource is. A colleague sends remote
 * commands through the API (BENCH_LIVE_COMMITS, one after the other); every screen receives the
 * change event and reads its history again, as the screen does. Measured per screen and commit:
 * from the request that commits to the event received (target 1 s for 50 open screens), the
 * server's share of it (the hub's `at` in the event), and to the refetched history showing the
 * command (what the person sees).
 */
const SUBSCRIBERS = Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 50);
const COMMITS = Number(process.env.BENCH_LIVE_COMMITS ?? 20);
const TARGET_MS = 1000;
const STORE = 'CO101';
const password = 'Demo#2026';

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

function row(name: string, samples: number[], target?: number): string {
  const max = Math.max(...samples);
  const verdict = target === undefined ? '—' : max <= target ? 'met' : 'MISSED';
  const figures = `p50 ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms, max ${max.toFixed(0)} ms (${samples.length} samples)`;
  return `| ${name.padEnd(44)} | ${figures.padEnd(52)} | ${(target === undefined ? '' : `${target} ms`).padEnd(7)} | ${verdict.padEnd(6)} |`;
}

interface Screen {
  session: StaffSession;
  stream: SseReader;
}

/** Waits for the screen's next change of remote commands, then reads the history until it shows the command. */
async function screenSees(screen: Screen, sentAt: number, sent: Promise<string>): Promise<{ event: number; server: number; shown: number }> {
  for (;;) {
    const change = await screen.stream.until('change');
    const received = Date.now();
    const data = JSON.parse(change.data) as { topics: string[]; at?: number };
    if (!data.topics.includes('remoteCommands')) continue;
    const controlId = await sent;
    const history = await screen.session.gql<{ remoteCommandHistoryPage: { rows: { id: string }[] } }>(RemoteCommandHistoryPageDocument, {
      storeId: STORE,
      page: 0,
      pageSize: 25,
    });
    // The event may be an earlier change's, announced late: then the next one carries this command.
    if (!history.remoteCommandHistoryPage.rows.some((control) => control.id === controlId)) continue;
    return { event: received - sentAt, server: (data.at ?? received) - sentAt, shown: Date.now() - sentAt };
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-bench-live-'));
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    EMBEDDED_DB_PORT: '0',
    SMTP_SINK_PORT: '0',
    PARTNER_SIMULATOR_PORT: '0',
    LOG_LEVEL: 'silent',
    STORE_SIMULATOR: 'off',
  };
  const product = await startProduct(loadConfig(env), createLogger('silent'));
  const screens: Screen[] = [];
  try {
    console.log(
      `live benchmark: ${SUBSCRIBERS} open screens, ${COMMITS} commits (Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    const sender = await StaffSession.signIn(product.url, 'admin', password);
    // The screens share one session: sign-in is rate limited per user and address, and a session's cost is not what is measured.
    const session = await StaffSession.signIn(product.url, 'soporte', password);
    for (let index = 0; index < SUBSCRIBERS; index += 1) {
      const stream = await openSse(`${product.url}${LIVE_API_BASE}?topics=remoteCommands`, { cookie: session.cookie });
      if (stream.status !== 200) throw new Error(`the event stream answered ${stream.status}`);
      await stream.until('ready');
      screens.push({ session, stream });
    }
    const event: number[] = [];
    const server: number[] = [];
    const shown: number[] = [];
    const request: number[] = [];
    for (let commit = 0; commit < COMMITS; commit += 1) {
      const sentAt = Date.now();
      const sent = sender.gql<{ sendRemoteCommand: { id: string } }>(SendRemoteCommandDocument, { storeId: STORE, commandName: 'Actualizar precios' });
      // Every screen waits from before the request: the event may arrive before the answer.
      const id = sent.then((answer) => {
        request.push(Date.now() - sentAt);
        return answer.sendRemoteCommand.id;
      });
      const seen = await Promise.all(screens.map((screen) => screenSees(screen, sentAt, id)));
      for (const sample of seen) {
        event.push(sample.event);
        server.push(sample.server);
        shown.push(sample.shown);
      }
    }
    console.log(`| ${'measure'.padEnd(44)} | ${'figures'.padEnd(52)} | target  | result |`);
    console.log(row('the commit request answered', request));
    console.log(row('commit request to the hub publishing (`at`)', server));
    console.log(row('commit request to the event on every screen', event, TARGET_MS));
    console.log(row('commit request to the history refetched', shown, TARGET_MS));
    console.log(`load average after: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    for (const screen of screens) screen.stream.close();
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
