import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';

import { launchBrowser, newContext } from './browser';
import { describeFailure, journalPage, ServerLogJournal } from './failure-report';
import { StaffApi } from './staff-api';
import type { ViewportName } from './viewports';

/** The built client the server serves (`npm run build:client`; `npm test` builds it first). */
export const CLIENT_DIR = path.resolve(__dirname, '../../../dist/client');

/** The first admin, created by the server on its empty database from ADMIN_EMAIL/ADMIN_PASSWORD. */
export const E2E_ADMIN = TEST_ADMIN;

export interface E2eApp {
  readonly server: TestServer;
  readonly browser: Browser;
  /** Calls the staff API as the first admin. */
  readonly staff: StaffApi;
  /** The site's address for a path, e.g. url('/contact'). */
  url(route: string): string;
  /** A new page in its own context (fresh local storage) at a size; closed after the test. */
  open(size?: ViewportName): Promise<Page>;
  /**
   * A new page in its own context that lives until the file ends, for a series of tests that each
   * navigate afresh but share a session (signing in once instead of once per test).
   */
  openForFile(size?: ViewportName): Promise<Page>;
  /** Uncaught errors the pages of the current test threw. */
  readonly pageErrors: string[];
}

/** Server settings, or a function answering them once earlier `beforeAll`s ran (e.g. an SMTP sink's URL). */
export type E2eEnv = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

/**
 * Per test file: a real server (own fresh database, the built client) and one Chromium. Each test
 * gets fresh contexts from `open`, and fails if a page threw an uncaught error; when a test fails,
 * the log tells what its pages showed and did (./failure-report.ts).
 */
export function useE2eApp(env: E2eEnv = {}): E2eApp {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let staff: StaffApi | undefined;
  const contexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  // The server's warnings and errors, for the report of a failed test; with TEST_LOG_LEVEL set, the
  // server writes its log to the output as the other suites' servers do.
  const serverLog = process.env.TEST_LOG_LEVEL ? undefined : new ServerLogJournal();

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
      throw new Error(`${CLIENT_DIR}/index.html is missing: run "npm run build:client" first`);
    }
    const settings = typeof env === 'function' ? await env() : env;
    const [started, launched] = await Promise.allSettled([
      startTestServer(
        {
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ...(serverLog ? { LOG_LEVEL: 'warn' } : {}),
          ...settings,
        },
        { clientDir: CLIENT_DIR, logTo: serverLog },
      ),
      launchBrowser(),
    ]);
    // When one of the two fails, the other is stopped here: afterAll only sees what was assigned,
    // and a server left running keeps its database and data folder after the run.
    if (started.status === 'rejected' || launched.status === 'rejected') {
      await Promise.all([
        started.status === 'fulfilled' ? started.value.stop() : undefined,
        launched.status === 'fulfilled' ? launched.value.close() : undefined,
      ]);
      throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
    }
    [server, browser] = [started.value, launched.value];
    staff = new StaffApi(server, E2E_ADMIN);
  });

  afterEach(async () => {
    // Set by the e2e environment (./environment.js) when the test failed: what its pages showed goes to the log.
    if ((globalThis as { __E2E_TEST_FAILED__?: boolean }).__E2E_TEST_FAILED__) {
      const name = expect.getState().currentTestName ?? 'unnamed test';
      const report = await describeFailure(name, [...contexts, ...fileContexts]);
      console.error(serverLog ? `${report}\n${serverLog.describe()}` : report);
    }
    serverLog?.clear();
    const closing = contexts.splice(0).map((context) => context.close());
    await Promise.all(closing);
    const errors = pageErrors.splice(0);
    if (errors.length > 0) throw new Error(`The page threw uncaught errors:\n${errors.join('\n')}`);
  });

  afterAll(async () => {
    await Promise.all(fileContexts.splice(0).map((context) => context.close()));
    await Promise.all([browser?.close(), server?.stop()]);
  });

  // A page's uncaught errors fail the test that is running when they happen (see afterEach).
  const newPage = async (context: BrowserContext) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
    journalPage(page);
    return page;
  };

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll failed?)`);
    return value;
  };

  return {
    get server() {
      return need(server, 'the server');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get staff() {
      return need(staff, 'the staff API');
    },
    url: (route) => new URL(route, need(server, 'the server').url).toString(),
    async open(size = 'wide') {
      const context = await newContext(need(browser, 'the browser'), size);
      contexts.push(context);
      return newPage(context);
    },
    async openForFile(size = 'wide') {
      const context = await newContext(need(browser, 'the browser'), size);
      fileContexts.push(context);
      return newPage(context);
    },
    pageErrors,
  };
}
