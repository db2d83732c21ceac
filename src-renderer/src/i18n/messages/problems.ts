/**
 * Problems the shared core reports by code (src-shared/text/problem.ts): the search syntax and its name checks
 * (QUERY_PROBLEM_CODES) and card-name resolution in list imports and pastes (NAME_PROBLEM_CODES). The English must
 * read exactly like the core's own English text (a unit test compares them). A code whose message has optional
 * parts is an object: `text` holds one placeholder per part, named after the part's key, and a part shows only
 * when every param it names is there (problemText.ts).
 */
import { defineArea } from '../area';

const en = {
  UNKNOWN_FLAG: '"{token}": is: takes {flags}',
  NEEDS_NUMBER: '"{token}": {field} needs a whole number, e.g. {example}',
  TEXT_COMPARISON: '"{token}": {field} compares text, write {field}:value',
  NEEDS_VALUE: '"{token}": {field}: needs a value, e.g. {example}',
  UNKNOWN_FIELD: {
    text: 'unknown field "{field}"{suggestion}{fields}',
    suggestion: ': did you mean "{suggestion}"?',
    fields: ': use one of {fields}',
  },
  UNKNOWN_ARDA_SET: 'no Arda set named "{value}": did you mean "{suggestion}"?',
  NO_ARDA_SETS: 'no Arda set named "{value}": you have no Arda sets yet',
  UNKNOWN_CARD_SET: 'no card set "{value}": use {codes}',
  NAME_NOT_FOUND: {
    text: 'no card named "{name}"{set}{tag}{cards}{suggestion}',
    set: ' in set {set}',
    tag: ' tagged [{tag}]',
    cards: '; cards of that name: {cards}',
    suggestion: '; did you mean "{suggestion}"?',
  },
  NAME_AMBIGUOUS: '"{name}" matches {count} cards: {cards}; add [H] or [M] or a set code to choose one',
  CARD_ID_NOT_FOUND: 'no card with id "{id}" in the catalogue',
};

export const problems = defineArea<typeof en>({
  en,
  es: {
    UNKNOWN_FLAG: '«{token}»: is: admite {flags}',
    NEEDS_NUMBER: '«{token}»: {field} necesita un número entero, p. ej. {example}',
    TEXT_COMPARISON: '«{token}»: {field} compara texto; escribe {field}:valor',
    NEEDS_VALUE: '«{token}»: {field}: falta un valor, p. ej. {example}',
    UNKNOWN_FIELD: {
      text: 'campo desconocido «{field}»{suggestion}{fields}',
      suggestion: ': ¿quisiste decir «{suggestion}»?',
      fields: ': usa uno de estos: {fields}',
    },
    UNKNOWN_ARDA_SET: 'no hay ningún set de Arda llamado «{value}»: ¿quisiste decir «{suggestion}»?',
    NO_ARDA_SETS: 'no hay ningún set de Arda llamado «{value}»: aún no tienes sets de Arda',
    UNKNOWN_CARD_SET: 'no existe la expansión «{value}»: usa {codes}',
    NAME_NOT_FOUND: {
      text: 'ninguna carta se llama «{name}»{set}{tag}{cards}{suggestion}',
      set: ' en la expansión {set}',
      tag: ' con la etiqueta [{tag}]',
      cards: '; cartas con ese nombre: {cards}',
      suggestion: '; ¿quisiste decir «{suggestion}»?',
    },
    NAME_AMBIGUOUS: '«{name}» coincide con {count} cartas: {cards}; añade [H] o [M] o un código de expansión para elegir una',
    CARD_ID_NOT_FOUND: 'ninguna carta del catálogo tiene el id «{id}»',
  },
  fr: {
    UNKNOWN_FLAG: '« {token} » : is: accepte {flags}',
    NEEDS_NUMBER: '« {token} » : {field} attend un nombre entier, par ex. {example}',
    TEXT_COMPARISON: '« {token} » : {field} compare du texte, écrivez {field}:valeur',
    NEEDS_VALUE: '« {token} » : {field}: attend une valeur, par ex. {example}',
    UNKNOWN_FIELD: {
      text: 'champ inconnu « {field} »{suggestion}{fields}',
      suggestion: ' : vouliez-vous dire « {suggestion} » ?',
      fields: ' : utilisez l’un de ceux-ci : {fields}',
    },
    UNKNOWN_ARDA_SET: 'aucun set d’Arda ne s’appelle « {value} » : vouliez-vous dire « {suggestion} » ?',
    NO_ARDA_SETS: 'aucun set d’Arda ne s’appelle « {value} » : vous n’avez encore aucun set d’Arda',
    UNKNOWN_CARD_SET: 'aucune extension « {value} » : utilisez {codes}',
    NAME_NOT_FOUND: {
      text: 'aucune carte ne s’appelle « {name} »{set}{tag}{cards}{suggestion}',
      set: ' dans l’extension {set}',
      tag: ' avec l’étiquette [{tag}]',
      cards: ' ; cartes de ce nom : {cards}',
      suggestion: ' ; vouliez-vous dire « {suggestion} » ?',
    },
    NAME_AMBIGUOUS: '« {name} » correspond à {count} cartes : {cards} ; ajoutez [H] ou [M] ou un code d’extension pour en choisir une',
    CARD_ID_NOT_FOUND: 'aucune carte du catalogue n’a l’identifiant « {id} »',
  },
  de: {
    UNKNOWN_FLAG: '„{token}“: is: erlaubt {flags}',
    NEEDS_NUMBER: '„{token}“: {field} braucht eine ganze Zahl, z. B. {example}',
    TEXT_COMPARISON: '„{token}“: {field} vergleicht Text, schreib {field}:wert',
    NEEDS_VALUE: '„{token}“: {field}: braucht einen Wert, z. B. {example}',
    UNKNOWN_FIELD: {
      text: 'unbekanntes Feld „{field}“{suggestion}{fields}',
      suggestion: ': meintest du „{suggestion}“?',
      fields: ': verwende eines von {fields}',
    },
    UNKNOWN_ARDA_SET: 'kein Arda-Set namens „{value}“: meintest du „{suggestion}“?',
    NO_ARDA_SETS: 'kein Arda-Set namens „{value}“: du hast noch keine Arda-Sets',
    UNKNOWN_CARD_SET: 'kein Kartenset „{value}“: verwende {codes}',
    NAME_NOT_FOUND: {
      text: 'keine Karte namens „{name}“{set}{tag}{cards}{suggestion}',
      set: ' im Set {set}',
      tag: ' mit der Markierung [{tag}]',
      cards: '; Karten dieses Namens: {cards}',
      suggestion: '; meintest du „{suggestion}“?',
    },
    NAME_AMBIGUOUS: '„{name}“ passt auf {count} Karten: {cards}; füge [H] oder [M] oder ein Set-Kürzel hinzu, um eine zu wählen',
    CARD_ID_NOT_FOUND: 'keine Karte mit der ID „{id}“ im Katalog',
  },
});
