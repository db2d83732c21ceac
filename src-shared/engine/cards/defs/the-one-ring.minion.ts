import type { CardDef } from '../cardApi';
import { oneRing } from '../vocab/rings';

// The card data gives no prowess, body or direct influence. "If the bearer is not a Ringwraith, +1 corruption point to every character in
// the bearer's company": corruption.ts corruptionPoints. "After a non-storing test": a Darkhaven's storing test is modified by -2
// (vocab/sites.ts darkhaven): a roll of 12 makes 10, below any minion gold ring's The One Ring (11 or more).
const def: CardDef = oneRing('Minion', 'Unique. The One Ring. Playable only with a gold ring and after a non-storing test indicates The One Ring. +5 prowess (to a maximum of double the bearer’s normal prowess). +5 to body (to a maximum of 10). +5 to direct influence. Bearer may make a corruption check modified by -2 to cancel a non-Undead, non-Nazgûl strike against himself. If the bearer is not a Ringwraith, +1 corruption point to every character in the bearer’s company.', { prowess: 0, di: 0 });
export default def;
