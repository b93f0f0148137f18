"""Baš-Čelik's designed content: the rulebook's counts ("Components"), every handler
known, the board connected as the rules move, natures and refuges (10. Finale)."""
from __future__ import annotations

import shutil

import pytest
import yaml

from games.bas_celik import content as ct
from games.engine.paths import data_path
from games.engine.yamlload import DataError

C = ct.content()


def _count(group, kind=None):
    return sum(c.count for c in C.cards.values() if c.group == group and (kind is None or c.kind == kind))


def test_the_components_table_counts():
    """Components: Outer 30 creatures, 26 events, 2 animals; Inner 18, 16, 10 treasure, 2."""
    assert (_count("outer", "creature"), _count("outer", "event"), _count("outer", "animal")) == (30, 26, 2)
    assert (_count("inner", "creature"), _count("inner", "event"), _count("inner", "animal")) == (18, 16, 2)
    assert _count("inner", "item") + _count("inner", "curse") == 10
    assert len(C.instances("outer")) == 58 and len(C.instances("inner")) == 46
    assert len(C.instances("centre")) == 4


def test_the_bank_counts():
    """Components: 12 characters, 12 tasks, 50 treasure, 12 keys and swords, 12 Transport, 24 weapons."""
    assert len(C.characters) == 12 and len(C.tasks) == 12
    assert len(C.instances("treasure")) == 50
    assert len(C.instances("key")) == 12 and _count("key", "sword") == 3
    assert all(C.cards[k].count == 3 for k in ("owl", "boar", "swallow"))
    assert len(C.instances("transport")) == 12 and len(C.instances("weapon")) == 24
    basic = sorted(c for c in C.instances("weapon") if C.card(c).basic)
    assert basic == ["buzdovan#1", "mac#1", "mac#2", "sekira#1"]
    total = sum(len(C.instances(g)) for g in ("outer", "inner", "centre", "treasure", "key",
                                               "transport", "weapon")) + 12 + 12
    assert total == 230


def test_cikavac_and_mute_tongue_are_events():
    """G. Fate cards: Cikavac and Mute Tongue are Events kept for the whole game."""
    kept = {c.effect["power"]: c.group for c in C.cards.values()
            if c.kind == "event" and c.effect["handler"] == "keep"}
    assert set(kept) == {"cikavac", "mute_tongue"}


def test_every_handler_is_known_and_its_parameters_fit():
    for c in C.cards.values():
        if c.effect is not None:
            spec = ct.EFFECTS[c.effect["handler"]]
            assert set(c.effect) == {"handler", *spec}
    for ch in C.characters.values():
        assert set(ch.ability) == {"handler", *ct.ABILITIES[ch.ability["handler"]]}
    for t in C.tasks.values():
        assert set(t.goal) == {"handler", *ct.TASKS[t.goal["handler"]]}


def test_characters_the_rulebook_names_with_three_natures():
    """A. Characters: the 12 names, numbered for the d12, natures D, Z and R."""
    assert [c.id for c in C.characters.values()] == [
        "carevic", "vila", "monah", "vracara", "vukodlak", "zduhac", "vampirica", "lopov",
        "psoglav", "vestica", "djavo", "cuma"]
    assert [c.number for c in C.characters.values()] == list(range(1, 13))
    assert {c.nature for c in C.characters.values()} == {"D", "Z", "R"}
    for c in C.characters.values():
        assert C.fields[c.start].kind == "start"
        assert sorted(c.advanced[k] for k in ("strength", "intelligence", "speed")) in \
            ([6, 8, 10], [8, 8, 8])


def test_refuges_by_nature():
    """10. Finale: Good - Castle of Duke Vučko, Indifferent - Distant Castle, Evil - Old Castle."""
    assert C.fields[C.refuges["D"]].names["en"].startswith("Castle of Duke Vučko")
    assert C.fields[C.refuges["R"]].names["en"].startswith("Distant Castle")
    assert C.fields[C.refuges["Z"]].names["en"].startswith("Old Castle")


def test_the_board_has_every_kind_the_rulebook_names():
    kinds = {(f.world, f.kind) for f in C.fields.values()}
    for need in [("outer", k) for k in ("village", "tower", "castle", "bridge", "water", "church",
                                        "cemetery", "start", "gate")] + \
            [("inner", k) for k in ("path", "water", "surlane", "blacksmith", "wonder_stone")] + \
            [("centre", k) for k in ct.CENTRE_KINDS]:
        assert need in kinds
    assert sum(1 for f in C.fields.values() if f.world == "inner" and f.kind == "castle") == 2
    assert any(f.ferry for f in C.fields.values())
    for f in C.fields.values():
        assert 0 <= f.x <= 100 and 0 <= f.y <= 100


def test_every_field_is_reachable_and_the_centre_only_through_its_access_fields():
    """V. Moving: the Inner World through triangle fields, the Centre only over its three
    unlocked fields."""
    assert ct.reachable(C, C.ring[0]) == set(C.fields)
    centre = C.field_for("centre")
    assert set(C.links[centre]) == {f.id for f in C.fields.values() if f.world == "centre"} - {centre}
    for f, near in C.links.items():
        for other in near:
            if C.fields[other].world == "outer":
                assert C.fields[other].kind == "gate"
    for gate, inner in C.gates.items():
        assert C.fields[gate].kind == "gate" and C.fields[inner].world == "inner"


def test_keys_lie_at_their_locations():
    """10. Finale: the Owl at Šurlane, the Boar at the Blacksmith, the Swallow at the Wonder
    Stone; the Swallow unlocks the Spring, the Boar the Foot of the Cliff, the Owl the Plateau."""
    assert {C.fields[f].kind: k for f, k in C.key_fields.items()} == {
        "surlane": "owl", "blacksmith": "boar", "wonder_stone": "swallow"}
    assert {f.kind: f.key for f in C.fields.values() if f.key} == {
        "spring": "swallow", "cliff_foot": "boar", "plateau": "owl"}


@pytest.mark.parametrize("file, change, words", [
    ("fate.yaml", lambda d: d["outer"]["events"][1]["effect"].update(handler="nope"), "handler"),
    ("fate.yaml", lambda d: d["outer"]["events"][1]["effect"].update(amount="two"), "amount"),
    ("fate.yaml", lambda d: d["outer"]["events"][1]["effect"].update(extra=1), "extra"),
    ("fate.yaml", lambda d: d["outer"]["creatures"][0].update(count=5), "30"),
    ("fate.yaml", lambda d: d["inner"]["creatures"][0].update(strength=7), "die"),
    ("fate.yaml", lambda d: d["outer"]["creatures"][0]["name"].pop("pl"), "pl"),
    ("characters.yaml", lambda d: d["characters"][0].update(start="o01"), "start"),
    ("characters.yaml", lambda d: d["characters"][0]["ability"].update(against="all"), "against"),
    ("characters.yaml", lambda d: d["tasks"].pop(), "12"),
    ("board.yaml", lambda d: d["inner"][0].update(links=["i01", "nowhere"]), "nowhere"),
    ("board.yaml", lambda d: d["refuges"].update(D="o00"), "refuge"),
    ("board.yaml", lambda d: d["gates"].pop("o04"), "triangle"),
    ("board.yaml", lambda d: d["inner"][1].update(links=[]) or d["inner"][0].update(links=[]) or
     d["inner"][15].update(links=[]) or d["gates"].pop("o04") and d["outer"][4].update(kind="path"), "reach"),
    ("bank.yaml", lambda d: d["weapons"][0].update(count=1), "24"),
])
def test_damaged_data_is_refused_with_a_clear_message(tmp_path, file, change, words):
    folder = tmp_path / "bas_celik"
    shutil.copytree(data_path("bas_celik"), folder)
    data = yaml.safe_load((folder / file).read_text(encoding="utf-8"))
    change(data)
    (folder / file).write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(DataError) as err:
        ct.load(folder)
    assert file in str(err.value) and words in str(err.value)
