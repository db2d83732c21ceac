import { type CardDef, cardOf, companyOfChar, corruptionCheck, type GameState, removeFrom, toDiscard } from '../cardApi';
import { onCompanyCharacter, onTargetInCompany } from '../vocab/hazards';

/** The One Ring borne by another character of this character's company: [bearer, ring]. */
function oneRingBeside(s: GameState, inst: number): [number, number] | null {
  for (const ch of companyOfChar(s, inst)?.chars ?? []) {
    if (ch === inst) continue;
    const ring = (s.chars[ch]?.items ?? []).find((i) => cardOf(s, i).ringKind === 'one');
    if (ring !== undefined) return [ch, ring];
  }
  return null;
}

const def: CardDef = {
  // The check is made at once (its failure decides what else is discarded); a failed check discards the character
  // whatever the margin ("discard The One Ring along with the target character").
  name: 'The Precious',
  text: 'A character in the same company (hazard player’s choice) as The One Ring (not the bearer himself) must make a corruption check modified by -2. If he fails, discard The One Ring along with the target character.',
  play: onCompanyCharacter({ is: 'custom', label: 'in the same company as The One Ring, not its bearer', test: (q) => q.target !== null && oneRingBeside(q.s, q.target) !== null }),
  effects: [
    onTargetInCompany('corruption check -2: on a failure The One Ring is discarded with him', (q, ctx, { inst }) => {
      const { s } = q;
      const ring = oneRingBeside(s, inst);
      if (!ring || corruptionCheck(s, inst, -2, ctx, q.card.name, 'discarded') === 'pass') return;
      const [bearer, one] = ring;
      removeFrom(s.chars[bearer]?.items ?? [], one);
      toDiscard(s, one, ctx);
    }),
  ],
};
export default def;
