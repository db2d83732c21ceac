import type { CardDef } from '../cardApi';
import { MOVING, charOrDarkTreat } from '../vocab/hazardShortEvents';

const def: CardDef = {
  // Played on a character of the moving company (the attacker's choice) for the -1 prowess; played on no character, the
  // Doors of Night use (the first Border-land of the site path, else a Border-hold new site: vocab darkTreatUse).
  name: 'Gloom',
  text: 'Environment. Playable only on a company that is moving this turn. One character (attacker’s choice) in that company suffers -1 to his prowess until the end of the turn. Alternatively, if Doors of Night is in play, treat one Border-land [{b}] as a Wilderness [{w}] or one Border-hold [{B}] as a Ruins & Lairs [{R}] until the end of the turn. Cannot be duplicated.',
  ...charOrDarkTreat({
    where: [],
    requires: [MOVING],
    from: { region: 'b', site: 'B' },
    to: { region: 'w', site: 'R' },
    effects: [{ do: 'modify', who: 'target', stat: 'prowess', delta: -1, until: 'endOfTurn' }],
  }),
};
export default def;
