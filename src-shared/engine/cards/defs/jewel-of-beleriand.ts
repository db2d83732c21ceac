import { roll2d6, setStatus, type CardDef } from '../cardApi';
import { ANY_TIME, bearerQ, notDuplicated } from '../vocab/bearer';

// "Hoard item": a minor item comes from the face-up minor items or the draft (Arda Revised: "All minor items, even unique or
// hoard items, may be chosen in the draft").
const def: CardDef = {
  name: 'Jewel of Beleriand',
  alignment: ['Hero'],
  text: 'Hoard item. Tap this item and make a roll —if the result is greater than 6, the bearer untaps if tapped. Cannot be duplicated on a given character.',
  play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
  abilities: [
    {
      label: 'tap: roll — above 6 the bearer untaps if tapped',
      windows: ANY_TIME,
      costs: ['tapSelf'],
      effects: [
        {
          do: 'custom',
          label: 'a roll: above 6, the bearer untaps if tapped',
          run: (q, ctx) => {
            const bearer = bearerQ(q);
            const dice = roll2d6(q.s.rng);
            const total = dice[0] + dice[1];
            const untaps = total > 6 && bearer !== null && q.s.status[bearer] === 'tapped';
            ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: q.seat, inst: q.inst, card: q.card.id, dice, mods: [], total, need: 7, result: untaps ? 'untaps' : 'no change', why: q.card.name });
            if (untaps && bearer !== null) setStatus(q.s, bearer, 'untapped');
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
