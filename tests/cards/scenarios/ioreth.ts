/** Ioreth: healing effects affect her whole company (the template's scenarios come first: tests/cards/templates/characters.ts). */
import { healByEffect } from '../helpers/healing';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a healing effect on Faramir (wounded) in Ioreth\'s company heals Bilbo too, not Aragorn II of another company; without her only Faramir',
    run: (k) => {
      for (const withIoreth of [true, false]) {
        const { chars } = k.company(0, [withIoreth ? 'Ioreth' : 'Gimli', 'Bilbo', 'Faramir'], 'Bree');
        const [, bilbo, faramir] = chars as [number, number, number];
        const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
        for (const ch of [bilbo, faramir, aragorn]) k.setStatus(ch, 'wounded');
        healByEffect(k, faramir);
        k.equal(k.s.status[faramir], undefined, 'Faramir is healed (untapped)');
        k.equal(k.s.status[bilbo], withIoreth ? undefined : 'wounded', `Bilbo ${withIoreth ? 'with' : 'without'} Ioreth`);
        k.equal(k.s.status[aragorn], 'wounded', 'Aragorn II in another company');
        k.s.companies = k.s.companies.filter((c) => !c.chars.some((ch) => [bilbo, aragorn].includes(ch)));
      }
    },
  },
];
export default scenarios;
