/** Scenarios of Safe from the Shadow and Tokens to Show (cards/vocab/storing.ts). */
import type { TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

export const TEMPLATES: Record<string, TemplateFn> = {
  'safeFromTheShadow': (_def, name: string) => [
    {
      title: `${name}: an item is stored at a Haven in the end-of-turn phase (refused without the card); no second copy`,
      run: (k0) => {
        const k = name === 'Safe from the Shadow' ? k0 : minionKit(k0);
        k.phase('endTurn');
        const { chars } = k.company(0, [name === 'Safe from the Shadow' ? 'Gimli' : 'Shagrat'], name === 'Safe from the Shadow' ? 'Rivendell' : 'Minas Morgul');
        const item = k.item(chars[0] as number, name === 'Safe from the Shadow' ? 'Glamdring' : 'Black Mace');
        k.equal(k.refused(0, { type: 'storeItem', item }).code, 'PHASE', 'storing without the card');
        const card = k.hand(0, name);
        const second = k.hand(0, name);
        k.play(0, card, null);
        k.equal(k.where(card), 'playArea', name);
        k.expect(!k.canPlay(0, second), 'cannot be duplicated');
        k.expect(k.legal(0).some((a) => a.type === 'storeItem' && a.item === item), 'storing is offered');
        k.rig([6, 6]);
        k.act(0, { type: 'storeItem', item });
        k.equal(k.where(item), 'mpPile', 'the stored item');
      },
    },
    {
      title: `${name} is discarded when a Play deck is exhausted`,
      run: (k0) => {
        const k = name === 'Safe from the Shadow' ? k0 : minionKit(k0);
        k.phase('organization');
        const card = k.inPlay(0, name);
        const zones = k.s.sets[k.s.players[0]!.alignment]!;
        k.deck(0, ['Dodge']);
        zones.discards.play.push(k.spawn('Risky Blow', 0), k.spawn('Concealment', 0));
        k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
        k.equal(k.where(card), 'playArea', `${name} while the deck lasts`);
        k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
        k.equal(k.where(card), 'discard', `${name} once the deck is exhausted`);
      },
    },
  ],
};
