import { Card } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';

interface ChartSlotProps {
  pending: boolean;
  empty: boolean;
  children: ReactNode;
}

/** Where a chart goes: a placeholder of its size while its sums or its code load, nothing when there is nothing to draw. */
export function ChartSlot({ pending, empty, children }: ChartSlotProps) {
  const placeholder = (
    <Card className="commissions-chart-card" aria-busy>
      <div className="commissions-chart bp6-skeleton" />
    </Card>
  );
  if (pending) return placeholder;
  if (empty) return null;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
