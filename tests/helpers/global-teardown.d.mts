/** Stops the run's PostgreSQL server, or drops its template database on a shared one. */
export default function globalTeardown(): Promise<void>;
