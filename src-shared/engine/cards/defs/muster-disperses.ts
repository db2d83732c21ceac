import { type CardDef, removeFrom, toDiscard } from '../cardApi';
import { rollBelow, unusedInfluence } from '../vocab/hazards';

const def: CardDef = {
  name: 'Muster Disperses',
  text: "Playable on a faction. The faction's player makes a roll. The faction is discarded if the result plus his unused general influence is less than 11.",
  play: { side: 'hazard', windows: ['hazard'], target: { kind: 'cardInPlay', match: { type: 'Resource', subtypes: ['Faction'], opponents: true } } },
  effects: [
    {
      do: 'custom',
      label: "roll + unused general influence: below 11 the faction is discarded",
      run: (q, ctx) => {
        const { s } = q;
        const inst = q.target as number;
        const owner = s.players.find((p) => p.playArea.includes(inst));
        if (!owner) return;
        if (!rollBelow(q, ctx, { seat: owner.seat, inst, add: unusedInfluence(s, owner.seat), need: 11, below: 'discarded' })) return;
        removeFrom(owner.playArea, inst);
        toDiscard(s, inst, ctx);
      },
    },
  ],
};
export default def;
