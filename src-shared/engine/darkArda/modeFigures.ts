/**
 * What a Ringwraith's mode does to figures (Dark Arda "Ringwraith Mode Rule": "each player receives a copy of each of the three
 * mode cards"), from the mode cards' text: Fell Rider "+2 prowess, -3 direct influence to your Ringwraith"; Heralded Lord "-2
 * prowess, +3 direct influence to entire company" (the prowess to the Ringwraith); Black Rider none. Each Ringwraith's own line
 * adds to it ("+3 direct influence in Heralded Lord mode. +1 prowess in Fell Rider mode", The Witch-king).
 * Reads plain state only (no state.ts import: state.ts calls it).
 */
import type { EngineCard, GameState, RingwraithMode } from '../types';

const BASE: Record<RingwraithMode, { prowess: number; di: number; companyDi: number }> = {
  'Fell Rider': { prowess: 2, di: -3, companyDi: 0 },
  'Heralded Lord': { prowess: -2, di: 0, companyDi: 3 },
  'Black Rider': { prowess: 0, di: 0, companyDi: 0 },
};

/** The Ringwraith's own "+N direct influence in Heralded Lord mode" / "+N prowess in Fell Rider mode" lines. */
function ownLine(card: EngineCard, mode: RingwraithMode, stat: 'prowess' | 'di'): number {
  const word = stat === 'di' ? 'direct influence' : 'prowess';
  const m = new RegExp(`([+-]\\d+) ${word} in ${mode} mode`, 'i').exec(card.text);
  return m ? Number(m[1]) : 0;
}

/** The mode's change to this character's prowess or direct influence (0 outside Dark Arda or without a mode). */
export function modeDelta(s: GameState, inst: number, stat: 'prowess' | 'di'): number {
  if (s.profile !== 'dark-arda' || !s.modes) return 0;
  const ch = s.chars[inst];
  if (!ch) return 0;
  const mode = s.modes[ch.owner];
  const wraith = s.players[ch.owner]?.avatarInPlay ?? null;
  if (!mode || wraith === null) return 0;
  const base = BASE[mode];
  if (inst === wraith) {
    const card = s.catalog.cards[s.cardOf[inst] as string];
    const own = card ? ownLine(card, mode, stat) : 0;
    return (stat === 'prowess' ? base.prowess : base.di + base.companyDi) + own;
  }
  // Heralded Lord: "+3 direct influence to entire company".
  return stat === 'di' && s.chars[wraith]?.company === ch.company ? base.companyDi : 0;
}
