import type { CardDef, GameEvent, GameState } from '../cardApi';
import { checksForCompany, corruptionCard, notRace } from '../vocab/corruption';

/** The characters a wound event names: body checks of characters (combat) and `wound` effects of cards. */
function woundedBy(s: GameState, events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  for (const e of events) {
    const inst = 'inst' in e && typeof e.inst === 'number' ? e.inst : null;
    if (inst === null || s.catalog.cards[s.cardOf[inst] ?? '']?.type !== 'Character') continue;
    if ((e.type === 'roll' && e.purpose === 'bodyCheck') || (e.type === 'effect' && e.effect === 'wound')) out.push(inst);
  }
  return out;
}

const def: CardDef = corruptionCard({
  name: 'Despair of the Heart',
  text:
    'Corruption. Playable on a non-Hobbit, non-Wizard, non-Ringwraith character. Target character receives 2 corruption points and makes a corruption check each time a character in his company becomes wounded. During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 4, discard this card. Cannot be duplicated on a given character.',
  where: [notRace('Hobbit', 'Wizard', 'Ringwraith')],
  above: 4,
  // Checked once the action that wounded them (a strike, a card) is over, one check per wound.
  static: [checksForCompany('Despair of the Heart', woundedBy)],
});
export default def;
