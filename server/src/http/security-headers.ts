import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

import type { Config } from '../config';

function helmetOptions(config: Config, overHttps: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Map tiles come from MAP_TILE_URL's origin only.
        'img-src': ["'self'", 'data:', 'blob:', config.mapTileOrigin],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        // The candidate page shows a PDF resume in a frame from a blob: URL of the same origin (it
        // is fetched with the staff token, which a frame's own request could not carry). Nothing
        // else may be framed: no third-party viewer. object-src stays 'none' (helmet's default).
        'frame-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': overHttps ? [] : null,
      },
    },
    // Over plain HTTP (local runs, the compose stack on port 4000) HSTS would make browsers refuse
    // the site on that host until it expires, and upgrade-insecure-requests would break every asset.
    strictTransportSecurity: overHttps,
    // OpenStreetMap's tile servers refuse requests that carry no referrer at all.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Browser features no page of this site uses, denied to the pages and to anything they frame, so
 * an injected script or a framed document cannot ask for them. (The contact map shows a fixed
 * place: Leaflet's `locate()` is never called.) Only names Chromium knows: an unknown one costs a
 * console warning on every page. helmet no longer sets this header.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * helmet's headers, with HSTS and CSP `upgrade-insecure-requests` only on requests served over
 * HTTPS: `req.secure`, which believes `X-Forwarded-Proto` only when TRUST_PROXY is set. Plus
 * `Permissions-Policy` on every answer.
 */
export function securityHeaders(config: Config): RequestHandler {
  const overHttps = helmet(helmetOptions(config, true));
  const overHttp = helmet(helmetOptions(config, false));
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (req.secure ? overHttps : overHttp)(req, res, next);
  };
}
