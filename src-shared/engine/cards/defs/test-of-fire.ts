import { companyOfChar, setStatus, statusOf, testRing, type CardDef, type Query } from '../cardApi';
import { goldRingOf } from '../vocab/goldRings';
import { ANY_PHASE } from '../vocab/resourcePlay';
import { sageOf } from '../vocab/sages';

/** The first sage in the target's company. */
function sageWith(q: Query): number | undefined {
  return q.target !== null ? sageOf(q.s, companyOfChar(q.s, q.target)) : undefined;
}

const def: CardDef = {
  name: 'Test of Fire',
  alignment: ['Minion'],
  // Played on the character bearing the gold ring. The text taps no one: the sage is the tester named by the test (rings.ts
  // testRing, whose own tap is undone), and his status stays as it was.
  text: 'Sage only. Play to test a gold ring in a sage’s company.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'character',
      side: 'own',
      where: [
        { is: 'custom', label: 'bearing a gold ring', test: (q) => goldRingOf(q) !== undefined },
        { is: 'custom', label: "in a sage's company", test: (q) => sageWith(q) !== undefined },
      ],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'test the gold ring',
      run: (q, ctx) => {
        const ring = goldRingOf(q);
        const sage = sageWith(q);
        if (ring === undefined || sage === undefined) return;
        const was = statusOf(q.s, sage);
        testRing(q.s, sage, ring, ctx);
        if (q.s.chars[sage]) setStatus(q.s, sage, was);
      },
    },
  ],
};
export default def;
