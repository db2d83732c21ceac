import { cardOf, companyOfChar, player, removeFrom, type CardDef, type Query } from '../cardApi';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';

/** The opponent a hazard card goes back to: a player of the card's set other than the acting seat (else the first hazard player). */
function hazardOwner(q: Query, inst: number): number {
  const align = q.s.alignOf[inst];
  return q.s.players.find((p) => p.seat !== q.seat && !p.out && p.alignment === align)?.seat ?? q.s.turn.firstHazard;
}

const def: CardDef = {
  name: 'Wizard Uncloaked',
  alignment: ['Hero'],
  // "Cannot be included in a Fallen-wizard's deck": deck construction (and Arda leaves Fallen-wizards out).
  text: 'Spell. Wizard only. Return all hazard permanent-events on characters in your Wizard’s company to opponent’s hand. Wizard makes a corruption check modified by -2.',
  play: onOwnCharacter(ANY_PHASE, [{ is: 'race', race: ['Wizard'] }]),
  effects: [
    {
      do: 'custom',
      label: "every hazard permanent-event on characters in the Wizard's company returns to the opponent's hand",
      run: (q, ctx) => {
        if (q.target === null) return;
        for (const ch of companyOfChar(q.s, q.target)?.chars ?? []) {
          const st = q.s.chars[ch];
          if (!st) continue;
          for (const inst of st.hazards.filter((h) => cardOf(q.s, h).type === 'Hazard' && cardOf(q.s, h).subtype === 'Permanent-event')) {
            removeFrom(st.hazards, inst);
            const to = hazardOwner(q, inst);
            player(q.s, to).hand.push(inst);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(q.s, inst).name} returns to P${to}'s hand`, card: q.card.id });
          }
        }
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: -2 },
  ],
};
export default def;
