import { type CardDef, companyOfChar } from '../cardApi';
import { checksAtMhEnd, corruptionCard, notRace } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'Alone and Unadvised',
  text:
    'Corruption. Playable on a non-Wizard, non-Ringwraith character in a company with 3 or fewer characters. Target character makes a corruption check at the end of his movement/hazard phase for each region he moved through. All of his corruption checks are modified by adding the number of characters in his company. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 6, discard this card. Discard this card if his company has 4 or more characters. Cannot be duplicated on a given character.',
  where: [
    notRace('Wizard', 'Ringwraith'),
    { is: 'custom', label: 'in a company with 3 or fewer characters', test: (q) => q.target !== null && (companyOfChar(q.s, q.target)?.chars.length ?? 99) <= 3 },
  ],
  above: 6,
  static: [
    { on: 'bearer', stat: 'corruptionCheck', delta: 0, deltaOf: (s, bearer) => companyOfChar(s, bearer)?.chars.length ?? 0 },
    // The regions he moved through: the site path, origin region and each region entered.
    checksAtMhEnd('Alone and Unadvised', (path, regions) => (path ? path.length : regions.length)),
    { on: 'discardWhen', label: 'his company has 4 or more characters', test: (s, bearer) => (companyOfChar(s, bearer)?.chars.length ?? 0) >= 4 },
  ],
});
export default def;
