import { writeFileSync } from 'node:fs';

/**
 * A process without an HTTP port (the Temporal worker, the ERP agent) proves it is alive by
 * touching a file while it is working; the container's health check reads the file's age
 * (docker-compose.yml). Nothing is written when no file is configured (HEARTBEAT_FILE).
 */
export function startHeartbeat(file: string | undefined, alive: () => boolean, intervalMs = 10_000): { stop(): void } {
  if (!file) return { stop: () => undefined };
  const beat = () => {
    if (alive()) writeFileSync(file, `${new Date().toISOString()}\n`);
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
