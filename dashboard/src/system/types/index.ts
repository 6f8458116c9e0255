export interface BackendHealth {
  name: string;
  mode: string;
  ok: boolean;
  detail: string | null;
}

export interface SystemStatus {
  ok: boolean;
  version: string;
  /** ISO timestamp of the API's start. */
  startedAt: string;
  backends: BackendHealth[];
}

export interface SystemStatusResult {
  systemStatus: SystemStatus;
}
