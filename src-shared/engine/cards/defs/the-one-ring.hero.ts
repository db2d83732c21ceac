import type { CardDef } from '../cardApi';
import { oneRing } from '../vocab/rings';

// The card data gives +5 prowess (no maximum) and +5 direct influence, no body.
const def: CardDef = oneRing('Hero', 'Unique. The One Ring. Playable only with a Gold Ring and after a test indicates The One Ring. +5 prowess (to a maximum of double the bearer’s starting prowess). +5 to body (to a maximum of 10). +5 to direct influence. Bearer may make a corruption check modified by -2 to cancel a strike against himself; this does not work against Undead and Nazgûl strikes. +1 corruption point to every character in the bearer’s company.', { prowess: 5, di: 5 });
export default def;
