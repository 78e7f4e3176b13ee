import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with `{name}` slots filled by elements (a link, an address), so each
 * language keeps its own word order around them: `fillSlots(t.feedback, { link: <Link…/> })`.
 */
export function fillSlots(text: string, slots: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/g).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{slots[part]}</Fragment> : part));
}
