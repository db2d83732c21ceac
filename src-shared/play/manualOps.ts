/**
 * The manual adjustments offered on a card's context menu (text the engine does not
 * carry out): each entry is a label and the engine's manual op.
 */
import type { ManualOp } from '../engine/types';

export interface ManualEntry {
  key: string;
  label: string;
  op: ManualOp;
}

const STATS = [
  ['prowess', 'prowess'],
  ['body', 'body'],
  ['di', 'direct influence'],
] as const;

export function manualEntries(inst: number): ManualEntry[] {
  const out: ManualEntry[] = [
    { key: 'tap', label: 'Tap', op: { kind: 'tap', inst } },
    { key: 'untap', label: 'Untap', op: { kind: 'untap', inst } },
    { key: 'wound', label: 'Wound', op: { kind: 'wound', inst } },
    { key: 'heal', label: 'Heal', op: { kind: 'heal', inst } },
    { key: 'discard', label: 'Discard', op: { kind: 'discard', inst } },
    { key: 'to-hand', label: 'Move to hand', op: { kind: 'move', inst, to: 'hand' } },
    { key: 'to-mp', label: 'Move to MP pile', op: { kind: 'move', inst, to: 'mpPile' } },
    { key: 'to-play', label: 'Move to play area', op: { kind: 'move', inst, to: 'playArea' } },
    { key: 'to-discard', label: 'Move to discard pile', op: { kind: 'move', inst, to: 'discard' } },
  ];
  for (const [stat, word] of STATS) {
    out.push({ key: `${stat}+`, label: `+1 ${word} until end of turn`, op: { kind: 'modify', inst, stat, delta: 1 } });
    out.push({ key: `${stat}-`, label: `−1 ${word} until end of turn`, op: { kind: 'modify', inst, stat, delta: -1 } });
  }
  out.push({ key: 'draw', label: 'Draw a card', op: { kind: 'draw', count: 1 } });
  return out;
}
