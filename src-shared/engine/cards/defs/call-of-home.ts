import { type CardDef, cardOf, leavePlayKeepingItem } from '../cardApi';
import { notRingwraithOrWizard, onCompanyCharacter, onTargetInCompany, rollBelow, unusedInfluence } from '../vocab/hazards';

const def: CardDef = {
  name: 'Call of Home',
  text: "Playable on a non-Ringwraith, non-Wizard character not bearing The One Ring. The character's player makes a roll. The character returns to his player\u2019s hand if the result plus his player\u2019s unused general influence is less than 10. Any one item held by the removed character may automatically be transferred to another character in his company (all other non-follower cards he controls are discarded).",
  play: onCompanyCharacter(
    { is: 'custom', label: 'a non-Wizard, non-Ringwraith character', test: notRingwraithOrWizard },
    { is: 'custom', label: 'not bearing The One Ring', test: (q) => q.target !== null && !(q.s.chars[q.target]?.items ?? []).some((i) => cardOf(q.s, i).ringKind === 'one') },
  ),
  // "Returns to his player's hand": in Arda characters are played from the face-up roving characters, turned up from the
  // Character deck ("Return the unused characters to the Roving Character Deck"; "These characters are roving and may be
  // played by any player as if from hand", Arda Revised §3): he is shuffled into the Character deck, after his player has
  // chosen the item kept (phases/keepItem.ts), not put in the Play hand, where no character can be played.
  effects: [
    onTargetInCompany('roll + unused general influence: below 10 the character returns to the Character deck', (q, ctx, { inst, ch }) => {
      const { s } = q;
      const seat = ch.owner;
      if (!rollBelow(q, ctx, { seat, inst, add: unusedInfluence(s, seat), need: 10, below: 'returns to the Character deck' })) return;
      leavePlayKeepingItem(s, inst, q.card.name, ctx);
    }),
  ],
};
export default def;
