/** The API handlers of per-copy details and places, over the collection repository (one undo step per edit). */
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { CardLots } from '../../src-shared/api/schemasLots';
import { CollectionLots, lotCopies } from '../data/collectionLots';
import type { CollectionRepository } from '../data/collectionRepository';

type LotHandlers = Pick<ApiHandlers, 'collection.lots.get' | 'collection.lots.set' | 'collection.places' | 'collection.placeCards' | 'collection.placesByCard'>;

export function createLotHandlers(deps: { db: Database; collection: CollectionRepository }): LotHandlers {
  const { db, collection } = deps;
  const lots = new CollectionLots(db);
  const nameOf = (cardId: string) => db.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(cardId) as string | undefined;

  const cardLots = (cardId: string): CardLots => {
    const entry = collection.entry(cardId);
    const list = lots.list(cardId);
    return { cardId, count: entry.count, lots: list, undescribed: entry.count - lotCopies(list), storage: entry.storage };
  };

  return {
    'collection.lots.get': ({ cardId }) => {
      if (!nameOf(cardId)) throw new ApiError('NOT_FOUND', `No card with id "${cardId}" in the catalogue.`);
      return cardLots(cardId);
    },
    'collection.lots.set': ({ cardId, lots: next }) => {
      const name = nameOf(cardId);
      if (!name) throw new ApiError('NOT_FOUND', `No card with id "${cardId}" in the catalogue.`);
      const entries = collection.change(`Copy details of ${name}`, [{ cardId, lots: next }]);
      return { entries, history: collection.history(), lots: cardLots(cardId) };
    },
    'collection.places': () => ({ places: lots.places() }),
    'collection.placeCards': ({ place, lang }) => ({ place, cards: lots.cardsAt(place, lang) }),
    'collection.placesByCard': () => ({ cards: lots.byCard() }),
  };
}
