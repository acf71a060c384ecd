import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

import jwt from 'jsonwebtoken';

import type { Role } from '../users/role';

import type { ServerKeys } from './server-keys';

const ISSUER = 'talent-consultancy';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** `issuedAt`: the token's `iat` in milliseconds (see sign). */
export type TokenCheck = { ok: true; userId: string; issuedAt: number } | { ok: false; reason: 'expired' | 'invalid' };

export class TokenSigner {
  /**
   * The keys as key objects, made once: given a string, jsonwebtoken first tries it as a public
   * (or private) key, which throws, then makes a secret key, on every call (about 0.6 ms of CPU per
   * signed-in request in a profile of the candidate list). The current key first.
   */
  private readonly tokenKeys: KeyObject[];
  private readonly linkKeys: (Buffer | string)[];
  private readonly challengeKeys: Buffer[];

  constructor(
    keys: ServerKeys,
    private readonly expiresIn: string,
  ) {
    this.tokenKeys = keys.acceptedKeys('sign-in-token').map((key) => createSecretKey(key));
    // Links e-mailed before keys were derived carry an HMAC under the raw secret: still taken.
    this.linkKeys = [...keys.acceptedKeys('capability-link'), ...keys.legacyLinkSecrets()];
    this.challengeKeys = keys.acceptedKeys('sign-in-challenge');
  }

  sign(userId: string, role: Role): string {
    const expiresIn = /^\d+$/.test(this.expiresIn) ? Number(this.expiresIn) : this.expiresIn;
    // `iat` to the millisecond (a NumericDate may have a fraction, RFC 7519 section 2): a token
    // issued in the same second as a sessions-valid-from instant still falls on its right side.
    const iat = Date.now() / 1000;
    return jwt.sign({ role, iat } satisfies Omit<TokenClaims, 'sub'> & { iat: number }, this.tokenKeys[0]!, {
      algorithm: 'HS256',
      subject: userId,
      issuer: ISSUER,
      expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /**
   * A signed capability for `value` (a registration's id in a cancel link): `<value>.<signature>`,
   * HMAC-SHA256 under the capability-link key with a purpose of its own, so it never passes as a
   * sign-in.
   */
  signValue(purpose: string, value: string): string {
    return `${value}.${mac(this.linkKeys[0]!, purpose, value)}`;
  }

  /** The value of a token made by signValue for `purpose`; undefined when it was altered or is another's. */
  verifyValue(purpose: string, token: string): string | undefined {
    return verifyMac(this.linkKeys, purpose, token);
  }

  /** Like signValue, under the sign-in challenges' own key (see SignInChallenges). */
  signChallenge(purpose: string, value: string): string {
    return `${value}.${mac(this.challengeKeys[0]!, purpose, value)}`;
  }

  verifyChallenge(purpose: string, token: string): string | undefined {
    return verifyMac(this.challengeKeys, purpose, token);
  }

  verify(token: string): TokenCheck {
    let failure: TokenCheck = { ok: false, reason: 'invalid' };
    for (const key of this.tokenKeys) {
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof claims === 'string' || typeof claims.sub !== 'string') return { ok: false, reason: 'invalid' };
        return { ok: true, userId: claims.sub, issuedAt: Math.round((claims.iat ?? 0) * 1000) };
      } catch (error) {
        // jsonwebtoken checks the signature before the expiry: "expired" means this key made it.
        if (error instanceof jwt.TokenExpiredError) failure = { ok: false, reason: 'expired' };
      }
    }
    return failure;
  }
}

function mac(key: Buffer | string, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url');
}

/** The value when the signature is right under one of `keys`, compared in constant time. */
function verifyMac(keys: (Buffer | string)[], purpose: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const value = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const matches = keys.map((key) => {
    const expected = Buffer.from(mac(key, purpose, value));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches.includes(true) ? value : undefined;
}
