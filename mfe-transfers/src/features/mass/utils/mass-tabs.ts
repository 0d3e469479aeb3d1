import type { TransferType } from '@portal/api/catalogue';
import type { MassMethod } from '@portal/api/mass';

/** The tabs of `transfer/mass` (spec 02 §2: wire, eft, oct, digital and global) and the separate p2p route. */
export const MASS_TABS = ['wire', 'eft', 'oct', 'digital', 'global', 'p2p'] as const;
export type MassTab = (typeof MASS_TABS)[number];

/** The kind of the mass capability group (spec 02 §6 "Mass") each tab needs; global comes with any mass kind. */
const TAB_KIND: Readonly<Record<Exclude<MassTab, 'global'>, TransferType>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  digital: 'crypto_eft',
  p2p: 'p2p',
};

/** The tabs a user with these mass kinds sees, in the spec's order. */
export function massTabsOf(massKinds: readonly TransferType[]): MassTab[] {
  if (massKinds.length === 0) return [];
  return MASS_TABS.filter((tab) => tab === 'global' || massKinds.includes(TAB_KIND[tab]));
}

/** The route of a tab: p2p has its own (spec 02 §2 `transfer/mass/p2p`). */
export function massTabPath(tab: MassTab): string {
  return `/transfer/mass/${tab}`;
}

/** The confirm route of a method (spec 02 §2). */
export function massConfirmPath(method: MassMethod): string {
  return method === 'p2p' ? '/transfer/mass/p2p/confirm' : '/transfer/external/mass/confirm';
}

export function isMassTab(value: string | undefined): value is MassTab {
  return (MASS_TABS as readonly string[]).includes(value ?? '');
}
