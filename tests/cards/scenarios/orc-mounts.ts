import type { Scenario } from '../kit/scenario';
import { attackProwess, limitAsPhaseBegins, minionOrganization } from '../helpers/companyTurn';

const scenarios: Scenario[] = [
  {
    title: 'Mauhúr (an Orc: an overt company) moving with Ostisen: "The hazard limit against the company increases by two" (2 → 4) "and the prowess of any hazard creatures played against it this turn is modified by -1" (Wargs 9 → 8); "Cannot be duplicated on a given company"',
    run: (k) => {
      const { id, chars } = minionOrganization(k, ['Mauhúr', 'Ostisen'], true);
      const [card, again] = [k.hand(1, 'Orc-mounts'), k.hand(1, 'Orc-mounts')];
      k.play(1, card, chars[0] as number);
      k.expect(!k.canPlay(1, again, chars[1] as number), 'not twice on the company');
      k.equal(limitAsPhaseBegins(k, id), 4, 'the hazard limit');
      k.creatureAttack(id, 'Wargs', 0);
      k.passAll();
      k.equal(attackProwess(k), 8, "Wargs' prowess");
    },
  },
  {
    title: 'Orc-mounts: not on a covert company (Ostisen and Eun, Men), not on an overt company that is not moving, not on an opponent’s company',
    run: (k) => {
      const { chars } = minionOrganization(k, ['Ostisen', 'Eun'], true);
      const card = k.hand(1, 'Orc-mounts');
      k.expect(!k.canPlay(1, card, chars[0] as number), 'a covert company');
      const still = k.company(1, ['Mauhúr'], 'Minas Morgul');
      k.expect(!k.canPlay(1, card, still.chars[0] as number), 'an overt company that is not moving');
      const theirs = k.company(0, ['Mauhúr'], 'Rivendell');
      k.companyById(theirs.id).dest = { site: k.siteId('Moria', 0), regions: [] };
      k.expect(!k.canPlay(1, card, theirs.chars[0] as number), "an opponent's moving overt company (an Orc of his)");
      k.companyById(still.id).dest = { site: k.siteId('Dol Guldur', 1), regions: [] };
      k.expect(k.canPlay(1, card, still.chars[0] as number), 'Mauhúr, once moving');
    },
  },
  {
    title: 'Orc-mounts (Dark Arda): the Witch-king in Fell Rider mode makes his company overt (coe-rules glossary: "a company that contains … a Ringwraith avatar in Fell Rider mode"); in Black Rider mode it stays covert',
    run: (k) => {
      const { chars } = minionOrganization(k, ['The Witch-king', 'Ostisen'], true);
      const wk = chars[0] as number;
      (k.s.players[1] as { avatarInPlay: number | null }).avatarInPlay = wk;
      const card = k.hand(1, 'Orc-mounts');
      k.s.profile = 'dark-arda';
      k.s.modes = { '1': 'Black Rider' };
      k.expect(!k.canPlay(1, card, wk), 'Black Rider: a covert company');
      k.s.modes = { '1': 'Fell Rider' };
      k.expect(k.canPlay(1, card, wk), 'Fell Rider: an overt company');
    },
  },
];
export default scenarios;
