import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { normaliseEmail } from '../users/user.service';
import { User } from '../users/user.entity';

import type { LoginThrottleService } from './login-throttle.service';
import { verifyAgainstDummy, verifyPassword } from './password';
import type { TokenSigner } from './token';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export interface LoginResult {
  token: string;
  user: User;
}

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenSigner,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * The same refusal for an unknown e-mail and a wrong password, with the same cost. The attempt
   * is counted before the password is checked (see LoginThrottleService) and given back when the
   * password is right.
   */
  async login(rawEmail: string, password: string, ip: string): Promise<LoginResult> {
    const email = normaliseEmail(rawEmail);
    const attempt = await this.throttle.begin(email, ip);

    let user: User | null;
    let passwordMatches: boolean;
    try {
      user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
      passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyAgainstDummy(password), false);
    } catch (error) {
      // No verdict on the password: the attempt does not count against anyone.
      await attempt.released().catch(() => undefined);
      throw error;
    }
    if (!user || !passwordMatches) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
    if (user.disabled) {
      await attempt.released();
      throw new AppError('FORBIDDEN', 'This account is disabled. Ask an administrator to enable it.');
    }
    await attempt.succeeded();
    return { token: this.tokens.sign(user.id, user.role), user };
  }
}
