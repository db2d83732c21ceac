import { companyOfChar, testRing, type CardDef } from '../cardApi';
import { goldRingOf } from '../vocab/goldRings';

const def: CardDef = {
  name: 'Gandalf',
  alignment: ['Hero'],
  text: 'Unique. +1 to all of his corruption checks. Gandalf may tap to test a gold ring in his company.',
  abilities: [
    {
      // A character bearing several gold rings has his first one tested (one ability use tests one ring).
      label: 'tap Gandalf: test a gold ring in his company',
      windows: ['organization', 'longEvent', 'site', 'endTurn'],
      target: { kind: 'character', side: 'own', where: [{ is: 'custom', label: 'a character in his company bearing a gold ring', test: (q) => q.target !== null && companyOfChar(q.s, q.target) === companyOfChar(q.s, q.inst) && goldRingOf(q) !== undefined }] },
      costs: ['tapSelf'],
      effects: [{ do: 'custom', label: 'test the gold ring', run: (q, ctx) => {
        const ring = goldRingOf(q);
        if (ring !== undefined) testRing(q.s, q.inst, ring, ctx);
      } }],
      botUse: true,
    },
  ],
};
export default def;
