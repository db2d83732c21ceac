import type { Scenario } from '../kit/scenario';
import { kitFor } from '../helpers/sites';

const scenarios: Scenario[] = [
  {
    title: 'at Carn Dûm an Orc (Orc Veteran) may be brought into play, a Man (Dorelas, another home site) may not; Dorelas may at Minas Morgul',
    run: (k0) => {
      const k = kitFor(k0, true);
      const orc = k.spawn('Orc Veteran', 0);
      const man = k.spawn('Dorelas', 0);
      k.s.sets.ringwraith?.faceUp.character.push(orc, man);
      k.phase('organization');
      const carn = k.siteId('Carn Dûm', 0);
      const sites = (inst: number) => k.legal(0).filter((a) => a.type === 'playCharacter' && a.inst === inst).map((a) => (a.type === 'playCharacter' ? a.site : ''));
      k.expect(sites(orc).includes(carn), 'Orc Veteran is offered at Carn Dûm');
      k.expect(!sites(man).includes(carn), 'Dorelas is not offered at Carn Dûm');
      k.expect(sites(man).includes(k.siteId('Minas Morgul', 0)), 'Dorelas is offered at Minas Morgul');
      k.equal(k.refused(0, { type: 'playCharacter', inst: man, site: carn, controller: null }).code, 'HOME_SITE', 'Dorelas at Carn Dûm');
      k.act(0, { type: 'playCharacter', inst: orc, site: carn, controller: null });
      k.equal(k.companyOf(orc)?.site, carn, 'Orc Veteran\'s site');
    },
  },
];
export default scenarios;
