import type { CardDef, GameEvent, GameState } from '../cardApi';
import { checksForCompany, corruptionCard, notRace } from '../vocab/corruption';

/** The characters an action gave an item to (items played or taken at a site, transfers, items saved, rings found, items influenced away). */
function itemGainers(s: GameState, events: readonly GameEvent[]): number[] {
  const out: number[] = [];
  const isItem = (id: unknown) => typeof id === 'string' && (s.catalog.cards[id]?.itemClass ?? null) !== null;
  for (const e of events) {
    if (e.type === 'playMpCard' && e.success !== false && isItem(e.card)) out.push(e.character as number);
    else if (e.type === 'playMinorItem') out.push(e.character as number);
    else if (e.type === 'transferItem' || e.type === 'itemSaved') out.push(e.to as number);
    else if (e.type === 'ringFound') out.push(e.bearer as number);
    else if (e.type === 'influenceAttempt' && e.success === true && e.kind === 'item') out.push(e.influencer as number);
  }
  return out.filter((x) => typeof x === 'number');
}

const def: CardDef = corruptionCard({
  name: 'Lure of Expedience',
  text:
    'Corruption. Playable on a non-Ringwraith, non-Wizard, non-Hobbit character. Target character receives 2 corruption points and makes a corruption check each time a character in his company gains an item (including a ring special item). During his organization phase, the character may tap to attempt to remove this card. Make a roll—if the result is greater than 5, discard this card. Cannot be duplicated on a given character.',
  where: [notRace('Ringwraith', 'Wizard', 'Hobbit')],
  above: 5,
  static: [checksForCompany('Lure of Expedience', itemGainers)],
});
export default def;
