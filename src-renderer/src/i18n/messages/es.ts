import type { Messages } from './en';

/** Spanish. */
export const es: Messages = {
  nav: {
    main: 'Principal',
    catalogue: 'Catálogo',
    collection: 'Colección',
    sets: 'Mazos Arda',
    sleeves: 'Fundas',
    play: 'Jugar',
    settings: 'Ajustes',
    keysHelp: 'Pulsa {key} para ver las teclas',
  },
  deck: {
    play: 'Juego',
    mp: 'Puntos de Victoria',
    character: 'Personajes',
    minor: 'Objetos Menores',
    ring: 'Anillos',
    site: 'Lugares',
    haven: 'Refugios',
    avatar: 'Avatares',
    deckOf: 'Mazo de {deck}',
  },
  cardType: {
    Character: 'Personaje',
    Resource: 'Recurso',
    Hazard: 'Adversidad',
    Site: 'Lugar',
    Region: 'Región',
  },
  action: {
    add: 'Añadir',
    remove: 'Quitar',
    apply: 'Aplicar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    undo: 'Deshacer',
    redo: 'Rehacer',
    export: 'Exportar',
    import: 'Importar',
    search: 'Buscar',
    save: 'Guardar',
    delete: 'Eliminar',
    print: 'Imprimir',
  },
  settings: {
    uiLanguageNote: 'Las etiquetas de la aplicación siguen este idioma cuando hay traducción (inglés, español, francés, alemán); los mensajes de reglas siguen en inglés.',
  },
};
