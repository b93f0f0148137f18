"""The effect handlers card data may name, and where each may be used.

Cards in ``data/baldricks_tomb`` name handlers by these keys; the content loader refuses
any other name, and the engine implements each one exactly once (``cards._INSTANT`` for
scrolls and traps, ``tomb.skill_total`` for the always-on skills). Pure data, no logic,
so the loader can import it without the rules.
"""
from __future__ import annotations

# Scroll handlers -> the phases in which a scroll using it may be played ("Scroll
# Cards": the active player, on her turn; "Monster Cards and Combat": before each roll).
SCROLL_HANDLERS: dict[str, frozenset[str]] = {
    "gain_gold": frozenset({"move", "combat"}),
    "heal": frozenset({"move", "combat"}),
    "cure_poison": frozenset({"move", "combat"}),
    "extra_steps": frozenset({"move", "combat"}),
    "combat_bonus": frozenset({"combat"}),
    "extra_attack": frozenset({"combat"}),
    "teleport": frozenset({"move"}),
    "peek": frozenset({"move"}),
    "steal_bonus": frozenset({"move"}),
    "ward": frozenset({"move", "combat"}),
    "draw_scroll": frozenset({"move", "combat"}),
}

# Trap handlers (resolved at once when the trap is drawn).
TRAP_HANDLERS: frozenset[str] = frozenset({
    "damage", "poison", "lose_gold", "lose_steps", "discard_scroll", "teleport", "ambush",
})

# Skill handlers: always-on modifiers ("Skill Cards are always active").
SKILL_HANDLERS: frozenset[str] = frozenset({
    "extra_steps",      # more free steps every turn
    "combat_bonus",     # added to every combat roll
    "steal_bonus",      # added to your rolls when stealing the Gem
    "gem_guard",        # added to your roll when someone steals the Gem from you
    "treasure_bonus",   # more gold from every treasure card
    "run_discount",     # running away costs less
    "scroll_bonus",     # more scrolls from a scroll token
    "trap_armour",      # traps deal less damage
    "bounty",           # more gold for every monster knocked out
    "fountain_cure",    # a healing fountain also lowers poison
    "step_discount",    # extra steps cost less gold
    "exit_bonus",       # more gold for revealing the Exit
})
