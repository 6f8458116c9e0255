/**
 * The set-up every browser test of the running product shares: a fresh data folder, the whole
 * product started as `npm start` starts it (on ephemeral ports, silent), Chromium, and a signed-in
 * page of a demo account. Called inside `describeWithBrowser`, it registers the suite's beforeAll
 * and afterAll; a suite that needs more set-up (demo records of its own) adds its own beforeAll
 * after this call, and vitest runs it once the product is up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { startProduct, type RunningProduct } from '../../platform/product';
import { collectConsoleErrors, ensureDashboardBuilt, launchBrowser, saveScreenshot } from './browser';

/** The demo accounts' password (db/seed). */
export const demoPassword = 'Demo#2026';

export interface ProductOptions {
  /** Extra configuration beside the ephemeral ports and the silent log, e.g. `{ STORE_SIMULATOR: 'off' }`. */
  env?: Record<string, string>;
  /** How long the build, the start and the browser's launch may take together. */
  startTimeoutMs?: number;
}

export interface PageOptions {
  /** The dashboard's language, stored before every load; left unset, the dashboard's default (Spanish). */
  language?: 'es' | 'en';
  viewport?: { width: number; height: number };
  /** The browser's locale (number and date formats); es-MX unless told. */
  locale?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far: a test expects it empty at its end. */
  consoleErrors: string[];
}

export interface ProductInBrowser {
  /** The running product (available once beforeAll has run). */
  readonly product: RunningProduct;
  readonly browser: Browser;
  /** The product's base URL, without a trailing slash. */
  readonly url: string;
  /** The product's data folder (a temporary one, removed after the suite). */
  readonly dataDir: string;
  /** A new browser context and its page, not signed in. */
  newPage(options?: PageOptions): Promise<OpenedPage>;
  /**
   * A new page signed in as `userName` through the sign-in screen, on the home screen. The
   * language defaults to Spanish (stored, so every load keeps it); the labels follow it. `through`
   * is the address the page uses (a relay to the product, say); the product's own unless told.
   */
  signIn(userName: string, options?: PageOptions & { password?: string; through?: string }): Promise<OpenedPage>;
}

const defaultViewport = { width: 1440, height: 1000 };

/** Waits until no Blueprint overlay is mid-transition, so screenshots show the final state. */
export async function settled(page: Page): Promise<void> {
  const moving = ['enter', 'enter-active', 'appear', 'appear-active', 'exit', 'exit-active'].map((phase) => `.bp6-overlay-${phase}`);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, moving.join(', '));
}

/**
 * Fills and sends the sign-in form in the page's language and waits for the home screen. The first
 * screen of a fresh product on a loaded machine can take a while (its bundle, the demo data); a
 * sign-in that never arrives leaves a screenshot of where it stopped.
 */
export async function submitSignIn(page: Page, url: string, userName: string, password = demoPassword, language: 'es' | 'en' = 'es'): Promise<void> {
  const english = language === 'en';
  await page.getByLabel(english ? 'Username' : 'Usuario', { exact: true }).fill(userName);
  await page.getByLabel(english ? 'Password' : 'Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: english ? 'Sign In' : 'Iniciar sesión' }).click();
  await page.waitForURL(`${url}/prometheus`, { timeout: 90_000 }).catch(async (error: unknown) => {
    await saveScreenshot(page, `sign-in-${userName}-failure`);
    throw error;
  });
}

/** A fresh temporary data folder and the product's configuration on it: ephemeral ports, silent log. */
export function productSettings(name: string, options: ProductOptions = {}): { dataDir: string; env: Record<string, string> } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `prometheus-${name}-`));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, PORT: '0', EMBEDDED_DB_PORT: '0', SMTP_SINK_PORT: '0', PARTNER_SIMULATOR_PORT: '0', LOG_LEVEL: 'silent', ...options.env },
  };
}

/** Starts the product and Chromium for the suite it is called in; see the file's comment. */
export function productInBrowser(name: string, options: ProductOptions = {}): ProductInBrowser {
  const { dataDir, env } = productSettings(name, options);
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    await ensureDashboardBuilt();
    product = await startProduct(loadConfig(env), createLogger('silent'));
    browser = await launchBrowser();
  }, options.startTimeoutMs ?? 420_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const started = () => {
    if (!product || !browser) throw new Error('the product is not started: call productInBrowser inside describeWithBrowser and use it in tests');
    return { product, browser };
  };

  async function newPage({ language, viewport = defaultViewport, locale = 'es-MX' }: PageOptions = {}): Promise<OpenedPage> {
    const context = await started().browser.newContext({ viewport, locale });
    // The dashboard's own document only: a sandboxed frame (a mail's HTML in the outbox) may not touch the storage.
    if (language) await context.addInitScript((chosen) => window.top === window && window.localStorage.setItem('prometheus.language', chosen), language);
    const page = await context.newPage();
    return { page, context, consoleErrors: collectConsoleErrors(page) };
  }

  return {
    get product() {
      return started().product;
    },
    get browser() {
      return started().browser;
    },
    get url() {
      return started().product.url;
    },
    dataDir,
    newPage,
    async signIn(userName, { password = demoPassword, language = 'es', through, ...pageOptions } = {}) {
      const opened = await newPage({ language, ...pageOptions });
      const url = through ?? started().product.url;
      await opened.page.goto(`${url}/userSignIn`);
      await submitSignIn(opened.page, url, userName, password, language);
      return opened;
    },
  };
}
