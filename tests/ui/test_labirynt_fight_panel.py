"""The Labirynt fight box fits every fight in every language: for every creature of the
Encounter Table and a fight between teams, while spells are cast (scrolls listed, spells
and wards counted, sides done) and at the clash (dice, Change of Fate), in English and in
Polish, each text of a column lies inside its column, no two overlap, none runs under the
die face, the box stays over the boards and its title fits whole. (In Polish the Gnolls'
reward line ran over "casts no more".) The window's 1024x640 shows the same 1280x800
layout scaled, so what fits here fits there."""
import copy

import pytest

from games.engine import i18n
from games.labirynt import rules as R
from games.labirynt.content import content
from games.labirynt.ui import layout as L
from games.labirynt.ui import painting
from sprites import fonts
from tests.ui.labirynt_driver import record


def a_fight_view():
    """A public view of a real monster fight (from a game played by the rules), and one
    of a fight between teams, or None."""
    found = {}
    for n, seed in ((2, 54), (3, 21), (4, 33), (2, 7), (3, 5)):
        for st in record(n, seed, limit=600).states:
            if st.combat and "kind" in st.combat and st.combat["kind"] not in found:
                found[st.combat["kind"]] = R.view(st, None)
        if len(found) == 2:
            break
    return found


def variants(view):
    """The view changed into every case the box shows: casting (both sides done or not,
    scrolls cast by both, spells and wards counted), and the clash with and without a
    Change of Fate."""
    scrolls = [t for t in content().find_ids if content().find(t).is_scroll]
    longest = sorted(scrolls, key=lambda t: -len(content().find(t).names["pl"]))[:3]
    for clash in (None, (6, 1, 2, -2), (1, 6, 0, 0)):
        for many in (False, True):
            v = copy.deepcopy(view)
            fight = v["combat"]
            fight["mods"] = {"attacker": 6 if many else 0, "defender": -4 if many else 0}
            fight["ward"] = {"attacker": 2 if many else 0, "defender": 1 if many else 0}
            fight["done"] = {"attacker": True, "defender": True}
            fight["cast"] = [{"seat": 0, "token": t, "side": side}
                             for t in (longest if many else []) for side in ("attacker",
                                                                             "defender")]
            v["roll"] = None if clash is None else {
                "purpose": "clash", "dice": [clash[0], clash[1]], "fate": [clash[2], clash[3]],
                "queue": []}
            yield v


def problems(view, top: bool = False) -> list[str]:
    box, cols, placed = painting.fight_layout(view, top)
    found = []
    if not L.LEFT.contains(box) or box.h > painting.FIGHT_MAX_H:
        found.append(f"the box {box} leaves the boards")
    if fonts.width(painting.fight_title(view), 12, True) > box.w - 24:
        found.append("the title is cut")
    for _img, rect in placed[2]:         # the result as the dice stand, under the columns
        if not box.contains(rect) or any(col.colliderect(rect) for col in cols):
            found.append(f"the result {rect} leaves the box or runs into a column")
    if view["roll"] and not placed[2]:
        found.append("no result shown under the dice")
    for col, texts in zip(cols, placed[:2]):
        for k, (_img, rect) in enumerate(texts):
            if not col.contains(rect):
                found.append(f"text {k} {rect} outside its column {col}")
            if view["roll"] and k < 2 and rect.right > col.right - 56:
                found.append(f"text {k} runs under the die face")
            for m, (_other, other) in enumerate(texts[:k]):
                if rect.colliderect(other):
                    found.append(f"texts {m} and {k} overlap")
    return found


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_fight_box_fits_without_overlap_or_cutting(language):
    views = a_fight_view()
    assert "monster" in views
    checked = 0
    try:
        assert i18n.set_language(language) is None
        monsters = [k for k, row in enumerate(content().rows) if row.kind == "monster"]
        assert len(monsters) >= 5
        for k in monsters:
            for twice_clash in (1, 2):
                base = copy.deepcopy(views["monster"])
                base["combat"]["row"], base["combat"]["clash"] = k, twice_clash
                for v in variants(base):
                    for top in (False, True):
                        found = problems(v, top)
                        assert not found, (content().rows[k].names[language], top, found)
                    checked += 1
        if "duel" in views or len(views) > 1:
            duel = next(v for kind, v in views.items() if kind != "monster")
            for v in variants(duel):
                assert not problems(v), problems(v)
                checked += 1
    finally:
        i18n.set_language("en")
    assert checked >= 60
