import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { BrowserContext, Page, Request, Response } from 'playwright-core';

/** Where a failed test's screenshots go (git-ignored), beside the log's text report. */
export const FAILURE_DIR = path.resolve(__dirname, '../../../test-results/failures');

/** How many of a page's latest events the report keeps (older ones are dropped as new ones come). */
const KEPT = 20;
/** At most this much of the page's accessibility tree is printed. */
const TREE_CHARACTERS = 6000;
/** At most this much of a GraphQL answer is printed. */
const ANSWER_CHARACTERS = 400;
/** At most this much of a server log line (an error's stack, say) is printed. */
const LOG_LINE_CHARACTERS = 1200;

interface GraphqlExchange {
  operation: string;
  response: Response;
}

interface PageJournal {
  /** Where the page went, in order. */
  navigations: string[];
  /** Console errors and warnings. */
  console: string[];
  /** Requests that failed, or answered with a status of 400 or more. */
  failures: string[];
  /** The latest GraphQL calls, read only if the test fails. */
  graphql: GraphqlExchange[];
  /** Requests sent and not yet answered in full (or failed), with when they were sent. */
  waiting: Map<Request, number>;
}

const journals = new WeakMap<Page, PageJournal>();

/** The text's first `max` characters, with an ellipsis when it was longer. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > KEPT) list.shift();
}

function operationName(postData: string | null): string {
  try {
    const body = JSON.parse(postData ?? '') as { operationName?: unknown };
    return typeof body.operationName === 'string' ? body.operationName : '(unnamed)';
  } catch {
    return '(multipart or unreadable)';
  }
}

/**
 * Keeps a journal of the page's navigations, console errors, failed requests and GraphQL calls, for
 * `describeFailure` to print if the test fails. It listens only: no request waits on the test process.
 */
export function journalPage(page: Page): void {
  const journal: PageJournal = { navigations: [], console: [], failures: [], graphql: [], waiting: new Map() };
  journals.set(page, journal);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(journal.navigations, frame.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      keep(journal.console, `${message.type()}: ${message.text()}`);
    }
  });
  page.on('request', (request) => journal.waiting.set(request, Date.now()));
  page.on('requestfinished', (request) => journal.waiting.delete(request));
  page.on('requestfailed', (request) => {
    journal.waiting.delete(request);
    keep(journal.failures, `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400) keep(journal.failures, `${request.method()} ${response.url()}: ${response.status()}`);
    if (new URL(response.url()).pathname === '/graphql' && request.method() === 'POST') {
      keep(journal.graphql, { operation: operationName(request.postData()), response });
    }
  });
}

/** What `promise` gives, or `late` if it has given nothing within `ms` (a hung page must not hang the report). */
function within<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(late), ms).unref())]);
}

/** The answer's first characters, or why it cannot be read (the page went on, say). */
async function answerText(response: Response): Promise<string> {
  try {
    const text = await within(response.text(), 2000, '(not read within 2 s)');
    // A sign-in's answer carries a session token: the log gets its place, not its value.
    return clip(text.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'), ANSWER_CHARACTERS);
  } catch {
    // Chromium keeps the answers of the document on screen only.
    return '(no longer readable: from an earlier document)';
  }
}

/**
 * The page's stylesheet links whose sheet is not in (still loading, or never loading: Vite's loader
 * waits for each screen's stylesheet, and a screen whose stylesheet never loads is never drawn).
 */
async function unloadedStylesheets(page: Page): Promise<string> {
  try {
    const hrefs = await within(
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          .filter((link) => !link.sheet)
          .map((link) => link.href),
      ),
      3000,
      null,
    );
    if (!hrefs) return '(stylesheets not read within 3 s)';
    return `Stylesheet links without a sheet:${hrefs.map((href) => `\n  ${href}`).join('') || ' none'}`;
  } catch (error) {
    return `(stylesheets not read: ${(error as Error).message.split('\n')[0]})`;
  }
}

async function describePage(page: Page, name: string, screenshot: string): Promise<string> {
  const lines = [`--- ${name}: ${page.url()}`];
  const journal = journals.get(page);
  try {
    const tree = await page.locator('body').ariaSnapshot({ timeout: 3000 });
    lines.push('What the page showed (accessibility tree):', clip(tree, TREE_CHARACTERS));
  } catch (error) {
    lines.push(`(no accessibility tree: ${(error as Error).message.split('\n')[0]})`);
  }
  try {
    await mkdir(path.dirname(screenshot), { recursive: true });
    await page.screenshot({ path: screenshot, fullPage: true, timeout: 5000 });
    lines.push(`Screenshot: ${screenshot}`);
  } catch {
    // The text above is the report; a screenshot is only a convenience.
  }
  lines.push(await unloadedStylesheets(page));
  if (journal) {
    lines.push(`Navigations: ${journal.navigations.join(' → ') || '(none)'}`);
    lines.push('Latest GraphQL calls:');
    // Read side by side: a hung page costs the report 2 s, not 2 s a call.
    const answers = await Promise.all(journal.graphql.map(({ response }) => answerText(response)));
    journal.graphql.forEach(({ operation, response }, index) => {
      lines.push(`  ${operation} ${response.status()}: ${answers[index]}`);
    });
    lines.push(`Failed requests:${journal.failures.map((line) => `\n  ${line}`).join('') || ' none'}`);
    const now = Date.now();
    const waiting = [...journal.waiting].map(
      ([request, sent]) => `\n  ${request.method()} ${request.url()}: sent ${now - sent} ms ago`,
    );
    lines.push(`Requests without a whole answer:${waiting.join('') || ' none'}`);
    lines.push(`Console errors and warnings:${journal.console.map((line) => `\n  ${line}`).join('') || ' none'}`);
  }
  return lines.join('\n');
}

/**
 * The server's log at level warn and above (its errors and 5xx answers), kept in memory from one
 * test to the next and printed only when a test fails. pino writes each line to `write`.
 */
export class ServerLogJournal {
  private lines: string[] = [];

  write(line: string): void {
    keep(this.lines, clip(line.trimEnd(), LOG_LINE_CHARACTERS));
  }

  /** The lines since the last `clear`, as the report prints them. */
  describe(): string {
    return `Server log (warn and above) since the previous test:${this.lines.map((line) => `\n  ${line}`).join('') || ' nothing'}`;
  }

  clear(): void {
    this.lines = [];
  }
}

/**
 * What the open pages of a failed test showed and did: each page's address, accessibility tree,
 * navigations, latest GraphQL calls with the start of their answers, failed requests and console
 * errors, and a screenshot in test-results/failures. Printed to the log, so a failure seen once in
 * CI can be understood without running it again.
 */
export async function describeFailure(testName: string, contexts: readonly BrowserContext[]): Promise<string> {
  const pages = contexts.flatMap((context) => context.pages());
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const parts = await Promise.all(
    pages.map((page, index) =>
      describePage(page, `page ${index + 1} of ${pages.length}`, path.join(FAILURE_DIR, `${slug}-${index + 1}.png`)),
    ),
  );
  return [`The failed test "${testName}" left ${pages.length} page(s) open:`, ...parts].join('\n');
}
