import { ringwraithsKit } from '../helpers/minionEvents';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'Prone to Violence';

/** Two Ringwraith players' companies at Barad-dûr (no Ringwraith in either), seat 0 in its site phase. */
function meeting(k0: ScenarioKit, wraith = false) {
  const k = ringwraithsKit(k0);
  const a = k.company(0, wraith ? ['Gorbag', 'The Witch-king'] : ['Gorbag', 'Ufthak'], 'Barad-dûr');
  const b = k.company(1, ['Shagrat', 'Lugdush'], 'Barad-dûr');
  k.phase('site');
  const attacks = () => k.legal(0).filter((x) => x.type === 'attackCompany');
  return { k, a, b, attacks };
}

const scenarios: Scenario[] = [
  {
    // "Any minion company without a Ringwraith may attack another minion company without a Ringwraith."
    title: 'Arda Revised, two Ringwraith players: no attack between their companies until it is played; then Gorbag’s company attacks Shagrat’s',
    run: (k0) => {
      const { k, a, b, attacks } = meeting(k0);
      k.expect(attacks().length === 0, 'no company-vs-company between minion companies without it');
      const card = k.hand(0, name);
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
      k.expect(attacks().some((x) => x.type === 'attackCompany' && x.companyId === a.id && x.targetCompanyId === b.id), 'the attack is offered');
      k.act(0, { type: 'attackCompany', companyId: a.id, targetCompanyId: b.id, attackers: a.chars });
      k.equal(k.top()?.kind, 'combat', 'company-vs-company combat');
    },
  },
  {
    title: 'a company with a Ringwraith may not attack; "Cannot be duplicated"; "Discard when any play deck is exhausted"; not played as an event in Dark Arda',
    run: (k0) => {
      const { k, attacks } = meeting(k0, true);
      const card = k.hand(0, name);
      const second = k.hand(0, name);
      k.play(0, card);
      k.expect(attacks().length === 0, 'the Witch-king is in the company');
      k.expect(!k.canPlay(0, second), 'a second copy');
      const zones = k.s.sets.ringwraith;
      k.deck(0, ['Dodge']);
      zones?.discards.play.push(k.spawn('Dodge', 0));
      k.act(0, { type: 'manual', op: { kind: 'draw', count: 2 } });
      k.equal(k.where(card), 'discard', 'discarded once the play deck is exhausted');
      k.s.profile = 'dark-arda';
      k.expect(!k.canPlay(0, second), 'Dark Arda plays it by its own rule');
    },
  },
];
export default scenarios;
