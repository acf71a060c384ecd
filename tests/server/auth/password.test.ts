import { hashPassword, usePasswordHashing, verifyPassword } from '../../../server/src/modules/auth/password';

/** The parameters argon2 wrote into a PHC string: $argon2id$v=19$m=..,p=..,t=..$salt$hash. */
const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');

describe('password hashes', () => {
  afterAll(() => usePasswordHashing('standard'));

  it('are argon2id at OWASP’s floor (19 MiB, 2 passes, 1 lane) by default', async () => {
    usePasswordHashing('standard');
    expect(parameters(await hashPassword('correct horse battery'))).toBe('argon2id$v=19$m=19456,p=1,t=2');
  });

  it('cost the minimum under the test suite’s setting, and verify under either setting', async () => {
    usePasswordHashing('standard');
    const standard = await hashPassword('correct horse battery');
    usePasswordHashing('test');
    const cheap = await hashPassword('correct horse battery');
    expect(parameters(cheap)).toBe('argon2id$v=19$m=1024,p=1,t=1');
    expect(await verifyPassword(standard, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'correct horse batteries')).toBe(false);
    usePasswordHashing('standard');
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
  });
});
