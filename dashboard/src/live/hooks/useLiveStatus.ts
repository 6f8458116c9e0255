import { useEffect, useState } from 'react';
import { type LiveStatus, watchStatus } from '../utils/liveConnection';

/** The live connection's state, for the screen to say when it reconnects and resumes. */
export function useLiveStatus(): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => watchStatus(setStatus), []);
  return status;
}
