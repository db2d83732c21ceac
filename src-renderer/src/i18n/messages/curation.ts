/** Labels of the curation screens (collection quick entry, set editor): every UI language at once. */
import { defineArea } from '../area';

const en = {
  addCopiesLabel: 'Add {count} × {name}',
  addedCopies: 'Added {count} × {name} ({set}): now {now}',
};

export const curation = defineArea<typeof en>({
  en,
  es: {
    addCopiesLabel: 'Añadir {count} × {name}',
    addedCopies: 'Añadidas {count} × {name} ({set}): ahora {now}',
  },
  fr: {
    addCopiesLabel: 'Ajouter {count} × {name}',
    addedCopies: '{count} × {name} ajoutées ({set}) : maintenant {now}',
  },
  de: {
    addCopiesLabel: '{count} × {name} hinzufügen',
    addedCopies: '{count} × {name} ({set}) hinzugefügt: jetzt {now}',
  },
});
