import type { ReactNode } from 'react';
import { PanelFrame } from '@/components/panel/panel-frame.tsx';

/** The back office (issue 31): its own frame, none of the shop's header, footer, cart or tracking. */
export default function PanelLayout({ children }: { children: ReactNode }) {
  return <PanelFrame>{children}</PanelFrame>;
}
