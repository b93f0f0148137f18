"""The designed content of Labirynt Czarnoksiężnika (data/labirynt/*.yaml): the
rulebook's counts ("Components"), the board sides as chamber maps ("Character
Movement", "Quests"), the Encounter and Finds Tables and the twelve characters, and the
loader's refusals of damaged files."""
from __future__ import annotations

import shutil
from collections import Counter, deque

import pytest
import yaml
from hypothesis import given, settings, strategies as st

from games.engine.yamlload import DataError
from games.labirynt import content as content_module
from games.labirynt.content import ELEMENTS, content, load_content


def test_the_rulebook_counts_88_finds_21_crystals_12_runes_and_12_characters():
    """"Components": 88 Finds, 21 Crystals, 12 Runes, 12 character cards, 30 gem markers
    (10 of 5, 20 of 1), 4 Gloves in play."""
    c = content()
    assert len(c.find_ids) == len(set(c.find_ids)) == 88
    assert len(c.crystal_ids) == 21 and len(c.rune_ids) == 12
    assert Counter(r.split(".")[1] for r in c.rune_ids) == {e: 3 for e in ELEMENTS}
    assert len(c.characters) == 12
    assert Counter(ch.team for ch in c.characters.values()) == {
        "undead": 3, "dwarves": 3, "ratmen": 3, "elves": 3}
    assert c.counts["gem_markers"] == {5: 10, 1: 20} and c.counts["gloves"] == 4


def test_special_tokens_one_kind_per_team():
    """"Special Abilities and Special Tokens": 2 Traps, the Zombie, 2 Corrosive Clouds,
    1 Tree of Life in play, each owned by one character of its team."""
    c = content()
    assert {k: s.tokens for k, s in c.specials.items()} == {
        "trap": 2, "zombie": 1, "corrosive_cloud": 2, "tree_of_life": 1}
    owner = {ch.ability: ch.team for ch in c.characters.values()}
    assert owner["trap"] == "dwarves" and owner["zombie"] == "undead"
    assert owner["corrosive_cloud"] == "ratmen" and owner["tree_of_life"] == "elves"


def test_the_characters_the_rulebook_names_are_there():
    """The rulebook names Eriald the Hunter (wins on a six), the dwarf Wolsung (Trap), a
    Necromancer (Zombie) and the Elven Druid (Tree of Life)."""
    c = content().characters
    assert c["eriald"].ability == "six_wins" and c["eriald"].team == "elves"
    assert c["wolsung"].ability == "trap" and c["wolsung"].team == "dwarves"
    assert c["necromancer"].ability == "zombie"
    assert c["druid"].ability == "tree_of_life"
    assert {ch.magic for ch in c.values()} == {"none", "spells", "incantations", "both"}
    assert {ch.armour for ch in c.values()} == {0, 1, 2}


def _reach(side, start):
    seen, todo = {start}, deque([start])
    while todo:
        for m in side.neighbours[todo.popleft()]:
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


@pytest.mark.parametrize("key", [(b, s) for b in (1, 2, 3, 4) for s in "AB"])
def test_every_side_is_one_connected_map_with_the_special_chambers(key):
    """"Components"/"Quests": three unnumbered chambers (Camp, Teleport, Runes), the rest
    numbered 1-6, four element chambers; every chamber reachable by passages."""
    side = content().sides[key]
    kinds = Counter(ch.kind for ch in side.chambers)
    assert kinds == {"camp": 1, "teleport": 1, "runes": 1, "plain": len(side.chambers) - 3}
    assert all((ch.number is None) == (ch.kind != "plain") for ch in side.chambers)
    assert all(1 <= ch.number <= 6 for ch in side.chambers if ch.number)
    assert sorted(ch.element for ch in side.chambers if ch.element) == sorted(ELEMENTS)
    assert _reach(side, 0) == {ch.id for ch in side.chambers}
    for a, near in side.neighbours.items():
        assert all(a in side.neighbours[b] for b in near)      # passages go both ways
    assert all(0 <= ch.x <= 4 and 0 <= ch.y <= 4 for ch in side.chambers)
    assert len({(ch.x, ch.y) for ch in side.chambers}) == len(side.chambers)


def test_the_two_sides_of_a_board_play_differently():
    """Designed: side A open halls, side B winding corridors (fewer passages)."""
    for b in (1, 2, 3, 4):
        a, bb = content().sides[(b, "A")], content().sides[(b, "B")]
        passages = lambda s: sum(len(v) for v in s.neighbours.values()) // 2
        assert a.style == "halls" and bb.style == "corridors"
        assert passages(a) > passages(bb)


@given(st.integers(-40, 60))
def test_every_total_reads_one_row(total):
    """"Encounter": 2k6 + the chamber's number on the table; a Change of Fate (FAQ) may
    push a total past the ends, which read the first or last row."""
    row = content().row_for(total)
    assert row.low <= max(3, min(18, total)) <= row.high


def test_the_table_covers_every_total_from_3_to_18_once():
    """Every total 2k6 (2-12) + a chamber number (1-6) can reach, exactly once."""
    covering = Counter(t for r in content().rows for t in range(r.low, r.high + 1))
    assert covering == Counter(range(3, 19))


def test_the_monsters_the_rulebook_names():
    """"Combat": gnolls and a dragon are beaten twice in a row, the dragon deals 2
    wounds; the Acid Monster dissolves the Weapon; some monsters rob."""
    rows = {r.names["en"]: r for r in content().rows}
    assert rows["Gnolls"].twice and rows["Dragon"].twice and rows["Dragon"].wounds == 2
    assert rows["Acid Monster"].special == "dissolve"
    assert any(r.special == "rob" for r in rows.values())
    assert any(r.gems for r in rows.values() if r.kind == "monster")


def test_the_finds_table_has_every_kind():
    """"Equipment": Weapons +1/+2/+3, helmets and breastplates, Elixirs, Spells and
    Incantations, Haste, Teleport and Change of Fate among them (FAQ)."""
    finds = content().finds.values()
    assert {f.bonus for f in finds if f.category == "weapon"} == {1, 2, 3}
    assert {f.piece for f in finds if f.category == "armour"} == {"helmet", "breastplate"}
    assert {f.category for f in finds} == {"weapon", "armour", "elixir", "spell", "incantation"}
    assert {"haste", "teleport", "fate"} <= {f.effect for f in finds}
    assert content().finds["change_of_fate"].category == "spell"


def test_teleport_faces_split_the_k6_evenly():
    """Designed: the k6 -> board split for 2 and 3 other boards uses each face once."""
    for others in (2, 3):
        faces = content().teleport_faces(others)
        assert len(faces) == others and sorted(sum(faces, [])) == [1, 2, 3, 4, 5, 6]
        assert len({len(f) for f in faces}) == 1


def test_every_text_has_polish_with_its_own_words():
    """Every name a player reads is in English and Polish, and Polish is not a copy."""
    c = content()
    texts = [s.names for s in c.sides.values()] + [r.names for r in c.rows] + \
        [r.texts for r in c.rows] + [f.names for f in c.finds.values()] + \
        [f.texts for f in c.finds.values()] + [ch.texts for ch in c.characters.values()]
    assert all(set(t) == {"en", "pl"} and t["pl"].strip() for t in texts)
    assert sum(t["en"] != t["pl"] for t in texts) > len(texts) * 0.9


# ---------------------------------------------------------------- damaged files
def _copy(tmp_path):
    folder = tmp_path / "labirynt"
    shutil.copytree(content_module.default_dir(), folder)
    return folder


def _edit(folder, name, change):
    path = folder / f"{name}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


@pytest.mark.parametrize("name, change, words", [
    ("finds", lambda d: d["finds"][0].update(count=11), "89 Finds"),
    ("finds", lambda d: d["finds"][0].update(bonus=4), "+1, +2 or +3"),
    ("encounters", lambda d: d["rows"].pop(3), "every total"),
    ("encounters", lambda d: d["rows"][-1].update(totals="17"), "every total"),
    ("encounters", lambda d: d["rows"][1]["name"].pop("pl"), "language"),
    ("boards", lambda d: d["boards"][0]["sides"]["A"]["chambers"][0].pop("kind"), "number"),
    ("boards", lambda d: d["boards"][1]["sides"]["B"].update(passages=[[0, 1]]), "reached"),
    ("boards", lambda d: d["boards"][2]["sides"]["A"]["passages"].append([0, 99]), "passage"),
    ("boards", lambda d: d.update(teleport={2: [[1, 2], [3, 4, 5, 6]], 3: [[1, 2], [3, 4], [5, 6]]}), "evenly"),
    ("characters", lambda d: d["characters"].pop(), "12 characters"),
    ("characters", lambda d: d["characters"][0].update(armour=3), "Armour windows"),
    ("tokens", lambda d: d["counts"].update(crystals=20), "21 Crystals"),
    ("tokens", lambda d: d["counts"]["runes"].update(fire=4), "12 Runes"),
])
def test_a_damaged_file_is_refused_with_its_name_and_reason(tmp_path, name, change, words):
    folder = _copy(tmp_path)
    _edit(folder, name, change)
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert f"{name}.yaml" in str(err.value) and words in str(err.value)


def test_the_shipped_files_load(tmp_path):
    assert load_content(_copy(tmp_path)).rows == content().rows


def test_no_english_text_names_the_die_k6():
    """"k6" is the Polish die (kostka); a playtester found it on the English setup screen
    and rules screen. Every English text the app may show (the catalog's source strings,
    the rules screen and the English half of every data text) says "d6"; the Polish
    texts keep "k6"."""
    import re
    from pathlib import Path
    from babel.messages.pofile import read_po
    from games.engine import i18n
    root = Path(__file__).resolve().parents[2]
    die = re.compile(r"\b2?k6\b")
    found = []
    with open(i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot", "rb") as fp:
        for message in read_po(fp):
            for text in (message.id if isinstance(message.id, tuple) else (message.id,)):
                if text and die.search(text):
                    found.append(("catalog", text))

    def english(node, where):
        if isinstance(node, dict):
            if set(node) == {"en", "pl"}:
                english(node["en"], where)
                return
            for key, value in node.items():
                english(value, where)
        elif isinstance(node, list):
            for value in node:
                english(value, where)
        elif isinstance(node, str) and die.search(node):
            found.append((where, node))

    for path in sorted((root / "data").glob("*/*.yaml")):
        if path.name.endswith(".pl.yaml"):
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        data.pop("reasoning", None) if isinstance(data, dict) else None
        english(data, path.name)
    assert not found, found
    polish = (root / "data" / "labirynt" / "rules.pl.yaml").read_text(encoding="utf-8")
    assert "k6" in polish


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_log_names_every_chamber_of_a_board_apart(language):
    """A playtester read "goes to chamber 1 of The Bone Halls" where three chambers are
    numbered 1. On every board side, each chamber's name in the log (named alone, as where
    one goes, as where one is) is its own; a number two chambers share comes with the row
    and column. The Polish move line declines it ("idzie do komnaty 3 ..."), no longer
    "idzie dalej. Miejsce: ..." (which read oddly for one step)."""
    from games.engine import i18n
    from games.labirynt import rules
    from games.labirynt.log_lines import place_text
    from games.labirynt.state import side_of
    from tests.labirynt.helpers import game
    i18n.set_language(language)
    try:
        sides = 0
        for seed in range(12):
            state = game(4, seed)
            for b in range(len(state.boards)):
                side = side_of(state, b)
                for case in (None, "to", "in"):
                    names = [place_text(state, [b, ch.id], case) for ch in side.chambers]
                    assert len(set(names)) == len(names), (side.name, case, names)
                sides += 1
        state = game(2, 3)
        cid = next(c for c, ch in state.chars.items() if ch["status"] == "active")
        event = {"type": "moved", "seat": 0, "char": cid, "from": state.chars[cid]["place"],
                 "to": state.chars[cid]["place"], "how": "move"}
        line = rules.describe(state, event)
        assert ("idzie do " in line) if language == "pl" else (" goes to " in line)
        assert "Miejsce" not in line
    finally:
        i18n.set_language("en")
    assert sides >= 20
