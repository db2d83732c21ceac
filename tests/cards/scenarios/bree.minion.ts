import type { Scenario } from '../kit/scenario';
import { kitFor } from '../helpers/sites';

const scenarios: Scenario[] = [
  {
    title: 'Bree: "Agent minions may be brought into play under direct influence at this site": Herion (an agent, home Lond Galen) comes into play at Bree under the Lieutenant of Dol Guldur; not under general influence, not a non-agent (Dorelas), not at Weathertop',
    run: (k0) => {
      const k = kitFor(k0, true);
      const lieutenant = k.company(0, ['Lieutenant of Dol Guldur'], 'Bree').chars[0] as number;
      const other = k.company(0, ['Eradan'], 'Weathertop').chars[0] as number;
      const agent = k.spawn('Herion', 0);
      const man = k.spawn('Dorelas', 0);
      k.s.sets.ringwraith?.faceUp.character.push(agent, man);
      k.phase('organization');
      const bree = k.siteId('Bree', 0);
      const weathertop = k.siteId('Weathertop', 0);
      k.expect(k.legal(0).some((a) => a.type === 'playCharacter' && a.inst === agent && a.site === bree && a.controller === lieutenant), 'Herion is offered at Bree under the Lieutenant of Dol Guldur');
      k.equal(k.refused(0, { type: 'playCharacter', inst: agent, site: bree, controller: null }).code, 'HOME_SITE', 'Herion at Bree under general influence');
      k.equal(k.refused(0, { type: 'playCharacter', inst: man, site: bree, controller: lieutenant }).code, 'HOME_SITE', 'Dorelas at Bree under the Lieutenant of Dol Guldur');
      k.equal(k.refused(0, { type: 'playCharacter', inst: agent, site: weathertop, controller: other }).code, 'HOME_SITE', 'Herion at Weathertop under Eradan');
      k.act(0, { type: 'playCharacter', inst: agent, site: bree, controller: lieutenant });
      k.equal(k.s.chars[agent]?.followerOf, lieutenant, 'Herion follows the Lieutenant');
      k.equal(k.companyOf(agent)?.site, bree, 'Herion\'s site');
    },
  },
];
export default scenarios;
