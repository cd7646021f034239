import type { ReactNode } from 'react';
import { Icon } from './icons';

/** A padlock and a muted sentence: why something is hidden, in a contact card. */
export function LockedNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 text-muted">
      <Icon name="lock" className="size-5 shrink-0 text-primary" />
      {children}
    </p>
  );
}
