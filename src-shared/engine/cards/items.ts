/** Card definitions: items. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Scenario } from '../effects/types';
import { directInfluence } from '../state';

/**
 * The bearer's prowess in a strike against him: `bearer` carries the item and faces one strike
 * of an Orc-watch attack (each of the three characters takes one), and his roll shows `expected`.
 */
function strikeWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${bearer} bearing ${item} ${note}`,
    run: (k) => {
      const { id, chars } = k.company(0, [bearer, 'Ioreth', 'Bilbo'], 'Rivendell');
      const who = chars[0] as number;
      k.item(who, item);
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const roll = k.events.find((e) => e.type === 'roll' && e.purpose === 'strike');
      const base = k.card(bearer).prowess ?? 0;
      k.equal(roll?.prowess, expected(base), `${bearer}'s prowess against the strike (base ${base})`);
    },
  };
}

export const ITEMS: CardDef[] = [
  {
    name: 'Dagger of Westernesse',
    alignment: ['Hero'],
    text: 'Weapon. +1 to prowess to a maximum of 8.',
    scenarios: [
      strikeWith('Dagger of Westernesse', 'Aragorn II', (b) => Math.min(b + 1, 8), 'has +1 prowess'),
      strikeWith('Dagger of Westernesse', 'Glorfindel II', (b) => Math.max(b, Math.min(b + 1, 8)), 'stays at most 8 prowess'),
    ],
  },
  {
    name: 'Narsil',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +1 to prowess and direct influence.',
    scenarios: [
      strikeWith('Narsil', 'Aragorn II', (b) => b + 1, 'has +1 prowess'),
      {
        title: 'its bearer has +1 direct influence',
        run: (k) => {
          const { chars } = k.company(0, ['Aragorn II'], 'Rivendell');
          const who = chars[0] as number;
          const before = directInfluence(k.s, who);
          k.item(who, 'Narsil');
          k.equal(directInfluence(k.s, who), before + 1, "Aragorn II's direct influence");
        },
      },
    ],
  },
];
