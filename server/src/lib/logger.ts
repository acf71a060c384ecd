/** A small structured logger: one JSON line per event on stdout/stderr. */
export type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

function serialise(details: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!details) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

export function createLogger(level: LogLevel): Logger {
  const write = (stream: NodeJS.WriteStream, lvl: string, message: string, details?: Record<string, unknown>) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...serialise(details) })}\n`);
  return {
    info: (message, details) => {
      if (level === 'info') write(process.stdout, 'info', message, details);
    },
    error: (message, details) => {
      if (level !== 'silent') write(process.stderr, 'error', message, details);
    },
  };
}
