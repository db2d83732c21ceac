import type { CardDef } from '../cardApi';
import { concerned } from '../vocab/hazards';
import { atOrMovingToDeepsOr, spawnInPlay } from '../vocab/underDeeps';

const def: CardDef = {
  name: 'Darkness Made by Malice',
  text: 'Playable on a company at or moving to a Ruins & Lairs [{R}] or Under-deeps site, if there are more Spawn cards in play than characters in the company. Eliminated Spawn do not count. The company must do nothing during its site phase this turn.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      atOrMovingToDeepsOr('a company at or moving to a Ruins & Lairs [{R}] or Under-deeps site', ['R']),
      { is: 'custom', label: 'more Spawn cards in play than characters in the company', test: (q) => spawnInPlay(q.s) > (concerned(q)?.chars.length ?? Infinity) },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'the company does nothing during its site phase this turn',
      // As River's: the company has had its site phase (phases/site.ts enterSite is not offered to it).
      run: (q) => {
        const co = concerned(q);
        if (co && !q.s.turn.siteDone.includes(co.id)) q.s.turn.siteDone.push(co.id);
      },
    },
  ],
};
export default def;
