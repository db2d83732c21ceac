import type { Scenario } from '../kit/scenario';
import { atSite, diScenario } from '../helpers/itemInfluence';

/** Bilbo, at the (entered) site, plays Gold Belt of Lórien from the MP hand. */
function playAt(site: string): Scenario['run'] {
  return (k) => {
    const { chars } = atSite(k, ['Bilbo'], site);
    const belt = k.mpHand(0, 'Gold Belt of Lórien');
    const bilbo = chars[0] as number;
    if (site === 'Lórien') {
      k.act(0, { type: 'playMpCard', inst: belt, character: bilbo });
      k.expect(k.s.chars[bilbo]?.items.includes(belt) === true, 'Bilbo bears Gold Belt of Lórien');
    } else k.equal(k.refused(0, { type: 'playMpCard', inst: belt, character: bilbo }).code, 'REQUIREMENTS', 'refusal');
  };
}

const scenarios: Scenario[] = [
  { title: 'playable at Lórien', run: playAt('Lórien') },
  { title: 'not playable at Edoras', run: playAt('Edoras') },
  diScenario('Gold Belt of Lórien', 'Ioreth', 'Edoras', 'Riders of Rohan', 1, false),
];
export default scenarios;
