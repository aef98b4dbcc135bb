/**
 * A small TypeScript bot: attack when the odds are good, place armies where they can attack,
 * otherwise pass. Run it: `playGame([attacker, new GreedyBot(), new GreedyBot()], { seed: 1 })`,
 * or in the arena as `"module:examples/typescript/attacker.js"` once compiled.
 */
import { type Bot, battleOdds, frontierRegions } from "@italia/bot-sdk";

export const attacker: Bot = {
  name: "attacker",
  decide({ view, legal, actions, seat }) {
    const armies = (region: keyof typeof view.regions) => view.regions[region].armies;

    // Armies to place (setup or reinforcements): all on the strongest frontier region.
    const place = legal.filter((m) => m.type === "place");
    if (place.length > 0) {
      const frontier = frontierRegions(view, seat);
      const best = place
        .filter((m) => frontier.includes(m.region))
        .sort((a, b) => armies(b.region) - armies(a.region))[0];
      const move = best ?? place[0]!;
      return { type: "place", seat, region: move.region, count: move.max };
    }

    // After a conquest: move in as many armies as allowed.
    const occupy = legal.find((m) => m.type === "occupy");
    if (occupy) return { type: "occupy", seat, count: occupy.max };

    // Attack with all dice when the battle is likely won.
    for (const m of legal) {
      if (m.type !== "attack") continue;
      if (battleOdds(armies(m.from), armies(m.to)).conquer >= 0.65) {
        return { type: "attack", seat, from: m.from, to: m.to, dice: m.maxDice };
      }
    }

    // Nothing good to do: pass if allowed, otherwise the first legal action.
    return actions.find((a) => a.type === "endTurn") ?? actions[0]!;
  },
};
