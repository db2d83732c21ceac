import { type CardDef, leavePlayKeepingItem } from '../cardApi';
import { onCompanyCharacter, onTargetInCompany, pathTypes, rollBelow, unusedInfluence } from '../vocab/hazards';

const def: CardDef = {
  name: 'Call of the Sea',
  text: 'Playable on a Elf character. The character’s player makes a roll. Return the character to the player’s hand if this result plus his unused general influence is less than 10. This result is modified by -3 if the character’s company moved this turn using a site path containing a Coastal Sea [{c}]. Any one item held by a character removed in this fashion may automatically be transferred to another character in his company (all other non-follower cards target character controls are discarded).',
  play: onCompanyCharacter({ is: 'race', race: ['Elf'] }),
  // "Return the character to the player's hand": in Arda he goes back to the Character deck, after his player has chosen the
  // item kept (phases/keepItem.ts), as with Call of Home. The company "moved this turn" is the moving company whose
  // movement/hazard phase it is.
  effects: [
    onTargetInCompany('roll + unused general influence (-3 after a site path with a Coastal Sea): below 10 the character returns to the Character deck', (q, ctx, { inst, ch, co }) => {
      const { s } = q;
      const seat = ch.owner;
      const add = unusedInfluence(s, seat);
      const coastal = pathTypes(s, co).includes('c') ? -3 : 0;
      if (!rollBelow(q, ctx, { seat, inst, add: { label: coastal ? `${add.label}, -3 for a Coastal Sea in the site path` : add.label, value: add.value + coastal }, need: 10, below: 'returns to the Character deck' })) return;
      leavePlayKeepingItem(s, inst, q.card.name, ctx);
    }),
  ],
};
export default def;
