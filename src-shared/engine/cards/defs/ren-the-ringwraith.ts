/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import { companyOfChar, type CardDef } from '../cardApi';
import { atDarkhaven } from '../vocab/characters';

const def: CardDef = {
  name: 'Ren the Ringwraith',
  // "Minions in any one of your companies": the characters in the company when he taps.
  text: 'Unique. Manifestation of Ren the Unclean. Can use sorcery and shadow-magic. -2 direct influence in Heralded Lord mode. +2 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], he may tap during your organization phase to modify all corruption checks made this turn by minions in any one of your companies by +2.',
  abilities: [
    {
      label: 'tap Ren: +2 to all corruption checks this turn of the characters in one of your companies',
      windows: ['organization'],
      requires: [atDarkhaven],
      target: { kind: 'character', side: 'own' },
      costs: ['tapSelf'],
      effects: [{ do: 'custom', label: '+2 to their corruption checks this turn', run: (q) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        for (const ch of co?.chars ?? []) q.s.mods.push({ inst: ch, stat: 'corruptionTurn', delta: 2, label: 'Ren the Ringwraith' });
      } }],
    },
  ],
};
export default def;
