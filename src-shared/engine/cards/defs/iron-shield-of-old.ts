import type { CardDef } from '../cardApi';
import { shieldTap } from '../vocab/bearer';
import { deepsRollBonus, underDeepsSite } from '../vocab/underDeeps';

const def: CardDef = {
  name: 'Iron Shield of Old',
  alignment: ['Minion'],
  text: 'Shield. Playable at any Under-deeps Shadow-hold [{S}] or Ruins & Lairs [{R}]. +2 to all rolls required for bearer’s company to move to adjacent Under-deeps sites. Warrior only: tap this item to make one strike against its bearer ineffectual (i. e., the strike neither succeeds nor fails).',
  play: { side: 'resource', windows: ['site'], requires: underDeepsSite(['S', 'R']) },
  static: [deepsRollBonus('Iron Shield of Old', 2, { bearerCompany: true })],
  // An ineffectual strike is as a cancelled one: neither failed nor successful (as Enruned Shield's).
  abilities: [shieldTap('tap: one strike against the bearer is ineffectual', [{ do: 'cancelStrike' }])],
};
export default def;
