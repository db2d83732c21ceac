import { currentCombat, type CardDef } from '../cardApi';

// The agent uses have nothing to act on (Arda has no hazard agents: vocab/notInArda.ts NO_HAZARD_AGENTS). "One attack from a hazard creature with multiple attacks": the attack under
// way is one of several of its creature (Attack.multi: Slayer, Nameless Thing, Assassin); cancelling it leaves the creature's next
// attack to follow (combat.ts cancelCombat). coe-rules 3.ii: "Players cannot take actions that cancel the attack … after this step",
// before strikes are assigned: the attack window.
const def: CardDef = {
  name: 'I Know Much about You',
  text: 'Cancels any agent attack or any hazard effect that requires tapping an agent declared earlier in the same chain of effects or one attack from a hazard creature with multiple attacks (e. g., Slayer, Nameless Thing).',
  play: {
    side: 'resource',
    windows: ['attack'],
    requires: [{ is: 'custom', label: 'one attack of a hazard creature with multiple attacks', test: (q) => currentCombat(q.s)?.attack.multi !== undefined }],
  },
  effects: [{ do: 'cancelAttack' }],
};
export default def;
