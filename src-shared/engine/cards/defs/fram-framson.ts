import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Fram Framson',
  // "He may not be one of the starting characters": the setup deals him to no one (Arda Revised: "Fram Framson may not start").
  text: 'Unique. He may not be one of the starting characters. He may only be brought into play at his home site. +3 prowess against Dragon and Drake attacks.',
  static: [
    { on: 'self', stat: 'homeSiteOnly' },
    { on: 'self', stat: 'prowess', delta: 3, againstRaces: ['Dragon', 'Drake'] },
  ],
};
export default def;
