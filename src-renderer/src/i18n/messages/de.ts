import type { Messages } from './en';

/** German. */
export const de: Messages = {
  nav: {
    main: 'Hauptmenü',
    catalogue: 'Katalog',
    collection: 'Sammlung',
    sets: 'Arda-Sets',
    sleeves: 'Hüllen',
    play: 'Spielen',
    // A soft hyphen: the rail is narrow.
    settings: 'Einstel\u00ADlungen',
    keysHelp: '{key} zeigt die Tasten',
  },
  deck: {
    // "Stapel Spielkarten" under deckOf ("Stapel Spielstapel" said deck twice).
    play: 'Spielkarten',
    mp: 'Siegpunkte',
    character: 'Charaktere',
    minor: 'Kleinere Gegenstände',
    ring: 'Ringe',
    site: 'Orte',
    haven: 'Zufluchten',
    avatar: 'Avatare',
    deckOf: 'Stapel {deck}',
  },
  cardType: {
    Character: 'Charakter',
    Resource: 'Ressource',
    Hazard: 'Gefahr',
    Site: 'Ort',
    Region: 'Region',
  },
  action: {
    add: 'Hinzufügen',
    remove: 'Entfernen',
    apply: 'Anwenden',
    cancel: 'Abbrechen',
    close: 'Schließen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    export: 'Exportieren',
    import: 'Importieren',
    search: 'Suchen',
    save: 'Speichern',
    delete: 'Löschen',
    print: 'Drucken',
  },
  settings: {
    uiLanguageNote: 'Die Beschriftungen der App folgen dieser Sprache, wo es eine Übersetzung gibt (Englisch, Spanisch, Französisch, Deutsch); Regelmeldungen bleiben englisch.',
  },
};
