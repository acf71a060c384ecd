import jwt from 'jsonwebtoken';

import type { Role } from '../users/role';

const ISSUER = 'talent-consultancy';

export interface TokenClaims {
  sub: string;
  role: Role;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

export class TokenSigner {
  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {}

  sign(userId: string, role: Role): string {
    const expiresIn = /^\d+$/.test(this.expiresIn) ? Number(this.expiresIn) : this.expiresIn;
    return jwt.sign({ role } satisfies Omit<TokenClaims, 'sub'>, this.secret, {
      algorithm: 'HS256',
      subject: userId,
      issuer: ISSUER,
      expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  verify(token: string): TokenCheck {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, userId: claims.sub };
    } catch (error) {
      return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
    }
  }
}
