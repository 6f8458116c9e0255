import { mkdirSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import mongoose from 'mongoose';
import type { Config } from '../config/config';
import { backendText, renderBackendText } from '../domain/system/backendTexts';
import { erpHealth, filesHealth, partnerHealth, smsHealth } from './health';
import type { Logger } from '../config/logger';
import { connectDatabase, disconnectDatabase } from '../db/connection';
import { createApp } from '../api/app';
import { listen } from '../api/server';
import type { ApiDeps, HealthCheck } from '../api/context';
import { createSessionTokens, operatorTokenMatcher } from '../api/access/tokens';
import { createFileRouter } from '../integrations/storage';
import { persistentSecret, sessionSecretOf } from '../config/secrets';
import { createIntegrations } from '../integrations/clients';
import { startPartnerSimulator } from '../integrations/xadis/simulator';
import { xadisActivityDependencies } from '../workers/activities/xadis';
import { demoAccounts, isSeeded, seedDemoData, type DemoAccount } from '../db/seed';
import { createAccessArea } from '../api/access/area';
import { productModules } from '../api/graphql/productModules';
import { ensurePlatformMenus } from '../api/menus/service';
import { ensureCountsInStoreDays } from '../db/models/customers/customerCounts';
import { ensureNameWordStarts } from '../db/models/customers/nameWordStarts';
import { ensureStoreWeeks } from '../db/models/purchasing/storeWeekRebuild';
import { startSmtpSink } from '../integrations/mail';
import { createErpBackend, startErpAgent } from '../integrations/erp';
import { demoProducts, demoStores } from '../db/seed';
import { createActivities } from '../workers/activities';
import { createWorkflowGateway, type WorkflowGateway } from '../workers/gateway';
import { createOutboxRouter } from '../api/outbox/routes';
import { createRegistrationLimiter } from '../api/registration/rateLimit';
import { createRegistrationUploadRouter } from '../api/registration/inePhoto';
import { COMMISSIONS_API_BASE, createCommissionsRouter } from '../api/commissions/routes';
import { syncProcessSchedules } from '../workers/processes';
import { createProductsRouter, PRODUCTS_API_BASE } from '../api/products/routes';
import { createPosRouter, POS_API_BASE } from '../api/remoteCommands/pos/routes';
import { createLiveHub } from '../api/live/hub';
import { createLiveRouter, LIVE_API_BASE } from '../api/live/routes';
import { watchSystemStatus } from '../api/live/systemStatusWatch';
import { watchTemporalRuns } from '../api/live/temporalRunsWatch';
import { createExportRouter, EXPORT_API_BASE } from '../api/exports/routes';
import { csvLists } from '../api/exports/lists';
import { remoteCommandsCsvList } from '../api/remoteCommands/export';
import { workflowRunsCsvList } from '../api/workflows/export';
import { startDemoStoreSimulator } from './storeSimulator';
import { applyRetention, stampRecordsFinishedEarlier } from '../db/retention';
import { ensureStatementsSplit } from '../db/commissions/statementsSplit';
import { startHeapMonitor } from '../api/system/heap';

export interface RunningProduct {
  url: string;
  /** Where the CLI's operator token is, when it was generated. */
  operatorTokenFile?: string;
  /** What runs embedded and what is external, for the start banner. */
  components: { name: string; mode: string }[];
  /** The demo accounts, when the demo data is loaded. */
  demoAccounts: DemoAccount[];
  stop(): Promise<void>;
}

interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

/**
 * Starts the product in one process. Each backend is embedded unless its configuration names
 * an external one (MONGODB_URI, TEMPORAL_ADDRESS, SMTP_URL, S3_BUCKET, PARTNER_URL; ERP_BACKEND
 * chooses the ERP agent's backend, `none` for no agent here). The application code is the same
 * either way. stop() closes in reverse order: first the API stops accepting, last the database.
 */
/**
 * PORT=0 asks for any free port; links in e-mails and signed file URLs are made before the API
 * listens, so the port is chosen first and held by a probe listener while the rest starts (the
 * embedded database, the SMTP sink and the partner simulator also ask for free ports and must not
 * be handed this one); the probe lets go just before the API listens.
 */
async function reservePort(host: string): Promise<{ port: number; release: () => Promise<void> }> {
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, () => resolve());
  });
  const { port } = probe.address() as AddressInfo;
  let released: Promise<void> | undefined;
  const release = () => (released ??= new Promise<void>((resolve) => probe.close(() => resolve())));
  return { port, release };
}

export async function startProduct(chosenConfig: Config, logger: Logger): Promise<RunningProduct> {
  const reserved = chosenConfig.PORT === 0 ? await reservePort(chosenConfig.HOST) : undefined;
  const config: Config = reserved ? { ...chosenConfig, PORT: reserved.port } : chosenConfig;
  const started: Stoppable[] = [];
  const components: RunningProduct['components'] = [];
  const health: HealthCheck[] = [];
  if (reserved) started.push({ name: 'reserved API port', stop: reserved.release });
  const stop = async () => {
    for (const item of started.reverse()) {
      try {
        await item.stop();
      } catch (error) {
        logger.error({ err: error, component: item.name }, 'error while stopping');
      }
    }
  };

  try {
    // A heap filling with data is a warning in the log (and on the status screen) before V8 stops the process.
    const heapMonitor = startHeapMonitor({ logger: logger.child({ component: 'heap' }) });
    started.push({ name: 'heap monitor', stop: async () => heapMonitor.stop() });
    mkdirSync(config.dataDir, { recursive: true });

    // Database: the embedded document server unless MONGODB_URI is set.
    let mongoUri = config.MONGODB_URI;
    if (!mongoUri) {
      // Loaded only here: a product run against MongoDB never holds the embedded server's code (about 30 MB).
      const { startEmbeddedServer } = await import('../db/embedded/index');
      const server = await startEmbeddedServer({
        dataDir: path.join(config.dataDir, 'db'),
        port: config.EMBEDDED_DB_PORT,
        cacheMb: config.EMBEDDED_DB_CACHE_MB,
        sortMb: config.EMBEDDED_DB_SORT_MB,
        logger: logger.child({ component: 'embedded-db' }),
      });
      started.push({ name: 'embedded document server', stop: server.close });
      mongoUri = server.uri;
    }
    await connectDatabase(mongoUri, config.MONGODB_DB);
    started.push({ name: 'database connection', stop: disconnectDatabase });
    // Nothing kept forever: each collection that only grows has its TTL index with the configured retention.
    for (const change of await applyRetention(config)) logger.info(change, 'retention set');
    const databaseMode = config.MONGODB_URI
      ? backendText('mode.mongodb')
      : backendText('mode.embeddedDb', { path: path.join(config.dataDir, 'db'), port: new URL(mongoUri).port });
    components.push({ name: 'database', mode: renderBackendText(databaseMode, 'en') });
    health.push({
      name: 'database',
      requiredToServe: true,
      describe: () => databaseMode,
      check: async () => {
        const db = mongoose.connection.db;
        if (!db) return { ok: false, detail: backendText('detail.notConnected') };
        await db.command({ ping: 1 });
        return { ok: true, detail: backendText('detail.pingOk') };
      },
    });

    // Demo data on first start (an empty database).
    if (!(await isSeeded())) {
      logger.info('loading demo data (first start)');
      const seeded = await seedDemoData({ logger: logger.child({ component: 'seed' }) });
      logger.info({ collections: seeded.collections, durationMs: seeded.durationMs }, 'demo data loaded');
    }
    // The system-menu entries of the platform screens carry their permissions (access area).
    await ensurePlatformMenus();
    // Customer counters kept in UTC days by earlier versions are recounted once in the stores' days.
    if (await ensureCountsInStoreDays()) logger.info("customer counters recounted in the stores' calendar days");
    // Customers stored before the search by part of a name read its index get their name's word starts once.
    const named = await ensureNameWordStarts((done) => logger.info({ customers: done }, 'customer name search keys written'));
    if (named) logger.info({ customers: named }, 'customer name search keys written for every customer');
    // The purchase grid reads store-weeks and store stock: a data directory seeded before they existed gets them once.
    const storeWeeks = await ensureStoreWeeks();
    if (storeWeeks) logger.info(storeWeeks, 'purchase grid storage built from the sales, forecast and stock records');
    // Commission statements stored with their lines and events inside are split once (issue 25).
    const split = await ensureStatementsSplit();
    if (split) logger.info({ statements: split }, 'commission statements: lines and events moved to their own collections');

    // Secrets: configured, or generated once into the data directory.
    const sessionSecret = sessionSecretOf(config);
    const operatorToken = config.API_TOKEN ?? persistentSecret(config.dataDir, 'operator-token');
    const operatorTokenFile = config.API_TOKEN ? undefined : path.join(config.dataDir, 'secrets', 'operator-token');

    // Mail goes over SMTP to the embedded sink unless SMTP_URL is set; files to local disk unless
    // S3_BUCKET is set; SMS to the outbox, plus the HTTP provider when configured.
    let sinkPort = config.SMTP_SINK_PORT;
    if (!config.SMTP_URL) {
      const sink = await startSmtpSink({ port: config.SMTP_SINK_PORT, logger: logger.child({ component: 'smtp-sink' }) });
      started.push({ name: 'SMTP sink', stop: sink.close });
      sinkPort = sink.port;
    }
    const integrations = createIntegrations(config, { smtpSinkPort: sinkPort });
    const { storage, sms, mailer } = integrations;
    started.push({ name: 'mailer', stop: async () => mailer.close() });
    const filesMode = config.S3_BUCKET
      ? backendText('mode.s3', { bucket: config.S3_BUCKET })
      : backendText('mode.localDisk', { path: path.join(config.dataDir, 'files') });
    components.push({ name: 'files', mode: renderBackendText(filesMode, 'en') });
    health.push(filesHealth(storage, () => filesMode));
    const mailMode = config.SMTP_URL
      ? backendText('mode.smtp', { host: new URL(config.SMTP_URL).host })
      : backendText('mode.smtpSink', { address: `127.0.0.1:${sinkPort}` });
    components.push({ name: 'mail', mode: renderBackendText(mailMode, 'en') });
    health.push({
      name: 'mail',
      describe: () => mailMode,
      check: async () => {
        const ok = await mailer.verify();
        return { ok, detail: backendText(ok ? 'detail.pingOk' : 'detail.notConnected') };
      },
    });
    const smsMode = config.SMS_PROVIDER_URL ? backendText('mode.smsProvider', { host: new URL(config.SMS_PROVIDER_URL).host }) : backendText('mode.smsOutbox');
    components.push({ name: 'sms', mode: renderBackendText(smsMode, 'en') });
    health.push(smsHealth(() => smsMode));

    // Partner (Xadis): the simulator on loopback unless PARTNER_URL is set.
    let partnerUrl = config.PARTNER_URL;
    if (!partnerUrl) {
      const simulator = await startPartnerSimulator({
        port: config.PARTNER_SIMULATOR_PORT,
        credentials: [{ user: config.PARTNER_USER, password: config.PARTNER_PASSWORD, taxId: config.PARTNER_TAX_ID }],
      });
      started.push({ name: 'partner simulator', stop: simulator.close });
      partnerUrl = simulator.url;
    }
    const partnerMode = config.PARTNER_URL ? backendText('mode.partner', { url: partnerUrl }) : backendText('mode.partnerSimulator', { url: partnerUrl });
    components.push({ name: 'partner', mode: renderBackendText(partnerMode, 'en') });
    health.push(partnerHealth(partnerUrl, () => partnerMode));

    // ERP: the agent that answers ERP requests, here on the simulator (or SQL Server) unless
    // ERP_BACKEND=none, when an agent beside the ERP does it (`npm run erp-agent`).
    const erpBackend = createErpBackend(config, {
      stores: demoStores().map((store) => ({ storeId: store.storeId, companyId: store.companyId })),
      products: demoProducts(),
    });
    if (erpBackend) {
      const agent = startErpAgent({
        backend: erpBackend,
        logger: logger.child({ component: 'erp-agent' }),
        pollIntervalMs: Math.min(250, config.ERP_POLL_INTERVAL_MS),
      });
      started.push({
        name: 'ERP agent',
        stop: async () => {
          await agent.stop();
          await erpBackend.close?.();
        },
      });
    }
    const erpMode = erpBackend ? backendText(config.ERP_BACKEND === 'mssql' ? 'mode.erpSqlServer' : 'mode.erpSimulator') : backendText('mode.erpElsewhere');
    components.push({ name: 'ERP', mode: renderBackendText(erpMode, 'en') });
    health.push(erpHealth(() => erpMode));

    // Workflows: the embedded durable runtime, or Temporal (the worker runs the workflows).
    const activities = createActivities({
      customers: integrations,
      purchasing: integrations,
      commissions: { mailer: integrations.mailer, publicUrl: config.PUBLIC_URL },
      xadis: xadisActivityDependencies(config, integrations.mailer, partnerUrl),
    });
    const workflows: WorkflowGateway = await createWorkflowGateway(config, { activities, logger: logger.child({ component: 'workflows' }) });
    started.push({ name: 'workflows', stop: () => workflows.close() });
    const workflowsMode = config.TEMPORAL_ADDRESS
      ? backendText('mode.temporal', { address: config.TEMPORAL_ADDRESS, queue: config.TEMPORAL_TASK_QUEUE })
      : backendText('mode.embeddedWorkflows');
    components.push({ name: 'workflows', mode: renderBackendText(workflowsMode, 'en') });
    health.push({
      name: 'workflows',
      describe: () => workflowsMode,
      check: async () => {
        const [running, workers] = await Promise.all([workflows.count({ status: 'running' }), workflows.workers()]);
        // On Temporal, runs only move while a worker polls the task queue.
        return { ok: workers > 0, detail: backendText('detail.running', { count: running, workers }) };
      },
    });

    // Each process's schedules (workers/processes.ts): commissions, xadis, the daily headcount.
    await syncProcessSchedules(workflows, logger);

    const deps: ApiDeps = {
      config,
      logger,
      version: process.env.npm_package_version ?? '0.1.0',
      startedAt: new Date(),
      health,
      isOperatorToken: operatorTokenMatcher(operatorToken),
      sessions: createSessionTokens(sessionSecret),
      services: { storage, sms, mailer, partnerUrl, workflows },
    };
    const access = createAccessArea({ sms, storage, totpKey: persistentSecret(config.dataDir, 'totp-key') });
    deps.services.staffAccess = access.staffAccess;
    // Live screens: one change stream per watched collection, shared by every subscriber (docs/live.md).
    const liveHub = createLiveHub({ logger });
    await liveHub.ready;
    const systemStatusWatch = watchSystemStatus({ hub: liveHub, health, logger });
    // On Temporal the runs are no documents of this database: their screens follow Temporal's visibility.
    const temporalRunsWatch = workflows.backend === 'temporal' ? watchTemporalRuns({ hub: liveHub, gateway: workflows, logger }) : null;
    const app = createApp(deps, {
      modules: productModules({ access: access.modules, registrationLimiter: createRegistrationLimiter() }),
      routers: {
        ...access.routers,
        '/api/outbox': createOutboxRouter(),
        '/api/registration': createRegistrationUploadRouter({ storage, secret: sessionSecret, limiter: createRegistrationLimiter() }),
        [COMMISSIONS_API_BASE]: createCommissionsRouter({ services: { workflows }, logger }),
        [PRODUCTS_API_BASE]: createProductsRouter(storage),
        [EXPORT_API_BASE]: createExportRouter({
          ...csvLists,
          remoteCommands: remoteCommandsCsvList(() => config.REMOTE_COMMAND_EXPIRY_MS),
          workflowRuns: workflowRunsCsvList(() => workflows),
        }),
        [LIVE_API_BASE]: createLiveRouter(liveHub),
        [POS_API_BASE]: createPosRouter({ expiryMs: () => config.REMOTE_COMMAND_EXPIRY_MS }),
        '/files': createFileRouter(
          storage,
          (req, file) => Boolean(req.principal) && (req.principal?.kind === 'operator' || file.ownerId === req.principal?.id),
          {
            logger,
          },
        ),
      },
    });
    await reserved?.release();
    const server = await listen(app, config.HOST, config.PORT);
    started.push({ name: 'API', stop: server.close });
    started.push({
      name: 'live updates',
      stop: () => {
        systemStatusWatch.stop();
        temporalRunsWatch?.stop();
        return liveHub.close();
      },
    });
    components.push({ name: 'API and dashboard', mode: server.url });

    // The stores' points of sale: a simulator per demo store takes and answers remote commands.
    if (config.STORE_SIMULATOR === 'on') {
      const storeSimulator = await startDemoStoreSimulator(server.url, config.STORE_SIMULATOR_INTERVAL_MS, logger);
      started.push({ name: 'store simulator', stop: storeSimulator.close });
      components.push({ name: 'store simulator', mode: `${storeSimulator.stores} demo stores polling ${POS_API_BASE}` });
    }

    // Runs and ERP answers an earlier version finished get their finishing date once, in the background.
    let stampingStopped = false;
    const stamping = stampRecordsFinishedEarlier({ stopping: () => stampingStopped })
      .then((stamped) => {
        if (stamped && stamped.workflowRuns + stamped.erpRequests > 0) logger.info(stamped, 'retention: records finished by an earlier version dated');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'retention: dating the records of an earlier version failed'));
    started.push({
      name: 'retention dates',
      stop: async () => {
        stampingStopped = true;
        await stamping;
      },
    });

    return { url: server.url, operatorTokenFile, components, demoAccounts: (await isSeeded()) ? demoAccounts : [], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
