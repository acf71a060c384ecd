import { DEFAULT_MAP_TILES, readMapTiles } from '../../../client/src/features/contact/map-tiles';

function documentWith(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

describe('readMapTiles', () => {
  it('reads the tile URL and attribution the server wrote into the page, entities decoded', () => {
    const doc = documentWith(
      '<meta name="map-tile-url" content="https://tiles.example.com/{z}/{x}/{y}.png?key=a&#38;lang=en" />' +
        '<meta name="map-tile-attribution" content="&#169; &#60;a href=&#34;https://example.com&#34;&#62;Example&#60;/a&#62;" />',
    );
    expect(readMapTiles(doc)).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png?key=a&lang=en',
      attribution: '© <a href="https://example.com">Example</a>',
    });
  });

  it('falls back to OpenStreetMap and its credit when the page has no tile settings', () => {
    expect(readMapTiles(documentWith(''))).toEqual(DEFAULT_MAP_TILES);
    expect(DEFAULT_MAP_TILES.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(DEFAULT_MAP_TILES.attribution).toContain('href="https://www.openstreetmap.org/copyright"');
  });

  it('falls back as a whole when the URL is blank, never pairing the default URL with another credit', () => {
    const doc = documentWith(
      '<meta name="map-tile-url" content="  " /><meta name="map-tile-attribution" content="Someone else" />',
    );
    expect(readMapTiles(doc)).toEqual(DEFAULT_MAP_TILES);
  });

  it('reads the live document by default', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="map-tile-url" content="https://t.example.org/{z}/{x}/{y}.png" />',
    );
    try {
      expect(readMapTiles().url).toBe('https://t.example.org/{z}/{x}/{y}.png');
    } finally {
      document.head.querySelector('meta[name="map-tile-url"]')?.remove();
    }
  });
});
