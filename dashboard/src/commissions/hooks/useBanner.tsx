import { Button, Callout, Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The local banner closes by itself after 60 s (spec 003 section 9). */
export const BANNER_MS = 60_000;

export interface BannerState {
  intent: Intent;
  message: string;
}

/** The screen's banner: 'Se creó correctamente', 'Se eliminó correctamente', 'Se modificó correctamente' or the server's error. */
export function useBanner() {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: BannerState) => {
    clearTimeout(timer.current);
    setBanner(next);
    timer.current = setTimeout(() => setBanner(null), BANNER_MS);
  }, []);
  const success = useCallback((message: string) => show({ intent: Intent.SUCCESS, message }), [show]);
  const failure = useCallback((error: unknown) => show({ intent: Intent.DANGER, message: error instanceof Error ? error.message : String(error) }), [show]);
  const element = banner ? (
    <Callout
      className="commissions-banner"
      intent={banner.intent}
      role={banner.intent === Intent.DANGER ? 'alert' : 'status'}
      icon={banner.intent === Intent.DANGER ? 'error' : 'tick-circle'}
    >
      {banner.message}
      <Button variant="minimal" size="small" icon="cross" aria-label="×" onClick={() => setBanner(null)} style={{ float: 'right' }} />
    </Callout>
  ) : null;
  return { element, success, failure };
}
