/** Labels of the curation screens (collection quick entry, set editor): every UI language at once. */
import { defineArea } from '../area';

const en = {
  addCopiesLabel: 'Add {count} × {name}',
  addedCopies: 'Added {count} × {name} ({set}): now {now}',
  /** After the set's name: how many cards it holds. */
  cardCount: '{n} card | {n} cards',
  /** After a deck's count ("12 / 45 cards"). */
  cardsWord: 'card | cards',
};

export const curation = defineArea<typeof en>({
  en,
  es: {
    addCopiesLabel: 'Añadir {count} × {name}',
    addedCopies: 'Añadidas {count} × {name} ({set}): ahora {now}',
    cardCount: '{n} carta | {n} cartas',
    cardsWord: 'carta | cartas',
  },
  fr: {
    addCopiesLabel: 'Ajouter {count} × {name}',
    addedCopies: '{count} × {name} ajoutées ({set}) : maintenant {now}',
    cardCount: '{n} carte | {n} cartes',
    cardsWord: 'carte | cartes',
  },
  de: {
    addCopiesLabel: '{count} × {name} hinzufügen',
    addedCopies: '{count} × {name} ({set}) hinzugefügt: jetzt {now}',
    cardCount: '{n} Karte | {n} Karten',
    cardsWord: 'Karte | Karten',
  },
});
