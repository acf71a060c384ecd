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

  /** The same refusal for an unknown e-mail and a wrong password, with the same cost. */
  async login(rawEmail: string, password: string, ip: string): Promise<LoginResult> {
    const email = normaliseEmail(rawEmail);
    await this.throttle.assertAllowed(email, ip);

    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    const passwordMatches = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyAgainstDummy(password), false);
    if (!user || !passwordMatches) {
      await this.throttle.recordFailure(email, ip);
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
    }
    if (user.disabled) {
      throw new AppError('FORBIDDEN', 'This account is disabled. Ask an administrator to enable it.');
    }
    await this.throttle.recordSuccess(email, ip);
    return { token: this.tokens.sign(user.id, user.role), user };
  }
}
