import { type CardDef, company, isHaven } from '../cardApi';
import { checks, corruptionCard } from '../vocab/corruption';

// "A revealed Wizard": a Wizard in play (Arda's Wizards are in play only as avatars). The check is made at the end of his
// own company's movement/hazard phase when it moved to a Haven.
const def: CardDef = corruptionCard({
  name: 'Lure of Creation',
  text:
    'Corruption. A revealed Wizard receives 2 corruption points and makes a corruption check at the end of any movement/hazard phase in a turn during which his company moved to a Haven [{H}]. Cannot be duplicated on a given Wizard. During his organization phase, a Wizard with this card may tap to attempt to remove it. Make a roll: if this result is greater than 6, discard this card.',
  where: [{ is: 'race', race: ['Wizard'] }],
  above: 6,
  who: 'Gandalf',
  static: [
    {
      on: 'mhEnd',
      run: (s, companyId, ctx, self) => {
        const co = company(s, companyId);
        const bearer = self?.bearer ?? null;
        if (bearer !== null && co?.dest && co.chars.includes(bearer) && isHaven(s, co.dest.site)) checks(s, bearer, 1, ctx, 'Lure of Creation');
      },
    },
  ],
});
export default def;
