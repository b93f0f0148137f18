"""Baš-Čelik's creature art (``sprites.bas_celik.art.creature``): every creature, animal
and beast of the box has a picture of its own, on the map and on the encounter card, and
no two kinds look alike at the sizes the map draws them (1280x800 and 1024x640)."""
from __future__ import annotations

import itertools

import pygame
import pytest

from games.bas_celik.content import content
from games.bas_celik.ui import layout as L
from games.bas_celik.ui import painting
from sprites.bas_celik import art

LIVING = sorted(k.id for k in content().cards.values() if k.kind in ("creature", "animal", "beast"))


def picture(kind: str, size: int) -> pygame.Surface:
    return art.creature(kind, size, content().cards[kind].nature)


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference of two pictures' RGB over a background, 0-255."""
    total = 0
    for surface in (a, b):
        assert surface.get_size() == a.get_size()
    flat = []
    for surface in (a, b):
        back = pygame.Surface(surface.get_size())
        back.fill((140, 168, 96))
        back.blit(surface, (0, 0))
        flat.append(pygame.image.tobytes(back, "RGB"))
    total = sum(abs(x - y) for x, y in zip(*flat))
    return total / len(flat[0])


def test_every_creature_of_the_box_has_its_own_art():
    assert set(LIVING) <= set(art.KINDS)
    emblems = [art.KINDS[k][0] for k in LIVING]
    assert len(set(emblems)) == len(emblems), "two kinds share an emblem"


@pytest.mark.parametrize("size", [18, 22, 48])        # the map at 1024x640 and 1280x800, zoomed
def test_no_two_kinds_look_alike(size):
    pictures = {k: picture(k, size) for k in LIVING}
    close = [(a, b, round(difference(pictures[a], pictures[b]), 1))
             for a, b in itertools.combinations(LIVING, 2)
             if difference(pictures[a], pictures[b]) < 6]
    assert close == []


def test_unknown_kinds_and_natures_are_refused():
    with pytest.raises(ValueError):
        art.creature("nobody", 20)
    with pytest.raises(ValueError):
        art.creature("bauk", 20, "X")
    with pytest.raises(ValueError):
        art.creature("bauk", 10, "Z")


def test_the_map_and_the_encounter_card_draw_each_creature_its_own(monkeypatch):
    """Creatures lying on the map and the card of a conflict ask for their kind's art."""
    from games.bas_celik import rules as R
    asked = []
    real = art.creature

    def spy(kind, size, nature=None):
        asked.append(kind)
        return real(kind, size, nature)
    monkeypatch.setattr(art, "creature", spy)
    s = R.new_game([{"name": "A", "colour": "blue"}, {"name": "B", "colour": "yellow"}], {}, 3)
    view = R.view(s, None)
    fields = sorted(f for f, x in content().fields.items() if x.world != "centre")
    lying = LIVING[:10]
    kinds = {k: next(c for c in content().instances(content().cards[k].group)
                     if c.startswith(k + "#")) for k in lying if content().cards[k].kind != "beast"}
    view["board"] = {fields[i * 3]: card for i, card in enumerate(kinds.values())}
    surface = pygame.Surface((1280, 800))
    painting.draw_map(surface, view, L.MapView(), {}, lambda seat: "blue")
    assert sorted(asked) == sorted(kinds)
    asked.clear()
    painting.draw_encounter(surface, view, {"title": "x", "nature": "R", "kind": "vodenjak",
                                            "facts": [], "dice": [], "outcome": ""})
    assert asked == ["vodenjak"]
