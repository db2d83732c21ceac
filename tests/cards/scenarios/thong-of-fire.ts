import { bodyOf, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { strikeAgainst } from '../helpers/gear';
import { atSite } from '../helpers/itemInfluence';
import { minionKit } from '../kit/templates';

const NAME = 'Thong of Fire';
const ORCS = ['Gorbag', 'Lugdush', 'Ufthak'];

/** Gorbag (a warrior) or Lieutenant of Dol Guldur bearing it faces a strike of Wolves without tapping: his strike roll. */
function untappedRoll(bearer: string): Scenario {
  return {
    title: `${bearer} facing a strike of Wolves without tapping: "if bearer chooses not to tap against a strike, he receives no prowess penalty"`,
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, [bearer, 'Lugdush', 'Ufthak'], 'Dol Guldur');
      const who = chars[0] as number;
      k.item(who, NAME);
      k.creatureAttack(id, 'Wolves');
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: true });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
      k.equal(roll?.prowess, (k.card(bearer).prowess ?? 0) + 1, `${bearer}'s prowess, untapped`);
      k.equal(k.s.status[who] ?? 'untapped', 'untapped', bearer);
    },
  };
}

const scenarios: Scenario[] = [
  strikeAgainst(NAME, ORCS, 'Dol Guldur', { creature: 'Wolves' }, true, (b) => b + 1, '(a warrior) has "+1 prowess"'),
  {
    title: 'Gorbag (a warrior) bearing it has "+1 body"',
    run: (k0) => {
      const k = minionKit(k0);
      const who = k.company(0, ['Gorbag'], 'Dol Guldur').chars[0] as number;
      const body = bodyOf(k.s, who);
      k.item(who, NAME);
      k.equal(bodyOf(k.s, who), body + 1, 'Gorbag\'s body');
    },
  },
  untappedRoll('Gorbag'),
  {
    title: '"May only be borne by a character with a prowess of 6 or more": refused on Lugdush (5), played on Gorbag (6) at The Lonely Mountain (a hoard)',
    run: (k0) => {
      const k = minionKit(k0);
      const [gorbag, lugdush] = atSite(k, ['Gorbag', 'Lugdush'], 'The Lonely Mountain').chars as [number, number];
      const inst = k.mpHand(0, NAME);
      k.equal(k.refused(0, { type: 'playMpCard', inst, character: lugdush }).code, 'REQUIREMENTS', 'Lugdush');
      k.act(0, { type: 'playMpCard', inst, character: gorbag });
      k.equal(k.where(inst), 'character', `${NAME} on Gorbag`);
    },
  },
];
export default scenarios;
