"""Baldrick's Tomb's data loader (``content.load_content``) given damaged copies of the
shipped YAML: each mistake is refused with the exact message a designer reads (file,
entry, reason), and the edge values the rules allow (a kind with no tokens, a monster
paying no gold, exactly 20 skills) still load. Messages are written out by hand."""
import shutil

import pytest
import yaml

from games.baldricks_tomb import content as C
from games.engine.yamlload import DataError


def _shipped(name):
    with open(C.default_dir() / f"{name}.yaml", encoding="utf-8") as f:
        return yaml.safe_load(f)


SHIPPED = {name: _shipped(name) for name in C.FILES}


def load_damaged(tmp_path, name, change):
    """Load a copy of the shipped data whose ``name``.yaml went through ``change``."""
    folder = tmp_path / "bt"
    shutil.copytree(C.default_dir(), folder)
    top = yaml.safe_load(yaml.safe_dump(SHIPPED[name]))     # a deep copy
    change(top)
    (folder / f"{name}.yaml").write_text(yaml.safe_dump(top, sort_keys=False), encoding="utf-8")
    return C.load_content(folder)


def refused(tmp_path, name, change):
    with pytest.raises(DataError) as err:
        load_damaged(tmp_path, name, change)
    return str(err.value)


# ------------------------------------------------------------------ small edits

def put(deck, index, **fields):
    """Set ``fields`` on entry ``index`` (0-based) of ``deck``."""
    def change(top):
        top[deck][index].update(fields)
    return change


def drop(deck, index, field):
    def change(top):
        del top[deck][index][field]
    return change


def top_put(key, value):
    def change(top):
        top[key] = value
    return change


def top_drop(key):
    def change(top):
        del top[key]
    return change


def tokens(**counts):
    def change(top):
        top["tokens"].update(counts)
    return change


def gauge(**by_roll):
    """Cave Rat's gauge with keys given as ``r3`` (roll 3) or ``r4_8`` (rolls 4-8)."""
    def change(top):
        top["monsters"][0]["gauge"] = {(_key(k)): v for k, v in by_roll.items()}
    return change


def _key(k):
    roll = k[1:].replace("_", "-")
    return int(roll) if roll.isdigit() else roll


def effect(deck, index, number, **fields):
    def change(top):
        top[deck][index]["effects"][number - 1] = fields
    return change


RAT = "monsters.yaml, monster 'cave_rat'"
COINS = "treasures.yaml, treasure 'copper_coins'"
HYMN = "scrolls.yaml, scroll 'battle_hymn'"
ROCKS = "traps.yaml, trap 'falling_rocks'"
STRIDE = "skills.yaml, skill 'long_stride'"
WREN = "characters.yaml, character 'wren'"
SCROLL_HANDLERS = ("combat_bonus, cure_poison, draw_scroll, extra_attack, extra_steps, "
                   "gain_gold, heal, peek, steal_bonus, teleport, ward")

CASES = [
    # every file's top: source, reasoning, one list, nothing else
    ("monsters", top_put("author", "me"),
     "monsters.yaml: unknown field 'author' (expected: monsters, reasoning, source)"),
    ("traps", top_drop("source"), "traps.yaml: missing field 'source'"),
    ("traps", top_put("source", 3), "traps.yaml: field 'source' should be text, got 3"),
    ("characters", top_put("source", "  "), "characters.yaml: field 'source' is empty"),
    ("skills", top_drop("reasoning"), "skills.yaml: missing field 'reasoning'"),
    ("skills", top_put("reasoning", ["why"]),
     "skills.yaml: field 'reasoning' should be text, got ['why']"),
    # the token mix ("Contents": 18 rubble tokens, one Exit, one Gem)
    ("tokens", top_put("tokens", [1, 2]), "tokens.yaml: field 'tokens' should be a mapping, got [1, 2]"),
    ("tokens", tokens(dragon=1),
     "tokens.yaml, tokens: unknown field 'dragon' "
     "(expected: exit, fountain, gem, monster, scroll, trap, treasure)"),
    ("tokens", tokens(monster="six"), "tokens.yaml, tokens: field 'monster' should be a whole number, got 'six'"),
    ("tokens", tokens(trap=-1, monster=10), "tokens.yaml, tokens, trap: count should be 0 or more, got -1"),
    ("tokens", tokens(exit=2, monster=5), "tokens.yaml, tokens, exit: there is exactly one exit token, got 2"),
    ("tokens", tokens(gem=0, monster=7), "tokens.yaml, tokens, gem: there is exactly one gem token, got 0"),
    ("tokens", tokens(treasure=3), "tokens.yaml, tokens: 17 tokens, the rulebook has 18"),
    # a deck's list and how its entries are named
    ("monsters", top_put("monsters", []), "monsters.yaml: field 'monsters' is empty"),
    ("monsters", top_put("monsters", "rats"), "monsters.yaml: field 'monsters' should be a list, got 'rats'"),
    ("monsters", put("monsters", 2, id=5), "monsters.yaml, monster #3: field 'id' should be text, got 5"),
    ("monsters", drop("monsters", 0, "id"), "monsters.yaml, monster #1: missing field 'id'"),
    ("treasures", lambda top: top["treasures"].__setitem__(1, "oops"),
     "treasures.yaml, treasure #2: should be a mapping of fields, got 'oops'"),
    ("skills", put("skills", 1, id="long_stride"), "skills.yaml, skill 'long_stride': duplicate id"),
    ("characters", put("characters", 3, id="wren"), "characters.yaml, character 'wren': duplicate id"),
    # fields every card shares (id, name, nothing unknown), in every deck
    ("monsters", put("monsters", 0, id="Cave-Rat"),
     "monsters.yaml, monster 'Cave-Rat': field 'id' should be snake_case, got 'Cave-Rat'"),
    ("monsters", put("monsters", 0, size="small"),
     f"{RAT}: unknown field 'size' (expected: gauge, gold, hp, id, level, look, name)"),
    ("monsters", drop("monsters", 0, "name"), f"{RAT}: missing field 'name'"),
    ("monsters", put("monsters", 0, name={"en": "Cave Rat", "pl": "   "}),
     f"{RAT}: field 'name' is empty for language 'pl'"),
    ("monsters", put("monsters", 0, name="Cave Rat"),
     f"{RAT}: field 'name' should give a text for each language (en, pl), got 'Cave Rat'"),
    ("treasures", put("treasures", 0, weight=2),
     f"{COINS}: unknown field 'weight' (expected: gold, id, name, text)"),
    ("treasures", put("treasures", 0, name={"en": "Copper Coins", "pl": 7}),
     f"{COINS}: field 'name' for language 'pl' should be text, got 7"),
    ("scrolls", put("scrolls", 0, cost=3),
     f"{HYMN}: unknown field 'cost' (expected: effects, id, name, text)"),
    ("scrolls", put("scrolls", 0, id="battle-hymn"),
     "scrolls.yaml, scroll 'battle-hymn': field 'id' should be snake_case, got 'battle-hymn'"),
    ("traps", put("traps", 0, name={"en": "", "pl": "Spadające kamienie"}),
     f"{ROCKS}: field 'name' is empty for language 'en'"),
    ("traps", put("traps", 0, name={"en": "Falling Rocks"}),
     f"{ROCKS}: field 'name' has no text for language 'pl'"),
    ("skills", drop("skills", 0, "name"), f"{STRIDE}: missing field 'name'"),
    ("characters", put("characters", 0, power="maps"),
     f"{WREN}: unknown field 'power' (expected: colour, id, name, text)"),
    ("characters", put("characters", 0, id="Wren"),
     "characters.yaml, character 'Wren': field 'id' should be snake_case, got 'Wren'"),
    # monsters: level 1-3, HP 1-3 ("Contents": 3 damage markers), gold 0 or more, a gauge
    ("monsters", put("monsters", 0, level="one"), f"{RAT}: field 'level' should be a whole number, got 'one'"),
    ("monsters", put("monsters", 0, level=0), f"{RAT}: field 'level' should be 1, 2 or 3, got 0"),
    ("monsters", put("monsters", 0, hp=0), f"{RAT}: field 'hp' should be at least 1, got 0"),
    ("monsters", put("monsters", 0, hp=4),
     f"{RAT}: field 'hp' is 4, but knocking it out would need 4 damage markers and the box has 3"),
    ("monsters", put("monsters", 0, gold=-1), f"{RAT}: field 'gold' should be at least 0, got -1"),
    ("monsters", put("monsters", 0, gold="one"), f"{RAT}: field 'gold' should be a whole number, got 'one'"),
    ("monsters", put("monsters", 0, gauge="run"), f"{RAT}: field 'gauge' should be a mapping, got 'run'"),
    ("monsters", drop("monsters", 0, "gauge"), f"{RAT}: missing field 'gauge'"),
    ("monsters", put("monsters", 0, look=3), f"{RAT}: field 'look' should be text, got 3"),
    # the swing gauge: every roll 1-8 once, known symbols, run never combined
    ("monsters", gauge(r1_2="monster attack", rnine="run", r3_8="player attack"),
     f"{RAT}: swing gauge: 'nine' is not a roll 1-8 or a range 'a-b'"),
    ("monsters", gauge(r1_8="monster attack", r9="run"),
     f"{RAT}: swing gauge: 9 is not a roll 1-8 or a range 'a-b'"),
    ("monsters", gauge(r1_3="monster attack", r3="run", r4_8="player attack"),
     f"{RAT}: swing gauge: roll 3 is covered twice"),
    ("monsters", gauge(r1_3="monster attack", r6_8="player attack"),
     f"{RAT}: swing gauge: roll(s) 4, 5 not covered"),
    ("monsters", gauge(r1_2="monster attack", r3=5, r4_8="player attack"),
     f"{RAT}: swing gauge 3: should be symbols as text"),
    ("monsters", gauge(r1_2="monster attack", r3=" ", r4_8="player attack"),
     f"{RAT}: swing gauge 3: should be symbols as text"),
    ("monsters", gauge(r1_2="monster attack", r3="fireball", r4_8="player attack"),
     f"{RAT}: swing gauge 3: unknown symbol 'fireball' "
     "(known: run, monster attack, player attack, treasure, poison)"),
    ("monsters", gauge(r1_2="monster attack", r3="run", r4_8="player attack + player attack"),
     f"{RAT}: swing gauge '4-8': a symbol twice, or run combined"),
    ("monsters", gauge(r1_2="monster attack", r3="run + treasure", r4_8="player attack"),
     f"{RAT}: swing gauge 3: a symbol twice, or run combined"),
    # treasures: gold 1 or more and a text
    ("treasures", put("treasures", 0, gold=0), f"{COINS}: field 'gold' should be at least 1, got 0"),
    ("treasures", drop("treasures", 0, "gold"), f"{COINS}: missing field 'gold'"),
    ("treasures", drop("treasures", 0, "text"), f"{COINS}: missing field 'text'"),
    # scroll, trap and skill cards: a text and effects naming their deck's handlers
    ("scrolls", drop("scrolls", 0, "text"), f"{HYMN}: missing field 'text'"),
    ("scrolls", put("scrolls", 0, text={"en": "Add 2.", "pl": "  "}),
     f"{HYMN}: field 'text' is empty for language 'pl'"),
    ("characters", put("characters", 0, text={"pl": "Rysuje mapy."}),
     f"{WREN}: field 'text' has no text for language 'en'"),
    ("skills", put("skills", 0, name={"en": "Long Stride", "pl": "Długi krok", "de": "x"}),
     f"{STRIDE}: field 'name' names a language the app does not speak: 'de' (known: en, pl)"),
    ("traps", put("traps", 0, text={"en": "Lose 1 HP.", "pl": 4}),
     f"{ROCKS}: field 'text' for language 'pl' should be text, got 4"),
    ("skills", drop("skills", 0, "effects"), f"{STRIDE}: missing field 'effects'"),
    ("skills", put("skills", 0, effects=[]), f"{STRIDE}: field 'effects' is empty"),
    ("traps", put("traps", 0, effects="damage"), f"{ROCKS}: field 'effects' should be a list, got 'damage'"),
    ("scrolls", effect("scrolls", 0, 1, handler="fireball", amount=2),
     f"{HYMN}, effect 1: unknown effect handler 'fireball' for this deck (known: {SCROLL_HANDLERS})"),
    ("traps", effect("traps", 3, 2, handler="lose_steps", when="now"),
     "traps.yaml, trap 'collapsing_floor', effect 2: unknown field 'when' (expected: amount, handler)"),
    ("traps", effect("traps", 0, 1, amount=1), f"{ROCKS}, effect 1: missing field 'handler'"),
    ("skills", effect("skills", 0, 1, handler=3), f"{STRIDE}, effect 1: field 'handler' should be text, got 3"),
    ("traps", effect("traps", 0, 1, handler="damage", amount="two"),
     f"{ROCKS}, effect 1: field 'amount' should be a whole number, got 'two'"),
    ("traps", effect("traps", 0, 1, handler="damage", amount=0),
     f"{ROCKS}, effect 1: field 'amount' should be at least 1, got 0"),
    ("skills", lambda top: top["skills"][0]["effects"].__setitem__(0, "extra_steps"),
     f"{STRIDE}, effect 1: should be a mapping of fields, got 'extra_steps'"),
    # characters: a palette colour and a text
    ("characters", put("characters", 0, colour="teal"),
     f"{WREN}: field 'colour' should be one of 'blue', 'orange', 'purple', 'sky', 'vermillion', "
     "'yellow', got 'teal'"),
    ("characters", drop("characters", 0, "colour"), f"{WREN}: missing field 'colour'"),
    ("characters", drop("characters", 0, "text"), f"{WREN}: missing field 'text'"),
    # what the whole game needs
    ("characters", lambda top: top["characters"].pop(),
     "characters.yaml: there are exactly four characters with distinct colours"),
    ("characters", put("characters", 3, colour="blue"),
     "characters.yaml: there are exactly four characters with distinct colours"),
    ("skills", lambda top: top.__setitem__("skills", top["skills"][:19]),
     "skills.yaml: at least 20 skills are needed (Custom Characters deals 5 to each of 4)"),
    ("monsters", lambda top: top.__setitem__("monsters", [m for m in top["monsters"] if m["level"] != 3]),
     "monsters.yaml: no level 3 monster"),
    ("monsters", lambda top: top.__setitem__("monsters", [m for m in top["monsters"] if m["level"] != 1]),
     "monsters.yaml: no level 1 monster"),
    ("treasures", put("treasures", 0, id="cave_rat"),
     "treasures.yaml, treasure 'cave_rat': id also used in monsters.yaml"),
    ("skills", put("skills", 2, id="spike_pit"), "skills.yaml, skill 'spike_pit': id also used in traps.yaml"),
]


@pytest.mark.parametrize("name,change,message", CASES,
                         ids=[f"{i}-{c[0]}" for i, c in enumerate(CASES)])
def test_damaged_data_is_refused_with_the_exact_reason(tmp_path, name, change, message):
    assert refused(tmp_path, name, change) == message


# ------------------------------------------------------------------ edge values that load

def test_a_kind_may_have_no_tokens(tmp_path):
    loaded = load_damaged(tmp_path, "tokens", tokens(fountain=0, monster=7))
    assert loaded.tokens == {"exit": 1, "gem": 1, "monster": 7, "treasure": 4, "trap": 3,
                             "scroll": 2, "fountain": 0}
    assert "fountain1" not in loaded.token_ids() and "monster7" in loaded.token_ids()


def test_a_monster_may_pay_no_gold(tmp_path):
    loaded = load_damaged(tmp_path, "monsters", put("monsters", 0, gold=0))
    assert loaded.monsters["cave_rat"].gold == 0


def test_twenty_skills_are_enough(tmp_path):
    loaded = load_damaged(tmp_path, "skills", lambda top: top.__setitem__("skills", top["skills"][:20]))
    assert len(loaded.skills) == 20


def test_gauge_symbols_ignore_case_and_spaces_and_may_combine(tmp_path):
    loaded = load_damaged(tmp_path, "monsters", gauge(r1_2=" Monster Attack +POISON ", r3="run",
                                                      r4_8="player attack+treasure"))
    assert loaded.monsters["cave_rat"].gauge == (
        ("monster attack", "poison"), ("monster attack", "poison"), ("run",),
        ("player attack", "treasure"), ("player attack", "treasure"),
        ("player attack", "treasure"), ("player attack", "treasure"),
        ("player attack", "treasure"))


def test_an_effect_without_amount_counts_once(tmp_path):
    loaded = load_damaged(tmp_path, "traps", effect("traps", 0, 1, handler="damage"))
    assert loaded.traps["falling_rocks"].effects == (C.Effect("damage", 1),)
