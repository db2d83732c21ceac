import type { CardDef } from '../cardApi';
import { shieldTap } from '../vocab/bearer';

const def: CardDef = {
  name: 'Great-shield of Rohan',
  alignment: ['Hero'],
  text: 'Unique. Shield. +2 to body to a maximum of 9. Warrior only: tap Great Shield of Rohan to remain untapped against one strike (unless the bearer is wounded by the strike).',
  abilities: [
    shieldTap('tap: the bearer remains untapped against the strike (unless wounded)', [
      { do: 'custom', label: 'remains untapped against the strike unless wounded', run: (q) => q.s.mods.push({ inst: q.target as number, stat: 'noTap', delta: 0, until: 'strike' }) },
    ]),
  ],
};
export default def;
