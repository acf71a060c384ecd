import { ConfigError, loadConfig } from '../../../server/src/config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      jwtSecret: undefined,
      seedDemo: undefined,
      graphqlExplorer: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'nobody' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: '123' }],
    ['JWT_EXPIRES_IN', { JWT_EXPIRES_IN: 'soon' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'careers.example.com' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://careers.example.com' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://careers.example.com/jobs' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://user:pw@careers.example.com' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'hr.example.com' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://hr.example.com/app' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://ok.example.com, ftp://files.example.com' }],
    ['WEBHOOK_ALLOW_PRIVATE_NETWORKS', { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'sometimes' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'proxy.example.com' }],
    ['WEBHOOK_MAX_ATTEMPTS', { WEBHOOK_MAX_ATTEMPTS: '0' }],
    ['REJECTION_EMAIL_DELAY_MINUTES', { REJECTION_EMAIL_DELAY_MINUTES: 'ten' }],
    ['REJECTION_EMAIL_DELAY_MINUTES', { REJECTION_EMAIL_DELAY_MINUTES: '-1' }],
    ['REJECTION_EMAIL_DELAY_MINUTES', { REJECTION_EMAIL_DELAY_MINUTES: '1441' }],
    ['PASSWORD_HASHING', { PASSWORD_HASHING: 'cheap' }],
    ['PASSWORD_HASHING', { PASSWORD_HASHING: 'test' }],
    ['PASSWORD_HASHING', { PASSWORD_HASHING: 'test', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }],
  ])('stops on a wrong %s, naming it', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${variable}:`));
  });

  it('waits 10 minutes before a rejection e-mail by default, and takes decimals', () => {
    expect(loadConfig({}).rejectionEmailDelayMinutes).toBe(10);
    expect(loadConfig({ REJECTION_EMAIL_DELAY_MINUTES: '0.05' }).rejectionEmailDelayMinutes).toBe(0.05);
    expect(loadConfig({ REJECTION_EMAIL_DELAY_MINUTES: '0' }).rejectionEmailDelayMinutes).toBe(0);
  });

  it('hashes passwords at the standard cost unless NODE_ENV=test asks for the test cost', () => {
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'test' }).passwordHashing).toBe('test');
  });

  it('requires JWT_SECRET in production and turns the explorer off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Invalid JWT_SECRET: is required/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.graphqlExplorer).toBe(false);
  });

  it('takes the public origin from PUBLIC_URL, else http://localhost:<PORT>, never from a request', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://Careers.Example.com/' }).publicUrl).toBe('https://careers.example.com');
  });

  it('reads CORS_ORIGINS as a list of origins, empty by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://hr.example.com, http://localhost:5173/ https://b.example.org' }).corsOrigins,
    ).toEqual(['https://hr.example.com', 'http://localhost:5173', 'https://b.example.org']);
  });
});

describe('sign-in settings', () => {
  it.each(['25h', '2d', '86401', '1441m'])('stops on a JWT_EXPIRES_IN over 24 hours (%s), naming it', (value) => {
    expect(() => loadConfig({ JWT_EXPIRES_IN: value })).toThrow(/^Invalid JWT_EXPIRES_IN: must be at most 24h/);
  });

  it.each(['24h', '1d', '86400', '1440m', '8h'])('takes a JWT_EXPIRES_IN of at most 24 hours (%s)', (value) => {
    expect(loadConfig({ JWT_EXPIRES_IN: value }).jwtExpiresIn).toBe(value);
  });

  it('slows sign-in down after 3 failures per e-mail and 20 per address, up to 5 minutes, by default', () => {
    expect(loadConfig({})).toMatchObject({
      loginFreeFailuresPerEmail: 3,
      loginFreeFailuresPerIp: 20,
      loginMaxDelaySeconds: 300,
      loginWindowSeconds: 3600,
      twoFactorMaxWrongCodesPerDay: 20,
      twoFactorAlertAfterWrongCodes: 5,
    });
  });

  it('stops when failures would be forgotten before the longest wait ends', () => {
    expect(() => loadConfig({ LOGIN_MAX_DELAY_SECONDS: '600', LOGIN_WINDOW_SECONDS: '300' })).toThrow(
      /^Invalid LOGIN_WINDOW_SECONDS: must be at least LOGIN_MAX_DELAY_SECONDS \(600\)/,
    );
  });
});
