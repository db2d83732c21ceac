import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a sage with another sage in his company is tapped; a character with neither skill paired is no target, nor a tapped sage',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'Gnaw with Words', ['Bilbo', 'Balin', 'Aragorn II', 'Glorfindel II'], { before: (c) => k.setStatus(c[3] as number, 'tapped') });
      const [bilbo, , aragorn, glorfindel] = chars as [number, number, number, number];
      k.expect(!k.canPlay(1, card, aragorn), 'Aragorn II is neither sage nor diplomat');
      k.expect(!k.canPlay(1, card, glorfindel), 'Glorfindel II is tapped');
      k.play(1, card, bilbo);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo');
    },
  },
  {
    title: 'a diplomat with another diplomat in his company is tapped',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'Gnaw with Words', ['Gimli', 'Legolas']);
      k.play(1, card, chars[1]);
      k.equal(k.s.status[chars[1] as number], 'tapped', 'Legolas');
    },
  },
  {
    title: 'a lone sage: a target when another sage is at his new site (Bree) or at his current site (Rivendell), not otherwise',
    run: (k) => {
      const { card, chars } = movingWithHazard(k, 'Gnaw with Words', ['Bilbo', 'Aragorn II']);
      const bilbo = chars[0] as number;
      k.expect(!k.canPlay(1, card, bilbo), 'no other sage in his company or at Rivendell or Bree');
      const atBree = k.company(0, ['Glorfindel II'], 'Bree');
      k.expect(k.canPlay(1, card, bilbo), 'Glorfindel II is at Bree');
      k.s.companies = k.s.companies.filter((c) => c.id !== atBree.id);
      k.company(1, ['Ioreth'], 'Rivendell');
      k.expect(k.canPlay(1, card, bilbo), 'Ioreth is at Rivendell');
    },
  },
];
export default scenarios;
