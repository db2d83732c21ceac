import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Wild Fell Beast',
  text: 'Drake. Three strikes. Attacker chooses defending characters. Unless this attack is canceled, all untapped characters in defending company are tapped following attack. Two Shadow-lands [{s}] in site path are required.',
  static: [
    {
      on: 'creature', after: 'attackEnd',
      run: (s, companyId, ctx) => {
        for (const ch of s.companies.find((c) => c.id === companyId)?.chars ?? []) {
          if (s.status[ch] !== undefined) continue;
          s.status[ch] = 'tapped';
          ctx.events.push({ type: 'effect', effect: 'tap', inst: ch, label: 'Wild Fell Beast' });
        }
      },
    },
  ],
};
export default def;
