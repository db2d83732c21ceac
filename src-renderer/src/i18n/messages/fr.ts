import type { Messages } from './en';

/** French. */
export const fr: Messages = {
  nav: {
    main: 'Principal',
    catalogue: 'Catalogue',
    collection: 'Collection',
    sets: 'Jeux Arda',
    sleeves: 'Pochettes',
    play: 'Jouer',
    settings: 'Réglages',
    keysHelp: 'Appuyez sur {key} pour les touches',
  },
  deck: {
    play: 'Pioche',
    mp: 'Points de Victoire',
    character: 'Personnages',
    minor: 'Objets Mineurs',
    ring: 'Anneaux',
    site: 'Sites',
    haven: 'Havres',
    avatar: 'Avatars',
    deckOf: 'Paquet {deck}',
  },
  cardType: {
    Character: 'Personnage',
    Resource: 'Ressource',
    Hazard: 'Péril',
    Site: 'Site',
    Region: 'Région',
  },
  action: {
    add: 'Ajouter',
    remove: 'Retirer',
    apply: 'Appliquer',
    cancel: 'Annuler',
    close: 'Fermer',
    undo: 'Annuler l’action',
    redo: 'Rétablir',
    export: 'Exporter',
    import: 'Importer',
    search: 'Rechercher',
    save: 'Enregistrer',
    delete: 'Supprimer',
    print: 'Imprimer',
  },
  settings: {
    uiLanguageNote: 'Les libellés de l’application suivent cette langue quand une traduction existe (anglais, espagnol, français, allemand) ; les messages de règles restent en anglais.',
  },
};
