import type { CardDef } from '../cardApi';
import { corruptionCard } from '../vocab/corruption';

const def: CardDef = corruptionCard({
  name: 'Foolish Words',
  // Arda has no riddling rolls, offering attempts or on-guard cards (hazards are played in the movement/hazard
  // phase only): of those sentences only the influence attempts can arise (faction influence checks, phases/site.ts,
  // and influence attempts against an opponent's cards, phases/influence.ts).
  text:
    'Playable on a character. Any riddling roll, offering attempt, or influence attempt by target character is modified by -4. If placed on-guard, it may be revealed and played when a character in the company declares such an attempt. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 7, discard this card. Cannot be duplicated on a given character.',
  where: [],
  above: 7,
  corruption: false,
  static: [{ on: 'bearer', stat: 'influence', delta: -4 }],
});
export default def;
