"""Baldrick's Tomb designed content (data/baldricks_tomb/*.yaml): it loads, matches what
the rules need, and every kind of mistake gives a DataError naming file and entry."""
import shutil

import pytest

from games.baldricks_tomb import content as C
from games.baldricks_tomb import effects as E
from games.baldricks_tomb import rules as R
from games.engine.yamlload import DataError, load_yaml

CONTENT = C.load_content()


def test_every_file_is_designed_with_reasoning():
    for name in C.FILES:
        top = load_yaml(C.default_dir() / f"{name}.yaml")
        assert top["source"] == "designed" and len(top["reasoning"]) > 40


def test_contents_18_rubble_tokens_with_one_exit_and_one_gem():
    # "Contents": 18 rubble tokens; "Game Setup": the Exit and the Gem are special.
    assert sum(CONTENT.tokens.values()) == 18
    assert CONTENT.tokens["exit"] == CONTENT.tokens["gem"] == 1
    assert len(CONTENT.token_ids()) == 18 == len(set(CONTENT.token_ids()))
    assert C.token_kind("monster3") == "monster"


def test_deck_sizes_and_difficulty_curve():
    by_level = {lv: [m for m in CONTENT.monsters.values() if m.level == lv] for lv in (1, 2, 3)}
    assert all(10 <= len(ms) <= 12 for ms in by_level.values())
    avg = {lv: sum(m.hp + m.gold for m in ms) / len(ms) for lv, ms in by_level.items()}
    assert avg[1] < avg[2] < avg[3]
    for deck in (CONTENT.treasures, CONTENT.scrolls, CONTENT.traps):
        assert len(deck) >= 15
    assert len(CONTENT.skills) >= 20          # Custom Characters: 5 to each of 4 players
    assert [c.colour for c in CONTENT.characters] == ["blue", "yellow", "vermillion", "sky"]


def test_every_monster_has_a_known_look_and_a_level_mixes_several():
    for m in CONTENT.monsters.values():
        assert m.look in C.MONSTER_LOOKS
    for level in C.MONSTER_LEVELS:
        assert len({m.look for m in CONTENT.monsters.values() if m.level == level}) >= 6
    assert CONTENT.monsters["crypt_spider"].look == "spider"
    assert CONTENT.monsters["bat_swarm"].look == "bat"
    assert CONTENT.monsters["mudling"].look == "mudling"


def test_no_two_monsters_share_a_picture():
    """The playtest bug: the Bone Hound was drawn as a skeleton, the Gargoyle as a golem,
    the Kobold Thief as a goblin. Every monster card names a look of its own, and each
    is drawn as what its name says."""
    looks = {}
    for m in CONTENT.monsters.values():
        assert m.look not in looks, f"{m.name} is drawn like {looks.get(m.look)}"
        looks[m.look] = m.name
    pictured = {"bone_hound": "hound", "gargoyle": "gargoyle", "kobold_thief": "kobold",
                "cave_troll": "troll", "venom_toad": "toad", "vampire": "vampire",
                "hydra": "hydra", "rat_king": "rat_king", "lich": "lich", "mummy": "mummy"}
    for mid, look in pictured.items():
        assert CONTENT.monsters[mid].look == look


def test_no_monster_needs_more_damage_markers_than_the_box_has():
    # "Contents": 3 monster damage markers; "Whenever the active player attacks, place a
    # monster damage marker on the monster card."
    assert max(m.hp for m in CONTENT.monsters.values()) <= 3
    assert C.DAMAGE_MARKERS == 3
    toughest = [m for m in CONTENT.monsters.values() if m.level == 3 and m.hp == 3]
    assert len(toughest) >= 5


def test_every_gauge_covers_one_to_eight_with_known_symbols():
    for m in CONTENT.monsters.values():
        assert len(m.gauge) == 8
        assert all(s in C.SYMBOLS for space in m.gauge for s in space)
    # The rulebook's swing-gauge example is printed on the Skeleton Guard.
    assert CONTENT.monsters["skeleton_guard"].gauge_ranges() == [
        (1, 4, ("monster attack",)), (5, 5, ("monster attack", "player attack")),
        (6, 8, ("player attack",))]
    with pytest.raises(ValueError):
        CONTENT.monsters["skeleton_guard"].symbols(9)


def test_every_handler_named_in_data_is_implemented():
    used = {e.handler for deck in (CONTENT.scrolls, CONTENT.traps) for c in deck.values()
            for e in c.effects}
    assert used <= set(R._INSTANT)
    assert set(E.SCROLL_HANDLERS) | E.TRAP_HANDLERS == set(R._INSTANT)
    skill_used = {e.handler for c in CONTENT.skills.values() for e in c.effects}
    assert skill_used == E.SKILL_HANDLERS       # every skill handler is dealt somewhere


def test_card_names_and_texts_are_present():
    for deck in (CONTENT.scrolls, CONTENT.traps, CONTENT.skills):
        for card in deck.values():
            assert card.name and card.text and card.effects
    assert CONTENT.card_name("cave_rat") == "Cave Rat"
    with pytest.raises(KeyError):
        CONTENT.card_name("nothing")


# ------------------------------------------------------------------ bad YAML

@pytest.fixture
def data(tmp_path):
    folder = tmp_path / "bt"
    shutil.copytree(C.default_dir(), folder)
    return folder


def edit(folder, name, old, new):
    path = folder / f"{name}.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("name,old,new,message", [
    ("monsters", "    hp: 1\n    gold: 1\n", "    gold: 1\n", "monsters.yaml, monster 'cave_rat': missing field 'hp'"),
    ("monsters", "    level: 1\n    hp: 1", "    level: one\n    hp: 1", "monster 'cave_rat': field 'level' should be a whole number"),
    ("monsters", "level: 1\n    hp: 1\n    gold: 1\n    gauge: {1-2: monster attack, 3: run, 4-8",
     "level: 1\n    hp: 1\n    gold: 1\n    gauge: {1-2: monster attack, 3: run, 5-8",
     "monster 'cave_rat': swing gauge: roll(s) 4 not covered"),
    ("monsters", "{1-2: monster attack, 3: run, 4-8", "{1-3: monster attack, 3: run, 4-8",
     "monster 'cave_rat': swing gauge: roll 3 is covered twice"),
    ("monsters", "3: run, 4-8: player attack}", "3: run, 4-9: player attack}",
     "swing gauge: '4-9' is not a roll"),
    ("monsters", "3: run, 4-8: player attack}", "3: fireball, 4-8: player attack}",
     "unknown symbol 'fireball'"),
    ("monsters", "    level: 1\n    hp: 1", "    level: 4\n    hp: 1", "field 'level' should be 1, 2 or 3"),
    ("monsters", "    level: 1\n    hp: 1", "    level: 1\n    hp: 4",
     "monster 'cave_rat': field 'hp' is 4, but knocking it out would need 4 damage markers and the box has 3"),
    ("monsters", "    look: rat\n", "    look: unicorn\n",
     "monsters.yaml, monster 'cave_rat': field 'look' should be one of 'basilisk', 'bat', 'beetle'"),
    ("monsters", "    look: rat\n", "    look: 3\n", "monster 'cave_rat': field 'look' should be text"),
    ("monsters", "    look: rat\n", "", "monsters.yaml, monster 'cave_rat': missing field 'look'"),
    ("scrolls", "handler: combat_bonus, amount: 2}]\n  - id: war_chant",
     "handler: fireball, amount: 2}]\n  - id: war_chant",
     "scrolls.yaml, scroll 'battle_hymn', effect 1: unknown effect handler 'fireball'"),
    ("scrolls", "handler: combat_bonus, amount: 2}]\n  - id: war_chant",
     "handler: bounty, amount: 2}]\n  - id: war_chant", "unknown effect handler 'bounty' for this deck"),
    ("traps", "amount: 1}]}", "amount: 0}]}", "field 'amount' should be at least 1"),
    ("skills", "  - {id: sprinter", "  - {id: long_stride", "skill 'long_stride': duplicate id"),
    ("treasures", 'pl: "Miedziaki"}, gold: 1', 'pl: "Miedziaki"}, gold: 1, gold: 2', "duplicate key 'gold'"),
    ("tokens", "monster: 6", "monster: 7", "tokens.yaml, tokens: 19 tokens, the rulebook has 18"),
    ("tokens", "exit: 1", "exit: 2", "exactly one exit"),
    ("characters", "colour: blue", "colour: teal", "character 'wren': field 'colour' should be one of"),
    ("characters", "source: designed", "source: ''", "field 'source' is empty"),
    ("scrolls", '    name: {en: "Battle Hymn", pl: "Hymn bojowy"}\n',
     '    name: {en: "Battle Hymn", pl: "Hymn bojowy"}\n    cost: 3\n', "unknown field 'cost'"),
])
def test_bad_data_names_file_entry_and_reason(data, name, old, new, message):
    edit(data, name, old, new)
    with pytest.raises(DataError) as err:
        C.load_content(data)
    assert message in str(err.value)


def test_missing_file_and_too_few_skills(data):
    (data / "traps.yaml").unlink()
    with pytest.raises(DataError, match="traps.yaml: file not found"):
        C.load_content(data)


def test_same_id_in_two_decks_is_refused(data):
    edit(data, "treasures", "id: copper_coins", "id: cave_rat")
    with pytest.raises(DataError, match="also used in monsters.yaml"):
        C.load_content(data)


def test_copy_of_shipped_data_loads(data):
    assert C.load_content(data) == CONTENT
