/** Body checks a card calls for outside combat (Veils Flung Away, Where There's a Whip): rolled by the card's player, Orcs and Trolls discarded as their cards say. */
import { bodyOf, cardOf, raceMatches, removeCharacter, roll2d6, selfBodyCheckDiscard, type Ctx, type Query } from '../cardApi';

/**
 * "Make a body check modified by N … Determine if each Orc or Troll character is discarded as indicated on their cards": the roll
 * (2D6 + N against his body) as an event; an Orc or Troll whose card says the result discards him is discarded. What failing does is
 * the caller's ('fails': the result is above his body).
 */
export function cardBodyCheck(q: Query, ctx: Ctx, inst: number, modifier: number): 'discarded' | 'fails' | 'passes' {
  const { s } = q;
  const body = bodyOf(s, inst);
  const dice = roll2d6(s.rng);
  const total = dice[0] + dice[1] + modifier;
  const failed = total > body;
  const discard = raceMatches(cardOf(s, inst).race, ['Orc', 'Troll']) && selfBodyCheckDiscard(s, inst).includes(total);
  const result = discard ? 'discarded' : failed ? 'fails' : 'passes';
  ctx.events.push({ type: 'roll', purpose: 'bodyCheck', seat: q.seat, inst, dice, mods: [{ label: q.card.name, value: modifier }], total, body, against: body, againstLabel: 'body', result, why: q.card.name });
  if (discard) removeCharacter(s, inst, 'discarded', ctx);
  return result;
}
