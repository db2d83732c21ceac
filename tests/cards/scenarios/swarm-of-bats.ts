import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'on three Orcs at Moria: Gothmog attacks at 13 prowess and 8 body; discarded when Lugdush leaves',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = companyInOrganization(k, ['Gorbag', 'Shagrat', 'Lugdush'], 'Moria');
      const [gorbag, , lugdush] = chars as [number, number, number];
      const card = k.hand(0, 'Swarm of Bats');
      const second = k.hand(0, 'Swarm of Bats');
      k.play(0, card, gorbag);
      k.equal(k.where(card), 'character', 'Swarm of Bats');
      k.expect(!k.canPlay(0, second, lugdush), 'cannot be duplicated on the company');
      k.creatureAttack(id, 'Gothmog');
      const top = k.s.stack.find((x) => x.kind === 'combat');
      k.expect(top?.kind === 'combat' && top.attack.prowess === (k.card('Gothmog', 1).prowess ?? 0) - 1 && top.attack.body === (k.card('Gothmog', 1).body ?? 0) - 1, 'Gothmog at -1 prowess and -1 body');
      k.s.stack = [{ kind: 'organization' }];
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: lugdush } });
      k.equal(k.where(card), 'discard', 'Swarm of Bats once Lugdush has left');
    },
  },
  {
    title: 'not on a company with one Orc, nor at a Border-hold (Bree)',
    run: (k0) => {
      const k = minionKit(k0);
      const one = companyInOrganization(k, ['Gorbag', 'Firiel'], 'Moria');
      const bree = k.company(0, ['Shagrat', 'Lugdush'], 'Bree');
      const card = k.hand(0, 'Swarm of Bats');
      k.expect(!k.canPlay(0, card, one.chars[0] as number), 'one Orc');
      k.expect(!k.canPlay(0, card, bree.chars[0] as number), 'Bree is a Border-hold');
      k.companyById(bree.id).site = k.siteId('Minas Morgul');
      k.expect(k.canPlay(0, card, bree.chars[0] as number), 'at Minas Morgul (a Darkhaven)');
    },
  },
  {
    title: '"on an overt company": not on two Half-orcs with a Man (Half-orcs count as Orcs "except determining whether a company is overt"), on two Half-orcs with an Orc',
    run: (k0) => {
      const k = minionKit(k0);
      const covert = companyInOrganization(k, ['Ill-favoured Fellow', 'Sly Southerner', 'Luitprand'], 'Minas Morgul');
      const card = k.hand(0, 'Swarm of Bats');
      k.expect(!k.canPlay(0, card, covert.chars[0] as number), 'a covert company');
      k.companyById(covert.id).chars.splice(2, 1, k.company(0, ['Gorbag'], 'Minas Morgul').chars[0] as number);
      k.expect(k.canPlay(0, card, covert.chars[0] as number), 'an overt company');
    },
  },
];
export default scenarios;
