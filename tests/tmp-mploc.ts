import { buildCatalog, deriveLocations } from '../src-shared/engine/regions';
import { setupFor } from './unit/engine-fixtures/fixtures';
import { fuzzSetup } from './fuzz/sets';
for (const align of ['wizard', 'ringwraith'] as const) {
  const setup = fuzzSetup('arda-revised', [{ seat: 0, name: 'a', kind: 'bot', alignment: align }, { seat: 1, name: 'b', kind: 'bot', alignment: align }], 'pool', 'x');
  const cat = buildCatalog(setup);
  const set = setup.sets[align]!.set;
  const none: string[] = [];
  let n = 0;
  for (const e of set.decks.mp ?? []) { n++; const c = setup.cards[e.cardId]!; if (deriveLocations(cat, align, c).length === 0) none.push(`${c.name} [${c.type}/${c.subtype ?? ''}] ${c.text.slice(0, 90)}`); }
  console.log(align, n, 'mp cards;', none.length, 'without location'); for (const x of none) console.log('  ', x);
}
void setupFor;
