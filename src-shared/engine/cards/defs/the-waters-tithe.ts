import { cardOf, companyOfChar, type CardDef } from '../cardApi';
import { magicUser } from '../vocab/minionEvents';

const def: CardDef = {
  name: 'The Water’s Tithe',
  alignment: ['Minion'],
  // Arda moves every company by region movement (at most three regions entered, over the Region cards' adjacency): the company may
  // enter two more regions this turn (s.turn.extraRegions, as Cram's).
  text: 'Magic. Sorcery. Playable on a non-Ringwraith sorcery-using character during the organization phase. If using region movement, the character’s company may play up to two additional region cards. Character makes a corruption check modified by -3.',
  play: {
    side: 'resource',
    windows: ['organization'],
    target: { kind: 'character', side: 'own', where: [magicUser('sorcery'), { is: 'custom', label: 'not a Ringwraith', test: (q) => q.target !== null && cardOf(q.s, q.target).race !== 'Ringwraith' }] },
  },
  effects: [
    {
      do: 'custom',
      label: 'his company may enter two more regions this turn',
      run: (q) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        if (co) (q.s.turn.extraRegions ??= {})[co.id] = (q.s.turn.extraRegions?.[co.id] ?? 0) + 2;
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: -3 },
  ],
};
export default def;
