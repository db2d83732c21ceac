/**
 * The UI's own words in English: the source every other language follows (their files are typed by this
 * one, so a missing key fails the typecheck). Card names and texts come from the card data, not from here.
 */
export const en = {
  nav: {
    main: 'Main',
    catalogue: 'Catalogue',
    collection: 'Collection',
    sets: 'Arda Sets',
    sleeves: 'Sleeves',
    play: 'Play',
    settings: 'Settings',
    keysHelp: 'Press {key} for keys',
  },
  deck: {
    play: 'Play',
    mp: 'Marshalling Point',
    character: 'Character',
    minor: 'Minor Item',
    ring: 'Ring',
    site: 'Site',
    haven: 'Haven',
    avatar: 'Avatar',
    deckOf: '{deck} deck',
  },
  cardType: {
    Character: 'Character',
    Resource: 'Resource',
    Hazard: 'Hazard',
    Site: 'Site',
    Region: 'Region',
  },
  action: {
    add: 'Add',
    remove: 'Remove',
    apply: 'Apply',
    cancel: 'Cancel',
    close: 'Close',
    undo: 'Undo',
    redo: 'Redo',
    export: 'Export',
    import: 'Import',
    search: 'Search',
    save: 'Save',
    delete: 'Delete',
    print: 'Print',
  },
  settings: {
    uiLanguageNote: 'The app’s own labels follow this language where a translation exists (English, Spanish, French, German); rules messages stay in English.',
  },
};

export type Messages = typeof en;
