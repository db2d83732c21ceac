import { currentCombat } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionTurn, playing } from '../kit/templates';

const CARD = 'Come By Night Upon Them';

/** Seat 1's company of Mauhúr and Gorbag at Drúadan Forest (a Border-hold: Men, 3 strikes, 6 prowess) plays the card in its site phase, then enters. */
function enterDruadan(k: Parameters<Scenario['run']>[0], doors: boolean): number {
  minionTurn(k);
  if (doors) k.inPlay(0, 'Doors of Night');
  const { id, chars } = k.company(1, ['Mauhúr', 'Gorbag'], 'Drúadan Forest');
  k.phase('site');
  k.play(1, k.hand(1, CARD), chars[0] as number);
  k.enterSite(id);
  k.passAll();
  return currentCombat(k.s)?.attack.prowess ?? NaN;
}

const scenarios: Scenario[] = [
  {
    title: '"-1 to the prowess of all automatic-attacks at the site": Drúadan Forest’s Men attack at 6 - 1',
    run: (k) => k.equal(enterDruadan(k, false), 5, 'the automatic-attack’s prowess'),
  },
  {
    title: '"(-2 if Doors of Night is in play)": Drúadan Forest’s Men attack at 6 - 2',
    run: (k) => k.equal(enterDruadan(k, true), 4, 'the automatic-attack’s prowess'),
  },
  {
    // Dunnish Clan-hold, a Border-hold: "Playable: Items (minor, major*) *-weapon, armor, shield, or helmet only".
    title: '"The first item played at the site does not tap the site": Black-mail Coat leaves Dunnish Clan-hold untapped, Broad-headed Spear then taps it',
    run: (k) => {
      minionTurn(k);
      const { id, chars } = k.company(1, ['Mauhúr', 'Gorbag', 'Radbug'], 'Dunnish Clan-hold');
      const [mauhur, gorbag, radbug] = chars as [number, number, number];
      k.phase('site');
      k.play(1, k.hand(1, CARD), mauhur);
      playing(k, id, true);
      k.act(1, { type: 'playMpCard', inst: k.mpHand(1, 'Black-mail Coat'), character: gorbag });
      k.equal(k.companyById(id).siteTapped, false, 'the site after the first item');
      k.act(1, { type: 'playMpCard', inst: k.mpHand(1, 'Broad-headed Spear'), character: radbug });
      k.equal(k.companyById(id).siteTapped, true, 'the site after the second item');
    },
  },
  {
    title: '"Playable on a Border-hold": not on a company at Ettenmoors (a Ruins & Lairs), nor on an opponent’s company at a Border-hold',
    run: (k) => {
      minionTurn(k);
      k.phase('site');
      const mauhur = k.company(1, ['Mauhúr'], 'Ettenmoors').chars[0] as number;
      const theirs = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
      const card = k.hand(1, CARD);
      k.expect(!k.canPlay(1, card, mauhur), 'Ettenmoors is a Ruins & Lairs');
      k.expect(!k.canPlay(1, card, theirs), 'not on an opponent’s company');
    },
  },
];
export default scenarios;
