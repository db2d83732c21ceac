import { type CardDef, companyOfChar, isHaven } from '../cardApi';
import { checks, corruptionCard, notRace } from '../vocab/corruption';
import { atEndOfUntap } from '../vocab/untapPhase';

const def: CardDef = corruptionCard({
  name: 'Lure of the Senses',
  text:
    'Corruption. Playable on a non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check at the end of his untap phase if at a Haven/Darkhaven [{H}]. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 6, discard this card. Cannot be duplicated on a given character.',
  where: [notRace('Ringwraith')],
  above: 6,
  static: [
    atEndOfUntap((s, bearer, ctx) => {
      const co = companyOfChar(s, bearer);
      if (co && isHaven(s, co.site)) checks(s, bearer, 1, ctx, 'Lure of the Senses');
    }),
  ],
});
export default def;
