import { roll2d6, type CardDef } from '../cardApi';
import { discardInPlay } from '../vocab/bearer';

const def: CardDef = {
  name: 'Sable Shield',
  alignment: ['Minion'],
  text: 'Unique. Shield. If a strike against the bearer is successful, he is not wounded. Instead, the attacker makes a roll—if this result is greater than 6, discard Sable Shield.',
  static: [
    {
      on: 'notWounded',
      instead: (s, self, attackerSeat, ctx) => {
        const dice = roll2d6(s.rng);
        const total = dice[0] + dice[1];
        const discard = total > 6;
        ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: attackerSeat, inst: self.inst, card: s.cardOf[self.inst], dice, mods: [], total, need: 7, result: discard ? 'discarded' : 'stays', why: 'Sable Shield' });
        if (discard) discardInPlay(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
