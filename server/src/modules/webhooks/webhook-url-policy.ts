import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import net from 'node:net';

import ipaddr from 'ipaddr.js';

import { AppError } from '../../lib/app-error';

/**
 * Where webhooks may go. The server never calls an address inside the network on a user's behalf:
 * loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast, unspecified and
 * reserved ranges, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo), are
 * all refused unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true (development and tests).
 */
export interface WebhookUrlPolicy {
  allowPrivateNetworks: boolean;
}

/** The attempt log's words for a connection the guard refused. */
export const REFUSED_PRIVATE_ADDRESS = 'refused: private address';

export class PrivateAddressError extends Error {
  constructor() {
    super(REFUSED_PRIVATE_ADDRESS);
    this.name = 'PrivateAddressError';
  }
}

/**
 * True for an ordinary public unicast address. ipaddr.js names every special range; `process`
 * first turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) back into the IPv4 one it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The address a URL's host names literally (brackets of IPv6 removed), or undefined for a name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : undefined;
}

/** `localhost` and its subdomains resolve to this machine by definition (RFC 6761), whatever DNS says. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * A `lookup` for net/tls connections that refuses a host when any address it resolves to is not
 * public. It runs for every connection, after DNS answered, so a name that pointed outside at
 * registration and inside now (DNS rebinding) is refused when it matters. Written here because
 * Node's own connection options take a lookup function and ipaddr.js classifies the address;
 * request-filtering-agent does the same but ships as an ES module only, which the CommonJS
 * server build and the test runner cannot load.
 */
export function guardedLookup(policy: WebhookUrlPolicy): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      if (!policy.allowPrivateNetworks && addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new PrivateAddressError());
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      return first ? callback(null, first.address, first.family) : callback(new PrivateAddressError());
    });
  }) as LookupFunction;
}

/** Refuses a URL whose host is literally an internal address; a name is left to the lookup. */
export function assertPublicHost(url: URL, policy: WebhookUrlPolicy): void {
  if (policy.allowPrivateNetworks) return;
  const literal = literalAddress(url.hostname);
  if ((literal !== undefined && !isPublicAddress(literal)) || isLocalhostName(url.hostname)) {
    throw new PrivateAddressError();
  }
}

const REGISTRATION_LOOKUP_MS = 3000;

/** The addresses a name resolves to now; none when it does not resolve (or not within a few seconds). */
async function resolveNow(hostname: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), REGISTRATION_LOOKUP_MS);
  });
  const lookup = dns.promises
    .lookup(hostname, { all: true })
    .then((entries) => entries.map((entry) => entry.address))
    .catch(() => []);
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const PRIVATE_URL_MESSAGE =
  'url must point to a public internet address: loopback, private, link-local and other internal addresses are refused.';

/**
 * The check made when an endpoint is registered: a full https:// URL without credentials, whose
 * host is not an internal address and does not resolve to one now. A name that does not resolve
 * yet is accepted (its DNS record may come later); every delivery checks again at connection time,
 * which is the check that cannot be dodged.
 */
export async function checkWebhookUrl(raw: string, policy: WebhookUrlPolicy): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw AppError.badInput('url', 'url must be a full https:// address.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowPrivateNetworks)) {
    throw AppError.badInput('url', 'url must start with https://.');
  }
  if (url.username || url.password) throw AppError.badInput('url', 'url must not carry a user name or password.');
  try {
    assertPublicHost(url, policy);
  } catch {
    throw AppError.badInput('url', PRIVATE_URL_MESSAGE);
  }
  if (!policy.allowPrivateNetworks && literalAddress(url.hostname) === undefined) {
    const addresses = await resolveNow(url.hostname);
    if (addresses.some((address) => !isPublicAddress(address))) throw AppError.badInput('url', PRIVATE_URL_MESSAGE);
  }
  return url.toString();
}
