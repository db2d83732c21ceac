import { cardOf, companyOfChar, removalOf, removeFrom, roll2d6, toDiscard, type CardDef, type GameState } from '../cardApi';
import { ANY_PHASE, companyIs, onOwnCharacter } from '../vocab/resourcePlay';

/**
 * The number a hazard permanent-event's own removal roll must exceed, as printed ("Make a roll—if
 * the result is greater than 6, discard this card"): its definition's removal terms, else its text; null when none is given.
 */
function printedRemoval(s: GameState, inst: number): number | null {
  const r = removalOf(s, inst);
  if (r) return r.above;
  const text = cardOf(s, inst).text.replace(/<[^>]+>/g, '');
  const m = /roll[^.]*?greater than (?:a )?(\d+)[^.]*?(?:discard this card|this card is (?:removed|discarded))/i.exec(text);
  return m ? Number(m[1]) : null;
}

const def: CardDef = {
  name: 'Glamour of Surpassing Excellance',
  alignment: ['Hero'],
  // "Cannot be included in a Fallen-wizard's deck": deck construction (and Arda leaves Fallen-wizards out).
  text: 'Playable on a company at a Border-hold [{B}] or Free-hold [{F}]. Make a roll for each hazard permanent-event on characters in the company. Discard each hazard whose roll is greater than the number normally needed to remove it as printed on the card (ignoring all modifiers and conditions). If no number is given, the permanent-event is discarded if its result is greater than 8.',
  // The company is named by one of its characters.
  play: onOwnCharacter(ANY_PHASE, [companyIs('a company at a Border-hold or Free-hold', (co, q) => ['B', 'F'].includes(q.s.catalog.cards[co.site]?.siteType ?? ''))]),
  effects: [
    {
      do: 'custom',
      label: 'a roll for each hazard permanent-event on characters in the company: discarded above its printed removal number (else 8)',
      run: (q, ctx) => {
        const s = q.s;
        if (q.target === null) return;
        for (const ch of companyOfChar(s, q.target)?.chars ?? []) {
          const st = s.chars[ch];
          if (!st) continue;
          for (const inst of st.hazards.filter((h) => cardOf(s, h).type === 'Hazard' && cardOf(s, h).subtype === 'Permanent-event')) {
            const need = printedRemoval(s, inst) ?? 8;
            const dice = roll2d6(s.rng);
            const total = dice[0] + dice[1];
            const gone = total > need;
            ctx.events.push({ type: 'roll', purpose: 'removal', seat: q.seat, inst: ch, card: s.cardOf[inst], target: inst, dice, mods: [], total, need: need + 1, against: need, againstLabel: `to remove ${cardOf(s, inst).name} (${q.card.name})`, result: gone ? 'removed' : 'stays' });
            if (!gone) continue;
            removeFrom(st.hazards, inst);
            toDiscard(s, inst, ctx);
          }
        }
      },
    },
  ],
};
export default def;
