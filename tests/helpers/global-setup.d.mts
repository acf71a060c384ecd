/** Starts (or finds) the PostgreSQL server the run's test databases live on; see global-setup.mjs. */
export default function globalSetup(): Promise<void>;
