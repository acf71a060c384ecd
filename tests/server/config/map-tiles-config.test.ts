import {
  ConfigError,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  loadConfig,
} from '../../../server/src/config';

describe('map tile settings', () => {
  it('default to OpenStreetMap, with its attribution linking to the copyright page', () => {
    const config = loadConfig({});
    expect(config.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(config.mapTileOrigin).toBe('https://tile.openstreetmap.org');
    expect(config.mapTileAttribution).toBe(DEFAULT_MAP_TILE_ATTRIBUTION);
    expect(config.mapTileAttribution).toContain('<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
  });

  it('take a custom template and answer its origin, port included', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://Tiles.Example.com:8443/v1/{z}/{x}/{y}{r}.png?key=abc&lang=en',
      MAP_TILE_ATTRIBUTION: 'Tiles &copy; Example',
    });
    expect(config.mapTileUrl).toBe('https://Tiles.Example.com:8443/v1/{z}/{x}/{y}{r}.png?key=abc&lang=en');
    expect(config.mapTileOrigin).toBe('https://tiles.example.com:8443');
    expect(config.mapTileAttribution).toBe('Tiles &copy; Example');
  });

  it('turn a leading {s} subdomain into a CSP wildcard', () => {
    const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    expect(config.mapTileOrigin).toBe('https://*.tile.example.org');
  });

  it('fall back to the defaults when set to blank', () => {
    const config = loadConfig({ MAP_TILE_URL: '  ', MAP_TILE_ATTRIBUTION: '' });
    expect(config.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(config.mapTileAttribution).toBe(DEFAULT_MAP_TILE_ATTRIBUTION);
  });

  it.each([
    ['plain http', 'http://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['no scheme', 'tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['no {y}', 'https://tile.openstreetmap.org/{z}/{x}.png'],
    ['no {z}', 'https://tile.openstreetmap.org/{x}/{y}.png'],
    ['an unknown placeholder', 'https://tile.example.com/{z}/{x}/{y}.png?key={apikey}'],
    ['a placeholder inside the host', 'https://{z}.example.com/{z}/{x}/{y}.png'],
    ['{s} over a top-level domain', 'https://{s}.com/{z}/{x}/{y}.png'],
    ['a user name', 'https://user:pass@tile.example.com/{z}/{x}/{y}.png'],
    ['a quote', 'https://tile.example.com/{z}/{x}/{y}.png?a="b"'],
    ['a space', 'https://tile.example.com/{z}/{x}/{y}.png tile.evil.example'],
    ['not a URL at all', 'https://exa mple/{z}/{x}/{y}'],
  ])('refuse a MAP_TILE_URL with %s, naming the variable', (_case, value) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(/^Invalid MAP_TILE_URL:/);
  });

  it('never echo a refused MAP_TILE_URL, which may carry an API key', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tile.example.com/{z}/{x}/{y}.png?key=secret-key' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-key') }),
    );
  });

  it('refuse an attribution over 1000 characters, naming the variable', () => {
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: 'x'.repeat(1001) })).toThrow(/^Invalid MAP_TILE_ATTRIBUTION:/);
  });
});
