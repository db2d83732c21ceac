import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Chill Douser',
  text: 'Undead. Three strikes. Unless Chill Douser’s attack is canceled, all other Undead attacks against the company for the rest of the turn receive +1 strike and +1 prowess.',
  static: [
    {
      on: 'creature', after: 'attackEnd',
      run: (s, companyId) => {
        (s.turn.attackMods ??= []).push({ companyId, races: ['Undead'], strikes: 1, prowess: 1, label: 'Chill Douser' });
      },
    },
  ],
};
export default def;
