import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { User } from '../users/user.entity';

import type { LoginThrottleService } from './login-throttle.service';
import { verifyPassword } from './password';
import type { TwoFactorService } from './two-factor.service';

/**
 * The input field that carries the password (or, with two-factor sign-in on, a current code). Its
 * name holds "password" so the log's redaction rule hides it like every other password field.
 */
export const CONFIRMATION_FIELD = 'passwordOrCode';

export const WRONG_CONFIRMATION_PASSWORD_MESSAGE =
  'passwordOrCode must be your current password; that one is not right.';
export const WRONG_CONFIRMATION_CODE_MESSAGE =
  'passwordOrCode must be a current code from your authenticator app (or an unused recovery code); that one is not right.';

/**
 * Asks a signed-in person to prove again that they are themselves before an action that grants
 * lasting power (an API key, a webhook endpoint): a stolen session alone cannot take it. The
 * password, or a current two-factor code when the account has two-factor sign-in on (the stronger
 * factor, which a password thief lacks). Every try counts against the sign-in throttle, so a
 * session cannot be used to guess the password.
 */
export class Reauthentication {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async confirm(user: User, confirmation: string | undefined, ip: string): Promise<void> {
    const given = confirmation ?? '';
    if (!given) {
      throw AppError.badInput(
        CONFIRMATION_FIELD,
        user.twoFactorEnabledAt
          ? 'passwordOrCode is required: enter a current code from your authenticator app.'
          : 'passwordOrCode is required: enter your password.',
      );
    }
    if (user.twoFactorEnabledAt) {
      try {
        await this.twoFactor.verify(user, given, ip, 'settings');
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
          throw AppError.badInput(CONFIRMATION_FIELD, WRONG_CONFIRMATION_CODE_MESSAGE);
        }
        throw error;
      }
      return;
    }
    const attempt = await this.throttle.begin(user.email, ip);
    const stored = await this.em.findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    let matches: boolean;
    try {
      matches = await verifyPassword(stored.passwordHash, given);
    } catch (error) {
      await attempt.released().catch(() => undefined);
      throw error;
    }
    if (!matches) throw AppError.badInput(CONFIRMATION_FIELD, WRONG_CONFIRMATION_PASSWORD_MESSAGE);
    await attempt.succeeded();
  }
}
